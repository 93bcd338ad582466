//! One board per line for pipes (`--one-line` on `convert`, `solve` and
//! `generate`), and failures named line by line when `--from` is wrong.

mod cli_common;
use cli_common::run_cli;
use straights::codec::{self, Format};

/// The 505 real str8ts.com puzzles (`name:` + the 162 digits of the legacy
/// `bd=` string each).
const COLLECTION: &str = include_str!("../../tests/data/str8ts-com-505.txt");

/// The puzzles of the collection, without comments.
fn puzzles() -> Vec<&'static str> {
    COLLECTION.lines().filter(|l| !l.starts_with('#')).collect()
}

#[test]
fn convert_writes_str8ts_text_one_board_per_line() {
    let puzzles = puzzles();
    let (out, err, ok) = run_cli(
        &["convert", "--to", "str8ts-text", "--one-line"],
        COLLECTION,
    );
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), puzzles.len());
    for (line, source) in lines.iter().zip(&puzzles) {
        // The name stays in front; the board is 81 characters.
        let (name, board) = line.split_once(':').unwrap();
        assert!(source.starts_with(&format!("{name}:")), "{line}");
        assert_eq!(board.len(), 81, "{line}");
        let ours = codec::decode(line).unwrap().board;
        let theirs = codec::decode(source).unwrap().board;
        for (a, b) in ours.cells.iter().zip(&theirs.cells) {
            assert_eq!((a.black, a.given, a.value), (b.black, b.given, b.value));
        }
    }
    // Without the option the same boards take nine lines each.
    let (nine, _, _) = run_cli(&["convert", "--to", "str8ts-text"], puzzles[0]);
    assert_eq!(nine.lines().count(), 9);
    assert_eq!(
        nine.lines().collect::<String>(),
        lines[0].split_once(':').unwrap().1
    );
}

#[test]
fn solve_and_generate_take_the_option_too() {
    let first: String = puzzles()[..3].join("\n");
    let (out, err, ok) = run_cli(&["solve", "--to", "str8ts-text", "--one-line"], &first);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    for board in lines {
        assert_eq!(board.len(), 81);
        assert!(!board.contains('.'), "solved boards are full: {board}");
    }
    let args = ["generate", "--grade", "2", "--count", "3", "--seed", "7"];
    let (nine, _, ok) = run_cli(&[&args[..], &["--to", "str8ts-text"]].concat(), "");
    assert!(ok);
    let (one, _, ok) = run_cli(
        &[&args[..], &["--to", "str8ts-text", "--one-line"]].concat(),
        "",
    );
    assert!(ok);
    let grids: Vec<String> = nine
        .split("\n\n")
        .map(|g| g.lines().collect::<String>())
        .collect();
    assert_eq!(one.lines().collect::<Vec<_>>(), grids);
    assert_eq!(grids.len(), 3);
}

#[test]
fn grid_formats_have_no_one_line_form() {
    let (_, err, ok) = run_cli(&["convert", "--to", "multiline", "--one-line"], "");
    assert!(!ok);
    assert_eq!(
        err.trim_end(),
        "straights: --one-line: multiline has no one-line form; one-line formats for sudoku: \
         sudoku81, susser, susser-short, sudokuwiki, sudokuwiki-s9b, sukaku, opensudoku, hodoku, fpuzzles, json"
    );
    let (_, err, ok) = run_cli(
        &[
            "generate",
            "--grade",
            "1",
            "--to",
            "str8ts-grid",
            "--one-line",
        ],
        "",
    );
    assert!(!ok);
    assert!(err.contains("str8ts-grid has no one-line form"), "{err}");
    // Solving into the input's own grid format: each board says so.
    let grid = codec::encode(
        &codec::decode(puzzles()[0]).unwrap().board,
        Format::Str8tsGrid,
    )
    .unwrap();
    let (_, err, ok) = run_cli(&["solve", "--one-line"], &grid);
    assert!(!ok);
    assert!(
        err.starts_with("straights: -:1: --one-line: str8ts-grid has no one-line form"),
        "{err}"
    );
}

/// A wrong `--from` on a file of one-line boards fails on every line, each
/// error naming its line and the format the line does read as.
#[test]
fn a_wrong_from_fails_line_by_line() {
    let three: String = puzzles()[..3].join("\n");
    let (_, err, ok) = run_cli(&["convert", "--from", "pencilmark"], &three);
    assert!(!ok);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 4, "{err}");
    for (k, line) in lines[..3].iter().enumerate() {
        assert!(
            line.starts_with(&format!("straights: -:{}: pencilmark at character ", k + 1)),
            "{line}"
        );
        assert!(
            line.ends_with(
                "(it reads as str8ts-com-legacy: leave out --from to detect each board's format)"
            ),
            "{line}"
        );
    }
    assert_eq!(lines[3], "straights: 3 board(s) failed");
}
