//! `straights daily`: the puzzle of a date is `straights generate` with the
//! day's grade and seed, for both kinds; bad dates are refused in words.

mod cli_common;
use cli_common::{run_cli, run_cli_bytes};

/// The seeds of 2026-11-23 (a Monday: grade 1 Easy for both kinds), as
/// `straights::daily` fixes them forever.
const STR8TS_SEED: &str = "6493683627728227";
const SUDOKU_SEED: &str = "3507535568315126";

#[test]
fn the_daily_str8ts_is_the_generated_one_of_its_grade_and_seed() {
    let (daily, err, ok) = run_cli(&["daily", "--date", "2026-11-23"], "");
    assert!(ok, "{err}");
    assert_eq!(
        err,
        format!("straights: daily Str8ts of Monday 23 November 2026: 1 Easy, seed {STR8TS_SEED}\n")
    );
    let (generated, _, ok) = run_cli(
        &[
            "generate",
            "--variant",
            "str8ts",
            "--grade",
            "1",
            "--seed",
            STR8TS_SEED,
        ],
        "",
    );
    assert!(ok);
    assert_eq!(daily, generated);
    assert_eq!(
        daily.trim_end().len(),
        243,
        "one str8ts.com string: {daily}"
    );
}

#[test]
fn the_daily_sudoku_is_the_generated_one_of_its_grade_and_seed() {
    let (daily, err, ok) = run_cli(
        &["daily", "--date", "2026-11-23", "--variant", "sudoku"],
        "",
    );
    assert!(ok, "{err}");
    assert_eq!(
        daily,
        "7.6.291...8...1.9..9.5...2...28.5.......1.......7.48...4...8.7..6.1...4...834.5.9\n"
    );
    let (generated, _, _) = run_cli(
        &[
            "generate",
            "--variant",
            "sudoku",
            "--grade",
            "1",
            "--seed",
            SUDOKU_SEED,
        ],
        "",
    );
    assert_eq!(daily, generated);
}

#[test]
fn other_formats_and_json() {
    let args = ["daily", "--date", "2026-11-29", "--to", "str8ts-text"];
    let (grid, err, ok) = run_cli(&args, "");
    assert!(ok, "{err}");
    assert_eq!(grid.lines().count(), 9, "a Str8ts grid: {grid}");
    assert!(
        err.contains("Sunday 29 November 2026: 6 Extreme, seed "),
        "{err}"
    );
    let (json, err, ok) = run_cli(
        &[
            "daily",
            "--date",
            "2026-11-23",
            "--variant",
            "sudoku",
            "--json",
        ],
        "",
    );
    assert!(ok, "{err}");
    assert_eq!(err, "", "--json says it all on stdout");
    let value: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(
        value,
        serde_json::json!({
            "date": "2026-11-23", "weekday": "Monday", "variant": "sudoku",
            "grade": 1, "gradeName": "Easy", "seed": 3_507_535_568_315_126_u64,
            "symmetry": "rotate180", "format": "sudoku81",
            "puzzle": "7.6.291...8...1.9..9.5...2...28.5.......1.......7.48...4...8.7..6.1...4...834.5.9"
        })
    );
}

#[test]
fn today_is_the_default() {
    let (out, err, ok) = run_cli(&["daily", "--variant", "sudoku"], "");
    assert!(ok, "{err}");
    assert_eq!(out.trim_end().len(), 81);
    assert!(err.starts_with("straights: daily Sudoku of "), "{err}");
}

#[test]
fn bad_dates_and_formats_are_usage_errors() {
    let cases = [
        (
            vec!["daily", "--date", "2026-02-30"],
            "straights: no 30 February 2026: February 2026 has 28 days\n",
        ),
        (
            vec!["daily", "--date", "24.11.2026"],
            "straights: bad date '24.11.2026': expected YYYY-MM-DD, e.g. 2026-11-24\n",
        ),
        (
            vec!["daily", "--date", "2026-11-23", "--to", "sudoku81", "--json"],
            "straights: sudoku81 is a Sudoku format; generated Str8ts puzzles need a Str8ts format\n",
        ),
    ];
    for (args, message) in cases {
        let (out, err, code) = run_cli_bytes(&args, b"");
        assert_eq!(
            (out.as_str(), err.as_str(), code),
            ("", message, Some(2)),
            "{args:?}"
        );
    }
}
