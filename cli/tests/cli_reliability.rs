//! The command-line points of the reliability issue: no panic text reaches
//! the user, input errors are reported per line (also for lines that are
//! not UTF-8), `#` lines that are not boards are comments, and `hint` and
//! `grade` say what is wrong with a broken puzzle.
//!
//! Every assertion is on the exact output and exit code.

mod cli_common;
use cli_common::{puzzle, run_cli_bytes};
use straights::check::check_puzzle;
use straights::codec::{self, Format};
use straights::str8ts::logic::{self, Grade};

/// The user's board of the reliability issue (Str8ts text): it made the
/// solver panic; it has several solutions.
const ISSUE: &str =
    "...#....ia.#......i.....#...............#...............#.....g......a.##....#...";
/// A proper Sudoku in 81 characters.
const SUDOKU: &str =
    "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8";

/// `straights ARGS` on `input`: (stdout, stderr, exit code).
fn run(args: &[&str], input: &str) -> (String, String, Option<i32>) {
    run_cli_bytes(args, input.as_bytes())
}

/// The lines `grade` prints for a proper puzzle line, as the library grades it.
fn grade_line(line: &str) -> String {
    let d = codec::decode(line).unwrap();
    let g = logic::grade(&d.board);
    let grade = g.grade.unwrap();
    let steps: Vec<String> = g
        .steps()
        .iter()
        .map(|(s, n)| format!("{} x{n}", s.name()))
        .collect();
    format!(
        "{} {}  {}  {} steps: {}",
        grade.number(),
        grade.name(),
        d.style.label.unwrap(),
        g.total_steps(),
        steps.join(", ")
    )
}

/// A file under the test's temporary directory holding `bytes`; its path.
fn temp_file(name: &str, bytes: &[u8]) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, bytes).unwrap();
    path.to_str().unwrap().to_string()
}

/// Checks that `line` is a solution of `puzzle` in Str8ts text: same black
/// cells and clues, same givens, every white cell filled, and the rules kept
/// (as a puzzle of givens only it has exactly its own solution).
fn assert_solution_of(puzzle: &str, line: &str) {
    let p = codec::decode(puzzle).unwrap().board;
    let s = codec::decode_as(Format::Str8tsText, line).unwrap().board;
    for (i, (a, b)) in p.cells.iter().zip(&s.cells).enumerate() {
        assert_eq!(a.black, b.black, "cell {i} of {line}");
        assert!(b.black || b.value != 0, "cell {i} of {line} is empty");
        if a.black || a.given {
            assert_eq!(a.value, b.value, "cell {i} of {line}");
        }
    }
    assert_eq!(
        check_puzzle(&s),
        straights::check::PuzzleCheck::Unique,
        "{line}"
    );
}

#[test]
fn the_formerly_panicking_board_solves_to_two_solutions() {
    let (out, err, code) = run(&["solve"], &format!("{ISSUE}\n"));
    assert_eq!(code, Some(1), "{err}");
    assert_eq!(out, "");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 5, "{err}");
    assert_eq!(
        lines[0],
        "straights: -:1: the puzzle has several solutions, for example"
    );
    assert_eq!(lines[2], "and");
    assert_eq!(lines[4], "straights: 1 board(s) failed");
    assert_ne!(lines[1], lines[3]);
    assert_solution_of(ISSUE, lines[1]);
    assert_solution_of(ISSUE, lines[3]);
}

#[test]
fn the_formerly_panicking_seed_generates_a_tough_puzzle() {
    let (out, err, code) = run(
        &["generate", "--grade", "4", "--count", "1", "--seed", "5024"],
        "",
    );
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(err, "");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1, "{out}");
    assert_eq!(lines[0].len(), 243);
    let board = codec::decode_as(Format::Str8tsCom, lines[0]).unwrap().board;
    assert_eq!(logic::grade(&board).grade, Some(Grade::Tough));
}

#[test]
fn generate_goes_on_after_a_failing_seed_and_exits_1() {
    // No Easy puzzle has no black cell at all: every seed fails, each on its own line.
    let args = [
        "generate",
        "--grade",
        "1",
        "--black",
        "0-0",
        "--symmetry",
        "none",
        "--seed",
        "1",
        "--count",
        "2",
    ];
    let (out, err, code) = run(&args, "");
    assert_eq!(code, Some(1));
    assert_eq!(out, "");
    assert_eq!(
        err,
        "straights: seed 1: no Easy puzzle found after 5000 layouts\n\
         straights: seed 2: no Easy puzzle found after 5000 layouts\n\
         straights: 2 seed(s) failed\n"
    );
}

#[test]
fn a_bad_black_range_is_an_option_error() {
    let (out, err, code) = run(&["generate", "--grade", "2", "--black", "30-20"], "");
    assert_eq!(code, Some(2));
    assert_eq!(out, "");
    assert_eq!(
        err.lines().next(),
        Some(
            "error: invalid value '30-20' for '--black <BLACK>': \
             invalid black range 30-20: the minimum is larger than the maximum"
        )
    );
}

#[test]
fn a_one_line_from_format_reports_every_line_on_its_own() {
    let path = temp_file(
        "three-lines.txt",
        format!("{ISSUE}\n{SUDOKU}\n{ISSUE}\n").as_bytes(),
    );
    let (out, err, code) = run(
        &["convert", "--from", "sudoku81", "--to", "sudoku81", &path],
        "",
    );
    assert_eq!(code, Some(1));
    assert_eq!(out, format!("{SUDOKU}\n"));
    let why = codec::decode_as(Format::Sudoku81, ISSUE)
        .unwrap_err()
        .to_string()
        + " (it reads as str8ts-text: leave out --from to detect each board's format)";
    assert_eq!(
        err,
        format!(
            "straights: {path}:1: {why}\nstraights: {path}:3: {why}\nstraights: 2 board(s) failed\n"
        )
    );
}

#[test]
fn a_bad_first_line_fails_alone_in_every_command() {
    let bad = puzzle("weekly001")[..100].to_string();
    let input = format!("{bad}\n{}\n{}\n", puzzle("weekly001"), puzzle("weekly002"));
    let why = codec::decode(&bad).unwrap_err().to_string();
    let err_lines = format!("straights: -:1: {why}\nstraights: 1 board(s) failed\n");
    let (out, err, code) = run(&["grade"], &input);
    assert_eq!(code, Some(1));
    assert_eq!(err, err_lines);
    assert_eq!(
        out,
        format!(
            "{}\n{}\n",
            grade_line(&puzzle("weekly001")),
            grade_line(&puzzle("weekly002"))
        )
    );
    let (out, err, code) = run(&["convert", "--to", "str8ts-com-legacy"], &input);
    assert_eq!(code, Some(1));
    assert_eq!(err, err_lines);
    assert_eq!(
        out,
        format!("{}\n{}\n", puzzle("weekly001"), puzzle("weekly002"))
    );
    // solve and hint: the output of the two good lines alone.
    let good = format!("{}\n{}\n", puzzle("weekly001"), puzzle("weekly002"));
    for command in ["solve", "hint"] {
        let (want, _, ok) = run(&[command], &good);
        assert_eq!(ok, Some(0), "{command}");
        let (out, err, code) = run(&[command], &input);
        assert_eq!(code, Some(1), "{command}");
        assert_eq!(err, err_lines, "{command}");
        assert_eq!(out, want, "{command}");
    }
}

#[test]
fn a_line_that_is_not_utf8_fails_alone() {
    let text = [
        b"# r\xe9glages: a Latin-1 comment is still a comment\n".as_slice(),
        SUDOKU.as_bytes(),
        b"\nweekly-001 \xe9t\xe9\n",
        SUDOKU.as_bytes(),
        b"\n",
    ]
    .concat();
    let path = temp_file("latin1.txt", &text);
    let (out, err, code) = run_cli_bytes(&["convert", "--to", "sudoku81", &path], b"");
    assert_eq!(code, Some(1));
    assert_eq!(out, format!("{SUDOKU}\n{SUDOKU}\n"));
    assert_eq!(
        err,
        format!(
            "straights: {path}:3: not UTF-8 text (byte 0xE9 at column 12)\n\
             straights: 1 board(s) failed\n"
        )
    );
    // The same on standard input.
    let (out, err, code) = run_cli_bytes(&["convert", "--to", "sudoku81"], &text);
    assert_eq!(code, Some(1));
    assert_eq!(out, format!("{SUDOKU}\n{SUDOKU}\n"));
    assert_eq!(
        err,
        "straights: -:3: not UTF-8 text (byte 0xE9 at column 12)\nstraights: 1 board(s) failed\n"
    );
}

#[test]
fn hash_lines_that_are_not_boards_are_comments() {
    // The issue's board as a grid whose third row starts with '#', and a
    // one-line board that starts with '#' (a black r1c1).
    let mut rows: Vec<String> = (0..9)
        .map(|r| ISSUE[r * 9..r * 9 + 9].to_string())
        .collect();
    rows[2].replace_range(..1, "#");
    let grid = rows.join("\n");
    let hashed = format!("#{}", &ISSUE[1..]);
    let input = format!(
        "####\n{ISSUE}\n####\n# Puzzle 2\n#########\n{grid}\n#########\n\n####\n{hashed}\n"
    );
    let (out, err, code) = run(&["convert", "--to", "str8ts-text"], &input);
    assert_eq!(err, "");
    assert_eq!(code, Some(0));
    let one_line = rows.concat();
    assert_eq!(out, format!("{ISSUE}\n\n{grid}\n{hashed}\n"));
    assert_eq!(
        codec::decode(&grid).unwrap().board,
        codec::decode(&one_line).unwrap().board
    );
}

/// Nine rows of Str8ts text: black clue 4 (`d`) and a white given 4 in row 1.
fn clashing_clues() -> String {
    let mut rows = vec!["d...4....".to_string()];
    rows.extend(std::iter::repeat_n(".........".to_string(), 8));
    rows.join("\n") + "\n"
}

#[test]
fn hint_on_clashing_clues_names_them_and_fails() {
    let (out, err, code) = run(&["hint"], &clashing_clues());
    assert_eq!(code, Some(1));
    assert_eq!(
        out,
        "The givens break the rules: 4 appears twice in a row: r1c1 and r1c5.\n"
    );
    assert_eq!(
        err,
        "straights: -:1: the puzzle's clues break the rules\nstraights: 1 board(s) failed\n"
    );
}

#[test]
fn grade_says_why_a_puzzle_is_not_proper() {
    let clashing = clashing_clues().replace('\n', "");
    let input = format!("{ISSUE}\n{clashing}\n{}\n", puzzle("weekly001"));
    let (out, err, code) = run(&["grade"], &input);
    assert_eq!(code, Some(1));
    assert_eq!(out, format!("{}\n", grade_line(&puzzle("weekly001"))));
    assert_eq!(
        err,
        "straights: -:1: This puzzle has more than one solution, so logic alone cannot finish it.\n\
         straights: -:2: The givens break the rules: 4 appears twice in a row: r1c1 and r1c5.\n\
         straights: 2 board(s) failed\n"
    );
}
