//! f-puzzles links and SudokuPad's `fpuzzles` links of a classic Sudoku.
//!
//! f-puzzles (`https://www.f-puzzles.com/?load=<data>`) and SudokuPad
//! (`https://sudokupad.app/fpuzzles<data>`, `...?puzzle=fpuzzles<data>`,
//! and the same on crackingthecryptic.com hosts) carry a puzzle as f-puzzles
//! JSON compressed with LZ-String's `compressToBase64` ([`super::lz_string`];
//! `compressToEncodedURIComponent`'s alphabet and `%2B`/`%2F`/`%3D` escapes
//! are read too). The data alone, or `fpuzzles<data>`, reads as well.
//!
//! The JSON of a classic Sudoku: `{"size":9,"grid":[[cell x9] x9]}` with
//! optional `"title"`, `"author"`, `"ruleset"` and `"solution"` (81 digits).
//! A cell is an object: `"value"` (1-9) with `"given":true` is a given,
//! without it a placed digit; `"centerPencilMarks"` of an empty cell are its
//! candidates. The board has candidates when any empty cell has centre marks;
//! an empty cell without them was not noted and gets the rules' candidates
//! (so the writer leaves out marks equal to those). Corner pencil marks and
//! colours are the player's annotations and are not kept.
//!
//! Anything that adds a rule is refused with an error naming it: another
//! size, irregular regions (`region` in a cell), given pencil marks, and
//! every other key of the puzzle object (killer cages, thermometers, arrows,
//! diagonals, ...) unless it is empty or `false`. SudokuPad's own `scl`/`ctc`
//! links are another encoding and are not read (see `detect`).
//!
//! Writing gives f-puzzles' link, or the link form that was read (the text
//! around the data is kept in [`Style::link`]).

use super::error::describe_char;
use super::lz_string::{self, Alphabet, LzError};
use super::mini_json::{self, Json};
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, SUDOKU};
use crate::board::{digits_of, Board, Cell, Variant, CELLS};
use std::fmt::Write;

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Fpuzzles,
    name: "fpuzzles",
    title: "f-puzzles link",
    summary:
        "f-puzzles load= or SudokuPad fpuzzles link: LZ-String compressed JSON, classic 9x9 only",
    link: None,
    lines: Lines::One,
    holds: holds(SUDOKU, Values::Distinct, true, false, true),
    default_style: Style::default,
    decode,
    encode: Some(encode),
    #[cfg(test)]
    sample: tests::SAMPLE,
};

const F: Format = Format::Fpuzzles;

/// The link written when the text read was not a link of another form.
pub const FPUZZLES_LINK: &str = "https://www.f-puzzles.com/?load=";

/// Keys of the puzzle object that hold no rule (`activeConstraints` lists
/// the rules the other keys hold).
const PLAIN_KEYS: [&str; 9] = [
    "activeConstraints",
    "size",
    "grid",
    "title",
    "author",
    "ruleset",
    "solution",
    "disabledlogic",
    "truecandidatesoptions",
];

/// Cell keys that are the player's annotations, dropped when reading.
const ANNOTATIONS: [&str; 4] = ["cornerPencilMarks", "c", "cArray", "highlight"];

/// f-puzzles' keys of variant rules, with what they are in words.
const RULES: [(&str, &str); 33] = [
    ("diagonal+", "a positive diagonal"),
    ("diagonal-", "a negative diagonal"),
    ("antiknight", "anti-knight"),
    ("antiking", "anti-king"),
    ("disjointgroups", "disjoint groups"),
    ("nonconsecutive", "nonconsecutive"),
    ("killercage", "killer cages"),
    ("cage", "cages"),
    ("littlekillersum", "little killer sums"),
    ("thermometer", "thermometers"),
    ("arrow", "arrows"),
    ("palindrome", "palindromes"),
    ("renban", "renban lines"),
    ("whispers", "whispers lines"),
    ("regionsumline", "region sum lines"),
    ("betweenline", "between lines"),
    ("entropicline", "entropic lines"),
    ("difference", "difference (white Kropki) dots"),
    ("ratio", "ratio (black Kropki) dots"),
    ("xv", "XV clues"),
    ("negative", "negative constraints"),
    ("odd", "odd cells"),
    ("even", "even cells"),
    ("minimum", "minimum cells"),
    ("maximum", "maximum cells"),
    ("extraregion", "extra regions"),
    ("clone", "clones"),
    ("quadruple", "quadruples"),
    ("sandwichsum", "sandwich sums"),
    ("xsum", "X-sums"),
    ("skyscraper", "skyscrapers"),
    ("rowindexer", "row indexers"),
    ("columnindexer", "column indexers"),
];

/// Reads a link (or its bare data) and records the text around the data.
pub fn decode(body: &str, style: &mut Style) -> Result<Board, CodecError> {
    let (start, end) = data_range(body)?;
    let json = unpack(&body[start..end]).map_err(|e| e.shifted(start))?;
    let board = board_of(&json)?;
    style.link = Some((body[..start].to_string(), body[end..].to_string()));
    Ok(board)
}

/// Writes an f-puzzles link (or the link form of `style`).
pub fn encode(board: &Board, style: &Style) -> Result<String, CodecError> {
    let units: Vec<u16> = json_of(board).encode_utf16().collect();
    let data = lz_string::compress(&units, Alphabet::Base64);
    Ok(match &style.link {
        Some((before, after)) => format!("{before}{data}{after}"),
        None => format!("{FPUZZLES_LINK}{data}"),
    })
}

/// Where a link's f-puzzles data starts: after `load=` (f-puzzles) or
/// after `fpuzzles` (SudokuPad). Detection asks it too, so a link is
/// taken for this format exactly when the reader finds its data.
pub(super) fn link_data_start(body: &str) -> Option<usize> {
    ["?load=", "&load="]
        .iter()
        .find_map(|p| body.find(p).map(|i| i + p.len()))
        .or_else(|| body.find("fpuzzles").map(|i| i + "fpuzzles".len()))
}

/// Where the compressed data is: [`link_data_start`], or the whole text
/// when it is not a link.
fn data_range(body: &str) -> Result<(usize, usize), CodecError> {
    let start = link_data_start(body)
        .or_else(|| (!body.contains("://")).then_some(0))
        .ok_or_else(|| {
            CodecError::whole(
                F,
                "an f-puzzles link with load=<data> or a SudokuPad link with fpuzzles<data>",
                "a link without either",
            )
        })?;
    let end = body[start..]
        .find(['&', '#', '?'])
        .map_or(body.len(), |i| start + i);
    if start == end {
        return Err(CodecError::at(
            F,
            start,
            "LZ-String compressed data",
            super::error::found_at(body, start),
        ));
    }
    Ok((start, end))
}

/// The JSON text of compressed `data`; offsets in errors are bytes of `data`.
fn unpack(data: &str) -> Result<String, CodecError> {
    let escaped = data.contains('%') || data.contains(' ');
    let plain = if escaped {
        unescape(data)
    } else {
        data.to_string()
    };
    let alphabet = if plain.contains(['-', '$']) {
        Alphabet::UriSafe
    } else {
        Alphabet::Base64
    };
    lz_string::decompress_string(&plain, alphabet).map_err(|e| match e {
        LzError::BadChar { offset, found } => CodecError::at(
            F,
            if escaped { 0 } else { offset },
            "a base64 character (A-Z, a-z, 0-9, + and /, = at the end)",
            describe_char(found),
        ),
        other => CodecError::whole(
            F,
            "LZ-String compressed f-puzzles data (compressToBase64)",
            other.to_string(),
        ),
    })
}

/// `data` with the URL escapes of base64 undone in one pass: `%2B`, `%2F`,
/// `%3D`, `%24` become `+`, `/`, `=`, `$`, and a space (a `+` a form
/// decoded) becomes `+` again. No replacement yields a `%` or a hex digit,
/// so one left-to-right pass equals replacing each escape in turn.
fn unescape(data: &str) -> String {
    let mut out = String::with_capacity(data.len());
    let mut rest = data;
    while let Some(c) = rest.chars().next() {
        let escape = match rest.as_bytes() {
            [b'%', b'2', b'B', ..] => Some('+'),
            [b'%', b'2', b'F', ..] => Some('/'),
            [b'%', b'3', b'D', ..] => Some('='),
            [b'%', b'2', b'4', ..] => Some('$'),
            _ => None,
        };
        match escape {
            Some(e) => {
                out.push(e);
                rest = &rest[3..];
            }
            None => {
                out.push(if c == ' ' { '+' } else { c });
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    out
}

/// What a JSON value is, for errors.
fn kind(v: &Json) -> String {
    match v {
        Json::Null => "null".to_string(),
        Json::Bool(b) => b.to_string(),
        Json::Int(i) => i.to_string(),
        Json::OtherNumber => "a fraction".to_string(),
        Json::Str(_) => "a string".to_string(),
        Json::Array(a) => format!("an array of {}", a.len()),
        Json::Object(_) => "an object".to_string(),
    }
}

/// An integer value.
fn int(v: &Json) -> Option<i64> {
    match v {
        Json::Int(i) => Some(*i),
        _ => None,
    }
}

/// The board of f-puzzles JSON.
fn board_of(json: &str) -> Result<Board, CodecError> {
    let value = mini_json::parse(json).map_err(|e| {
        let found = match e.offset < json.len() {
            true => format!(
                "{} at character {} of the JSON",
                super::error::found_at(json, e.offset),
                e.offset + 1
            ),
            false => "the end of the JSON".to_string(),
        };
        CodecError::whole(F, format!("f-puzzles JSON: {}", e.expected), found)
    })?;
    let Json::Object(puzzle) = &value else {
        return Err(CodecError::whole(
            F,
            "a JSON object with \"size\" and \"grid\"",
            kind(&value),
        ));
    };
    match value.get("size") {
        Some(Json::Int(9)) => {}
        Some(v) => {
            return Err(CodecError::whole(
                F,
                "size 9 (a classic 9x9 Sudoku)",
                format!("size {}", kind(v)),
            ))
        }
        None => {
            return Err(CodecError::whole(
                F,
                "a JSON object with \"size\" and \"grid\"",
                "no \"size\"",
            ))
        }
    }
    refuse_rules(puzzle)?;
    let mut board = Board::new(Variant::Sudoku);
    read_grid(&value, &mut board)?;
    if let Some(s) = value.get("solution") {
        board.solution = Some(read_solution(s)?);
    }
    board.check().map_err(|e| {
        CodecError::whole(F, "a solution that agrees with the givens", e.to_string())
    })?;
    Ok(board)
}

/// Whether a value holds something (not `false`, `null`, `""`, `[]` or `{}`).
fn present(v: &Json) -> bool {
    match v {
        Json::Null | Json::Bool(false) => false,
        Json::Str(s) => !s.is_empty(),
        Json::Array(a) => !a.is_empty(),
        Json::Object(o) => !o.is_empty(),
        _ => true,
    }
}

/// Refuses a puzzle object with variant rules, naming every one.
fn refuse_rules(puzzle: &[(String, Json)]) -> Result<(), CodecError> {
    let found: Vec<String> = puzzle
        .iter()
        .filter(|(k, v)| !PLAIN_KEYS.contains(&k.as_str()) && present(v))
        .map(|(k, _)| match RULES.iter().find(|(key, _)| key == k) {
            Some((_, words)) => format!("{words} ({k})"),
            None => format!("'{k}'"),
        })
        .collect();
    if found.is_empty() {
        return Ok(());
    }
    Err(CodecError::whole(
        F,
        "a classic Sudoku without variant rules",
        found.join(", "),
    ))
}

/// Reads the 9x9 `grid` into the board's cells.
fn read_grid(puzzle: &Json, board: &mut Board) -> Result<(), CodecError> {
    let rows = match puzzle.get("grid") {
        Some(Json::Array(rows)) if rows.len() == 9 => rows,
        other => {
            return Err(CodecError::whole(
                F,
                "\"grid\": an array of 9 rows",
                other.map_or("no \"grid\"".to_string(), kind),
            ))
        }
    };
    let mut marked = [false; CELLS];
    for (r, row) in rows.iter().enumerate() {
        let cells = match row {
            Json::Array(cells) if cells.len() == 9 => cells,
            other => {
                return Err(CodecError::whole(F, "a row of 9 cells", kind(other)).in_cell(9 * r))
            }
        };
        for (c, cell) in cells.iter().enumerate() {
            let i = 9 * r + c;
            let (cell, has_marks) = read_cell(cell).map_err(|e| e.in_cell(i))?;
            board.cells[i] = cell;
            marked[i] = has_marks && cell.value == 0;
        }
    }
    if marked.contains(&true) {
        // An empty cell without marks was not noted: it keeps the rules' candidates.
        let naive = crate::rules::naive_candidates(board);
        for (i, c) in board.cells.iter_mut().enumerate() {
            if c.is_open() && !marked[i] {
                c.candidates = naive[i];
            }
        }
        board.has_candidates = true;
    }
    Ok(())
}

/// One cell object: a given, a placed digit, or an empty cell with its
/// centre marks; and whether it has a `centerPencilMarks` key.
fn read_cell(cell: &Json) -> Result<(Cell, bool), CodecError> {
    let Json::Object(cell) = cell else {
        return Err(CodecError::whole(F, "a cell object", kind(cell)));
    };
    let mut out = Cell::EMPTY;
    let mut has_marks = false;
    for (key, v) in cell {
        match key.as_str() {
            "value" => out.value = digit(v, "\"value\": a digit 1-9")?,
            "given" => {
                out.given = bool_of(v)
                    .ok_or_else(|| CodecError::whole(F, "\"given\": true or false", kind(v)))?
            }
            "centerPencilMarks" => {
                out.candidates = marks(v)?;
                has_marks = true;
            }
            "region" => {
                return Err(CodecError::whole(
                    F,
                    "a classic Sudoku without variant rules",
                    "irregular regions (region)",
                ))
            }
            "givenPencilMarks" if present(v) => {
                return Err(CodecError::whole(
                    F,
                    "a classic Sudoku without variant rules",
                    "given pencil marks (givenPencilMarks)",
                ))
            }
            k if ANNOTATIONS.contains(&k) || !present(v) => {}
            k => {
                return Err(CodecError::whole(
                    F,
                    "a cell with value, given and centerPencilMarks",
                    format!("'{k}'"),
                ))
            }
        }
    }
    if out.given && out.value == 0 {
        return Err(CodecError::whole(
            F,
            "a digit in a given cell",
            "no \"value\"",
        ));
    }
    if out.value != 0 {
        out.candidates = 0;
    }
    Ok((out, has_marks))
}

/// A boolean value.
fn bool_of(v: &Json) -> Option<bool> {
    match v {
        Json::Bool(b) => Some(*b),
        _ => None,
    }
}

/// A digit 1-9 (0 for an empty cell, as f-puzzles may write it).
fn digit(v: &Json, expected: &str) -> Result<u8, CodecError> {
    match int(v) {
        Some(d) if d <= 9 => Ok(d as u8),
        _ => Err(CodecError::whole(F, expected, kind(v))),
    }
}

/// Centre pencil marks: an array of digits 1-9, as a mask.
fn marks(v: &Json) -> Result<u16, CodecError> {
    let expected = "\"centerPencilMarks\": an array of digits 1-9";
    let Json::Array(list) = v else {
        return Err(CodecError::whole(F, expected, kind(v)));
    };
    list.iter().try_fold(0u16, |mask, d| match int(d) {
        Some(d @ 1..=9) => Ok(mask | 1 << (d - 1)),
        _ => Err(CodecError::whole(F, expected, kind(d))),
    })
}

/// The `solution`: 81 digits 1-9.
fn read_solution(v: &Json) -> Result<[u8; CELLS], CodecError> {
    let expected = "\"solution\": an array of 81 digits 1-9";
    let list = match v {
        Json::Array(list) if list.len() == CELLS => list,
        other => return Err(CodecError::whole(F, expected, kind(other))),
    };
    let mut out = [0u8; CELLS];
    for (i, d) in list.iter().enumerate() {
        out[i] = match int(d) {
            Some(d @ 1..=9) => d as u8,
            _ => return Err(CodecError::whole(F, expected, kind(d)).in_cell(i)),
        };
    }
    Ok(out)
}

/// The f-puzzles JSON of a board, as f-puzzles writes its keys. Centre
/// marks are written where the candidates differ from the rules' own (an
/// unmarked cell reads back with those).
fn json_of(board: &Board) -> String {
    let naive = board
        .has_candidates
        .then(|| crate::rules::naive_candidates(board));
    let mut s = String::from("{\"size\":9,\"grid\":[");
    for (r, row) in board.cells.chunks(9).enumerate() {
        s.push_str(if r == 0 { "[" } else { ",[" });
        for (c, cell) in row.iter().enumerate() {
            if c > 0 {
                s.push(',');
            }
            push_cell(&mut s, cell, naive.map(|n| n[9 * r + c]));
        }
        s.push(']');
    }
    s.push(']');
    if let Some(sol) = &board.solution {
        let digits: Vec<String> = sol.iter().map(u8::to_string).collect();
        let _ = write!(s, ",\"solution\":[{}]", digits.join(","));
    }
    s.push('}');
    s
}

/// One cell object; `naive` is the rules' candidates of the cell when the
/// board has candidates.
fn push_cell(s: &mut String, cell: &Cell, naive: Option<u16>) {
    if cell.given {
        let _ = write!(s, "{{\"value\":{},\"given\":true}}", cell.value);
    } else if cell.value != 0 {
        let _ = write!(s, "{{\"value\":{}}}", cell.value);
    } else if naive.is_some_and(|n| n != cell.candidates) {
        let marks: Vec<String> = digits_of(cell.candidates).map(|d| d.to_string()).collect();
        let _ = write!(s, "{{\"centerPencilMarks\":[{}]}}", marks.join(","));
    } else {
        s.push_str("{}");
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::digit_mask;
    use crate::codec::test_support::givens;

    /// Our own link of a board with givens, a placed digit and centre marks
    /// (the format table's sample).
    pub const SAMPLE: &str = "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54AWVNCImAOwQBcMqBfZY8qhAEYeoAMYs2MDAAUWoiGQCyJDAGsw+AEzIAbMkQBdEcd4iQpStQAc9Ri3acYJvpYQBWW01bwO3A8kIzCwF4AGZPex9HZxjTOOAuf0D4oP5qAHYI718nFLyEpITeczSEbXQ7bOj82JcQvQqvB25TQtrU13gbRsic5xLOuh6qlqKCgLHagZDBLObcyZS2/OnqBoYmqNGOkPDh+f7gjLmthcSJ1fcTvpWjsuvqxafzwkv4Wf3Tw9LaB+2apZGIA";

    fn read(text: &str) -> Result<Board, CodecError> {
        decode(text, &mut Style::default())
    }

    #[test]
    fn the_sample_holds_givens_placed_digits_and_marks() {
        let mut style = Style::default();
        let b = decode(SAMPLE, &mut style).unwrap();
        assert_eq!(
            givens(&b),
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
        );
        assert_eq!(b.cells[1], Cell::placed(1));
        let marks = digit_mask(2) | digit_mask(6) | digit_mask(9);
        assert_eq!(b.cells[2], Cell::with_candidates(marks));
        assert!(b.has_candidates);
        // The other empty cells were not noted: the rules' candidates.
        let naive = crate::rules::naive_candidates(&b);
        assert_eq!(b.cells[3].candidates, naive[3]);
        assert!(b
            .cells
            .iter()
            .zip(naive)
            .all(|(c, n)| !c.is_open() || c.candidates == n || c == &b.cells[2]));
        assert_eq!(style.link, Some((FPUZZLES_LINK.to_string(), String::new())));
        assert_eq!(encode(&b, &Style::default()).unwrap(), SAMPLE);
    }

    /// Real links of classic Sudokus found in public repositories, with the
    /// givens (and marks) their JSON holds.
    #[test]
    fn real_links_are_read() {
        // lisudoku's sudoku-formats package, README example (f-puzzles link).
        let readme = "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A";
        let b = read(readme).unwrap();
        assert_eq!(givens(&b), format!("1{}", ".".repeat(80)));
        // lisudoku's import dialog, its f-puzzles example.
        let dialog = "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1kANwEMAbAK5x4ARlRoI3GADsEAFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j+nZw/7atIkA=";
        let b = read(dialog).unwrap();
        let mut expected = ".".repeat(81);
        expected.replace_range(20..21, "1");
        expected.replace_range(60..61, "2");
        assert_eq!(givens(&b), expected);
        // dclamage/SudokuSolver, SudokuSolverConsole/Program.cs (a test
        // string decompressed there): three givens and one cell's centre marks.
        let console = "N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZY8qhAGZ6jFu04wefStQBMIpq3gduvEAGMWbGBgAKLdRDIBZEhgDWYfABZkAVmQA2ALpS3vd8C7PkhT/49Arw8fPyCA4Mi3UKjwuNivGIjk8KT4lKi0hIzo32z09KycwtcgA";
        let mut style = Style::default();
        let b = decode(console, &mut style).unwrap();
        assert_eq!(givens(&b), format!("132{}", ".".repeat(78)));
        assert_eq!(
            b.cells[3],
            Cell::with_candidates(digit_mask(4) | digit_mask(5) | digit_mask(6))
        );
        assert!(b.has_candidates);
        // The bare data is written back bare, and reads the same.
        assert_eq!(style.link, Some((String::new(), String::new())));
        let again = encode(&b, &style).unwrap();
        assert!(again.starts_with("N4Ig"), "{again}");
        assert_eq!(read(&again).unwrap(), b);
    }

    /// Real links of variant puzzles are refused, naming their rules.
    #[test]
    fn variant_rules_are_named() {
        let cases = [
            // dclamage/SudokuSolver FPuzzlesImportTests: X-Sudoku.
            ("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSQA3AQwBsBXOeAdlTQgpgDsEAXDBkmSGDBlWgwQBmVuy69+MUdXqMArDI7d4fAQF1khMSoQAODXO0KRpa8PLKJSc1p2KbN/YSXjGAJmfyAu6gDowAbAGWQSE+CCzosi5WwbZEnnYZ3sbw0gmagW4x2ep5Fq5ZjhGlSdFpBpnBRo4AjJHlKY2hUm1W6bZNfj219rHwZtUFqSPZACxDhXVeHUUt8xWMKBNRC52jJWz52yJ9y+sI+4mTywNxax71Uw0ZN/BzW+W6+iDYEFRoAPacWgAagKqB+f0BtAAtJMgA===",
             "a positive diagonal (diagonal+), a negative diagonal (diagonal-)"),
            // The same tests: every grid-wide rule.
            ("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgIm9hk0UM6zR4rssX0Q2CAEM0AewB2mgDYBqBABcMAVxioN2/UYC05qzZCa9ZiAGs9ENAAWZi7WqB5e3hB6aCFuGmAAVjpRZpg6lgAOYLGoevoAxvpgMPmWXgBucPAW1kRAA==",
             "a positive diagonal (diagonal+), a negative diagonal (diagonal-), anti-knight (antiknight), anti-king (antiking), disjoint groups (disjointgroups), nonconsecutive (nonconsecutive)"),
            // dclamage's SumConstraintTests: killer cages.
            ("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgIm9hk0UM6zR4rssX0QAawgAbLTAwBjAIZo48QiH0wdYfCABKARgDCDkKjsAmFyDUA3Q1oArqYgiCAUFlZaNmb2zh5ucU4AzImeTgnuXqnuyRk+qP5BIcmpRGqG+gAuEL4wTgD2AHZgVRiGEE1VMXggANLauhgABE7GcLREQA=",
             "killer cages (killercage)"),
            // dclamage's SudokuSolverConsole: a palindrome.
            ("N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BmVNCImAOwQBcMqBfZYHv3vyGCRfALrJCIUpWoAmeoxbtOMYQI3qtEqTKoIAjIqat4HbqK2XLOzdbsOutq4/tPJrz9o8vfo6eT68ABsxspmqu6Efl68AbIIAKxhpuZqzm6ZGvFBACwpKtxiEiAADuQQzNgYAPYAttRSZJUwYPh4IABKuQDCBiConYk9cgNdwT00Y50A7D250xOJ08PB070z0zQ9ABzTcj2IIMVOXEA===",
             "palindromes (palindrome)"),
        ];
        for (link, found) in cases {
            let e = read(link).unwrap_err();
            assert_eq!(
                e.expected, "a classic Sudoku without variant rules",
                "{link}"
            );
            assert_eq!(e.found, found, "{link}");
        }
        // lisudoku's sudoku-formats tests: a lisudoku puzzle converted.
        let regions = "N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58RJDYIJNAHtm5ALTtOMVCTMbBAA1hDMaL5UqG7YuPCEIADGMGRkCCAASgBMAMIAbCDaXEA===";
        let e = read(regions).unwrap_err();
        assert_eq!(
            e.found,
            "a negative diagonal (diagonal-), anti-king (antiking), odd cells (odd)"
        );
    }

    #[test]
    fn damaged_data_gets_specific_errors() {
        let e = read("https://www.f-puzzles.com/?load=N4Ig!glg").unwrap_err();
        assert_eq!(
            e.to_string(),
            "fpuzzles at character 37: expected a base64 character (A-Z, a-z, 0-9, + and /, = at the end), found '!'"
        );
        let cut = &SAMPLE[..SAMPLE.len() - 30];
        assert_eq!(
            read(cut).unwrap_err().to_string(),
            "fpuzzles: expected LZ-String compressed f-puzzles data (compressToBase64), found data cut short before its end code"
        );
        // lisudoku's sudoku-formats tests: data holding {"x":3}.
        let e = read("https://f-puzzles.com/?load=N4IgHiBcDMC+Q===").unwrap_err();
        assert_eq!(
            e.to_string(),
            "fpuzzles: expected a JSON object with \"size\" and \"grid\", found no \"size\""
        );
        let e = read("https://f-puzzles.com/?load=").unwrap_err();
        assert_eq!(e.offset, Some(28));
        let e = read("https://sudokupad.app/scl123").unwrap_err();
        assert!(
            e.expected.starts_with("an f-puzzles link with load="),
            "{e}"
        );
    }

    /// Our own JSON with one thing changed, compressed: each fault gets its error.
    #[test]
    fn json_that_is_not_a_classic_puzzle_is_named() {
        let pack = |json: &str| {
            let units: Vec<u16> = json.encode_utf16().collect();
            format!("fpuzzles{}", lz_string::compress(&units, Alphabet::Base64))
        };
        let good = json_of(&read(SAMPLE).unwrap());
        let cases = [
            ("\"size\":9", "\"size\":6", "expected size 9 (a classic 9x9 Sudoku), found size 6"),
            ("{\"value\":1}", "{\"value\":1,\"region\":0}", "at r1c2: expected a classic Sudoku without variant rules, found irregular regions (region)"),
            ("{\"value\":1}", "{\"value\":10}", "at r1c2: expected \"value\": a digit 1-9, found 10"),
            ("{\"value\":1}", "{\"given\":true}", "at r1c2: expected a digit in a given cell, found no \"value\""),
            ("[2,6,9]", "[2,\"6\"]", "at r1c3: expected \"centerPencilMarks\": an array of digits 1-9, found a string"),
            ("{\"value\":1}", "{\"value\":1,\"glow\":1}", "at r1c2: expected a cell with value, given and centerPencilMarks, found 'glow'"),
            ("\"grid\":[[", "\"grid\":[[],[", "expected \"grid\": an array of 9 rows, found an array of 10"),
            ("]]}", "]],\"solution\":[1]}", "expected \"solution\": an array of 81 digits 1-9, found an array of 1"),
            ("\"size\":9", "\"size\":9 x", "expected f-puzzles JSON: ',' or '}', found 'x' at character 11 of the JSON"),
            ("{\"size\"", "[{\"size\"", "expected f-puzzles JSON: ',' or ']', found the end of the JSON"),
        ];
        for (from, to, message) in cases {
            let e = read(&pack(&good.replacen(from, to, 1))).unwrap_err();
            assert_eq!(
                e.to_string(),
                format!(
                    "fpuzzles{}{message}",
                    if message.starts_with("at ") {
                        " "
                    } else {
                        ": "
                    }
                ),
                "{to}"
            );
        }
        // Annotations are dropped, empty or false rules ignored.
        let noted = good
            .replacen(
                "{\"value\":1}",
                "{\"value\":1,\"c\":\"#FFF\",\"cornerPencilMarks\":[3]}",
                1,
            )
            .replacen(
                "{\"size\":9",
                "{\"size\":9,\"title\":\"T\",\"diagonal+\":false,\"killercage\":[]",
                1,
            );
        assert_eq!(read(&pack(&noted)).unwrap(), read(SAMPLE).unwrap());
    }

    /// Marks are written where they differ from the rules' candidates: an
    /// empty mark list too; everything else reads back as the rules' ones.
    #[test]
    fn only_marks_that_differ_from_the_rules_are_written() {
        let mut b = read(SAMPLE).unwrap();
        b.cells[3].candidates = 0;
        let json = json_of(&b);
        assert_eq!(json.matches("centerPencilMarks").count(), 2, "{json}");
        assert!(json.contains("{\"centerPencilMarks\":[]}"), "{json}");
        assert_eq!(read(&encode(&b, &Style::default()).unwrap()).unwrap(), b);
        let naive = crate::rules::naive_candidates(&b);
        b.cells[2].candidates = naive[2];
        b.cells[3].candidates = naive[3];
        let json = json_of(&b);
        assert!(!json.contains("centerPencilMarks"), "{json}");
        let back = read(&encode(&b, &Style::default()).unwrap()).unwrap();
        assert!(!back.has_candidates);
        assert_eq!(
            crate::rules::candidates(&back),
            crate::rules::candidates(&b)
        );
    }

    /// The solution is read and written; one that contradicts a given is refused.
    #[test]
    fn solutions_round_trip() {
        let solved =
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
        let mut b = read(SAMPLE).unwrap();
        b.cells[1] = Cell::EMPTY;
        b.solution = Some(std::array::from_fn(|i| solved.as_bytes()[i] - b'0'));
        let link = encode(&b, &Style::default()).unwrap();
        assert_eq!(read(&link).unwrap(), b);
        let bad = json_of(&b).replacen("\"solution\":[4", "\"solution\":[3", 1);
        let units: Vec<u16> = bad.encode_utf16().collect();
        let e = read(&lz_string::compress(&units, Alphabet::Base64)).unwrap_err();
        assert_eq!(e.expected, "a solution that agrees with the givens");
    }

    /// SudokuPad's link forms and escaped data read alike, and are written back as read.
    #[test]
    fn url_escapes_are_undone_in_one_pass() {
        assert_eq!(unescape("a%2Bb%2Fc%3Dd%24e f"), "a+b/c=d$e+f");
        // Other escapes, a cut escape and non-ASCII text are kept as they are.
        assert_eq!(unescape("%41%2é%2"), "%41%2é%2");
        assert_eq!(unescape("%252B"), "%252B");
    }

    #[test]
    fn sudokupad_forms_are_kept() {
        let data = SAMPLE.strip_prefix(FPUZZLES_LINK).unwrap();
        let board = read(SAMPLE).unwrap();
        for link in [
            format!("https://sudokupad.app/fpuzzles{data}"),
            format!("https://sudokupad.app/?puzzle=fpuzzles{data}&setting-nogrid=1"),
            format!("https://app.crackingthecryptic.com/sudoku/fpuzzles{data}"),
            format!("fpuzzles{data}"),
        ] {
            let mut style = Style::default();
            assert_eq!(decode(&link, &mut style).unwrap(), board, "{link}");
            assert_eq!(encode(&board, &style).unwrap(), link);
        }
        let escaped = SAMPLE
            .replace('+', "%2B")
            .replace('/', "%2F")
            .replace('=', "%3D");
        let escaped = escaped
            .replacen("%2F%2Fwww", "//www", 1)
            .replacen("%3DN4Ig", "=N4Ig", 1);
        assert_eq!(read(&escaped).unwrap(), board);
        let uri_safe = SAMPLE
            .replace('/', "-")
            .trim_end_matches('=')
            .replacen("--www", "//www", 1);
        assert_eq!(read(&uri_safe).unwrap(), board);
    }
}
