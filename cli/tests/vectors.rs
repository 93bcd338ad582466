//! Real format vectors (copied from `shared/data/formats/` into `tests/data/`):
//! every vector decodes to its `expect`, is detected as the right format, and
//! re-encodes to the identical text; `straights convert --to json` reproduces
//! the same expectations.

use serde_json::Value;
mod cli_common;
use cli_common::run_cli;
use straights::codec::{self, Format, JsonBoard, Values};

/// The toolkit's format for each vector's `format` label.
fn format_of(label: &str, text: &str) -> Format {
    match label {
        "susser_extended" => Format::Susser,
        "susser" => Format::Sudoku81,
        "susser_shortened" => Format::SusserShort,
        "hodoku_library" => Format::Hodoku,
        "pencilmark_sudokustudio" => Format::Pencilmark,
        // Plain digits: the toolkit's name for plain-digit grids.
        "pencilmark_sudokustudio_compatible" => Format::PencilmarkHodoku,
        "pencilmark_sudokustudio_legacy" if text.contains('<') => Format::Pencilmark,
        "pencilmark_sudokustudio_legacy" => Format::PencilmarkHodoku,
        "multiline_sudokustudio" => Format::Multiline,
        "sukaku729" => Format::Sukaku,
        "excel_tsv" => Format::Excel,
        "opensudoku_sudokustudio" => Format::OpenSudoku,
        "str8ts_com_162" => Format::Str8tsComLegacy,
        "str8ts_text9x9" => Format::Str8tsText,
        other => panic!("vector format {other} has no mapping"),
    }
}

struct Vector {
    label: String,
    text: String,
    expect: Value,
}

fn vectors() -> Vec<Vector> {
    include_str!("../../tests/data/vectors.jsonl")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            Vector {
                label: v["format"].as_str().unwrap().to_string(),
                text: v["text"].as_str().unwrap().to_string(),
                expect: v["expect"].clone(),
            }
        })
        .collect()
}

/// Expected givens and placed strings as the format can hold them.
fn expected_values(format: Format, expect: &Value) -> (String, String) {
    let givens = expect["givens"].as_str().unwrap().to_string();
    let placed = expect["placed"]
        .as_str()
        .unwrap_or(&".".repeat(81))
        .to_string();
    let none = ".".repeat(81);
    match format.holds().values {
        Values::Distinct | Values::GivensOnly => (givens, placed),
        Values::Merged | Values::AsCandidates => {
            let merged: String = givens
                .chars()
                .zip(placed.chars())
                .map(|(g, p)| if g != '.' { g } else { p })
                .collect();
            if format.holds().values == Values::AsCandidates {
                (none.clone(), none)
            } else {
                (merged, none)
            }
        }
    }
}

/// Checks a decoded board (as JSON data) against a vector's expectations.
fn check_against_expect(v: &Vector, format: Format, j: &JsonBoard) {
    let ctx = format!("{} {:?}", v.label, &v.text[..v.text.len().min(40)]);
    if let Some(black) = v.expect.get("black") {
        assert_eq!(j.variant, "str8ts", "{ctx}");
        assert_eq!(j.black, black.as_str().unwrap(), "{ctx}");
        assert_eq!(j.givens, v.expect["givens"].as_str().unwrap(), "{ctx}");
        assert_eq!(j.placed, ".".repeat(81), "{ctx}");
        return;
    }
    assert_eq!(j.variant, "sudoku", "{ctx}");
    let (givens, placed) = expected_values(format, &v.expect);
    assert_eq!(j.givens, givens, "{ctx}");
    assert_eq!(j.placed, placed, "{ctx}");
    let expected_candidates: Vec<u16> = v.expect["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap() as u16)
        .collect();
    let board = j.clone().into_board().unwrap();
    assert_eq!(
        straights::engine::candidates(&board).to_vec(),
        expected_candidates,
        "{ctx}"
    );
}

#[test]
fn every_vector_decodes_detects_and_round_trips() {
    let all = vectors();
    assert!(all.len() >= 25, "only {} vectors", all.len());
    for v in &all {
        let format = format_of(&v.label, &v.text);
        let d =
            codec::decode(&v.text).unwrap_or_else(|e| panic!("{} does not decode: {e}", v.label));
        assert_eq!(d.format, format, "{} detected as {}", v.label, d.format);
        check_against_expect(v, format, &JsonBoard::from_board(&d.board));
        let again = codec::encode_with(&d.board, d.format, &d.style).unwrap();
        assert_eq!(again, v.text, "{} does not round-trip", v.label);
        let forced = codec::decode_as(format, &v.text).unwrap();
        assert_eq!(forced.board, d.board, "{}", v.label);
    }
}

#[test]
fn str8ts_vectors_agree_with_their_nine_line_text() {
    for v in vectors()
        .iter()
        .filter(|v| v.expect.get("text9x9").is_some())
    {
        let a = codec::decode(&v.text).unwrap().board;
        let b = codec::decode(v.expect["text9x9"].as_str().unwrap()).unwrap();
        assert_eq!(b.format, Format::Str8tsText);
        assert_eq!(a, b.board, "{}", v.label);
        assert_eq!(
            codec::encode(&a, Format::Str8tsText).unwrap(),
            v.expect["text9x9"].as_str().unwrap()
        );
    }
}

#[test]
fn cli_convert_to_json_reproduces_every_expect() {
    for v in vectors() {
        let format = format_of(&v.label, &v.text);
        let (out, err, ok) = run_cli(&["convert", "--to", "json"], &v.text);
        assert!(ok, "{}: {err}", v.label);
        let j: JsonBoard = serde_json::from_str(out.trim()).unwrap();
        check_against_expect(&v, format, &j);
        let (back, err, ok) = run_cli(&["convert", "--to", format.name()], &v.text);
        assert!(ok, "{}: {err}", v.label);
        assert_eq!(back.trim_end_matches('\n'), v.text, "{}", v.label);
    }
}

#[test]
fn cli_keeps_converting_after_a_bad_board_and_notes_losses() {
    let input = "weekly001:000000040090000000800900002000060000000000500000000000000001000010000000000000080000010001000001000000100000000000100011000110001000000000001000000100000100010000\nnot a board\n6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8\n";
    let (out, err, ok) = run_cli(&["convert", "--to", "str8ts-text"], input);
    assert!(!ok);
    assert_eq!(out, "....#..4#\n.9...#...\n8..i....2\n....6.#..\n.##...e#.\n..#......\n.....a...\n.1.#.....\n#...#..8.\n");
    assert!(err.contains("-:2: unknown board format"), "{err}");
    assert!(
        err.contains("-:3: str8ts-text: expected a str8ts board, found a sudoku board"),
        "{err}"
    );
    let susser = "8+7+14..6..5+42...7..+93+6+8+57+42+1.28.7.+3.....3.6+2....+3+21.54..1.7..+93.+3.9...8+72.+87..3+1.4:915 919 924 929 641 946 948 958 959 669 475 675 476 584 694";
    let (out, err, ok) = run_cli(&["convert", "--to", "sudoku81"], susser);
    assert!(ok, "{err}");
    assert_eq!(
        out.trim(),
        "8..4..6..5.2...7...3...7.2..28.7.......3.6.......1.54..1.7...3...9...8.2..7..3..4"
    );
    assert!(
        err.contains("sudoku81 has no place for placed digits; dropped from 1 board(s)"),
        "{err}"
    );
    assert!(
        err.contains("sudoku81 has no place for candidates; dropped from 1 board(s)"),
        "{err}"
    );
}

#[test]
fn cli_lists_formats_and_rejects_unknown_names() {
    let (out, _, ok) = run_cli(&["formats"], "");
    assert!(ok);
    assert_eq!(out.lines().count(), Format::all().count());
    for f in Format::all() {
        assert!(
            out.lines().any(|l| l.starts_with(&format!("{} ", f.name()))
                && l.contains(&format!("  {}  ", f.title()))
                && l.ends_with(f.summary())),
            "{f}"
        );
    }
    let (_, err, ok) = run_cli(&["convert", "--to", "nope"], "");
    assert!(!ok);
    assert!(err.contains("unknown format 'nope'"), "{err}");
}

#[test]
fn docs_formats_table_matches_the_code() {
    let (table, _, ok) = run_cli(&["formats", "--markdown"], "");
    assert!(ok);
    let readme = include_str!("../../docs/formats.md");
    let start = readme
        .find("<!-- formats-table -->\n")
        .expect("table marker")
        + "<!-- formats-table -->\n".len();
    let end = readme.find("<!-- /formats-table -->").expect("end marker");
    assert_eq!(
        &readme[start..end],
        table,
        "docs/formats.md formats table is out of date: run `straights formats --markdown`"
    );
}
