//! Excel / spreadsheet text: nine lines of nine cells separated by tabs.
//!
//! Each line (ending in `\n` or `\r\n`) holds nine cells and so exactly
//! eight tabs; a cell is empty or one digit `1`-`9` (`.` and `0` are also
//! read as empty). Tabs are never trimmed: a leading or trailing tab stands
//! for an empty first or last cell. What a spreadsheet copies looks like
//! this (Sudoku Studio's sample, first line): `6\t\t\t\t8\t\t\t4\t`.
//!
//! Givens only: a board read from this format has no placed digits and no
//! candidates; writing puts the givens only (placed digits become empty
//! cells), joins cells with `\t` and lines with `\n`, without a final line break.

use super::error::found_at;
use super::text::lines_with_offsets;
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, SUDOKU};
use crate::board::{Board, Cell, Variant};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Excel,
    name: "excel",
    title: "Spreadsheet (Excel)",
    summary: "Excel/spreadsheet: nine rows of nine tab-separated cells (givens only)",
    link: None,
    lines: Lines::Several,
    holds: holds(SUDOKU, Values::GivensOnly, false, false, false),
    default_style: Style::default,
    decode: |body, _| decode(body),
    encode: Some(|board, _| encode(board)),
    #[cfg(test)]
    sample: tests::EXCEL,
};

const F: Format = Format::Excel;

/// Reads nine tab-separated lines.
pub fn decode(body: &str) -> Result<Board, CodecError> {
    let lines = lines_with_offsets(body);
    if lines.len() != 9 {
        let at = lines.get(9).map_or(body.len(), |&(start, _)| start - 1);
        let found = if lines.len() < 9 {
            format!("the end of the text after {} lines", lines.len())
        } else {
            "a tenth line".to_string()
        };
        return Err(CodecError::at(
            F,
            at,
            "nine lines of nine tab-separated cells",
            found,
        ));
    }
    let mut board = Board::new(Variant::Sudoku);
    for (r, &(start, line)) in lines.iter().enumerate() {
        read_line(body, start, line, r, &mut board)?;
    }
    Ok(board)
}

/// Reads line `r` (at byte `start` of `body`) into row `r` of `board`.
fn read_line(
    body: &str,
    start: usize,
    line: &str,
    r: usize,
    board: &mut Board,
) -> Result<(), CodecError> {
    let mut at = start;
    let mut cells = 0;
    for text in line.split('\t') {
        let i = r * 9 + cells;
        if cells == 9 {
            let expected = format!("a line break after the nine cells of row {}", r + 1);
            return Err(CodecError::at(
                F,
                at - 1,
                expected,
                "a tenth cell (a ninth tab)",
            ));
        }
        board.cells[i] = read_cell(body, at, text).map_err(|e| e.in_cell(i))?;
        cells += 1;
        at += text.len() + 1;
    }
    if cells < 9 {
        let end = start + line.len();
        let expected = format!("nine cells in row {} (eight tabs)", r + 1);
        let found = format!("{} after {cells} cells", found_at(body, end));
        return Err(CodecError::at(F, end, expected, found).in_cell(r * 9 + cells));
    }
    Ok(())
}

/// One cell's text (at byte `at` of `body`): empty, `.`, `0` or a digit 1-9.
fn read_cell(body: &str, at: usize, text: &str) -> Result<Cell, CodecError> {
    let mut chars = text.chars();
    let cell = match chars.next() {
        None | Some('.' | '0') => Cell::EMPTY,
        Some(c @ '1'..='9') => Cell::given(c as u8 - b'0'),
        Some(_) => {
            return Err(CodecError::at(
                F,
                at,
                "a digit 1-9 or an empty cell",
                found_at(body, at),
            ))
        }
    };
    if chars.next().is_some() {
        return Err(CodecError::at(
            F,
            at + 1,
            "a tab after the cell's one digit",
            found_at(body, at + 1),
        ));
    }
    Ok(cell)
}

/// Writes nine lines of nine tab-separated cells (givens only).
pub fn encode(board: &Board) -> Result<String, CodecError> {
    let lines: Vec<String> = board
        .cells
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|c| {
                    if c.given {
                        c.value.to_string()
                    } else {
                        String::new()
                    }
                })
                .collect();
            cells.join("\t")
        })
        .collect();
    Ok(lines.join("\n"))
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::codec::test_support::givens;

    /// vectors.jsonl line 8 (Sudoku Studio's GridApiTest).
    pub const EXCEL: &str = "6\t\t\t\t8\t\t\t4\t\n\t\t\t\t\t\t\t8\t6\n2\t\t\t4\t\t6\t7\t\t\n\t\t3\t9\t7\t\t8\t6\t\n\t7\t\t\t\t\t\t1\t\n\t6\t2\t\t1\t8\t3\t\t\n\t\t6\t1\t\t2\t\t\t5\n7\t2\t\t\t\t\t\t\t\n\t1\t\t\t4\t\t\t\t8";

    #[test]
    fn vector_decodes_and_round_trips() {
        let b = decode(EXCEL).unwrap();
        assert_eq!(
            givens(&b),
            "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8"
        );
        assert!(!b.has_candidates && !b.has_placed());
        assert_eq!(encode(&b).unwrap(), EXCEL);
    }

    #[test]
    fn crlf_dots_and_zeros_are_read() {
        let text = EXCEL.replace('\n', "\r\n").replacen("6\t\t", "6\t.\t0", 1);
        let b = decode(&text).unwrap();
        assert_eq!(encode(&b).unwrap(), EXCEL);
        let mut placed = b.clone();
        placed.cells[1] = Cell::placed(1);
        assert_eq!(encode(&placed).unwrap(), EXCEL);
    }

    #[test]
    fn errors_name_line_cell_and_offset() {
        let e = decode(&EXCEL[..EXCEL.rfind('\n').unwrap()]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "excel at character 99: expected nine lines of nine tab-separated cells, found the end of the text after 8 lines"
        );
        let e = decode(&format!("{EXCEL}\n")).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(110), "a tenth line"));
        // A ninth tab in line 1.
        let e = decode(&EXCEL.replacen("4\t\n", "4\t\t\n", 1)).unwrap_err();
        assert_eq!((e.offset, e.cell), (Some(11), None));
        assert_eq!(e.found, "a tenth cell (a ninth tab)");
        // Only seven tabs in line 2.
        let e = decode(&EXCEL.replacen("\t\t\t\t\t\t\t8\t6", "\t\t\t\t\t\t8\t6", 1)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "excel at character 22 (r2c9): expected nine cells in row 2 (eight tabs), found a line break after 8 cells"
        );
        let e = decode(&EXCEL.replacen('8', "x", 1)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "excel at character 6 (r1c5): expected a digit 1-9 or an empty cell, found 'x'"
        );
        let e = decode(&EXCEL.replacen('8', "89", 1)).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(6), Some(4), "'9'")
        );
        let e = decode(&EXCEL.replacen('8', "é", 1)).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(5), Some(4), "'é'")
        );
        let e = decode(&EXCEL.replacen('8', " ", 1)).unwrap_err();
        assert_eq!(e.found, "a space");
    }
}
