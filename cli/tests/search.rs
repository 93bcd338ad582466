//! The CLI's `straights search` on the grid of the table with one
//! known 17-clue puzzle (release only: `./build.sh test` runs `cargo test
//! --release --test search`, which runs this and the library's
//! `tests/search.rs`).

use std::process::Command;

#[path = "../../tests/grids/one.rs"]
mod one;
use one::{ONE, ONE_PUZZLE};

/// The CLI: puzzles on stdout, sorted; each bad line named on stderr while
/// the other grids still run (exit 1); a bad `--shard` refused.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: build.sh runs it with --release"
)]
fn the_cli_prints_the_puzzles_and_names_bad_lines() {
    let grid = ONE;
    let dir = std::env::temp_dir().join(format!("straights-search-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("grids.txt");
    let bad = grid.replacen(&grid[..1], "0", 1);
    std::fs::write(&file, format!("# grids\n{grid}\t1\n{bad}\n12345\n")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_straights"))
        .args(["search", "--threads", "2"])
        .arg(&file)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(stdout, format!("{ONE_PUZZLE}\n"));
    assert!(stderr.contains("line 2: 1 puzzle of 17 clues"), "{stderr}");
    assert!(
        stderr.contains("line 3: r1c1: expected a digit 1-9 of a solution grid, found '0'"),
        "{stderr}"
    );
    assert!(
        stderr.contains("line 4: a solution grid has 81 digits, this text has 5 characters"),
        "{stderr}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_straights"))
        .args(["search", "--shard", "4/3", "-"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("expected I/N with 1 <= I <= N (e.g. 2/8), found \"4/3\""));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `straights bench band`: the band-method measurement of the 1-puzzle
/// grid (about 10 s of CPU): its valid bands, the six cases (6-6-5 and
/// 7 or more clues in band 3, for each band as band 3) and the projection
/// line; a bad line is named and skipped.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: build.sh runs it with --release"
)]
fn bench_band_measures_the_one_puzzle_grid() {
    let dir = std::env::temp_dir().join(format!("straights-band-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("grids.txt");
    std::fs::write(&file, format!("12345\n{ONE}\n")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_straights"))
        .args(["bench", "band", "--finish-every", "100000"])
        .arg(&file)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("line 1: a solution grid has 81 digits"),
        "{stderr}"
    );
    assert!(
        stdout.contains("| band 1 | 0 | 0 | 191 | 5080 | 47678 | 254965 |"),
        "{stdout}"
    );
    for case in [
        "| 1 | 6-6-5 | 51645 | 92341 | 16640 |",
        "| 3 | 6-6-5 | 47678 | 51645 | 16384 |",
    ] {
        assert!(stdout.contains(case), "{stdout}");
    }
    assert_eq!(stdout.matches("| >=7 |").count(), 3, "{stdout}");
    assert!(
        stdout.contains("Projected band engine: at least"),
        "{stdout}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
