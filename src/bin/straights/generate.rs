//! `straights generate`: unique Str8ts puzzles of an exact grade.

use crate::guard;
use std::process::ExitCode;
use straights::board::Board;
use straights::codec::{self, Format};
use straights::str8ts::generate::{generate, GenerateError, Options, Symmetry, MAX_BLACK};
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
    /// One board per line where the format can write it so.
    pub one_line: bool,
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

/// Parses a black-cell range `MIN-MAX` (or a single count `N`), checked
/// here (in the generator's words) so that a bad range is an option error
/// rather than the same failure for every seed.
pub fn parse_black_range(text: &str) -> Result<(u8, u8), String> {
    let number = |s: &str| {
        s.trim()
            .parse::<u8>()
            .map_err(|_| format!("bad black-cell range '{text}': expected MIN-MAX, e.g. 14-22"))
    };
    let (lo, hi) = match text.split_once('-') {
        Some((lo, hi)) => (number(lo)?, number(hi)?),
        None => number(text).map(|n| (n, n))?,
    };
    if lo > hi {
        return Err(format!(
            "invalid black range {lo}-{hi}: the minimum is larger than the maximum"
        ));
    }
    if hi > MAX_BLACK {
        return Err(format!(
            "invalid black range {lo}-{hi}: at most {MAX_BLACK} black cells"
        ));
    }
    Ok((lo, hi))
}

/// A seed from the clock, for runs without `--seed`.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// `straights generate`: prints `count` puzzles, one per line (grids
/// separated by blank lines for multi-line formats). A seed that fails is
/// reported on stderr and the next one is tried; the exit code is then 1.
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
    let mut printed = 0usize;
    let failed = run_seeds(
        request,
        first,
        generate,
        |text| {
            if text.contains('\n') && printed > 0 {
                out!("\n{text}");
            } else {
                out!("{text}");
            }
            printed += 1;
        },
        |line| eprintln!("straights: {line}"),
    );
    if failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Makes the puzzle of every seed with `make`: each one's text goes to
/// `emit`, each failure (an error or a panic) to `report` as `seed S:
/// message`, then `N seed(s) failed`. Returns the number of failed seeds.
fn run_seeds(
    request: &Request,
    first: u64,
    make: impl Fn(&Options) -> Result<Board, GenerateError>,
    mut emit: impl FnMut(&str),
    mut report: impl FnMut(String),
) -> usize {
    let mut failed = 0usize;
    for k in 0..request.count {
        let options = Options {
            grade: request.grade,
            symmetry: request.symmetry,
            seed: first.wrapping_add(k),
            black_range: request.black_range,
        };
        match puzzle_text(&options, request, &make) {
            Ok(text) => emit(text.trim_end()),
            Err(message) => {
                failed += 1;
                report(format!("seed {}: {message}", options.seed));
            }
        }
    }
    if failed > 0 {
        report(format!("{failed} seed(s) failed"));
    }
    failed
}

/// The puzzle of one seed written as the request says, under the panic
/// guard: a panic of the generator becomes an internal error asking for
/// the seed.
fn puzzle_text(
    options: &Options,
    request: &Request,
    make: impl Fn(&Options) -> Result<Board, GenerateError>,
) -> Result<String, String> {
    let style = codec::Style {
        one_line: request.one_line,
        ..codec::Style::default_for(request.to)
    };
    let made = guard::guarded(|| {
        make(options).map_err(|e| e.to_string()).and_then(|board| {
            codec::encode_with(&board, request.to, &style).map_err(|e| e.to_string())
        })
    });
    made.unwrap_or_else(|panic| {
        Err(guard::internal_error(
            &panic,
            "this seed with the same options",
        ))
    })
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
        assert_eq!(
            parse_black_range("30-20").unwrap_err(),
            "invalid black range 30-20: the minimum is larger than the maximum"
        );
        assert_eq!(
            parse_black_range("41").unwrap_err(),
            "invalid black range 41-41: at most 40 black cells"
        );
        assert_eq!(parse_symmetry("mirror"), Ok(Symmetry::Mirror));
        assert_eq!(
            parse_symmetry("spiral").unwrap_err(),
            "unknown symmetry 'spiral': expected none, rotate180, diagonal, mirror"
        );
    }

    fn request(count: u64) -> Request {
        Request {
            grade: Grade::Easy,
            count,
            seed: Some(100),
            symmetry: Symmetry::Rotate180,
            black_range: None,
            to: Format::Str8tsText,
            one_line: false,
        }
    }

    /// Runs `run_seeds` from seed 100: (texts emitted, lines reported, failures).
    fn seeds_with(
        count: u64,
        make: impl Fn(&Options) -> Result<Board, GenerateError>,
    ) -> (Vec<String>, Vec<String>, usize) {
        let (mut emitted, mut reported) = (Vec::new(), Vec::new());
        let failed = run_seeds(
            &request(count),
            100,
            make,
            |t| emitted.push(t.to_string()),
            |l| reported.push(l),
        );
        (emitted, reported, failed)
    }

    #[test]
    fn a_panicking_seed_is_reported_and_the_next_seeds_still_run() {
        let board = Board::new(straights::Variant::Str8ts);
        let empty = vec![".".repeat(9); 9].join("\n");
        let (emitted, reported, failed) = seeds_with(3, |o| {
            if o.seed == 101 {
                panic!("attempt to subtract with overflow");
            }
            Ok(board.clone())
        });
        assert_eq!(emitted, [empty.clone(), empty]);
        assert_eq!(
            reported,
            [
                "seed 101: internal error: attempt to subtract with overflow (please report this seed with the same options)",
                "1 seed(s) failed",
            ]
        );
        assert_eq!(failed, 1);
    }

    #[test]
    fn a_seed_without_a_puzzle_is_reported_and_the_next_seeds_still_run() {
        // A generator error for seed 100 (an invalid range is the one error
        // a test can make quickly; the CLI itself rejects such a range earlier).
        let real = generate(&Options::new(Grade::Easy, 100)).unwrap();
        let (emitted, reported, failed) = seeds_with(3, |o| {
            if o.seed == 100 {
                generate(&Options {
                    black_range: Some((30, 20)),
                    ..*o
                })
            } else {
                Ok(real.clone())
            }
        });
        assert_eq!(emitted.len(), 2);
        assert_eq!(
            reported,
            [
                "seed 100: invalid black range 30-20: the minimum is larger than the maximum",
                "1 seed(s) failed",
            ]
        );
        assert_eq!(failed, 1);
        let (emitted, reported, failed) = seeds_with(2, generate);
        assert_eq!((emitted.len(), reported.len(), failed), (2, 0, 0));
    }
}
