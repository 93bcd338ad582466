//! Extended Susser format (Sudoku Studio), and the cell and elimination
//! parsing it shares with the HoDoKu library line.
//!
//! The board part is 81 cells, row by row, each written as
//!
//! * `.` or `0`: an empty cell,
//! * `1`-`9`: a given,
//! * `+` followed by `1`-`9`: a placed (solved, not given) digit.
//!
//! It may be followed by `:` and a list of *eliminations*: triplets `drc`
//! (digit, row, column, each `1`-`9`) separated by spaces, each saying that
//! candidate `d` was removed from cell `r`/`c`. Eliminations are relative to
//! the naive candidates of the givens and placed digits (see
//! [`Board::naive_candidates`]): the candidates of an empty cell are its naive
//! candidates minus the eliminations naming it.
//!
//! Example (Sudoku Studio's documentation):
//! `....8+3......5.2.....3..+71...5+9....2.8..+29...66+2+1375+4+89+915.2.83+7....5.......739...:882 883 484 684 486 686 188 189`
//!
//! Reading:
//!
//! * Without a `:` part the board has no known candidates
//!   (`has_candidates == false`); with one it has, even when every naive
//!   candidate survives.
//! * A `:` must be followed by at least one triplet (Sudoku Studio's own
//!   pattern, `[\d\.\+]{80,}(?:\:(\d{3}\s+)*\d{3})?`, requires one). Triplets
//!   may be separated by more than one space; Sudoku Studio writes one.
//! * A triplet naming a cell that holds a digit, a digit that is not a naive
//!   candidate of its cell, or the same triplet twice is an error.
//! * The empty-cell character is recorded in [`Style::zero_empty`]: true when
//!   the text uses `0` and never `.`.
//!
//! Writing: givens, `+d` for placed digits, the empty character of the style,
//! and, when the board has candidates and at least one naive candidate of an
//! empty cell is missing, `:` and the eliminations sorted by cell (row-major)
//! then digit, joined by single spaces. Candidates outside the naive set have
//! no place in the format and are dropped.

use super::error::found_at;
use super::text::empty_char;
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, SUDOKU};
use crate::board::{cell_name, digit_mask, digits_of, Board, Cell, Col, Pos, Row, Variant, CELLS};
use std::ops::Range;

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Susser,
    name: "susser",
    title: "Susser",
    summary: "extended Susser: +d placed, ':' then eliminated candidates as drc",
    link: None,
    lines: Lines::One,
    holds: holds(SUDOKU, Values::Distinct, true, false, false),
    default_style: Style::default,
    decode,
    encode: Some(encode),
    #[cfg(test)]
    sample: tests::EXT,
};

const F: Format = Format::Susser;

/// What a `drc` triplet looks like, for messages.
const TRIPLET: &str = "a 'drc' triplet (digit, row, column, each 1-9)";

/// The 81 cells read from the start of an extended-Susser text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct SusserCells {
    /// A Sudoku board with the givens and placed digits, without candidates.
    pub board: Board,
    /// Byte length of the cell part (where the text after the 81st cell starts).
    pub end: usize,
    /// Empty cells were written as `0`, never as `.`.
    pub zero_empty: bool,
}

/// One `drc` triplet of an elimination (or HoDoKu step) list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Triplet {
    /// Byte offset of the triplet in the list.
    pub offset: usize,
    /// The digit, 1..=9.
    pub digit: u8,
    /// The cell, 0..81.
    pub cell: usize,
}

/// Reads an extended-Susser text: 81 cells, then optionally `:` and eliminations.
pub fn decode(body: &str, style: &mut Style) -> Result<Board, CodecError> {
    let SusserCells {
        mut board,
        end,
        zero_empty,
    } = parse_cells(F, body, 0)?;
    style.zero_empty = zero_empty;
    match body.as_bytes().get(end) {
        None => Ok(board),
        Some(b':') => {
            apply_eliminations(F, body, end + 1..body.len(), &mut board)?;
            Ok(board)
        }
        Some(_) => Err(CodecError::at(
            F,
            end,
            "':' and eliminated candidates, or the end of the text after 81 cells",
            found_at(body, end),
        )),
    }
}

/// Writes the cells and, if the board has candidates below the naive ones, `:` and the eliminations.
pub fn encode(board: &Board, style: &Style) -> Result<String, CodecError> {
    let mut out = String::with_capacity(2 * CELLS);
    write_cells(board, style.zero_empty, &mut out);
    let eliminations = eliminations(board);
    if !eliminations.is_empty() {
        out.push(':');
        out.push_str(&eliminations);
    }
    Ok(out)
}

/// Reads 81 extended-Susser cells (`.`, `0`, `1`-`9`, `+d`) of `text` from
/// byte `start` on and stops after the 81st; errors are reported as
/// `format`'s, at byte offsets into `text`.
pub(super) fn parse_cells(
    format: Format,
    text: &str,
    start: usize,
) -> Result<SusserCells, CodecError> {
    let mut board = Board::new(Variant::Sudoku);
    let (mut pos, mut saw_zero, mut saw_dot) = (start, false, false);
    for (i, cell) in board.cells.iter_mut().enumerate() {
        let (c, len) = read_cell(format, text, pos, i)?;
        saw_zero |= text.as_bytes()[pos] == b'0';
        saw_dot |= text.as_bytes()[pos] == b'.';
        *cell = c;
        pos += len;
    }
    Ok(SusserCells {
        board,
        end: pos,
        zero_empty: saw_zero && !saw_dot,
    })
}

/// Reads cell `cell` at byte `pos` of `text`: the cell and how many bytes it takes.
fn read_cell(
    format: Format,
    text: &str,
    pos: usize,
    cell: usize,
) -> Result<(Cell, usize), CodecError> {
    const EXPECTED: &str = "'.', '0', a digit 1-9 or '+' and a digit";
    let bytes = text.as_bytes();
    let fail = |at: usize, expected: String, found: String| {
        Err(CodecError::at(format, at, expected, found).in_cell(cell))
    };
    match bytes.get(pos) {
        None => fail(
            pos,
            format!("81 cells ({EXPECTED})"),
            format!("the end of the text after {cell} cells"),
        ),
        Some(b'.' | b'0') => Ok((Cell::EMPTY, 1)),
        Some(&b @ b'1'..=b'9') => Ok((Cell::given(b - b'0'), 1)),
        Some(b'+') => match bytes.get(pos + 1) {
            Some(&d @ b'1'..=b'9') => Ok((Cell::placed(d - b'0'), 2)),
            _ => fail(
                pos + 1,
                "a digit 1-9 after '+'".to_string(),
                found_at(text, pos + 1),
            ),
        },
        Some(b':') => fail(
            pos,
            format!("81 cells ({EXPECTED})"),
            format!("':' after {cell} cells"),
        ),
        Some(_) => fail(pos, EXPECTED.to_string(), found_at(text, pos)),
    }
}

/// Reads the non-empty list of `drc` triplets separated by spaces that fills
/// the byte range `list` of `text` (offsets and errors refer to `text`, as `format`'s).
pub(super) fn parse_triplets(
    format: Format,
    text: &str,
    list: Range<usize>,
) -> Result<Vec<Triplet>, CodecError> {
    let bytes = text.as_bytes();
    let get = |p: usize| {
        if p < list.end {
            bytes.get(p).copied()
        } else {
            None
        }
    };
    let mut out = Vec::new();
    let mut pos = list.start;
    loop {
        while get(pos) == Some(b' ') {
            pos += 1;
        }
        if pos >= list.end && !out.is_empty() {
            return Ok(out);
        }
        let mut n = [0u8; 3];
        for (k, slot) in n.iter_mut().enumerate() {
            match get(pos + k) {
                Some(b @ b'1'..=b'9') => *slot = b - b'0',
                _ => {
                    return Err(CodecError::at(
                        format,
                        pos + k,
                        TRIPLET,
                        found_at(text, pos + k),
                    ))
                }
            }
        }
        let cell = Pos::at(Row::new(n[1] as usize - 1), Col::new(n[2] as usize - 1)).index();
        out.push(Triplet {
            offset: pos,
            digit: n[0],
            cell,
        });
        pos += 3;
        if !matches!(get(pos), None | Some(b' ')) {
            let expected = "a space or the end of the list after a 'drc' triplet";
            return Err(CodecError::at(format, pos, expected, found_at(text, pos)).in_cell(cell));
        }
    }
}

/// Gives every empty cell of `board` its naive candidates minus the
/// eliminations listed in the byte range `list` of `text` (a non-empty list of
/// `drc` triplets) and marks the board as having candidates.
pub(super) fn apply_eliminations(
    format: Format,
    text: &str,
    list: Range<usize>,
    board: &mut Board,
) -> Result<(), CodecError> {
    let triplets = parse_triplets(format, text, list)?;
    let naive = crate::rules::naive_candidates(board);
    let mut removed = [0; CELLS];
    for t in triplets {
        let written = &text[t.offset..t.offset + 3];
        let fail = |expected: String, found: String| {
            Err(CodecError::at(format, t.offset, expected, found).in_cell(t.cell))
        };
        let cell = board.cells[t.cell];
        if cell.value != 0 {
            let found = format!(
                "'{written}', but {} holds the digit {}",
                cell_name(t.cell),
                cell.value
            );
            return fail("an elimination from an empty cell".to_string(), found);
        }
        if naive[t.cell] & digit_mask(t.digit) == 0 {
            let expected = format!(
                "a naive candidate of {} ({})",
                cell_name(t.cell),
                digit_list(naive[t.cell])
            );
            let found = format!(
                "'{written}': {} is already ruled out by the digits on the board",
                t.digit
            );
            return fail(expected, found);
        }
        if removed[t.cell] & digit_mask(t.digit) != 0 {
            return fail(
                "each elimination once".to_string(),
                format!("'{written}' a second time"),
            );
        }
        removed[t.cell] |= digit_mask(t.digit);
    }
    board.set_candidates(&std::array::from_fn(|i| naive[i] & !removed[i]));
    Ok(())
}

/// The digits of a mask written one after another (`none` for the empty set).
fn digit_list(mask: u16) -> String {
    let s: String = digits_of(mask).map(|d| char::from(b'0' + d)).collect();
    if s.is_empty() {
        "none".to_string()
    } else {
        s
    }
}

/// Appends the 81 cells: givens, `+d` placed digits, `0` or `.` for empty cells.
pub(super) fn write_cells(board: &Board, zero_empty: bool, out: &mut String) {
    for c in &board.cells {
        if c.value == 0 {
            out.push(empty_char(zero_empty));
        } else {
            if !c.given {
                out.push('+');
            }
            out.push(char::from(b'0' + c.value));
        }
    }
}

/// The eliminations of a board with candidates: every naive candidate missing
/// from an empty cell, as `drc` triplets sorted by cell then digit and joined
/// by single spaces. Empty when the board has no candidates or none is missing.
pub(super) fn eliminations(board: &Board) -> String {
    if !board.has_candidates {
        return String::new();
    }
    let naive = crate::rules::naive_candidates(board);
    let mut triplets = Vec::new();
    for (i, c) in board.cells.iter().enumerate() {
        if c.is_open() {
            for d in digits_of(naive[i] & !c.candidates) {
                let p = Pos::new(i);
                triplets.push(format!("{d}{}{}", p.row().index() + 1, p.col().index() + 1));
            }
        }
    }
    triplets.join(" ")
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::ALL_DIGITS;
    use crate::codec::test_support::{givens, placed, round_trip};

    /// vectors.jsonl line 1 (Sudoku Studio's GridApiTest input).
    pub const EXT: &str = "6...8..4..+4.....862..4.67+5.+1+5397+486+2.7...+3+51+4+462+5183+9+7..61.2+4+7572+4+8...+3..1..4+7.+28:314 916 921 325 925 932 933 371 985 991";
    const EXT_GIVENS: &str =
        "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8";
    const EXT_PLACED: &str =
        "..........4..............5.15...4..2.....35.44..5...97......47...48...3......7.2.";
    const EXT_CANDIDATES: [u16; 81] = [
        32, 260, 337, 66, 128, 17, 259, 8, 261, 20, 8, 337, 70, 18, 273, 259, 128, 32, 2, 132, 129,
        8, 260, 32, 64, 16, 261, 1, 16, 4, 256, 64, 8, 128, 32, 2, 384, 64, 384, 34, 34, 4, 16, 1,
        8, 8, 32, 2, 16, 1, 128, 4, 256, 64, 384, 388, 32, 1, 260, 2, 8, 64, 16, 64, 2, 8, 128, 48,
        272, 289, 4, 257, 20, 1, 272, 36, 8, 64, 288, 2, 128,
    ];

    /// vectors.jsonl lines 10 and 11: the same board with '.' and with '0'.
    const DOTS: &str = "8.6.3....1.....5....7.6..1....8.6..+5.35...6.87+6+8+3+59..+1....2.7.4.4..1....+6+7+24+9+8+153";
    const ZEROS: &str = "80603000010000050000706001000080600+50350006087+6+8+3+5900+1000020704040010000+6+7+24+9+8+153";
    const DOTS_GIVENS: &str =
        "8.6.3....1.....5....7.6..1....8.6....35...6.87....9.......2.7.4.4..1.......4...53";
    const DOTS_PLACED: &str =
        "...................................5..........6835...1..................672.981..";

    /// vectors.jsonl line 13: '0' placeholders, placed digits and eliminations.
    const ZERO_ELIMS: &str = "7+2+4315080+30+1090+7+545+9000+721+30507003+90009000500003+509020+612+900+8+758+3+7050000+945678+1+32:246 649 254 256 659 669 484 486";
    const ZERO_ELIMS_CANDIDATES: [u16; 81] = [
        64, 2, 8, 4, 1, 16, 288, 128, 288, 4, 160, 1, 130, 256, 34, 64, 16, 8, 16, 256, 160, 136,
        168, 64, 2, 1, 4, 11, 16, 160, 64, 170, 41, 4, 256, 129, 11, 224, 256, 137, 174, 45, 16,
        40, 193, 9, 224, 4, 16, 168, 256, 40, 2, 193, 32, 1, 2, 256, 12, 12, 128, 64, 16, 128, 4,
        64, 3, 16, 3, 296, 40, 288, 256, 8, 16, 32, 64, 128, 1, 4, 2,
    ];

    /// vectors.jsonl lines 18 and 19 (Sudoku Studio code comments).
    const DEATH_BLOSSOM: &str = "8+7+14..6..5+42...7..+93+6+8+57+42+1.28.7.+3.....3.6+2....+3+21.54..1.7..+93.+3.9...8+72.+87..3+1.4:915 919 924 929 641 946 948 958 959 669 475 675 476 584 694";
    const BUG: &str = "20+40+10080030+4600050090+7010+404+38+26+590005+1+9480+30000300063009+4+170+8+4080500000+100+83002:512 917 721 226 831 632 534 536 238 752 161 761 262 762 763 268 768 672 282 682 987 691 791 697 698";

    #[test]
    fn extended_vector_decodes_to_expectation_and_round_trips() {
        let b = round_trip(F, EXT).0;
        assert_eq!(givens(&b), EXT_GIVENS);
        assert_eq!(placed(&b), EXT_PLACED);
        assert!(b.has_candidates);
        assert_eq!(crate::rules::candidates(&b), EXT_CANDIDATES);
    }

    #[test]
    fn dot_and_zero_placeholders_give_the_same_board() {
        let mut dot_style = Style::default();
        let mut zero_style = Style::default();
        let dots = decode(DOTS, &mut dot_style).unwrap();
        let zeros = decode(ZEROS, &mut zero_style).unwrap();
        assert_eq!(dots, zeros);
        assert!(!dot_style.zero_empty);
        assert!(zero_style.zero_empty);
        assert!(!dots.has_candidates);
        assert_eq!(givens(&dots), DOTS_GIVENS);
        assert_eq!(placed(&dots), DOTS_PLACED);
        assert_eq!(encode(&dots, &dot_style).unwrap(), DOTS);
        assert_eq!(encode(&zeros, &zero_style).unwrap(), ZEROS);
    }

    #[test]
    fn zero_placeholders_with_eliminations_round_trip() {
        let b = round_trip(F, ZERO_ELIMS).0;
        assert_eq!(
            givens(&b),
            "7..315.8.....9...45.....21..5.7..3....9...5....3..9.2..12.....58...5.....45678..2"
        );
        assert_eq!(
            placed(&b),
            ".24......3.1...75..9...7..3.......9.............5.....6..9..87..37......9.....13."
        );
        assert_eq!(crate::rules::candidates(&b), ZERO_ELIMS_CANDIDATES);
    }

    #[test]
    fn studio_code_comment_vectors_round_trip() {
        let b = round_trip(F, DEATH_BLOSSOM).0;
        assert_eq!(
            givens(&b),
            "8..4..6..5.2...7...3...7.2..28.7.......3.6.......1.54..1.7...3...9...8.2..7..3..4"
        );
        assert_eq!(
            placed(&b),
            ".71.......4.......9.685.4.1......3........2....32...........9..3......7..8....1.."
        );
        let b = round_trip(F, BUG).0;
        assert_eq!(
            givens(&b),
            "2......8..3..6...5..9...1...4.8.6.9...5..48......3...63..9..7....8.5.........3..2"
        );
        assert_eq!(b.cells[0].candidates, 0);
        assert_eq!(crate::rules::candidates(&b)[1], 96); // r1c2: 6 7 (5 eliminated)
    }

    #[test]
    fn plain_susser_vectors_round_trip() {
        for text in [
            "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8",
            "724315.8.3.1.9.75459...7213.5.7..39...9...5....35.9.2.6129..875837.5....945678132",
        ] {
            let b = round_trip(F, text).0;
            assert!(!b.has_candidates);
            assert_eq!(givens(&b), text);
        }
    }

    #[test]
    fn studio_documentation_example_decodes() {
        let text = "....8+3......5.2.....3..+71...5+9....2.8..+29...66+2+1375+4+89+915.2.83+7....5.......739...:882 883 484 684 486 686 188 189";
        let b = round_trip(F, text).0;
        assert_eq!(b.cells[5], Cell::placed(3));
        assert_eq!(b.cells[4], Cell::given(8));
        // r8c2 lost 8 and r8c4 lost 4 and 6.
        assert_eq!(b.cells[64].candidates & digit_mask(8), 0);
        assert_eq!(b.cells[66].candidates & (digit_mask(4) | digit_mask(6)), 0);
    }

    #[test]
    fn candidates_outside_the_naive_set_are_dropped_and_no_colon_without_eliminations() {
        let mut b = Board::new(Variant::Sudoku);
        b.cells[0] = Cell::given(5);
        crate::rules::fill_naive_candidates(&mut b);
        let style = Style::default();
        let plain = format!("5{}", ".".repeat(80));
        assert_eq!(encode(&b, &style).unwrap(), plain);
        b.cells[1].candidates |= digit_mask(5); // not naive: cannot be written
        b.cells[2].candidates &= !digit_mask(9);
        b.cells[2].candidates &= !digit_mask(1);
        assert_eq!(encode(&b, &style).unwrap(), format!("{plain}:113 913"));
    }

    #[test]
    fn multiple_spaces_between_triplets_are_read() {
        let text = format!("5{}:113   913", ".".repeat(80));
        let b = decode(&text, &mut Style::default()).unwrap();
        assert_eq!(
            b.cells[2].candidates,
            ALL_DIGITS & !digit_mask(1) & !digit_mask(5) & !digit_mask(9)
        );
        assert_eq!(
            encode(&b, &Style::default()).unwrap(),
            format!("5{}:113 913", ".".repeat(80))
        );
    }

    fn err(text: &str) -> CodecError {
        decode(text, &mut Style::default()).unwrap_err()
    }

    #[test]
    fn cell_errors_name_offset_cell_and_character() {
        let e = err(&format!("{}x{}", ".".repeat(10), ".".repeat(70)));
        assert_eq!(
            e.to_string(),
            "susser at character 11 (r2c2): expected '.', '0', a digit 1-9 or '+' and a digit, found 'x'"
        );
        let e = err(&format!("..+0{}", ".".repeat(78)));
        assert_eq!((e.offset, e.cell), (Some(3), Some(2)));
        assert_eq!(e.expected, "a digit 1-9 after '+'");
        assert_eq!(e.found, "'0'");
        let e = err(&format!("{}+", ".".repeat(80)));
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(81), Some(80), "the end of the text")
        );
        let e = err(&".".repeat(79));
        assert_eq!(
            e.to_string(),
            "susser at character 80 (r9c8): expected 81 cells ('.', '0', a digit 1-9 or '+' and a digit), found the end of the text after 79 cells"
        );
        let e = err(&format!("{}é", ".".repeat(5)));
        assert_eq!((e.offset, e.found.as_str()), (Some(5), "'é'"));
        let e = err(&".".repeat(82));
        assert_eq!(e.offset, Some(81));
        assert_eq!(
            e.expected,
            "':' and eliminated candidates, or the end of the text after 81 cells"
        );
        assert_eq!(e.found, "'.'");
    }

    #[test]
    fn elimination_errors_name_the_triplet() {
        let grid = format!("5{}", ".".repeat(80));
        let e = err(&format!("{grid}:"));
        assert_eq!(
            (e.offset, e.found.as_str()),
            (Some(82), "the end of the text")
        );
        assert_eq!(e.expected, TRIPLET);
        let e = err(&format!("{grid}:113 9a3"));
        assert_eq!((e.offset, e.found.as_str()), (Some(87), "'a'"));
        let e = err(&format!("{grid}:1134"));
        assert_eq!((e.offset, e.cell), (Some(85), Some(2)));
        assert_eq!(e.found, "'4'");
        let e = err(&format!("{grid}:311"));
        assert_eq!(
            e.to_string(),
            "susser at character 83 (r1c1): expected an elimination from an empty cell, found '311', but r1c1 holds the digit 5"
        );
        let e = err(&format!("{grid}:113 512"));
        assert_eq!(
            e.to_string(),
            "susser at character 87 (r1c2): expected a naive candidate of r1c2 (12346789), found '512': 5 is already ruled out by the digits on the board"
        );
        let e = err(&format!("{grid}:113 913 113"));
        assert_eq!((e.offset, e.cell), (Some(90), Some(2)));
        assert_eq!(e.found, "'113' a second time");
        let e = err(&format!("{grid}:113\t913"));
        assert_eq!((e.offset, e.found.as_str()), (Some(85), "a tab"));
    }

    #[test]
    fn zero_empty_needs_zeros_and_no_dots() {
        let mut style = Style::default();
        decode(&format!("0{}", ".".repeat(80)), &mut style).unwrap();
        assert!(!style.zero_empty);
        decode(&"1".repeat(81), &mut style).unwrap();
        assert!(!style.zero_empty);
        decode(&"0".repeat(81), &mut style).unwrap();
        assert!(style.zero_empty);
    }
}
