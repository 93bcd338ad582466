//! The toolkit's own JSON object, holding every property of a board.
//!
//! ```json
//! {"variant":"str8ts","givens":"..9...","placed":"....4.","black":"0010..",
//!  "candidates":[6,0,256,...],"solution":"12#..."}
//! ```
//!
//! - `variant`: `"sudoku"` or `"str8ts"`.
//! - `givens`, `placed`: 81 characters each, `.` for none and a digit
//!   otherwise; a black clue is a given on a black cell. A cell has at most
//!   one of the two.
//! - `black`: 81 characters `0`/`1` (all `0` for Sudoku).
//! - `candidates`: `null` when unknown, or 81 integers (9-bit masks, bit
//!   `d-1` = digit `d`): an open cell's candidates, the mask of the digit for
//!   a cell with a digit, 0 for an empty black cell.
//! - `solution`: `null` or 81 characters, a digit on every white cell and
//!   `#` on every black cell.
//!
//! The same object crosses the WebAssembly boundary ([`JsonBoard`]).

use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values};
use crate::board::{digit_mask, Board, Cell, Variant, ALL_DIGITS, CELLS};
use serde::Serialize;

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Json,
    name: "json",
    title: "JSON",
    summary: "JSON object: variant, givens, placed, black, candidates, solution",
    link: None,
    lines: Lines::OneWritten,
    holds: holds(None, Values::Distinct, true, true, true),
    default_style: Style::default,
    decode: |body, _| decode(body),
    encode: Some(|board, _| encode(board)),
    #[cfg(test)]
    sample: tests::SAMPLE_TEXT,
};

mod de;

const F: Format = Format::Json;

/// A board as plain data: the JSON format and the WebAssembly API object.
/// Its `Deserialize` is written by hand (`json/de.rs`), refusing unknown
/// fields; `candidates` and `solution` may be left out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct JsonBoard {
    /// `"sudoku"` or `"str8ts"`.
    pub variant: String,
    /// 81 characters: a digit for each given (black clues included), `.` elsewhere.
    pub givens: String,
    /// 81 characters: a digit for each placed digit, `.` elsewhere.
    pub placed: String,
    /// 81 characters: `1` for a black cell, `0` for a white one.
    pub black: String,
    /// 81 masks, or `None` when the board's candidates are unknown.
    pub candidates: Option<Vec<u16>>,
    /// 81 characters (digits, `#` on black cells), or `None` when no solution is known.
    pub solution: Option<String>,
}

impl JsonBoard {
    /// The plain-data form of a board.
    pub fn from_board(board: &Board) -> JsonBoard {
        JsonBoard {
            variant: board.variant.name().to_string(),
            givens: Line::givens(board).text(),
            placed: Line::placed(board).text(),
            black: Line::black(board).text(),
            candidates: board
                .has_candidates
                .then(|| crate::rules::candidates(board).to_vec()),
            solution: Line::solution(board).map(|line| line.text()),
        }
    }

    /// Reads the object from JSON text, failing as serde_json does. Out of
    /// line, so that the JSON format and the wasm layer (a crate of its
    /// own) share one copy of serde_json's reader in a WebAssembly module
    /// instead of each compiling its own.
    #[inline(never)]
    pub fn from_json(text: &str) -> serde_json::Result<JsonBoard> {
        serde_json::from_str(text)
    }

    /// The board this object describes, checked field by field.
    pub fn into_board(self) -> Result<Board, CodecError> {
        let variant = Variant::ALL
            .into_iter()
            .find(|v| v.name() == self.variant)
            .ok_or_else(|| {
                field_error("variant", &kind_names(), format!("\"{}\"", self.variant))
            })?;
        let mut board = Board::new(variant);
        let givens = cells_of("givens", &self.givens, digit_or_empty)?;
        let placed = cells_of("placed", &self.placed, digit_or_empty)?;
        let black = cells_of("black", &self.black, |c| match c {
            '0' => Some(0),
            '1' => Some(1),
            _ => None,
        })?;
        for i in 0..CELLS {
            board.cells[i] = cell_from(variant, givens[i], placed[i], black[i] == 1)
                .map_err(|e| e.in_cell(i))?;
        }
        if let Some(masks) = self.candidates {
            set_candidates(&mut board, &masks)?;
        }
        if let Some(solution) = self.solution {
            board.solution = Some(solution_of(&board, &solution)?);
        }
        board.check().map_err(|e| CodecError {
            cell: e.cell,
            ..CodecError::whole(F, "a well-formed board", e.message)
        })?;
        Ok(board)
    }
}

fn field_error(field: &str, expected: &str, found: String) -> CodecError {
    CodecError::whole(F, format!("{expected} in \"{field}\""), found)
}

fn digit_or_empty(c: char) -> Option<u8> {
    match c {
        '.' => Some(0),
        '1'..='9' => Some(c as u8 - b'0'),
        _ => None,
    }
}

/// Reads an 81-character field with `read` mapping each character to a number.
fn cells_of(
    field: &str,
    text: &str,
    read: fn(char) -> Option<u8>,
) -> Result<[u8; CELLS], CodecError> {
    let count = text.chars().count();
    if count != CELLS {
        return Err(field_error(
            field,
            "81 characters",
            format!("{count} characters"),
        ));
    }
    let mut out = [0; CELLS];
    for (i, c) in text.chars().enumerate() {
        out[i] = read(c).ok_or_else(|| {
            let expected = if field == "black" {
                "'0' or '1'"
            } else {
                "a digit 1-9 or '.'"
            };
            field_error(field, expected, super::error::describe_char(c)).in_cell(i)
        })?;
    }
    Ok(out)
}

/// The kinds' names as the `variant` field takes them, quoted, for an
/// error message: `"sudoku" or "str8ts"` (the list of kinds backwards, the
/// order this message has always had).
fn kind_names() -> String {
    // Pushed, not `format!`ed and joined: the page's wasm module keeps
    // this code, and the plain pushes are smaller.
    let mut out = String::new();
    for v in Variant::ALL.iter().rev() {
        if !out.is_empty() {
            out.push_str(" or ");
        }
        out.push('"');
        out.push_str(v.name());
        out.push('"');
    }
    out
}

fn cell_from(variant: Variant, given: u8, placed: u8, black: bool) -> Result<Cell, CodecError> {
    if black && !variant.black_cells() {
        return Err(field_error(
            "black",
            &format!("'0' on every cell of a {} board", variant.title()),
            "'1'".into(),
        ));
    }
    match (given, placed, black) {
        (0, 0, false) => Ok(Cell::EMPTY),
        (0, 0, true) => Ok(Cell::BLACK),
        (g, 0, false) => Ok(Cell::given(g)),
        (g, 0, true) => Ok(Cell::black_clue(g)),
        (0, p, false) => Ok(Cell::placed(p)),
        (0, _, true) => Err(field_error(
            "placed",
            "'.' on a black cell (a black cell's digit is a given)",
            "a digit".into(),
        )),
        _ => Err(field_error(
            "placed",
            "'.' where \"givens\" has a digit",
            "a digit".into(),
        )),
    }
}

fn set_candidates(board: &mut Board, masks: &[u16]) -> Result<(), CodecError> {
    if masks.len() != CELLS {
        return Err(field_error(
            "candidates",
            "81 masks",
            format!("{} masks", masks.len()),
        ));
    }
    for (i, &m) in masks.iter().enumerate() {
        let c = &mut board.cells[i];
        let want = if c.value != 0 {
            Some(digit_mask(c.value))
        } else if c.black {
            Some(0)
        } else {
            None
        };
        match want {
            Some(w) if m != w => {
                let expected = if c.black && c.value == 0 {
                    "0 for an empty black cell".into()
                } else {
                    format!("{w}, the mask of the cell's digit")
                };
                return Err(field_error("candidates", &expected, m.to_string()).in_cell(i));
            }
            None if m > ALL_DIGITS => {
                return Err(
                    field_error("candidates", "a 9-bit mask (0 to 511)", m.to_string()).in_cell(i),
                )
            }
            None => c.candidates = m,
            Some(_) => {}
        }
    }
    board.has_candidates = true;
    Ok(())
}

fn solution_of(board: &Board, text: &str) -> Result<[u8; CELLS], CodecError> {
    let digits = cells_of("solution", text, |c| match c {
        '1'..='9' => Some(c as u8 - b'0'),
        '#' => Some(0),
        _ => None,
    })
    .map_err(|e| CodecError {
        expected: e
            .expected
            .replace("a digit 1-9 or '.'", "a digit 1-9 or '#'"),
        ..e
    })?;
    for (i, (&d, c)) in digits.iter().zip(board.cells.iter()).enumerate() {
        if c.black != (d == 0) {
            let expected = if c.black {
                "'#' on a black cell"
            } else {
                "a digit on a white cell"
            };
            return Err(field_error(
                "solution",
                expected,
                super::error::describe_char(text.chars().nth(i).unwrap_or('?')),
            )
            .in_cell(i));
        }
    }
    Ok(digits)
}

/// Reads a JSON board object.
pub fn decode(body: &str) -> Result<Board, CodecError> {
    let parsed = JsonBoard::from_json(body).map_err(|e| {
        let offset = offset_of(body, e.line(), e.column());
        let msg = e.to_string();
        let msg = msg.split(" at line ").next().unwrap_or(&msg).to_string();
        CodecError::at(
            F,
            offset,
            "a JSON object with variant, givens, placed, black, candidates and solution",
            msg,
        )
    })?;
    parsed.into_board()
}

/// Byte offset of a 1-based line and column as serde_json reports them.
fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    (start + column.saturating_sub(1)).min(text.len())
}

/// Writes a board as one line of JSON.
pub fn encode(board: &Board) -> Result<String, CodecError> {
    serde_json::to_string(&JsonBoard::from_board(board))
        .map_err(|e| CodecError::whole(F, "a board JSON can hold", e.to_string()))
}

/// The JSON text of [`JsonBoard::from_board`] without building the
/// `JsonBoard`: the same fields, each 81-character one serialized from a
/// buffer on the stack. The WebAssembly API returns boards this way, since
/// a `JsonBoard`'s five heap strings cost microseconds there (its
/// allocator is slower than the system's).
pub struct BoardJson<'a>(pub &'a Board);

impl Serialize for BoardJson<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let board = self.0;
        let candidates = board
            .has_candidates
            .then(|| crate::rules::candidates(board));
        let mut out = serializer.serialize_struct("JsonBoard", 6)?;
        out.serialize_field("variant", board.variant.name())?;
        out.serialize_field("givens", &Line::givens(board))?;
        out.serialize_field("placed", &Line::placed(board))?;
        out.serialize_field("black", &Line::black(board))?;
        out.serialize_field("candidates", &candidates.as_ref().map(|c| &c[..]))?;
        out.serialize_field("solution", &Line::solution(board))?;
        out.end()
    }
}

/// One of a board's 81-character fields, a byte per cell (read as
/// Latin-1, so a malformed digit past ASCII still shows as a character).
struct Line([u8; CELLS]);

impl Line {
    /// A line of one byte per cell.
    fn of(board: &Board, byte: impl Fn(&Cell) -> u8) -> Line {
        Line(std::array::from_fn(|i| byte(&board.cells[i])))
    }

    /// `givens`: the digit of each given, `.` elsewhere.
    fn givens(board: &Board) -> Line {
        Line::of(board, |c| digit_or_dot(c.given, c.value))
    }

    /// `placed`: each placed digit (a digit that is no given), `.` elsewhere.
    fn placed(board: &Board) -> Line {
        Line::of(board, |c| digit_or_dot(c.value != 0 && !c.given, c.value))
    }

    /// `black`: `1` for a black cell, `0` for a white one.
    fn black(board: &Board) -> Line {
        Line::of(board, |c| if c.black { b'1' } else { b'0' })
    }

    /// `solution`: its digits, `#` on black cells (a 0); `None` when unknown.
    fn solution(board: &Board) -> Option<Line> {
        let solution = board.solution?;
        Some(Line(solution.map(|d| match d {
            0 => b'#',
            d => digit_or_dot(true, d),
        })))
    }

    /// The line as a string.
    fn text(&self) -> String {
        match std::str::from_utf8(&self.0) {
            Ok(text) => text.to_string(),
            Err(_) => self.0.iter().map(|&b| char::from(b)).collect(),
        }
    }
}

impl Serialize for Line {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match std::str::from_utf8(&self.0) {
            Ok(text) => serializer.serialize_str(text),
            Err(_) => serializer.serialize_str(&self.text()),
        }
    }
}

/// The character of a cell's digit when `shown`, else `.` (as a byte).
fn digit_or_dot(shown: bool, digit: u8) -> u8 {
    if shown {
        b'0'.wrapping_add(digit)
    } else {
        b'.'
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// daandtu's sample board with one placed digit and naive candidates:
    /// every field of the object filled (the format table's sample of this format).
    pub const SAMPLE_TEXT: &str = r#"{"variant":"str8ts","givens":".2.....7............8........574..1..9..5..4.4.2.............8........652.9.8....","placed":"8................................................................................","black":"010010110000000010011000000000001010100000001010100000000000110010000000011010010","candidates":[128,2,45,316,0,317,0,64,301,368,253,109,444,359,511,511,0,495,368,0,128,316,359,383,383,278,367,32,128,16,64,8,0,422,1,422,0,256,36,164,16,228,228,8,0,8,0,2,0,357,501,501,20,228,21,125,45,319,359,383,0,128,110,5,0,13,399,327,463,463,32,16,2,0,256,61,128,125,125,0,108],"solution":"8#65#3##15679348#27##61253468574#9#3#9385764#4#2#69758351426##71#42783652##3#54#6"}"#;

    fn sample() -> Board {
        let mut b = Board::new(Variant::Str8ts);
        b.cells[0] = Cell::black_clue(9);
        b.cells[1] = Cell::given(3);
        b.cells[2] = Cell::placed(4);
        b.cells[3] = Cell::BLACK;
        b
    }

    #[test]
    fn board_json_writes_the_text_of_json_board() {
        let mut sudoku = Board::new(Variant::Sudoku);
        sudoku.cells[0] = Cell::given(5);
        sudoku.cells[80] = Cell::placed(9);
        sudoku.solution = Some([7; CELLS]);
        let mut with_candidates = decode(SAMPLE_TEXT).unwrap();
        with_candidates.solution = None;
        let mut malformed = sample();
        malformed.cells[4].value = 200;
        for board in [
            Board::new(Variant::Sudoku),
            sudoku,
            sample(),
            decode(SAMPLE_TEXT).unwrap(),
            with_candidates,
            malformed,
        ] {
            let want = serde_json::to_string(&JsonBoard::from_board(&board)).unwrap();
            assert_eq!(serde_json::to_string(&BoardJson(&board)).unwrap(), want);
        }
        assert_eq!(
            serde_json::to_string(&BoardJson(&decode(SAMPLE_TEXT).unwrap())).unwrap(),
            SAMPLE_TEXT
        );
    }

    #[test]
    fn round_trip_with_and_without_candidates() {
        let mut b = sample();
        let text = encode(&b).unwrap();
        assert!(text.starts_with("{\"variant\":\"str8ts\",\"givens\":\"93......."));
        assert!(text.contains("\"black\":\"1001000"));
        assert!(text.ends_with("\"candidates\":null,\"solution\":null}"));
        assert_eq!(decode(&text).unwrap(), b);
        crate::rules::fill_naive_candidates(&mut b);
        let text = encode(&b).unwrap();
        assert!(text.contains("\"candidates\":[256,4,8,0,"), "{text}");
        assert_eq!(decode(&text).unwrap(), b);
    }

    #[test]
    fn errors_name_field_and_cell() {
        let mut j = JsonBoard::from_board(&sample());
        j.givens.replace_range(5..6, "x");
        let e = j.into_board().unwrap_err();
        assert_eq!(
            e.to_string(),
            "json at r1c6: expected a digit 1-9 or '.' in \"givens\", found 'x'"
        );
        let mut j = JsonBoard::from_board(&sample());
        j.variant = "killer".into();
        assert_eq!(
            j.into_board().unwrap_err().to_string(),
            "json: expected \"sudoku\" or \"str8ts\" in \"variant\", found \"killer\""
        );
        let mut j = JsonBoard::from_board(&sample());
        j.placed.replace_range(1..2, "5");
        assert_eq!(j.into_board().unwrap_err().cell, Some(1));
        let e = decode("{\"variant\": \"sudoku\",\n \"bogus\": 1}").unwrap_err();
        assert_eq!(e.offset, Some(29));
        assert!(e.found.starts_with("unknown field `bogus`"), "{}", e.found);
    }

    #[test]
    fn candidates_must_agree_with_digits() {
        let mut j = JsonBoard::from_board(&sample());
        let mut c = vec![0u16; 81];
        c[0] = 1;
        j.candidates = Some(c);
        let e = j.into_board().unwrap_err();
        assert_eq!(
            e.to_string(),
            "json at r1c1: expected 256, the mask of the cell's digit in \"candidates\", found 1"
        );
    }

    /// The hand-written `Deserialize` words its errors as serde's derive
    /// did, positions included (a float's value and an array for the whole
    /// board aside), and leaves `candidates` and `solution` optional.
    #[test]
    fn object_errors_are_serdes() {
        let fields = format!(
            r#""variant":"sudoku","givens":"{0}","placed":"{0}","black":"{1}""#,
            ".".repeat(81),
            "0".repeat(81)
        );
        let read = |text: &str| serde_json::from_str::<JsonBoard>(text);
        let error = |text: &str| read(text).unwrap_err().to_string();
        let board = read(&format!("{{{fields}}}")).unwrap();
        assert_eq!((board.candidates, board.solution), (None, None));
        let board = read(&format!(
            r#"{{{fields},"candidates":[1,2,511],"solution":null}}"#
        ))
        .unwrap();
        assert_eq!(
            (board.candidates, board.solution),
            (Some(vec![1, 2, 511]), None)
        );
        let with = |extra: &str| error(&format!("{{{fields},{extra}}}"));
        let cases = [
            (
                error(r#"{"givens":"x"}"#),
                "missing field `variant` at line 1 column 14",
            ),
            (
                error(r#"{"variant":"sudoku","variant":"str8ts"}"#),
                "duplicate field `variant` at line 1 column 29",
            ),
            (
                error(r#"{"variant":"sudoku","bogus":1}"#),
                "unknown field `bogus`, expected one of `variant`, `givens`, `placed`, \
                 `black`, `candidates`, `solution` at line 1 column 27",
            ),
            (
                error(r#"{"variant":-5}"#),
                "invalid type: integer `-5`, expected a string at line 1 column 13",
            ),
            (
                error(r#"{"variant":1.5}"#),
                "invalid type: floating point, expected a string at line 1 column 14",
            ),
            (
                error(r#"{"variant":true}"#),
                "invalid type: boolean `true`, expected a string at line 1 column 15",
            ),
            (
                error(r#"{"variant":null}"#),
                "invalid type: null, expected a string at line 1 column 15",
            ),
            (
                error(r#"{"variant":{"a":1}}"#),
                "invalid type: map, expected a string at line 1 column 12",
            ),
            (
                with(r#""candidates":[1,70000]"#),
                "invalid value: integer `70000`, expected u16 at line 1 column 319",
            ),
            (
                with(r#""candidates":[1,-1]"#),
                "invalid value: integer `-1`, expected u16 at line 1 column 316",
            ),
            (
                with(r#""candidates":[1,"x\"y"]"#),
                r#"invalid type: string "x\"y", expected u16 at line 1 column 320"#,
            ),
            (
                with(r#""candidates":[2.5]"#),
                "invalid type: floating point, expected u16 at line 1 column 315",
            ),
            (
                with(r#""candidates":5"#),
                "invalid type: integer `5`, expected a sequence at line 1 column 312",
            ),
            (
                with(r#""candidates":null,"candidates":[2]"#),
                "duplicate field `candidates` at line 1 column 328",
            ),
            (
                with(r#""solution":7"#),
                "invalid type: integer `7`, expected a string at line 1 column 310",
            ),
            (
                error(r#""not a board""#),
                r#"invalid type: string "not a board", expected struct JsonBoard at line 1 column 13"#,
            ),
            (
                error("[]"),
                "invalid type: sequence, expected struct JsonBoard at line 1 column 2",
            ),
        ];
        for (got, want) in cases {
            assert_eq!(got, want);
        }
    }

    #[test]
    fn solution_marks_black_cells() {
        let mut j = JsonBoard::from_board(&Board::new(Variant::Sudoku));
        j.solution = Some("123456789".repeat(9));
        assert!(j.clone().into_board().is_ok());
        j.solution = Some(format!("#{}", "1".repeat(80)));
        assert_eq!(j.into_board().unwrap_err().cell, Some(0));
    }
}
