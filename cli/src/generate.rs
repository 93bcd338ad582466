//! `straights generate`: unique puzzles of an exact grade, of either kind,
//! through the engine table's generator.

use crate::guard;
use crate::OneLine;
use std::process::ExitCode;
use straights::codec::{self, Format};
use straights::engine::{all_facts, default_variant, engine, Engine, Facts};
use straights::outcome::{GenerateRequest, Generated};
use straights::str8ts::generate::MAX_BLACK;
use straights::Variant;

/// What `straights generate` was asked for: its command-line options
/// (`straights daily` fills them in for the day's puzzle). Without a seed,
/// one is taken from the clock and reported on stderr; without a symmetry,
/// black-cell range or format, the kind's defaults apply.
#[derive(clap::Args)]
pub struct Request {
    /// Puzzle kind: str8ts or sudoku.
    #[arg(long, default_value_t = default_variant(), value_parser = parse_variant)]
    pub variant: Variant,
    /// Grade, number or name. Str8ts: 1 Easy, 2 Gentle, 3 Moderate, 4
    /// Tough, 5 Diabolical, 6 Extreme; Sudoku (HoDoKu's levels): 1 Easy,
    /// 2 Medium, 3 Hard, 4 Unfair, 5 Extreme, or `any` for a random
    /// minimal puzzle of any level (not graded).
    #[arg(long)]
    pub grade: String,
    /// How many puzzles.
    #[arg(long, default_value_t = 1)]
    pub count: u64,
    /// Seed of the first puzzle; the k-th puzzle uses seed + k.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Symmetry of the black cells (Str8ts) or of the clues (Sudoku):
    /// none, rotate180 (the default), diagonal, mirror, rotate90, anti-diagonal.
    #[arg(long)]
    pub symmetry: Option<String>,
    /// Str8ts: number of black cells as MIN-MAX (default 13-24, as on str8ts.com).
    #[arg(long = "black", value_name = "BLACK", value_parser = parse_black_range)]
    pub black_range: Option<(u8, u8)>,
    /// Sudoku: every clue is needed (removing any symmetric group of
    /// clues, any one clue without symmetry, gives a second solution).
    #[arg(long)]
    pub minimal: bool,
    /// Output format (default: str8ts-com for Str8ts, sudoku81 for Sudoku).
    #[arg(long, value_parser = crate::parse_format)]
    pub to: Option<Format>,
    #[command(flatten)]
    pub one_line: OneLine,
}

/// Parses a puzzle kind: `str8ts` or `sudoku`.
pub fn parse_variant(text: &str) -> Result<Variant, String> {
    straights::engine::engine_named(text).map(|row| row.facts.variant)
}

/// The grade number of `text`, a number or a name of the kind's grades
/// (`4`, `tough`, `Unfair`), `any` (0: a random minimal Sudoku of any
/// level), or a sentence listing them.
pub fn parse_grade(row: &Engine, text: &str) -> Result<u8, String> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("any") {
        return Ok(0);
    }
    let grades = 1..row.facts.grade_names.len();
    grades
        .clone()
        .find(|&n| t == n.to_string() || row.facts.grade_names[n].eq_ignore_ascii_case(t))
        .map(|n| n as u8)
        .ok_or_else(|| {
            let names: Vec<String> = grades
                .map(|n| format!("{n} {}", row.facts.grade_names[n]))
                .collect();
            format!("unknown grade '{t}': expected {}", names.join(", "))
        })
}

/// Checks a symmetry name against the kind's generator.
pub fn check_symmetry(row: &Engine, name: &str) -> Result<(), String> {
    let key = straights::outcome::name_key;
    if row.facts.symmetries.iter().any(|s| key(s) == key(name)) {
        Ok(())
    } else {
        Err(format!(
            "unknown symmetry '{name}': expected {}",
            row.facts.symmetries.join(", ")
        ))
    }
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

/// The titles of the kinds whose facts pass `has` ("Str8ts"), for a
/// message saying which kinds an option is for.
fn titles_where(has: fn(&Facts) -> bool) -> String {
    let titles: Vec<&str> = all_facts()
        .iter()
        .filter(|f| has(f))
        .map(|f| f.title)
        .collect();
    titles.join(" or ")
}

/// The request's options checked against its kind, before any seed runs:
/// the generator's request for the first seed and the output format, or
/// the usage error.
fn checked(request: &Request) -> Result<(GenerateRequest, Format), String> {
    let row = engine(request.variant);
    let grade = parse_grade(row, &request.grade)?;
    if let Some(name) = &request.symmetry {
        check_symmetry(row, name)?;
    }
    let title = row.facts.title;
    if request.black_range.is_some() && row.facts.black_range.is_none() {
        let kinds = titles_where(|f| f.black_range.is_some());
        return Err(format!(
            "--black is for {kinds}: {title} puzzles have no black cells"
        ));
    }
    if request.minimal && !row.facts.minimal {
        let kinds = titles_where(|f| f.minimal);
        return Err(format!(
            "--minimal is for {kinds} (a {title} puzzle's givens follow its grade)"
        ));
    }
    let to = request.to.unwrap_or(row.facts.generated_format);
    if let Some(other) = to.holds().variant.filter(|v| *v != request.variant) {
        return Err(format!(
            "{to} is a {} format; generated {} puzzles need a {} format",
            engine(other).facts.title,
            row.facts.title,
            row.facts.title
        ));
    }
    crate::convert::check_one_line(to, request.one_line.one_line)?;
    let generate = GenerateRequest {
        grade,
        seed: 0,
        symmetry: request.symmetry.clone(),
        black_range: request.black_range,
        minimal: request.minimal,
    };
    Ok((generate, to))
}

/// `straights generate`: prints `count` puzzles, one per line (grids
/// separated by blank lines for multi-line formats). A seed that fails is
/// reported on stderr and the next one is tried; the exit code is then 1.
pub fn run(request: &Request) -> ExitCode {
    let (generate, to) = match checked(request) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("straights: {e}");
            return ExitCode::from(2);
        }
    };
    let first = request.seed.unwrap_or_else(|| {
        let seed = clock_seed();
        eprintln!("straights: seed {seed} (pass --seed {seed} to get the same puzzles again)");
        seed
    });
    let row = engine(request.variant);
    let mut printed = 0usize;
    let failed = run_seeds(
        &generate,
        request.count,
        first,
        &Output {
            to,
            one_line: request.one_line.one_line,
        },
        |r| row.try_generate(r),
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

/// The puzzle of `request`'s first seed as text, with the format it is
/// written in (for callers that wrap it, such as `straights daily
/// --json`); an error is reported on stderr and its exit code returned
/// (2 for options, 1 for a seed without a puzzle).
pub fn first_puzzle(request: &Request) -> Result<(String, Format), ExitCode> {
    let (mut generate, to) = checked(request).map_err(|e| {
        eprintln!("straights: {e}");
        ExitCode::from(2)
    })?;
    generate.seed = request.seed.unwrap_or_else(clock_seed);
    let row = engine(request.variant);
    let output = Output {
        to,
        one_line: request.one_line.one_line,
    };
    puzzle_text(&generate, &output, |r| row.try_generate(r))
        .map(|text| (text.trim_end().to_string(), to))
        .map_err(|e| {
            eprintln!("straights: seed {}: {e}", generate.seed);
            ExitCode::FAILURE
        })
}

/// How generated boards are written.
struct Output {
    to: Format,
    one_line: bool,
}

/// Makes the puzzle of every seed `first..first + count` with `make`: each
/// one's text goes to `emit`, each failure (an error or a panic) to
/// `report` as `seed S: message`, then `N seed(s) failed`. Returns the
/// number of failed seeds.
fn run_seeds(
    request: &GenerateRequest,
    count: u64,
    first: u64,
    output: &Output,
    make: impl Fn(&GenerateRequest) -> Result<Generated, String>,
    mut emit: impl FnMut(&str),
    mut report: impl FnMut(String),
) -> usize {
    let mut failed = 0usize;
    for k in 0..count {
        let request = GenerateRequest {
            seed: first.wrapping_add(k),
            ..request.clone()
        };
        match puzzle_text(&request, output, &make) {
            Ok(text) => emit(text.trim_end()),
            Err(message) => {
                failed += 1;
                report(format!("seed {}: {message}", request.seed));
            }
        }
    }
    if failed > 0 {
        report(format!("{failed} seed(s) failed"));
    }
    failed
}

/// The puzzle of one seed written as asked, under the panic guard: a panic
/// of the generator becomes an internal error asking for the seed.
fn puzzle_text(
    request: &GenerateRequest,
    output: &Output,
    make: impl Fn(&GenerateRequest) -> Result<Generated, String>,
) -> Result<String, String> {
    let style = codec::Style {
        one_line: output.one_line,
        ..codec::Style::default_for(output.to)
    };
    let made = guard::guarded(|| {
        make(request).and_then(|made| {
            codec::encode_with(&made.board, output.to, &style).map_err(|e| e.to_string())
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
    use straights::board::Board;

    #[test]
    fn grades_parse_by_number_and_name_for_each_kind() {
        let (str8ts, sudoku) = (engine(Variant::Str8ts), engine(Variant::Sudoku));
        assert_eq!(parse_grade(str8ts, "4"), Ok(4));
        assert_eq!(parse_grade(str8ts, "extreme"), Ok(6));
        assert_eq!(parse_grade(sudoku, "Unfair"), Ok(4));
        assert_eq!(parse_grade(sudoku, "any"), Ok(0));
        assert_eq!(
            parse_grade(str8ts, "7").unwrap_err(),
            "unknown grade '7': expected 1 Easy, 2 Gentle, 3 Moderate, 4 Tough, 5 Diabolical, 6 Extreme"
        );
        assert_eq!(
            parse_grade(sudoku, "tough").unwrap_err(),
            "unknown grade 'tough': expected 1 Easy, 2 Medium, 3 Hard, 4 Unfair, 5 Extreme"
        );
        assert_eq!(parse_variant("Sudoku"), Ok(Variant::Sudoku));
        assert_eq!(
            parse_variant("killer").unwrap_err(),
            "unknown puzzle kind 'killer': expected str8ts or sudoku"
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
        let row = engine(Variant::Sudoku);
        assert_eq!(check_symmetry(row, "Anti-Diagonal"), Ok(()));
        assert_eq!(
            check_symmetry(row, "spiral").unwrap_err(),
            "unknown symmetry 'spiral': expected none, rotate180, diagonal, mirror, rotate90, anti-diagonal"
        );
    }

    #[test]
    fn options_are_checked_against_the_kind() {
        let request = |variant, to| Request {
            variant,
            grade: "2".to_string(),
            count: 1,
            seed: Some(1),
            symmetry: None,
            black_range: None,
            minimal: false,
            to,
            one_line: OneLine::default(),
        };
        let (made, to) = checked(&request(Variant::Sudoku, None)).unwrap();
        assert_eq!((made.grade, to), (2, Format::Sudoku81));
        assert_eq!(
            checked(&request(Variant::Sudoku, Some(Format::Str8tsCom))).unwrap_err(),
            "str8ts-com is a Str8ts format; generated Sudoku puzzles need a Sudoku format"
        );
        let minimal = Request {
            minimal: true,
            ..request(Variant::Str8ts, None)
        };
        assert!(checked(&minimal)
            .unwrap_err()
            .starts_with("--minimal is for Sudoku"));
        let black = Request {
            black_range: Some((14, 20)),
            ..request(Variant::Sudoku, None)
        };
        assert!(checked(&black)
            .unwrap_err()
            .starts_with("--black is for Str8ts"));
    }

    /// Runs `run_seeds` for Easy Str8ts from seed 100: (texts emitted, lines reported, failures).
    fn seeds_with(
        count: u64,
        make: impl Fn(&GenerateRequest) -> Result<Generated, String>,
    ) -> (Vec<String>, Vec<String>, usize) {
        let (mut emitted, mut reported) = (Vec::new(), Vec::new());
        let request = GenerateRequest {
            grade: 1,
            ..Default::default()
        };
        let output = Output {
            to: Format::Str8tsText,
            one_line: false,
        };
        let failed = run_seeds(
            &request,
            count,
            100,
            &output,
            make,
            |t| emitted.push(t.to_string()),
            |l| reported.push(l),
        );
        (emitted, reported, failed)
    }

    /// A made board with nothing else.
    fn made(board: Board) -> Generated {
        Generated {
            board,
            grade: 1,
            symmetry: "none",
            work: Vec::new(),
        }
    }

    #[test]
    fn a_panicking_seed_is_reported_and_the_next_seeds_still_run() {
        let board = Board::new(Variant::Str8ts);
        let empty = vec![".".repeat(9); 9].join("\n");
        let (emitted, reported, failed) = seeds_with(3, |r| {
            if r.seed == 101 {
                panic!("attempt to subtract with overflow");
            }
            Ok(made(board.clone()))
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
        let row = engine(Variant::Str8ts);
        let (emitted, reported, failed) = seeds_with(3, |r| {
            if r.seed == 100 {
                row.try_generate(&GenerateRequest {
                    black_range: Some((30, 20)),
                    ..r.clone()
                })
            } else {
                row.try_generate(r)
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
    }
}
