//! Files written by other programs, read as their users paste them.
//!
//! HoDoKu's regression library (`../shared/data/sudoku/hodoku-reglib-1.4.txt`,
//! 1,112 lines written by HoDoKu, GPL data read from the shared directory,
//! never copied here): every line decodes, auto-detected and as `hodoku`,
//! re-encodes byte for byte, and holds the candidates HoDoKu shows, checked
//! by a separate reading of the line written for this test.

use std::path::PathBuf;
mod cli_common;
#[path = "../../tests/shared_data/mod.rs"]
mod shared_data;
use cli_common::run_cli;
use straights::codec::{self, Format};

/// The library's path in the shared data directory (for the CLI).
fn reglib_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/sudoku/hodoku-reglib-1.4.txt")
}

/// The library lines (those starting with `:`), `None` when the shared data
/// is absent outside CI (CI has it beside the checkout, so there it fails).
fn reglib_lines() -> Option<Vec<String>> {
    let text = shared_data::read("sudoku/hodoku-reglib-1.4.txt")?;
    Some(
        text.lines()
            .filter(|l| l.starts_with(':'))
            .map(str::to_string)
            .collect(),
    )
}

/// The candidates of a library line as HoDoKu shows them, read without the
/// codec: every empty cell gets the digits its row, column and box do not
/// hold (givens and placed digits alike), minus the deleted `drc` triplets.
/// A cell with a digit gets 0.
fn hodoku_candidates(line: &str) -> [u16; 81] {
    let fields: Vec<&str> = line.split(':').collect();
    let digits: Vec<u8> = fields[3]
        .bytes()
        .filter(|&b| b != b'+')
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    assert_eq!(digits.len(), 81, "{line}");
    let mut out = [0u16; 81];
    for cell in 0..81 {
        if digits[cell] != 0 {
            continue;
        }
        let (r, c) = (cell / 9, cell % 9);
        let mut seen = 0u16;
        for (other, &d) in digits.iter().enumerate() {
            let (r2, c2) = (other / 9, other % 9);
            let peer = r2 == r || c2 == c || (r2 / 3 == r / 3 && c2 / 3 == c / 3);
            if peer && d != 0 {
                seen |= 1 << (d - 1);
            }
        }
        out[cell] = 0x1ff & !seen;
    }
    for t in fields[4].split_whitespace() {
        let b = t.as_bytes();
        let (d, r, c) = (b[0] - b'0', (b[1] - b'1') as usize, (b[2] - b'1') as usize);
        out[r * 9 + c] &= !(1 << (d - 1));
    }
    out
}

#[test]
fn every_hodoku_library_line_decodes_round_trips_and_has_hodokus_candidates() {
    let Some(lines) = reglib_lines() else {
        return;
    };
    assert_eq!(lines.len(), 1112);
    for line in &lines {
        let detected = codec::decode(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(detected.format, Format::Hodoku, "{line}");
        let named = codec::decode_as(Format::Hodoku, line).unwrap();
        assert_eq!(named, detected);
        let again = codec::encode_with(&detected.board, Format::Hodoku, &detected.style).unwrap();
        assert_eq!(&again, line);
        let board = &detected.board;
        assert!(board.has_candidates, "{line}");
        let open: Vec<u16> = board
            .cells
            .iter()
            .map(|c| if c.value == 0 { c.candidates } else { 0 })
            .collect();
        assert_eq!(open, hodoku_candidates(line), "{line}");
    }
}

/// The file as it is (CRLF line ends, comment header) through the CLI, auto
/// detected and with `--from hodoku`: every library line comes back, in order.
#[test]
fn the_cli_converts_the_whole_library_file() {
    let Some(lines) = reglib_lines() else {
        return;
    };
    let path = reglib_path();
    let path = path.to_str().unwrap();
    for args in [
        vec!["convert", "--to", "hodoku", path],
        vec!["convert", "--from", "hodoku", "--to", "hodoku", path],
    ] {
        let (stdout, stderr, ok) = run_cli(&args, "");
        assert!(ok, "{stderr}");
        let written: Vec<&str> = stdout.lines().collect();
        assert_eq!(written, lines);
    }
}

/// A vector of `data/real-files.jsonl`: text written by another program,
/// with where it was found.
struct Real {
    format: Format,
    text: String,
    source: String,
    /// Whether the codec writes the text back byte for byte (`false` in
    /// the file for texts with marks or a spacing no writer has).
    round_trip: bool,
}

/// The vectors of `tests/data/real-files.jsonl` (a `file` field names a
/// file of `tests/data/` holding the text).
fn real_files() -> Vec<Real> {
    include_str!("../../tests/data/real-files.jsonl")
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            let text = match v["file"].as_str() {
                Some(f) => std::fs::read_to_string(
                    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                        .join("../tests/data")
                        .join(f),
                )
                .unwrap(),
                None => v["text"].as_str().unwrap().to_string(),
            };
            Real {
                format: Format::from_name(v["format"].as_str().unwrap()).unwrap(),
                text,
                source: v["source"].as_str().unwrap().to_string(),
                round_trip: v["round_trip"].as_bool().unwrap_or(true),
            }
        })
        .collect()
}

/// The vectors of one format.
fn of(format: Format) -> Vec<Real> {
    real_files()
        .into_iter()
        .filter(|r| r.format == format)
        .collect()
}

/// Every vector is detected as its format; those marked as round-tripping
/// come back byte for byte.
#[test]
fn real_vectors_are_detected_and_written_back() {
    for r in real_files() {
        if r.format == Format::OpenSudokuXml {
            continue; // a list of two games: see the OpenSudoku test
        }
        let d = codec::decode(&r.text).unwrap_or_else(|e| panic!("{}: {e}", r.source));
        assert_eq!(d.format, r.format, "{}", r.source);
        if r.round_trip {
            let again = codec::encode_with(&d.board, d.format, &d.style).unwrap();
            assert_eq!(again, r.text, "{}", r.source);
        }
    }
}

/// HoDoKu's grid with step marks: the marks are highlighting only; the
/// board is the one of the grid without them, with or without the step's
/// description under it.
#[test]
fn hodoku_step_marks_leave_the_board_alone() {
    let grid = &of(Format::PencilmarkHodoku)[0].text;
    let unmarked = grid
        .replace(" *", "  ")
        .replace("|*", "| ")
        .replace('#', " ");
    let plain = codec::decode(&unmarked).unwrap().board;
    let marked = codec::decode(grid).unwrap().board;
    assert_eq!(marked, plain);
    // r4c2 (marked *678) keeps its candidates 6, 7, 8; r7c3 (#367) 3, 6, 7.
    assert_eq!(marked.cells[28].candidates, 0b0_1110_0000);
    assert_eq!(marked.cells[56].candidates, 0b0_0110_0100);
    let with_step = format!("{grid}\nX-Wing: 1 c15 r25 => r2c4789,r5c34789<>1");
    assert_eq!(codec::decode(&with_step).unwrap().board, plain);
    // A '-' before a candidate (one the step deletes) keeps it too.
    let minus = grid.replacen("*678", "*6-78", 1);
    assert_eq!(codec::decode(&minus).unwrap().board, plain);
    // Without marks, text under the grid is still an error.
    let e = codec::decode(&format!("{unmarked}\nX-Wing")).unwrap_err();
    assert!(e.expected.starts_with("the end of the grid"), "{e}");
}

/// Simple Sudoku's three grids are one board with placed digits and
/// candidates, read from the CLI as one board also with CRLF line ends and
/// between other boards, and written back the same way.
#[test]
fn simple_sudoku_grids_are_one_board() {
    let trio = &of(Format::SimpleSudoku)[0].text;
    let d = codec::decode(trio).unwrap();
    assert_eq!(d.board.cells.iter().filter(|c| c.given).count(), 28);
    assert_eq!(
        d.board
            .cells
            .iter()
            .filter(|c| c.value != 0 && !c.given)
            .count(),
        4
    );
    assert!(d.board.has_candidates);
    let sudoku =
        "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8";
    let file = format!("{trio}\n\n{sudoku}\n\n{trio}\n").replace('\n', "\r\n");
    let (out, err, ok) = run_cli(&["convert", "--to", "susser"], &file);
    assert!(ok, "{err}");
    let susser = codec::encode(&d.board, Format::Susser).unwrap();
    assert_eq!(out, format!("{susser}\n{sudoku}\n{susser}\n"));
    let (out, _, ok) = run_cli(&["convert", "--to", "simple-sudoku"], &susser);
    assert!(ok);
    assert_eq!(out.trim_end(), trio.as_str());
}

/// OpenSudoku: the real puzzle file holds two games (refused as one board,
/// with the count); each `<game>` line copied out of it reads alone.
#[test]
fn opensudoku_game_elements_read_alone() {
    let file = &of(Format::OpenSudokuXml)[0].text;
    let e = codec::decode(file).unwrap_err();
    assert_eq!(e.found, "2 <game> elements");
    let games: Vec<&str> = file
        .lines()
        .filter(|l| l.trim_start().starts_with("<game"))
        .collect();
    assert_eq!(games.len(), 2);
    for game in games {
        let d = codec::decode(game).unwrap();
        assert_eq!(d.format, Format::OpenSudokuXml);
        let data = game.split('"').nth(1).unwrap();
        assert_eq!(
            codec::encode(&d.board, Format::Sudoku81).unwrap(),
            data.replace('0', ".")
        );
    }
}
