//! Sudoku Studio's shortened Susser format.
//!
//! The nine rows of a plain Susser string (`0` or `.` empty, `1`-`9` given)
//! separated by `,`, where a `*` stands for a run of empty cells. Example
//! (Sudoku Studio's documentation):
//! `08063*40,2*85009,09*81,*300800,*2*,006001*,97*30,40085*7,01*94050`
//! is `080630040200085009090000081000300800000020000006001000970000030400850007010094050`.
//!
//! Reading: a row without `*` must have nine cells. In a row with `*`s the
//! cells missing to make nine are empty cells shared equally by its `*`s
//! (Sudoku Studio expands `*` this way); a row whose missing cells cannot be
//! shared equally, or that leaves a `*` without an empty cell, is an error.
//! Givens only: no placed digits, no candidates.
//!
//! Writing follows Sudoku Studio's formatter (`SusserGridFormatInfo`, checked
//! against its source), row by row, with `0` for empty cells:
//!
//! * a row without empty cells is written as it is;
//! * if all runs of empty cells in the row have the same length, every run
//!   becomes a `*` (even runs of one cell: `1.2.3.4.5` gives `1*2*3*4*5`;
//!   a full empty row gives `*`);
//! * otherwise only the first of the longest runs becomes a `*`
//!   (`200085009` gives `2*85009`).
//!
//! Either way every `*` of a row stands for the same number of cells, so
//! what is written reads back to the same board.

use super::error::{describe_char, found_at};
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, SUDOKU};
use crate::board::{Board, Cell, Variant};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::SusserShort,
    name: "susser-short",
    title: "Short Susser",
    summary: "Sudoku Studio shortened Susser: rows split by ',', '*' for the longest run of 0",
    link: None,
    lines: Lines::One,
    holds: holds(SUDOKU, Values::GivensOnly, false, false, false),
    default_style: Style::default,
    decode: |body, _| decode(body),
    encode: Some(|board, _| encode(board)),
    #[cfg(test)]
    sample: tests::SHORT,
};

const F: Format = Format::SusserShort;

/// Reads nine rows separated by `,`.
pub fn decode(body: &str) -> Result<Board, CodecError> {
    let rows = split_rows(body)?;
    let mut board = Board::new(Variant::Sudoku);
    for (r, &(start, row)) in rows.iter().enumerate() {
        let digits = expand_row(body, start, row, r)?;
        for (c, d) in digits.into_iter().enumerate() {
            board.cells[r * 9 + c] = if d == 0 { Cell::EMPTY } else { Cell::given(d) };
        }
    }
    Ok(board)
}

/// Writes the givens, each row shortened as Sudoku Studio does.
pub fn encode(board: &Board) -> Result<String, CodecError> {
    let rows: Vec<String> = board
        .cells
        .chunks(9)
        .map(|row| {
            let digits: Vec<u8> = row
                .iter()
                .map(|c| if c.given { c.value } else { 0 })
                .collect();
            shorten_row(&digits)
        })
        .collect();
    Ok(rows.join(","))
}

/// The nine rows with their byte offsets.
fn split_rows(body: &str) -> Result<Vec<(usize, &str)>, CodecError> {
    let mut rows = Vec::with_capacity(9);
    let mut start = 0;
    for part in body.split(',') {
        if rows.len() == 9 {
            return Err(CodecError::at(
                F,
                start - 1,
                "nine rows separated by eight ','",
                "a ninth ','",
            ));
        }
        rows.push((start, part));
        start += part.len() + 1;
    }
    if rows.len() < 9 {
        let found = format!("the end of the text after {} rows", rows.len());
        return Err(CodecError::at(
            F,
            body.len(),
            "nine rows separated by ','",
            found,
        ));
    }
    Ok(rows)
}

/// The nine digits (0 for empty) of row `r`, written at byte `start` of `body`.
fn expand_row(body: &str, start: usize, row: &str, r: usize) -> Result<[u8; 9], CodecError> {
    if let Some((k, c)) = row
        .char_indices()
        .find(|&(_, c)| !matches!(c, '0'..='9' | '.' | '*'))
    {
        return Err(CodecError::at(
            F,
            start + k,
            "a digit, '.', '0', '*' or ','",
            describe_char(c),
        ));
    }
    let stars = row.bytes().filter(|&b| b == b'*').count();
    let written = row.len() - stars;
    if written > 9 {
        let k = nth_position(row, 9, |b| b != b'*');
        let e = CodecError::at(
            F,
            start + k,
            format!("',' after the nine cells of row {}", r + 1),
            found_at(body, start + k),
        );
        return Err(e.in_cell(r * 9 + 8));
    }
    let empties = 9 - written;
    if stars == 0 && written < 9 {
        let found = format!(
            "{} after {written} cells",
            found_at(body, start + row.len())
        );
        let expected = format!(
            "nine cells in row {} (or '*' for a run of empty cells)",
            r + 1
        );
        return Err(CodecError::at(F, start + row.len(), expected, found));
    }
    if stars > empties {
        let k = nth_position(row, empties, |b| b == b'*');
        let expected = format!(
            "a '*' only where row {} has an empty cell left for it",
            r + 1
        );
        return Err(CodecError::at(
            F,
            start + k,
            expected,
            format!("{stars} '*' for {empties} empty cells"),
        ));
    }
    if stars > 0 && empties % stars != 0 {
        let expected = format!("'*'s sharing the empty cells of row {} equally", r + 1);
        return Err(CodecError::at(
            F,
            start,
            expected,
            format!("{empties} empty cells for {stars} '*'"),
        ));
    }
    let per_star = empties.checked_div(stars).unwrap_or(0);
    let mut out = [0u8; 9];
    let mut c = 0;
    for b in row.bytes() {
        if b == b'*' {
            c += per_star;
        } else {
            out[c] = if b.is_ascii_digit() { b - b'0' } else { 0 };
            c += 1;
        }
    }
    Ok(out)
}

/// Byte position of the `n`-th (0-based) byte of `row` matching `pred` (an ASCII row).
fn nth_position(row: &str, n: usize, pred: impl Fn(u8) -> bool) -> usize {
    row.bytes()
        .enumerate()
        .filter(|&(_, b)| pred(b))
        .nth(n)
        .map_or(row.len(), |(k, _)| k)
}

/// One row of digits (0 = empty) written with `0` and shortened by `*`.
fn shorten_row(digits: &[u8]) -> String {
    let runs = zero_runs(digits);
    let longest = runs.iter().map(|&(_, len)| len).max().unwrap_or(0);
    let all_same = runs.iter().all(|&(_, len)| len == longest);
    let starred: Vec<(usize, usize)> = if all_same {
        runs
    } else {
        runs.into_iter()
            .filter(|&(_, len)| len == longest)
            .take(1)
            .collect()
    };
    let mut out = String::with_capacity(9);
    let mut c = 0;
    while c < digits.len() {
        if let Some(&(_, len)) = starred.iter().find(|&&(s, _)| s == c) {
            out.push('*');
            c += len;
        } else {
            out.push(char::from(b'0' + digits[c]));
            c += 1;
        }
    }
    out
}

/// The runs of zeros of a row as (start, length).
fn zero_runs(digits: &[u8]) -> Vec<(usize, usize)> {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for (c, &d) in digits.iter().enumerate() {
        if d != 0 {
            continue;
        }
        match runs.last_mut() {
            Some((s, len)) if *s + *len == c => *len += 1,
            _ => runs.push((c, 1)),
        }
    }
    runs
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::codec::test_support::givens;

    /// vectors.jsonl line 16 (Sudoku Studio's doc comment).
    pub const SHORT: &str = "08063*40,2*85009,09*81,*300800,*2*,006001*,97*30,40085*7,01*94050";
    const LONG: &str =
        "080630040200085009090000081000300800000020000006001000970000030400850007010094050";

    #[test]
    fn vector_expands_and_round_trips() {
        let b = decode(SHORT).unwrap();
        assert_eq!(givens(&b), LONG.replace('0', "."));
        assert!(!b.has_candidates);
        assert_eq!(encode(&b).unwrap(), SHORT);
    }

    #[test]
    fn rows_shorten_as_sudoku_studio_does() {
        let row = |s: &str| shorten_row(&s.bytes().map(|b| b - b'0').collect::<Vec<_>>());
        assert_eq!(row("123456789"), "123456789");
        assert_eq!(row("000000000"), "*");
        assert_eq!(row("102030405"), "1*2*3*4*5");
        assert_eq!(row("123405678"), "1234*5678");
        assert_eq!(row("000020000"), "*2*");
        assert_eq!(row("001002030"), "*1002030");
        assert_eq!(row("100200300"), "1*2*3*");
        assert_eq!(row("010094050"), "01*94050");
    }

    #[test]
    fn stars_share_the_missing_cells_and_dots_are_empty() {
        let text = "*,1*2*3*4*5,*1002030,1.2.3.4.5,*9,9*,12345678*,*1*2*3,.........";
        let b = decode(text).unwrap();
        assert_eq!(
            givens(&b),
            concat!(
                ".........",
                "1.2.3.4.5",
                "..1..2.3.",
                "1.2.3.4.5",
                "........9",
                "9........",
                "12345678.",
                "..1..2..3",
                "........."
            )
        );
        assert_eq!(
            encode(&b).unwrap(),
            "*,1*2*3*4*5,*1002030,1*2*3*4*5,*9,9*,12345678*,*1*2*3,*"
        );
    }

    #[test]
    fn errors_name_the_row_and_offset() {
        let e = decode("*,*,*,*,*,*,*,*").unwrap_err();
        assert_eq!(
            e.to_string(),
            "susser-short at character 16: expected nine rows separated by ',', found the end of the text after 8 rows"
        );
        let e = decode("*,*,*,*,*,*,*,*,*,*").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(17), "a ninth ','"));
        let e = decode("*,*,*x,*,*,*,*,*,*").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(5), "'x'"));
        let e = decode("*,*,*,*,*,*,*,*,1234").unwrap_err();
        assert_eq!(
            e.to_string(),
            "susser-short at character 21: expected nine cells in row 9 (or '*' for a run of empty cells), found the end of the text after 4 cells"
        );
        let e = decode("12345678,*,*,*,*,*,*,*,*").unwrap_err();
        assert_eq!(e.found, "',' after 8 cells");
        let e = decode("*,1234567890,*,*,*,*,*,*,*").unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(11), Some(17), "'0'")
        );
        assert_eq!(e.expected, "',' after the nine cells of row 2");
        let e = decode("*,*,123456789*,*,*,*,*,*,*").unwrap_err();
        assert_eq!(
            (e.offset, e.found.as_str()),
            (Some(13), "1 '*' for 0 empty cells")
        );
        let e = decode("*,*,*,1*2*3*4*5*6,*,*,*,*,*").unwrap_err();
        assert_eq!(
            (e.offset, e.found.as_str()),
            (Some(13), "5 '*' for 3 empty cells")
        );
        let e = decode("*,*,*,*,1*2*34,*,*,*,*").unwrap_err();
        assert_eq!(
            e.to_string(),
            "susser-short at character 9: expected '*'s sharing the empty cells of row 5 equally, found 5 empty cells for 2 '*'"
        );
    }
}
