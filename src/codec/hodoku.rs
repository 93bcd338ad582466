//! HoDoKu library line (as HoDoKu and Sudoku Studio write it).
//!
//! `:tech:digits:grid:deleted:elims:placements` with an optional seventh
//! field `:extra`, so the line has 6 or 7 colons in all:
//!
//! * `tech`: the technique code, four digits (`0000` when the line is about no technique);
//! * `digits`: the digits the step is about, `x` for none, otherwise digits 1-9 (e.g. `18`);
//! * `grid`: the board as extended-Susser cells (`.`/`0` empty, digit given,
//!   `+d` placed; see [`super::susser`]);
//! * `deleted`: candidates eliminated before the step, as `drc` triplets
//!   separated by spaces, relative to the naive candidates of the grid (the
//!   same meaning as the `:` part of extended Susser). Empty: the board has no
//!   known candidates. Not empty: it has, naive minus these;
//! * `elims`, `placements`: the step's eliminations and placements, `drc`
//!   triplets separated by spaces, or empty;
//! * `extra`: any text without a line break (and without `:`, since a line
//!   has at most 7 colons).
//!
//! Example (Sudoku Studio): `:0603:18:....8+3......5.2.....3..+71...5+9....2.8..+29...66+2+1375+4+89+915.2.83+7....5.......739...:882 883 484 684 486 686 188 189:144 146::`
//!
//! The fields other than the board are kept in [`Style::hodoku`] so that a
//! line is written back exactly. Writing without them uses technique `0000`,
//! digits `x`, empty step fields and no seventh field; an empty technique or
//! digits field in the style is written as that default too (so that
//! `HodokuFields::default()` gives a valid line). `deleted` is always written
//! from the board: its eliminations sorted by cell then digit.

use super::error::found_at;
use super::susser::{apply_eliminations, eliminations, parse_cells, parse_triplets, write_cells};
use super::{CodecError, Format, HodokuFields, Style};
use crate::board::Board;
use std::ops::Range;

const F: Format = Format::Hodoku;

/// Reads a HoDoKu library line.
pub fn decode(body: &str, style: &mut Style) -> Result<Board, CodecError> {
    if !body.starts_with(':') {
        let expected = "':' at the start of a HoDoKu library line";
        return Err(CodecError::at(F, 0, expected, found_at(body, 0)));
    }
    let fields = split_fields(body)?;
    let [tech, digits, grid, deleted, elims, placements] = [0, 1, 2, 3, 4, 5].map(|k| fields[k]);
    let extra = fields.get(6).copied();
    check_technique(tech.1).map_err(|e| e.shifted(tech.0))?;
    check_digits(digits.1).map_err(|e| e.shifted(digits.0))?;
    let board = read_board(body, grid, deleted, style)?;
    check_step_list(body, span(elims))?;
    check_step_list(body, span(placements))?;
    if let Some((start, text)) = extra {
        check_extra(text).map_err(|e| e.shifted(start))?;
    }
    style.hodoku = Some(Box::new(HodokuFields {
        technique: tech.1.to_string(),
        digits: digits.1.to_string(),
        eliminations: elims.1.to_string(),
        placements: placements.1.to_string(),
        extra: extra.map(|(_, text)| text.to_string()),
    }));
    Ok(board)
}

/// The board of the `grid` and `deleted` fields (offset and text); records the empty-cell character.
fn read_board(
    body: &str,
    grid: (usize, &str),
    deleted: (usize, &str),
    style: &mut Style,
) -> Result<Board, CodecError> {
    let cells = parse_cells(F, body, grid.0)?;
    if cells.end != grid.0 + grid.1.len() {
        let expected = "':' after the 81 cells of the grid";
        return Err(CodecError::at(
            F,
            cells.end,
            expected,
            found_at(body, cells.end),
        ));
    }
    let mut board = cells.board;
    if !deleted.1.is_empty() {
        apply_eliminations(F, body, span(deleted), &mut board)?;
    }
    style.zero_empty = cells.zero_empty;
    Ok(board)
}

/// Writes a HoDoKu library line with the fields of `style.hodoku` (or the defaults).
pub fn encode(board: &Board, style: &Style) -> Result<String, CodecError> {
    let mut fields = style.hodoku.as_deref().cloned().unwrap_or_default();
    if fields.technique.is_empty() {
        fields.technique = "0000".to_string();
    }
    if fields.digits.is_empty() {
        fields.digits = "x".to_string();
    }
    check_style_fields(&fields)?;
    let mut out = format!(":{}:{}:", fields.technique, fields.digits);
    write_cells(board, style.zero_empty, &mut out);
    for field in [
        eliminations(board).as_str(),
        &fields.eliminations,
        &fields.placements,
    ] {
        out.push(':');
        out.push_str(field);
    }
    if let Some(extra) = &fields.extra {
        out.push(':');
        out.push_str(extra);
    }
    Ok(out)
}

/// The fields after the leading `:` with their byte offsets: 6 or 7 of them.
fn split_fields(body: &str) -> Result<Vec<(usize, &str)>, CodecError> {
    let mut fields = Vec::with_capacity(7);
    let mut start = 1;
    for part in body[1..].split(':') {
        if fields.len() == 7 {
            let expected = "at most 7 colons (6 fields and an optional seventh)";
            return Err(CodecError::at(F, start - 1, expected, "an eighth ':'"));
        }
        fields.push((start, part));
        start += part.len() + 1;
    }
    if fields.len() < 6 {
        let expected = "6 fields after ':' (technique, digits, grid, deleted candidates, eliminations, placements)";
        return Err(CodecError::at(
            F,
            body.len(),
            expected,
            format!("the end of the text after {} fields", fields.len()),
        ));
    }
    Ok(fields)
}

/// The technique code: exactly four digits.
fn check_technique(tech: &str) -> Result<(), CodecError> {
    const EXPECTED: &str = "a technique code of four digits (0000 for none)";
    if let Some(k) = tech
        .bytes()
        .position(|b| !b.is_ascii_digit())
        .filter(|&k| k < 4)
    {
        return Err(CodecError::at(F, k, EXPECTED, found_at(tech, k)));
    }
    if tech.len() != 4 {
        let found = if tech.len() < 4 {
            format!("'{tech}' ({} digits)", tech.len())
        } else {
            found_at(tech, 4)
        };
        return Err(CodecError::at(F, tech.len().min(4), EXPECTED, found));
    }
    Ok(())
}

/// The step's digits: `x`, or one or more digits 1-9.
fn check_digits(digits: &str) -> Result<(), CodecError> {
    const EXPECTED: &str = "'x' or the step's digits 1-9";
    if digits == "x" {
        return Ok(());
    }
    if digits.is_empty() {
        return Err(CodecError::at(F, 0, EXPECTED, "an empty field"));
    }
    match digits.bytes().position(|b| !(b'1'..=b'9').contains(&b)) {
        Some(k) => Err(CodecError::at(F, k, EXPECTED, found_at(digits, k))),
        None => Ok(()),
    }
}

/// The byte range of a field.
fn span((start, text): (usize, &str)) -> Range<usize> {
    start..start + text.len()
}

/// A step's eliminations or placements (the byte range `list` of `text`):
/// empty, or `drc` triplets separated by spaces.
fn check_step_list(text: &str, list: Range<usize>) -> Result<(), CodecError> {
    if list.is_empty() {
        return Ok(());
    }
    parse_triplets(F, text, list).map(|_| ())
}

/// The seventh field: any text on one line.
fn check_extra(extra: &str) -> Result<(), CodecError> {
    match extra.find(['\n', '\r']) {
        Some(k) => Err(CodecError::at(
            F,
            k,
            "the extra field on the same line",
            found_at(extra, k),
        )),
        None => Ok(()),
    }
}

/// Checks the fields of a style before writing them (errors without offsets).
fn check_style_fields(fields: &HodokuFields) -> Result<(), CodecError> {
    let in_field = |name: &str, e: CodecError| CodecError {
        offset: None,
        cell: None,
        found: format!("{} in the style's {name} field", e.found),
        ..e
    };
    check_technique(&fields.technique).map_err(|e| in_field("technique", e))?;
    check_digits(&fields.digits).map_err(|e| in_field("digits", e))?;
    let list = |s: &String| 0..s.len();
    check_step_list(&fields.eliminations, list(&fields.eliminations))
        .map_err(|e| in_field("eliminations", e))?;
    check_step_list(&fields.placements, list(&fields.placements))
        .map_err(|e| in_field("placements", e))?;
    if let Some(extra) = &fields.extra {
        check_extra(extra).map_err(|e| in_field("extra", e))?;
        if let Some(k) = extra.find(':') {
            return Err(in_field(
                "extra",
                CodecError::at(F, k, "no ':' in the extra field", "':'"),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::{digit_mask, Cell, Variant};
    use crate::codec::test_support::{givens, placed};

    /// vectors.jsonl line 3 (Sudoku Studio's "compatible" library output).
    const LIBRARY: &str = ":0000:x:6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8:::";
    const LIBRARY_CANDIDATES: [u16; 81] = [
        32, 276, 337, 86, 128, 341, 275, 8, 263, 285, 284, 345, 86, 278, 341, 275, 128, 32, 2, 404,
        401, 8, 276, 32, 64, 276, 261, 25, 24, 4, 256, 64, 24, 128, 32, 10, 408, 64, 408, 54, 54,
        28, 282, 1, 266, 280, 32, 2, 16, 1, 128, 4, 336, 328, 396, 396, 32, 1, 260, 2, 264, 324,
        16, 64, 2, 408, 180, 308, 276, 297, 260, 269, 276, 1, 272, 116, 8, 340, 290, 326, 128,
    ];
    /// Sudoku Studio's documentation: a step line with seven fields.
    pub const STEP: &str = ":0603:18:....8+3......5.2.....3..+71...5+9....2.8..+29...66+2+1375+4+89+915.2.83+7....5.......739...:882 883 484 684 486 686 188 189:144 146::";

    fn round_trip(text: &str) -> (Board, Style) {
        let mut style = Style::default();
        let board = decode(text, &mut style).unwrap();
        assert!(board.check().is_ok());
        assert_eq!(encode(&board, &style).unwrap(), text);
        (board, style)
    }

    #[test]
    fn library_vector_decodes_to_expectation_and_round_trips() {
        let (b, style) = round_trip(LIBRARY);
        assert_eq!(
            givens(&b),
            "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8"
        );
        assert_eq!(placed(&b), ".".repeat(81));
        assert!(!b.has_candidates);
        assert_eq!(crate::engine::candidates(&b), LIBRARY_CANDIDATES);
        let fields = style.hodoku.unwrap();
        assert_eq!(
            (fields.technique.as_str(), fields.digits.as_str()),
            ("0000", "x")
        );
        assert_eq!(fields.extra, None);
        // The default style writes the same line.
        assert_eq!(encode(&b, &Style::default()).unwrap(), LIBRARY);
    }

    #[test]
    fn step_line_keeps_its_fields() {
        let (b, style) = round_trip(STEP);
        assert!(b.has_candidates);
        assert_eq!(b.cells[5], Cell::placed(3));
        assert_eq!(b.cells[64].candidates & digit_mask(8), 0);
        assert_eq!(
            style.hodoku.as_deref(),
            Some(&HodokuFields {
                technique: "0603".to_string(),
                digits: "18".to_string(),
                eliminations: "144 146".to_string(),
                placements: String::new(),
                extra: Some(String::new()),
            })
        );
    }

    #[test]
    fn default_fields_are_written_as_defaults() {
        let mut b = Board::new(Variant::Sudoku);
        b.cells[80] = Cell::placed(9);
        let style = Style {
            hodoku: Some(Box::default()),
            ..Style::default()
        };
        assert_eq!(
            encode(&b, &style).unwrap(),
            format!(":0000:x:{}+9:::", ".".repeat(80))
        );
    }

    #[test]
    fn bad_style_fields_are_refused() {
        let b = Board::new(Variant::Sudoku);
        let fields = HodokuFields {
            technique: "06a3".to_string(),
            ..HodokuFields::default()
        };
        let e = encode(
            &b,
            &Style {
                hodoku: Some(Box::new(fields)),
                ..Style::default()
            },
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "hodoku: expected a technique code of four digits (0000 for none), found 'a' in the style's technique field"
        );
        let fields = HodokuFields {
            extra: Some("a:b".to_string()),
            ..HodokuFields::default()
        };
        let e = encode(
            &b,
            &Style {
                hodoku: Some(Box::new(fields)),
                ..Style::default()
            },
        )
        .unwrap_err();
        assert_eq!(e.found, "':' in the style's extra field");
        let fields = HodokuFields {
            placements: "12".to_string(),
            ..HodokuFields::default()
        };
        assert!(encode(
            &b,
            &Style {
                hodoku: Some(Box::new(fields)),
                ..Style::default()
            }
        )
        .is_err());
    }

    fn err(text: &str) -> CodecError {
        decode(text, &mut Style::default()).unwrap_err()
    }

    #[test]
    fn field_errors_name_offsets() {
        let grid = ".".repeat(81);
        let e = err(&format!("0000:x:{grid}:::"));
        assert_eq!((e.offset, e.found.as_str()), (Some(0), "'0'"));
        let e = err(&format!(":0000:x:{grid}::"));
        assert_eq!(e.offset, Some(91));
        assert_eq!(e.found, "the end of the text after 5 fields");
        let e = err(&format!(":0000:x:{grid}::::a:b"));
        assert_eq!((e.offset, e.found.as_str()), (Some(94), "an eighth ':'"));
        let e = err(&format!(":000:x:{grid}:::"));
        assert_eq!(
            e.to_string(),
            "hodoku at character 5: expected a technique code of four digits (0000 for none), found '000' (3 digits)"
        );
        let e = err(&format!(":00000:x:{grid}:::"));
        assert_eq!((e.offset, e.found.as_str()), (Some(5), "'0'"));
        let e = err(&format!(":0000:y:{grid}:::"));
        assert_eq!((e.offset, e.found.as_str()), (Some(6), "'y'"));
        let e = err(&format!(":0000::{grid}:::"));
        assert_eq!((e.offset, e.found.as_str()), (Some(6), "an empty field"));
        let e = err(&format!(":0000:x:{grid}.:::"));
        assert_eq!(
            e.to_string(),
            "hodoku at character 90: expected ':' after the 81 cells of the grid, found '.'"
        );
        let e = err(&format!(":0000:x:{}x{}:::", ".".repeat(3), ".".repeat(77)));
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(11), Some(3), "'x'")
        );
        let e = err(&format!(":0000:x:{}:::", ".".repeat(80)));
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(88), Some(80), "':' after 80 cells")
        );
        let e = err(&format!(":0000:x:{grid}:1::"));
        assert_eq!((e.offset, e.found.as_str()), (Some(91), "':'"));
        let e = err(&format!(":0000:x:{grid}::14:"));
        assert_eq!((e.offset, e.found.as_str()), (Some(93), "':'"));
        let e = err(&format!(":0000:x:{grid}:::123 4"));
        assert_eq!(
            (e.offset, e.found.as_str()),
            (Some(97), "the end of the text")
        );
        let e = err(&format!(":0000:x:5{}:511::", ".".repeat(80)));
        assert_eq!(e.to_string(), "hodoku at character 91 (r1c1): expected an elimination from an empty cell, found '511', but r1c1 holds the digit 5");
    }
}
