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
use super::{holds, CodecError, Format, FormatRow, HodokuFields, Lines, Style, Values, SUDOKU};
use crate::board::Board;
use std::ops::Range;

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Hodoku,
    name: "hodoku",
    title: "HoDoKu library line",
    summary: "HoDoKu library line :tech:digits:grid:deleted:elims:placements[:extra]",
    link: None,
    lines: Lines::One,
    holds: holds(SUDOKU, Values::Distinct, true, false, false),
    default_style: Style::default,
    decode,
    encode: Some(encode),
    #[cfg(test)]
    sample: tests::STEP,
};

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
    match extra {
        Some((start, text)) => {
            check_step_list(body, span(placements))?;
            check_extra(text).map_err(|e| e.shifted(start))?;
        }
        // The last field of a six-field line: placements, or the extra
        // data in their place (HoDoKu's fish tests end `:c15 r25`).
        None => check_last_field(body, placements)?,
    }
    style.hodoku = Some(Box::new(HodokuFields {
        technique: tech.1.to_string(),
        digits: digits.1.to_string(),
        deleted: deleted.1.to_string(),
        eliminations: elims.1.to_string(),
        placements: placements.1.to_string(),
        extra: extra.map(|(_, text)| text.to_string()),
    }));
    Ok(board)
}

/// The board of the `grid` and `deleted` fields (offset and text); records
/// the empty-cell character. The board always has candidates: a library
/// line is a pencilmark position, the naive candidates of the grid minus
/// the deleted ones (none when the field is empty).
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
    if deleted.1.is_empty() {
        crate::rules::fill_naive_candidates(&mut board);
    } else {
        apply_eliminations(F, body, span(deleted), &mut board)?;
    }
    style.zero_empty = cells.zero_empty;
    Ok(board)
}

/// Writes a HoDoKu library line with the fields of `style.hodoku` (or the
/// defaults). The deleted candidates are the board's: the field as read
/// when it still lists exactly them, else in cell order.
pub fn encode(board: &Board, style: &Style) -> Result<String, CodecError> {
    let fields = style.hodoku.as_deref().cloned().unwrap_or_default();
    check_style_fields(&fields)?;
    let mut out = format!(":{}:{}:", fields.technique, fields.digits);
    write_cells(board, style.zero_empty, &mut out);
    let deleted = eliminations(board);
    let deleted = if same_triplets(&fields.deleted, &deleted) {
        fields.deleted.as_str()
    } else {
        deleted.as_str()
    };
    for field in [deleted, &fields.eliminations, &fields.placements] {
        out.push(':');
        out.push_str(field);
    }
    if let Some(extra) = &fields.extra {
        out.push(':');
        out.push_str(extra);
    }
    Ok(out)
}

/// Whether two lists of `drc` triplets hold the same triplets.
fn same_triplets(a: &str, b: &str) -> bool {
    fn sorted(s: &str) -> Vec<&str> {
        let mut v: Vec<&str> = s.split_whitespace().collect();
        v.sort_unstable();
        v
    }
    sorted(a) == sorted(b)
}

/// The fields after the leading `:` with their byte offsets: 6, or 7 when
/// the line goes on after the placements (the seventh is the rest of the
/// line, colons included).
fn split_fields(body: &str) -> Result<Vec<(usize, &str)>, CodecError> {
    let mut fields = Vec::with_capacity(7);
    let mut start = 1;
    for part in body[1..].splitn(7, ':') {
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

/// The technique code: four or five digits (`03111` is HoDoKu's Siamese
/// Finned Swordfish), then optionally a variant: `-` and a number, or `-x`
/// for a case where the technique must find nothing.
fn check_technique(tech: &str) -> Result<(), CodecError> {
    const EXPECTED: &str =
        "a technique code of four or five digits (0000 for none), optionally with a variant such as -1 or -x";
    let code_len = tech.find('-').unwrap_or(tech.len());
    if let Some(k) = tech[..code_len]
        .bytes()
        .position(|b| !b.is_ascii_digit())
        .filter(|&k| k < 5)
    {
        return Err(CodecError::at(F, k, EXPECTED, found_at(tech, k)));
    }
    if !(4..=5).contains(&code_len) {
        let found = if code_len < 4 {
            format!("'{}' ({code_len} digits)", &tech[..code_len])
        } else {
            found_at(tech, 5)
        };
        return Err(CodecError::at(F, code_len.min(5), EXPECTED, found));
    }
    let variant = &tech[code_len..];
    if variant.is_empty() {
        return Ok(());
    }
    let rest = &variant[1..];
    let bad = if rest == "x" {
        None
    } else if rest.is_empty() {
        Some(code_len + 1)
    } else {
        rest.bytes()
            .position(|b| !b.is_ascii_digit())
            .map(|k| code_len + 1 + k)
    };
    match bad {
        Some(k) => {
            let found = if k >= tech.len() {
                "the end of the field".to_string()
            } else {
                found_at(tech, k)
            };
            Err(CodecError::at(
                F,
                k,
                "a variant number or 'x' after '-'",
                found,
            ))
        }
        None => Ok(()),
    }
}

/// The step's digits: `x`, one or more digits 1-9, or nothing (HoDoKu's
/// library leaves the field empty where a step names no digit, e.g. BUG+1
/// cases).
fn check_digits(digits: &str) -> Result<(), CodecError> {
    const EXPECTED: &str = "'x', the step's digits 1-9 or nothing";
    if digits == "x" {
        return Ok(());
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

/// The last field of a line without a seventh: placements when it starts
/// like a `drc` triplet, otherwise any text on one line (extra data).
fn check_last_field(text: &str, field: (usize, &str)) -> Result<(), CodecError> {
    if field.1.starts_with(|c: char| c.is_ascii_digit()) {
        check_step_list(text, span(field))
    } else {
        check_extra(field.1).map_err(|e| e.shifted(field.0))
    }
}

/// The seventh field: any text on one line (colons included).
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
    check_step_list(&fields.deleted, list(&fields.deleted)).map_err(|e| in_field("deleted", e))?;
    check_step_list(&fields.eliminations, list(&fields.eliminations))
        .map_err(|e| in_field("eliminations", e))?;
    match &fields.extra {
        Some(extra) => {
            check_step_list(&fields.placements, list(&fields.placements))
                .map_err(|e| in_field("placements", e))?;
            check_extra(extra).map_err(|e| in_field("extra", e))?;
        }
        None => check_last_field(&fields.placements, (0, &fields.placements))
            .map_err(|e| in_field("placements", e))?,
    }
    Ok(())
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::{digit_mask, Cell, Variant};
    use crate::codec::test_support::{givens, placed, round_trip};

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

    #[test]
    fn library_vector_decodes_to_expectation_and_round_trips() {
        let (b, style) = round_trip(F, LIBRARY);
        assert_eq!(
            givens(&b),
            "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8"
        );
        assert_eq!(placed(&b), ".".repeat(81));
        // No deleted candidates: the position has the grid's naive ones.
        assert!(b.has_candidates);
        assert_eq!(crate::rules::candidates(&b), LIBRARY_CANDIDATES);
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
        let (b, style) = round_trip(F, STEP);
        assert!(b.has_candidates);
        assert_eq!(b.cells[5], Cell::placed(3));
        assert_eq!(b.cells[64].candidates & digit_mask(8), 0);
        assert_eq!(
            style.hodoku.as_deref(),
            Some(&HodokuFields {
                technique: "0603".to_string(),
                digits: "18".to_string(),
                deleted: "882 883 484 684 486 686 188 189".to_string(),
                eliminations: "144 146".to_string(),
                placements: String::new(),
                extra: Some(String::new()),
            })
        );
    }

    /// The shapes of HoDoKu's regression library (the real file is read by
    /// `cli/tests/real_files.rs`; its GPL data stays out of the crate): a
    /// variant suffix, a fail case, a five-digit code with a chain length,
    /// an empty digits field, no seventh field.
    #[test]
    fn library_lines_with_variants_and_other_fields_round_trip() {
        let tail = STEP.strip_prefix(":0603:18").unwrap();
        let lines = [
            (format!(":0402-1:18{tail}"), "0402-1"),
            (format!(":0300-x:5{tail}"), "0300-x"),
            (format!(":03111:2{tail}5"), "03111"),
            (format!(":0610:{tail}"), "0610"),
            (format!(":0610-x:{}", &tail[..tail.len() - 1]), "0610-x"),
            // Extra data where the placements would be (six fields).
            (format!(":0300:1{}", tail.replace("::", ":c15 r25")), "0300"),
        ];
        for (line, tech) in &lines {
            let (b, style) = round_trip(F, line);
            assert!(b.has_candidates, "{line}");
            assert_eq!(&style.hodoku.unwrap().technique, tech);
        }
    }

    /// Deleted candidates written out of cell order are kept as written
    /// while the board still has exactly those eliminations; once the
    /// candidates change, the board's own list is written in cell order.
    #[test]
    fn deleted_candidates_keep_their_order_until_the_board_changes() {
        let grid = ".".repeat(81);
        let line = format!(":0000:x:{grid}:922 911:::");
        let (mut b, style) = round_trip(F, &line);
        b.cells[2].candidates &= !digit_mask(5);
        assert_eq!(
            encode(&b, &style).unwrap(),
            format!(":0000:x:{grid}:911 513 922:::")
        );
    }

    /// The seventh field runs to the end of the line, colons included.
    #[test]
    fn the_extra_field_may_hold_colons() {
        let (_, style) = round_trip(F, &format!(":0000:x:{}::::c15 r25:7", ".".repeat(81)));
        assert_eq!(style.hodoku.unwrap().extra.as_deref(), Some("c15 r25:7"));
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
        assert_eq!(fields.digits, "x");
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
            "hodoku: expected a technique code of four or five digits (0000 for none), optionally with a variant such as -1 or -x, found 'a' in the style's technique field"
        );
        let fields = HodokuFields {
            extra: Some("a\nb".to_string()),
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
        assert_eq!(e.found, "a line break in the style's extra field");
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
        let e = err(&format!(":000:x:{grid}:::"));
        assert_eq!(
            e.to_string(),
            "hodoku at character 5: expected a technique code of four or five digits (0000 for none), optionally with a variant such as -1 or -x, found '000' (3 digits)"
        );
        let e = err(&format!(":000000:x:{grid}:::"));
        assert_eq!((e.offset, e.found.as_str()), (Some(6), "'0'"));
        let e = err(&format!(":0402-:x:{grid}:::"));
        assert_eq!(
            (e.offset, e.expected.as_str(), e.found.as_str()),
            (
                Some(6),
                "a variant number or 'x' after '-'",
                "the end of the field"
            )
        );
        let e = err(&format!(":0402-1a:x:{grid}:::"));
        assert_eq!((e.offset, e.found.as_str()), (Some(7), "'a'"));
        let e = err(&format!(":0402-xx:x:{grid}:::"));
        assert_eq!((e.offset, e.found.as_str()), (Some(6), "'x'"));
        let e = err(&format!(":04x2:x:{grid}:::"));
        assert_eq!((e.offset, e.found.as_str()), (Some(3), "'x'"));
        let e = err(&format!(":0000:y:{grid}:::"));
        assert_eq!((e.offset, e.found.as_str()), (Some(6), "'y'"));
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
