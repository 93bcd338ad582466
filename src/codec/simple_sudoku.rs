//! Simple Sudoku's text (Angus Johnson's program: its `.ss` files and what
//! it copies to the clipboard): two or three grids in its frame, separated
//! by blank lines, which together are one board.
//!
//! ```text
//! *-----------*        *-----------*        *-----------------------...---*
//! |8..|4..|...|        |8..|4..|...|        | 8       123     1237    | 4 ...
//! |.65|...|.42|        |.65|.7.|.42|        | 13      6       5       | 13 ...
//! ...                  ...                  ...
//! *-----------*        *-----------*        *-----------------------...---*
//!  the givens           givens and placed    the pencilmarks
//! ```
//!
//! (one under the other in the text, two empty lines between grids, as
//! HoDoKu's `Sudoku2.java` quotes a Simple Sudoku export; HoDoKu documents
//! the two kinds of export, "givens + pm" and "givens + set cells + pm").
//! The middle grid is the givens plus the digits placed so far; without it
//! nothing is placed. In the pencilmark grid a cell with a digit shows that
//! digit alone, an empty cell its candidates; a single candidate of an
//! empty cell looks like a digit, and the grids above tell them apart (as
//! HoDoKu does when it reads this text).
//!
//! The grids of digits are [`Frame::SimpleSudoku`] multi-line grids
//! ([`super::multiline`]); the pencilmark grid is read by
//! [`super::pencilmark`] (any spacing) and written in Simple Sudoku's own
//! layout: every column as wide as the longest token of the whole grid,
//! plus two spaces ([`super::pencilmark::simple_sudoku_grid`]). Every
//! digit of the grids above must be the same digit in the grids below it;
//! the errors name the cell.

use super::text::lines_with_offsets;
use super::{
    holds, multiline, pencilmark, CodecError, Format, FormatRow, Frame, Lines, Style, Values,
    SUDOKU,
};
use crate::board::{cell_name, digit_mask, Board, Cell};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::SimpleSudoku,
    name: "simple-sudoku",
    title: "Simple Sudoku",
    summary: "Simple Sudoku text: givens grid, givens + placed digits grid, pencilmark grid",
    link: None,
    lines: Lines::Several,
    holds: holds(SUDOKU, Values::Distinct, true, false, false),
    default_style,
    decode,
    encode: Some(encode),
    #[cfg(test)]
    sample: tests::TRIO,
};

const F: Format = Format::SimpleSudoku;

/// The format's default style: the middle grid is written.
pub fn default_style() -> Style {
    Style {
        frame: Frame::SimpleSudoku,
        middle_grid: true,
        ..Style::default()
    }
}

/// Reads two or three grids as one board.
pub fn decode(body: &str, style: &mut Style) -> Result<Board, CodecError> {
    let grids = split_grids(body);
    if !(2..=3).contains(&grids.len()) {
        return Err(CodecError::whole(
            F,
            "2 or 3 grids separated by blank lines (givens, givens and placed digits, pencilmarks)",
            format!("{} grid(s)", grids.len()),
        ));
    }
    let givens = digit_grid(body, grids[0], style)?;
    let values = match grids.len() {
        3 => placed_on(&givens, &digit_grid(body, grids[1], style)?)?,
        _ => givens,
    };
    let (start, text) = grids[grids.len() - 1];
    let marks = pencilmark::decode(F, text, &mut Style::default()).map_err(|e| e.shifted(start))?;
    let board = with_pencilmarks(values, &marks)?;
    style.frame = Frame::SimpleSudoku;
    style.middle_grid = grids.len() == 3;
    Ok(board)
}

/// The grids of the text: runs of non-blank lines, each with its byte offset.
fn split_grids(body: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut run: Option<(usize, usize)> = None;
    for (off, line) in lines_with_offsets(body) {
        if line.trim().is_empty() {
            if let Some((start, end)) = run.take() {
                out.push((start, &body[start..end]));
            }
        } else {
            let end = off + line.len();
            run = Some((run.map_or(off, |(start, _)| start), end));
        }
    }
    if let Some((start, end)) = run {
        out.push((start, &body[start..end]));
    }
    out
}

/// A grid of digits (givens, or givens and placed digits) at `start`.
fn digit_grid(
    body: &str,
    (start, text): (usize, &str),
    style: &mut Style,
) -> Result<Board, CodecError> {
    let mut scratch = Style::default();
    let board = multiline::decode(text, &mut scratch).map_err(|e| CodecError {
        format: Some(F),
        ..e.shifted(start)
    })?;
    if scratch.frame != Frame::SimpleSudoku {
        return Err(CodecError::at(
            F,
            start,
            "a grid in Simple Sudoku's frame (*-----------*)",
            super::error::found_at(body, start),
        ));
    }
    style.zero_empty |= scratch.zero_empty;
    Ok(board)
}

/// The givens with the middle grid's other digits placed; every given must
/// be in the middle grid too.
fn placed_on(givens: &Board, middle: &Board) -> Result<Board, CodecError> {
    let mut board = givens.clone();
    for (i, (cell, m)) in board.cells.iter_mut().zip(&middle.cells).enumerate() {
        if cell.value != 0 && m.value != cell.value {
            return Err(mismatch(
                i,
                "the first grid",
                cell.value,
                "the second",
                m.value,
            ));
        }
        if cell.value == 0 && m.value != 0 {
            *cell = Cell::placed(m.value);
        }
    }
    Ok(board)
}

/// The board `values` with the candidates of the pencilmark grid `marks`
/// (read as a plain pencilmark grid: a lone digit came back as a given).
fn with_pencilmarks(values: Board, marks: &Board) -> Result<Board, CodecError> {
    let mut board = values;
    board.has_candidates = true;
    for (i, (cell, m)) in board.cells.iter_mut().zip(&marks.cells).enumerate() {
        if cell.value != 0 {
            if m.value != cell.value {
                return Err(mismatch(
                    i,
                    "the grid above",
                    cell.value,
                    "the pencilmarks",
                    m.value,
                ));
            }
        } else if m.value != 0 {
            *cell = Cell::with_candidates(digit_mask(m.value));
        } else {
            *cell = Cell::with_candidates(m.candidates);
        }
    }
    Ok(board)
}

/// A cell whose digit differs between two grids (0: no digit).
fn mismatch(cell: usize, first: &str, a: u8, second: &str, b: u8) -> CodecError {
    let shown = |d: u8| match d {
        0 => "no digit".to_string(),
        d => d.to_string(),
    };
    CodecError::whole(
        F,
        format!("the digit {a} of {first} in {second} too"),
        format!("{} at {}", shown(b), cell_name(cell)),
    )
    .in_cell(cell)
}

/// Writes the givens, the middle grid (when the board has placed digits or
/// the style asks for it) and the pencilmark grid, two empty lines apart.
pub fn encode(board: &Board, style: &Style) -> Result<String, CodecError> {
    let frame = Style {
        frame: Frame::SimpleSudoku,
        zero_empty: style.zero_empty,
        ..Style::default()
    };
    let mut grids = vec![multiline::encode(board, &frame)?];
    if style.middle_grid || board.has_placed() {
        let mut values = board.clone();
        for c in values.cells.iter_mut().filter(|c| c.value != 0) {
            c.given = true;
        }
        grids.push(multiline::encode(&values, &frame)?);
    }
    grids.push(pencilmark::simple_sudoku_grid(board));
    Ok(grids.join("\n\n\n"))
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::codec::test_support::{givens, placed, round_trip};

    /// Simple Sudoku's export with the placed digits, as quoted in HoDoKu's
    /// `src/sudoku/Sudoku2.java` (1to9only/HoDoKu @c364e98, lines 477-524;
    /// comment prefix removed).
    pub const TRIO: &str = include_str!("../../tests/data/simple-sudoku-trio.txt");

    #[test]
    fn the_three_grids_are_one_board_and_round_trip() {
        let (b, style) = round_trip(F, TRIO);
        assert!(style.middle_grid);
        let rows = [
            "8..4.....",
            ".65....42",
            "9...8.1.6",
            "7...65..8",
            ".........",
            "2..94...5",
            "5.9.2...7",
            "47....29.",
            ".....1..4",
        ];
        assert_eq!(givens(&b), rows.concat());
        // r2c5 = 7, r7c6 = 4 and r9c4..5 = 79 are placed (r9c6 is a given).
        let p = placed(&b);
        let placed_cells: Vec<usize> = p
            .char_indices()
            .filter(|(_, c)| *c != '.')
            .map(|(i, _)| i)
            .collect();
        assert_eq!(placed_cells, [13, 59, 75, 76]);
        assert_eq!(&p[75..77], "79");
        assert!(b.has_candidates);
        // r1c2 holds 123, r5c2 134589.
        assert_eq!(
            b.cells[1].candidates,
            digit_mask(1) | digit_mask(2) | digit_mask(3)
        );
        assert_eq!(b.cells[37].candidates.count_ones(), 6);
    }

    /// The grids of the trio: (givens, middle, pencilmarks).
    fn parts() -> (String, String, String) {
        let g: Vec<&str> = TRIO.split("\n\n\n").collect();
        (g[0].to_string(), g[1].to_string(), g[2].to_string())
    }

    #[test]
    fn givens_and_pencilmarks_alone_have_nothing_placed() {
        let (givens_grid, _, pm) = parts();
        let text = format!("{givens_grid}\n\n\n{pm}");
        let (b, style) = round_trip(F, &text);
        assert!(!style.middle_grid && !b.has_placed());
        // r2c5 shows a lone 7: without the middle grid it is a candidate.
        assert_eq!(b.cells[13], Cell::with_candidates(digit_mask(7)));
        // One blank line between grids reads too, and is written with two.
        let one = format!("{givens_grid}\n\n{pm}");
        assert_eq!(decode(&one, &mut default_style()).unwrap(), b);
    }

    fn err(text: &str) -> CodecError {
        decode(text, &mut default_style()).unwrap_err()
    }

    #[test]
    fn grids_that_disagree_name_the_cell() {
        let (g, m, pm) = parts();
        // r1c1 is 8 among the givens but 9 in the middle grid.
        let e = err(&format!(
            "{g}\n\n\n{}\n\n\n{pm}",
            m.replacen("|8..|4", "|9..|4", 1)
        ));
        assert_eq!(
            e.to_string(),
            "simple-sudoku at r1c1: expected the digit 8 of the first grid in the second too, found 9 at r1c1"
        );
        // r2c5 is placed 7, but the pencilmarks show candidates there.
        let e = err(&format!(
            "{g}\n\n\n{m}\n\n\n{}",
            pm.replacen("| 13      7  ", "| 13      78 ", 1)
        ));
        assert_eq!(e.cell, Some(13));
        assert_eq!(e.found, "no digit at r2c5");
        // A given missing from the middle grid.
        let e = err(&format!(
            "{g}\n\n\n{}\n\n\n{pm}",
            m.replacen("|8..|4", "|...|4", 1)
        ));
        assert_eq!(e.found, "no digit at r1c1");
    }

    #[test]
    fn grid_counts_and_errors_inside_a_grid_are_reported() {
        let (g, m, pm) = parts();
        let e = err(&g);
        assert_eq!(
            (e.expected.as_str(), e.found.as_str()),
            (
                "2 or 3 grids separated by blank lines (givens, givens and placed digits, pencilmarks)",
                "1 grid(s)"
            )
        );
        let four = format!("{g}\n\n{g}\n\n{m}\n\n{pm}");
        assert_eq!(err(&four).found, "4 grid(s)");
        // An 'x' in the middle grid: the offset is in the whole text.
        let bad = m.replacen(".65|.7.", ".65|.x.", 1);
        let text = format!("{g}\n\n\n{bad}\n\n\n{pm}");
        let e = err(&text);
        assert_eq!(e.format, Some(F));
        assert_eq!(e.offset, Some(text.find(".x.").unwrap() + 1));
        // A bad candidate in the pencilmark grid, likewise.
        let text = format!("{g}\n\n\n{m}\n\n\n{}", pm.replacen("1237 ", "12z7 ", 1));
        let e = err(&text);
        assert_eq!(e.offset, Some(text.find("12z7").unwrap() + 2));
    }
}
