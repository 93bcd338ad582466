//! `straights generate`: unique Str8ts puzzles of an exact grade.

use std::process::ExitCode;
use straights::codec::{self, Format};
use straights::str8ts::generate::{generate, Options, Symmetry};
use straights::str8ts::logic::Grade;

/// What `straights generate` was asked for.
pub struct Request {
    /// The exact grade.
    pub grade: Grade,
    /// How many puzzles.
    pub count: u64,
    /// Seed of the first puzzle (the k-th uses `seed + k`); `None` for a
    /// seed taken from the clock, reported on stderr.
    pub seed: Option<u64>,
    /// Symmetry of the black layout.
    pub symmetry: Symmetry,
    /// Inclusive black-cell range; `None` for the default.
    pub black_range: Option<(u8, u8)>,
    /// Output format.
    pub to: Format,
}

/// Parses a grade given as a number (1-6) or a name (`tough`).
pub fn parse_grade(text: &str) -> Result<Grade, String> {
    let t = text.trim();
    let by_number = t.parse::<u8>().ok().and_then(Grade::from_number);
    by_number
        .or_else(|| {
            Grade::ALL
                .into_iter()
                .find(|g| g.name().eq_ignore_ascii_case(t))
        })
        .ok_or_else(|| {
            let names: Vec<String> = Grade::ALL
                .iter()
                .map(|g| format!("{} {}", g.number(), g.name()))
                .collect();
            format!("unknown grade '{t}': expected {}", names.join(", "))
        })
}

/// Parses a symmetry name (`none`, `rotate180`, `diagonal`, `mirror`).
pub fn parse_symmetry(text: &str) -> Result<Symmetry, String> {
    Symmetry::from_name(text).ok_or_else(|| {
        let names: Vec<&str> = Symmetry::ALL.iter().map(|s| s.name()).collect();
        format!("unknown symmetry '{text}': expected {}", names.join(", "))
    })
}

/// Parses a black-cell range `MIN-MAX` (or a single count `N`).
pub fn parse_black_range(text: &str) -> Result<(u8, u8), String> {
    let number = |s: &str| {
        s.trim()
            .parse::<u8>()
            .map_err(|_| format!("bad black-cell range '{text}': expected MIN-MAX, e.g. 14-22"))
    };
    match text.split_once('-') {
        Some((lo, hi)) => Ok((number(lo)?, number(hi)?)),
        None => number(text).map(|n| (n, n)),
    }
}

/// A seed from the clock, for runs without `--seed`.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// `straights generate`: prints `count` puzzles, one per line (grids
/// separated by blank lines for multi-line formats).
pub fn run(request: &Request) -> ExitCode {
    if request.to.holds().variant == Some(straights::Variant::Sudoku) {
        eprintln!(
            "straights: {} is a Sudoku format; generated Str8ts puzzles need a Str8ts format",
            request.to
        );
        return ExitCode::from(2);
    }
    let first = request.seed.unwrap_or_else(|| {
        let seed = clock_seed();
        eprintln!("straights: seed {seed} (pass --seed {seed} to get the same puzzles again)");
        seed
    });
    for k in 0..request.count {
        let options = Options {
            grade: request.grade,
            symmetry: request.symmetry,
            seed: first.wrapping_add(k),
            black_range: request.black_range,
        };
        let text = generate(&options)
            .map_err(|e| e.to_string())
            .and_then(|board| codec::encode(&board, request.to).map_err(|e| e.to_string()));
        match text {
            Ok(text) if text.contains('\n') && k > 0 => out!("\n{}", text.trim_end()),
            Ok(text) => out!("{}", text.trim_end()),
            Err(message) => {
                eprintln!("straights: seed {}: {message}", options.seed);
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grades_parse_by_number_and_name() {
        assert_eq!(parse_grade("4"), Ok(Grade::Tough));
        assert_eq!(parse_grade("extreme"), Ok(Grade::Extreme));
        assert_eq!(
            parse_grade("7").unwrap_err(),
            "unknown grade '7': expected 1 Easy, 2 Gentle, 3 Moderate, 4 Tough, 5 Diabolical, 6 Extreme"
        );
    }

    #[test]
    fn ranges_and_symmetries_parse() {
        assert_eq!(parse_black_range("14-22"), Ok((14, 22)));
        assert_eq!(parse_black_range("16"), Ok((16, 16)));
        assert!(parse_black_range("a-3").unwrap_err().contains("MIN-MAX"));
        assert_eq!(parse_symmetry("mirror"), Ok(Symmetry::Mirror));
        assert_eq!(
            parse_symmetry("spiral").unwrap_err(),
            "unknown symmetry 'spiral': expected none, rotate180, diagonal, mirror"
        );
    }
}
