//! Str8ts pencilmark grid: the toolkit's readable and lossless text form of
//! a Str8ts board in play.
//!
//! ```text
//! .----------------------------------------------------------------------.
//! | 2345678  1245   2345678  2345  245678  23456  23456  #     #9       |
//! ...
//! '----------------------------------------------------------------------'
//! ```
//!
//! One line per row between a top line `.---.` and a bottom line `'---'`,
//! each row `| ` + the nine cells + ` |`. Cells are written as tokens,
//! padded to the widest token of their column and separated by two spaces:
//!
//! | token | cell |
//! |---|---|
//! | `#` | empty black cell |
//! | `#5` | black clue 5 |
//! | `<5>` | white given 5 |
//! | `*5*` | placed 5 |
//! | `1234` | empty white cell with candidates 1, 2, 3, 4 |
//! | `.` | empty white cell with no candidate left |
//!
//! A board without known candidates is written with its naive candidates.
//! Reading accepts any amount of space between tokens and any line made
//! only of `-.:'+*` as a border.

use super::error::found_at;
use super::text::lines_with_offsets;
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, STR8TS};
use crate::board::{digit_mask, digits_of, Board, Cell, Mask, Variant, CELLS};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Str8tsGrid,
    name: "str8ts-grid",
    title: "Str8ts pencilmark grid",
    summary: "Str8ts pencilmark grid: #, #d black clue, <d> given, *d* placed, candidates",
    link: None,
    lines: Lines::Several,
    holds: holds(STR8TS, Values::Distinct, true, true, false),
    default_style: Style::default,
    decode: |body, _| decode(body),
    encode: Some(|board, _| encode(board)),
    #[cfg(test)]
    sample: tests::SAMPLE,
};

const F: Format = Format::Str8tsGrid;

/// Reads a Str8ts pencilmark grid.
pub fn decode(body: &str) -> Result<Board, CodecError> {
    let rows: Vec<(usize, &str)> = lines_with_offsets(body)
        .into_iter()
        .filter(|(_, l)| !is_border(l))
        .collect();
    if rows.len() != 9 {
        return Err(CodecError::whole(
            F,
            "nine rows of cells between border lines",
            format!("{} rows", rows.len()),
        ));
    }
    let mut board = Board::new(Variant::Str8ts);
    board.has_candidates = true;
    for (r, (start, line)) in rows.into_iter().enumerate() {
        for (c, (offset, token)) in row_tokens(start, line, r)?.into_iter().enumerate() {
            let i = r * 9 + c;
            board.cells[i] = token_cell(token)
                .map_err(|e| CodecError::at(F, offset, e, format!("'{token}'")).in_cell(i))?;
        }
    }
    Ok(board)
}

fn is_border(line: &str) -> bool {
    let t = line.trim();
    t.is_empty()
        || t.chars()
            .all(|c| matches!(c, '-' | '.' | ':' | '\'' | '+' | '*'))
}

/// The nine tokens of a row line `| ... |`, with their byte offsets in the body.
fn row_tokens(start: usize, line: &str, r: usize) -> Result<Vec<(usize, &str)>, CodecError> {
    let trimmed = line.trim_end();
    let lead = line.len() - line.trim_start().len();
    if !trimmed.trim_start().starts_with('|') {
        return Err(CodecError::at(
            F,
            start + lead,
            "a row starting with '|'",
            found_at(line, lead),
        )
        .in_cell(r * 9));
    }
    if !trimmed.ends_with('|') || trimmed.trim_start().len() < 2 {
        return Err(CodecError::at(
            F,
            start + trimmed.len(),
            "a row ending with '|'",
            found_at(line, trimmed.len()),
        )
        .in_cell(r * 9 + 8));
    }
    let inner_start = lead + 1;
    let inner = &trimmed[inner_start..trimmed.len() - 1];
    let mut tokens = Vec::with_capacity(9);
    let mut pos = 0;
    for piece in inner.split(' ') {
        if !piece.is_empty() {
            tokens.push((start + inner_start + pos, piece));
        }
        pos += piece.len() + 1;
    }
    if tokens.len() != 9 {
        let found = format!("{} cells in row {}", tokens.len(), r + 1);
        return Err(
            CodecError::at(F, start + lead, "nine cells in every row", found).in_cell(r * 9),
        );
    }
    Ok(tokens)
}

fn token_cell(token: &str) -> Result<Cell, &'static str> {
    let b = token.as_bytes();
    let digit = |k: usize| {
        b.get(k)
            .filter(|d| (b'1'..=b'9').contains(d))
            .map(|d| d - b'0')
    };
    let cell = match b {
        [b'#'] => Some(Cell::BLACK),
        [b'#', _] => digit(1).map(Cell::black_clue),
        [b'<', _, b'>'] => digit(1).map(Cell::given),
        [b'*', _, b'*'] => digit(1).map(Cell::placed),
        [b'.'] => Some(Cell::with_candidates(0)),
        _ => candidates(b).map(Cell::with_candidates),
    };
    cell.ok_or("'#', '#d' (black clue), '<d>' (given), '*d*' (placed), candidate digits or '.'")
}

fn candidates(b: &[u8]) -> Option<Mask> {
    let mut mask = 0;
    for &d in b {
        if !(b'1'..=b'9').contains(&d) || mask & digit_mask(d - b'0') != 0 {
            return None;
        }
        mask |= digit_mask(d - b'0');
    }
    Some(mask)
}

/// Writes the grid; a board without known candidates gets its naive candidates.
pub fn encode(board: &Board) -> Result<String, CodecError> {
    let candidates = crate::rules::candidates(board);
    let tokens: Vec<String> = (0..CELLS)
        .map(|i| token(&board.cells[i], candidates[i]))
        .collect();
    let widths: Vec<usize> = (0..9)
        .map(|c| (0..9).map(|r| tokens[r * 9 + c].len()).max().unwrap_or(1))
        .collect();
    let rows: Vec<String> = (0..9)
        .map(|r| {
            let cells: Vec<String> = (0..9)
                .map(|c| format!("{:<w$}", tokens[r * 9 + c], w = widths[c]))
                .collect();
            format!("| {} |", cells.join("  "))
        })
        .collect();
    let dashes = "-".repeat(rows[0].len() - 2);
    Ok(format!(".{dashes}.\n{}\n'{dashes}'", rows.join("\n")))
}

fn token(c: &Cell, candidates: Mask) -> String {
    match (c.black, c.given, c.value) {
        (true, _, 0) => "#".to_string(),
        (true, _, d) => format!("#{d}"),
        (false, true, d) => format!("<{d}>"),
        (false, false, 0) if candidates == 0 => ".".to_string(),
        (false, false, 0) => digits_of(candidates).map(|d| (b'0' + d) as char).collect(),
        (false, false, d) => format!("*{d}*"),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// The seed board with a placed digit and a cell without candidates, as
    /// [`encode`] writes it (the format table's sample of this format).
    pub const SAMPLE: &str =
        ".-----------------------------------------------------------------------.
| 2345678  1245  1245678  123458   1345678  1235678  345678  #    #9    |
| 234578   1245  1245789  1234589  1345789  1235789  345789  <6>  578   |
| <9>      <3>   *4*      .        145678   125678   45678   578  5678  |
| 235678   #     #        2589     136789   #4       #       578  678   |
| 478      578   #3       #        1456789  256789   1456    #    #     |
| 34568    568   45689    <7>      <2>      135689   13456   34   13458 |
| 5678     <9>   5678     568      5678     #        <2>     34   134   |
| 45678    5678  #        56       3456     256      3456    <1>  2345  |
| #1       5678  456789   5689     3456789  3567     3456    *2*  345   |
'-----------------------------------------------------------------------'";
    use crate::codec::{decode as detect_decode, encode as encode_format};

    const SEED_243: &str = "0vo03c0vc0js0vk0us0vg0021030ro03c1rc1js1rk1qs1rg0410q010100h0vc0jc0v40uc0v00q00u00uo0020021i81sk0130020q00s00p00q000j0021v41u80740020020ng0m01n00810091mk07k01g0jk0u01010u00m00u000200901g01k0v00u000206007g06807g00503o0070u01v01m01vg0eg07g00803g";

    #[test]
    fn seed_board_round_trips_through_the_grid() {
        let mut b = detect_decode(SEED_243).unwrap().board;
        b.cells[20] = Cell::placed(4);
        b.cells[21] = Cell::with_candidates(0);
        let text = encode(&b).unwrap();
        assert!(text.starts_with(".---"));
        let first_row = text.lines().nth(1).unwrap();
        assert!(first_row.starts_with("| 2345678  "), "{first_row}");
        assert!(first_row.contains("#  "), "{first_row}");
        assert!(first_row.contains("  #9 "), "{first_row}");
        assert_eq!(decode(&text).unwrap(), b);
        assert_eq!(detect_decode(&text).unwrap().format, Format::Str8tsGrid);
        assert_eq!(encode_format(&b, Format::Str8tsGrid).unwrap(), text);
    }

    #[test]
    fn errors_point_at_tokens() {
        let b = detect_decode(SEED_243).unwrap().board;
        let text = encode(&b).unwrap();
        let bad = text.replacen("<6>", "<x>", 1);
        let e = decode(&bad).unwrap_err();
        assert_eq!(e.cell, Some(16));
        assert_eq!(&bad[e.offset.unwrap()..e.offset.unwrap() + 3], "<x>");
        let e = decode(".---.\n| # |\n'---'").unwrap_err();
        assert_eq!(e.found, "1 rows");
        let rows = "| # # # # # # # # # |\n".repeat(9);
        assert_eq!(decode(&rows).unwrap().black_count(), 81);
        let e = decode(&rows.replacen("# |", "# # |", 1)).unwrap_err();
        assert_eq!(e.found, "10 cells in row 1");
        let e = decode(&rows.replacen("# # |", "11 # |", 1)).unwrap_err();
        assert_eq!(e.cell, Some(7));
    }
}
