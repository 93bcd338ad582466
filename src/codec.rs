//! Reading and writing board texts: every common Str8ts and Sudoku format, one file each.
//!
//! [`decode`] detects the format of pasted text (surrounding whitespace,
//! `https://...?bd=...` and `#bd=...` URLs and `name:` prefixes are
//! tolerated) and returns the board together with the [`Format`] and the
//! [`Style`] it was written in, so that [`encode_with`] gives back the very
//! same text. [`encode`] writes a board in a format's default style.
//!
//! Each format lives in its own file (`codec/<name>.rs`), which holds its
//! row of the format table: name, summary, what it holds, default style,
//! reader and writer. One list here (`formats!`, a line per format) makes
//! the [`Format`] enum and the table from those rows. Decoding, encoding and
//! detection call a format's functions through its row. Detection alone is
//! not in the rows: [`detect`] is one ordered decision across the formats
//! (`codec/detect.rs`), since telling two formats apart is a rule about
//! both, not about either one.

mod detect;
mod error;
mod indent;
mod lz_string;
mod mini_json;
#[cfg(test)]
mod test_support;
mod text;

// The format files, one per format (listed again, in order, in `formats!`).
mod daandtu;
mod excel;
mod fpuzzles;
mod hodoku;
mod json;
mod multiline;
mod opensudoku;
mod opensudoku_v3;
mod opensudoku_xml;
mod pencilmark;
mod pencilmark_hodoku;
mod simple_sudoku;
mod str8ts_com;
mod str8ts_com_legacy;
mod str8ts_grid;
mod str8ts_text;
mod sudoku81;
mod sudokuwiki;
mod sudokuwiki_s9b;
mod sukaku;
mod susser;
mod susser_short;

pub use detect::detect;
pub use error::CodecError;
pub use json::{BoardJson, JsonBoard};

use indent::Dedented;

use crate::board::{Board, Variant};
use std::fmt;

/// Declares the formats from one list, one line per format (`Variant =>
/// module`, the variant's doc comment above it): the [`Format`] enum and the
/// format table `FORMATS`, made of each module's `ROW`, both in the list's
/// order. A format's variant is thus its row's index (checked at compile
/// time below, against the `format` each row names).
macro_rules! formats {
    ($($(#[$doc:meta])* $variant:ident => $module:ident,)+) => {
        /// Every board text format the codec knows, in the order
        /// `straights formats` lists them.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Format {
            $($(#[$doc])* $variant,)+
        }

        /// Every format's row, indexed by [`Format`]; each row lives in its
        /// format's own file (`codec/<module>.rs`, its `ROW`).
        static FORMATS: [FormatRow; [$(Format::$variant),+].len()] = [$($module::ROW),+];
    };
}

// The one list of formats: a new format is its file (with its `ROW`), its
// `mod` line above and one line here (and, to be found in pasted text, a
// rule in `detect.rs`). The `mod` lines stay outside the macro because
// rustfmt does not look into macros: a file declared in one would go
// unformatted.
formats! {
    /// str8ts.com 243-character base32 string with candidates.
    Str8tsCom => str8ts_com,
    /// str8ts.com legacy 162 digits: 81 values then 81 black flags.
    Str8tsComLegacy => str8ts_com_legacy,
    /// daandtu/Str8ts version 2 base64url code (83 characters, carries the solution).
    Daandtu => daandtu,
    /// Str8ts text: `#` black, `a`-`i` black clue, `.`/`0` empty, digit given.
    Str8tsText => str8ts_text,
    /// Our lossless, readable Str8ts pencilmark grid.
    Str8tsGrid => str8ts_grid,
    /// Sudoku 81 characters, givens only.
    Sudoku81 => sudoku81,
    /// Extended Susser: `+d` placed digits, `:` then eliminated candidates.
    Susser => susser,
    /// Sudoku Studio's shortened Susser: rows split by `,`, `*` for runs of zeros.
    SusserShort => susser_short,
    /// sudokuwiki.org 162-character base32 string with candidates.
    Sudokuwiki => sudokuwiki,
    /// sudokuwiki.org `S9B` string (base36 pairs).
    SudokuwikiS9b => sudokuwiki_s9b,
    /// Multi-line grid with box lines (Sudoku Studio, `+---+` and Simple Sudoku styles).
    Multiline => multiline,
    /// Simple Sudoku's givens, givens + placed digits and pencilmark grids, as one board.
    SimpleSudoku => simple_sudoku,
    /// Sudoku Studio pencilmark grid: `<d>` given, `*d*` placed, candidates.
    Pencilmark => pencilmark,
    /// HoDoKu pencilmark grid: digits written alike whether given or placed.
    PencilmarkHodoku => pencilmark_hodoku,
    /// Sukaku: 729 characters, nine candidate places per cell.
    Sukaku => sukaku,
    /// Excel / spreadsheet: nine tab-separated rows.
    Excel => excel,
    /// OpenSudoku as Sudoku Studio writes it: `value|0|0` or `0|0|1` per cell.
    OpenSudoku => opensudoku,
    /// OpenSudoku app's own `version: 3` data: `value|notes|editable|` per cell.
    OpenSudokuV3 => opensudoku_v3,
    /// OpenSudoku XML puzzle list (`<game data="..."/>`), read only.
    OpenSudokuXml => opensudoku_xml,
    /// HoDoKu library line `:tech:digits:grid:deleted:elims:placements[:extra]`.
    Hodoku => hodoku,
    /// f-puzzles or SudokuPad link: LZ-String compressed f-puzzles JSON (classic 9x9).
    Fpuzzles => fpuzzles,
    /// The toolkit's JSON object (every property of the board).
    Json => json,
}

/// How a format writes the digits of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Values {
    /// Only the puzzle's givens; placed digits are not written.
    GivensOnly,
    /// Givens and placed digits, written alike (a reader takes both as givens).
    Merged,
    /// Givens and placed digits, told apart.
    Distinct,
    /// Digits only as one-candidate cells (Sukaku).
    AsCandidates,
}

/// What a format can hold (drives conversion warnings and the table in docs/formats.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Holds {
    /// The variant(s) the format is for; `None` for both.
    pub variant: Option<Variant>,
    /// How digits are written.
    pub values: Values,
    /// Candidates of empty cells.
    pub candidates: bool,
    /// Black cells and black clues.
    pub black: bool,
    /// The known solution.
    pub solution: bool,
    /// The codec can write it (not only read it).
    pub writable: bool,
}

/// How many lines a board takes in a format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lines {
    /// One line, written and read: every line of a file is a board.
    One,
    /// Written on one line, read from one or several (pretty-printed JSON).
    OneWritten,
    /// Several lines, or one when [`Style::one_line`] says so (Str8ts text).
    Either,
    /// Several lines only (grids, OpenSudoku's header line).
    Several,
}

/// Reads the body of a board text (what [`detect::unwrap`] leaves) and
/// records the writer's choices in the style it is given, which starts as the
/// format's default style. Offsets in its errors are bytes of the body.
type DecodeFn = fn(&str, &mut Style) -> Result<Board, CodecError>;

/// Writes a board in a style. [`encode_with`] has already checked that the
/// board is well formed and of the format's variant; the `name:` label is
/// added by the caller.
type EncodeFn = fn(&Board, &Style) -> Result<String, CodecError>;

/// One row of [`FORMATS`]: everything the codec knows about one format.
///
/// The row is the one place a format is registered: its name and
/// description, what it holds, its default style and the functions that read
/// and write it. Each format file declares its row as `pub(super) const ROW`.
/// [`decode_as`], [`encode_with`] and detection all look the row up and call
/// its functions, so adding a format takes its own file with its `ROW`, its
/// `mod` line and one line in `formats!` and (to find it in pasted text) a
/// rule in [`detect::detect_body`].
struct FormatRow {
    /// The format this row describes.
    format: Format,
    /// The CLI and wasm name.
    name: &'static str,
    /// What people call the format, short and in sentence case, for
    /// listings and the converter page ("str8ts.com link", "Susser").
    title: &'static str,
    /// One line for `straights formats` and docs/formats.md.
    summary: &'static str,
    /// The address a site opens a board of this format at, the board text
    /// appended (`https://www.str8ts.com/str8ts.aspx?bd=`); `None` for a
    /// format no site opens from a link.
    link: Option<&'static str>,
    /// What the format can hold; `holds.writable` is checked against `encode`
    /// at compile time.
    holds: Holds,
    /// Whether a board takes one line or several.
    lines: Lines,
    /// The style the format writes in unless told otherwise.
    default_style: fn() -> Style,
    /// The format's reader.
    decode: DecodeFn,
    /// The format's writer; `None` for a read-only format.
    encode: Option<EncodeFn>,
    /// A text of the format that the table-wide damage test mutates and cuts
    /// short (one of the format's own test vectors).
    #[cfg(test)]
    sample: &'static str,
}

const fn holds(
    variant: Option<Variant>,
    values: Values,
    candidates: bool,
    black: bool,
    solution: bool,
) -> Holds {
    Holds {
        variant,
        values,
        candidates,
        black,
        solution,
        writable: true,
    }
}

/// The kind of the Str8ts formats (the format files read and write its boards).
const STR8TS: Option<Variant> = Some(crate::str8ts::VARIANT);
/// The kind of the Sudoku formats.
const SUDOKU: Option<Variant> = Some(crate::sudoku::VARIANT);

// Each row sits at its format's index: `Format::row` indexes the table.
const _: () = {
    let mut i = 0;
    while i < FORMATS.len() {
        assert!(
            FORMATS[i].format as usize == i,
            "a row's format must be the variant of its line in formats!"
        );
        i += 1;
    }
};

// A format is writable exactly when its row has a writer.
const _: () = {
    let mut i = 0;
    while i < FORMATS.len() {
        assert!(
            FORMATS[i].holds.writable == FORMATS[i].encode.is_some(),
            "holds.writable must say whether the row has an encoder"
        );
        i += 1;
    }
};

impl Format {
    /// Every format, in the order `straights formats` lists them.
    pub fn all() -> impl Iterator<Item = Format> {
        FORMATS.iter().map(|f| f.format)
    }

    /// The format's row in [`FORMATS`], at the format's index.
    fn row(self) -> &'static FormatRow {
        &FORMATS[self as usize]
    }

    /// The format's name as used by the CLI and the wasm API (`str8ts-com`, `sudoku81`, ...).
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// What people call the format, short and in sentence case
    /// (`str8ts.com link`, `Sudoku, 81 digits`, `HoDoKu pencilmark grid`);
    /// unique among the formats.
    pub fn title(self) -> &'static str {
        self.row().title
    }

    /// One line saying what the format is.
    pub fn summary(self) -> &'static str {
        self.row().summary
    }

    /// The address a site opens a board of this format at, to which the
    /// board text is appended (`https://www.str8ts.com/str8ts.aspx?bd=`);
    /// `None` when no site opens the format from a link.
    pub fn link(self) -> Option<&'static str> {
        self.row().link
    }

    /// What the format can hold.
    pub fn holds(self) -> Holds {
        self.row().holds
    }

    /// How many lines a board takes in the format.
    pub fn lines(self) -> Lines {
        self.row().lines
    }

    /// Whether the format can write a board on one line (always, or with
    /// [`Style::one_line`]).
    pub fn has_one_line_form(self) -> bool {
        self.holds().writable && self.lines() != Lines::Several
    }

    /// The format of a name, as listed by [`Format::all`].
    pub fn from_name(name: &str) -> Result<Format, String> {
        FORMATS
            .iter()
            .find(|f| f.name == name)
            .map(|f| f.format)
            .ok_or_else(|| {
                // `String`s, not `&str`s: the codec's other joins are of `String`s,
                // and one instantiation of `join` keeps the page's module smaller.
                let names: Vec<String> = FORMATS.iter().map(|f| f.name.to_string()).collect();
                format!(
                    "unknown format '{name}': expected one of {}",
                    names.join(", ")
                )
            })
    }
}

impl std::fmt::Display for Format {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Box lines of a grid format (multi-line and pencilmark grids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Frame {
    /// Sudoku Studio: `.---.---.` top, `:---+---:` between bands, `'---'---'` bottom.
    #[default]
    Dots,
    /// `+---+---+` on every box line.
    Plus,
    /// Simple Sudoku: `*-----------*` top and bottom, `|---+---+---|` between bands.
    SimpleSudoku,
    /// No box lines at all: nine lines of cells.
    Bare,
    /// Cells separated by spaces, no frame (`4 . . . . . 8 . 5` or
    /// `4 . . | . . . | 8 . 5`); [`Style::spaced`] records the `|` and the
    /// line between bands.
    Spaced,
}

/// The choices of a [`Frame::Spaced`] grid, so that it is written back as read.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SpacedLayout {
    /// `|` between the boxes of every row (`4 . . | . . . | 8 . 5`).
    pub pipes: bool,
    /// The line between two bands: `None` for none, `Some("")` for a blank
    /// line, otherwise a rule line as read (e.g. `------+-------+------`).
    pub band_line: Option<String>,
}

/// How a pencilmark grid writes digits and sizes its columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct PencilmarkStyle {
    /// Givens as `<d>` and placed digits as `*d*` (false: plain digits for both).
    pub marked: bool,
    /// Sudoku Studio's column width: an empty cell counts one more than its
    /// candidates (false: the longest token of the column, as HoDoKu does).
    pub studio_widths: bool,
}

/// The other fields of a HoDoKu library line, kept so that the line round-trips.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HodokuFields {
    /// The technique code with its variant, if any (e.g. `0000`, `0603`,
    /// `0402-1`, `0300-x`, `03111`).
    pub technique: String,
    /// The digits the step is about (`x` or empty for none).
    pub digits: String,
    /// The deleted-candidates field as written, kept while it lists exactly
    /// the board's eliminations (in whatever order the writer chose);
    /// otherwise the board's eliminations are written in cell order.
    pub deleted: String,
    /// The step's eliminations (`drc` triplets separated by spaces).
    pub eliminations: String,
    /// The step's placements (`drc` triplets).
    pub placements: String,
    /// The optional seventh field, when the line has one: the rest of the
    /// line, colons included.
    pub extra: Option<String>,
}

impl Default for HodokuFields {
    /// A line about no technique: `0000`, digits `x`, nothing else.
    fn default() -> Self {
        HodokuFields {
            technique: "0000".to_string(),
            digits: "x".to_string(),
            deleted: String::new(),
            eliminations: String::new(),
            placements: String::new(),
            extra: None,
        }
    }
}

/// Everything in a board text that is not the board itself: the choices a
/// format leaves to the writer. Decoding records them so that encoding with
/// the same style reproduces the text exactly.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Style {
    /// A `name:` prefix in front of a one-line board (as in the str8ts.com collection).
    pub label: Option<String>,
    /// Empty cells written as `0` rather than `.`.
    pub zero_empty: bool,
    /// The board on one line where the format can also write it on
    /// several ([`Lines::Either`]: Str8ts text as 81 characters rather than
    /// nine lines); other formats ignore it.
    pub one_line: bool,
    /// Box lines of grid formats.
    pub frame: Frame,
    /// Separators of a [`Frame::Spaced`] grid; other frames ignore it.
    pub spaced: SpacedLayout,
    /// Digit marks and column widths of pencilmark grids.
    pub pencilmark: PencilmarkStyle,
    /// HoDoKu library line fields other than the board.
    pub hodoku: Option<Box<HodokuFields>>,
    /// Simple Sudoku text: the middle grid (givens and placed digits) is
    /// written even when no digit is placed.
    pub middle_grid: bool,
    /// f-puzzles data: the text before and after the compressed data of the
    /// link read (`https://sudokupad.app/fpuzzles`, ``), so that it is written
    /// back in the same form; `None` writes an f-puzzles link.
    pub link: Option<(String, String)>,
}

impl Style {
    /// The style a format writes in unless told otherwise.
    pub fn default_for(format: Format) -> Style {
        (format.row().default_style)()
    }
}

/// A decoded board text: the board, the format it was in, and its style.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    /// The board.
    pub board: Board,
    /// The format the text was in.
    pub format: Format,
    /// The writer's choices, for an exact round trip with [`encode_with`].
    pub style: Style,
}

/// Detects the format of `text` and decodes it.
///
/// ```
/// use straights::codec::{self, Format};
/// use straights::Variant;
///
/// let d = codec::decode("6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8")?;
/// assert_eq!((d.format, d.board.variant), (Format::Sudoku81, Variant::Sudoku));
/// // Not a board: the error says why, in a sentence.
/// let e = codec::decode("not a board").unwrap_err();
/// println!("{e}");
/// # Ok::<(), straights::CodecError>(())
/// ```
pub fn decode(text: &str) -> Result<Decoded, CodecError> {
    let plain = Dedented::new(text);
    let format = detect::detect_dedented(&plain)?;
    finish_decode(text, format, plain)
}

/// Decodes `text` as `format` (whitespace, indentation, URLs and `name:` prefixes are still tolerated).
pub fn decode_as(format: Format, text: &str) -> Result<Decoded, CodecError> {
    finish_decode(text, format, Dedented::new(text))
}

/// Decodes `original`, whose common indentation `plain` has removed, as
/// `format`; errors point into `original`.
fn finish_decode(
    original: &str,
    format: Format,
    plain: Dedented<'_>,
) -> Result<Decoded, CodecError> {
    // Tabs are cells in spreadsheet text: a tab before every line is an
    // empty first column, not indentation.
    let plain = if format == Format::Excel {
        Dedented::kept(original)
    } else {
        plain
    };
    let unwrapped = detect::unwrap(&plain.text);
    let mut style = Style::default_for(format);
    style.label = unwrapped.label.map(str::to_string);
    let board = decode_body(format, unwrapped.body, &mut style)
        .map_err(|e| to_char_offset(original, plain.error(e.shifted(unwrapped.offset))))?;
    // Decoders build well-formed boards by construction (the fuzz targets check it).
    debug_assert!(board.check().is_ok(), "{format} decoded a broken board");
    Ok(Decoded {
        board,
        format,
        style,
    })
}

/// Byte offsets inside the decoders become character offsets of the caller's text.
fn to_char_offset(original: &str, mut e: CodecError) -> CodecError {
    if let Some(o) = e.offset {
        e.offset = Some(original.char_indices().take_while(|&(i, _)| i < o).count());
    }
    e
}

/// Reads the body of a text in `format` with the format's decoder from its row.
fn decode_body(format: Format, body: &str, style: &mut Style) -> Result<Board, CodecError> {
    (format.row().decode)(body, style)
}

/// Writes `board` in `format`'s default style.
///
/// ```
/// use straights::codec::{self, Format};
///
/// let d = codec::decode("6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8")?;
/// let grid = codec::encode(&d.board, Format::Multiline)?;
/// assert_eq!(grid.lines().count(), 13); // nine rows and four frame lines
/// assert_eq!(codec::decode(&grid)?.board, d.board);
/// # Ok::<(), straights::CodecError>(())
/// ```
pub fn encode(board: &Board, format: Format) -> Result<String, CodecError> {
    encode_with(board, format, &Style::default_for(format))
}

/// Writes `board` in `format` with the given style (from [`Decoded::style`] for an exact round trip).
///
/// Fails when the format cannot hold the board's variant, when the board is
/// not well formed, or when the format is read-only. Content the format has
/// no place for (see [`losses`]) is dropped.
pub fn encode_with(board: &Board, format: Format, style: &Style) -> Result<String, CodecError> {
    let row = format.row();
    let Some(encode) = row.encode else {
        return Err(CodecError::whole(
            format,
            "a format the codec can write",
            "a read-only format",
        ));
    };
    if let Some(v) = row.holds.variant {
        if v != board.variant {
            return Err(CodecError::whole(
                format,
                format!("a {v} board"),
                format!("a {} board", board.variant),
            ));
        }
    }
    board
        .check()
        .map_err(|e| CodecError::whole(format, "a well-formed board", e.to_string()))?;
    let body = encode(board, style)?;
    Ok(match &style.label {
        Some(label) if !body.contains('\n') => format!("{label}:{body}"),
        _ => body,
    })
}

/// Something a format has no place for, with how much of it a board holds
/// (see [`losses`]); written in words by `Display` ("12 placed digits").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Loss {
    /// Placed digits a givens-only format drops.
    PlacedDigits(usize),
    /// Placed digits a format writes like givens (told apart no more).
    PlacedAsGivens(usize),
    /// Digits a candidates-only format writes as one-candidate cells.
    DigitsAsCandidates(usize),
    /// Candidate marks that differ from the rules' own ones: eliminated
    /// (the rules allow the digit, the board has it struck out) and added
    /// (noted although the rules exclude it); reading the text back gives
    /// the rules' candidates.
    Candidates {
        /// Rule candidates struck out on the board.
        eliminated: usize,
        /// Candidates noted that the rules exclude.
        added: usize,
    },
    /// The board's known solution.
    Solution,
}

impl Loss {
    /// The loss without its count, the same for every board ("placed
    /// digits"): what the CLI's summary over many boards groups by.
    pub fn kind(self) -> &'static str {
        match self {
            Loss::PlacedDigits(_) => "placed digits",
            Loss::PlacedAsGivens(_) => "the difference between givens and placed digits",
            Loss::DigitsAsCandidates(_) => "the difference between digits and one-candidate cells",
            Loss::Candidates { .. } => "candidates",
            Loss::Solution => "the solution",
        }
    }
}

/// `n` and the noun, plural unless `n` is 1 ("1 placed digit", "12 placed digits").
fn counted(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

impl fmt::Display for Loss {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Loss::PlacedDigits(n) => f.write_str(&counted(n, "placed digit")),
            Loss::PlacedAsGivens(n) | Loss::DigitsAsCandidates(n) => {
                let noun = match self {
                    Loss::PlacedAsGivens(_) => "placed digit",
                    _ => "digit",
                };
                write!(f, "{} ({})", self.kind(), counted(n, noun))
            }
            Loss::Candidates { eliminated, added } => {
                let mut parts = Vec::new();
                if eliminated > 0 {
                    parts.push(counted(eliminated, "eliminated candidate"));
                }
                if added > 0 {
                    parts.push(format!(
                        "{} the rules exclude",
                        counted(added, "noted candidate")
                    ));
                }
                f.write_str(&parts.join(" and "))
            }
            Loss::Solution => f.write_str("the solution"),
        }
    }
}

/// What writing `board` in `format` would drop (empty when nothing is lost),
/// each with how much of it the board holds.
pub fn losses(board: &Board, format: Format) -> Vec<Loss> {
    let holds = format.holds();
    let mut out = Vec::new();
    let placed = board.cells.iter().filter(|c| c.is_placed()).count();
    let digits = board
        .cells
        .iter()
        .filter(|c| !c.black && c.value != 0)
        .count();
    match holds.values {
        Values::GivensOnly if placed > 0 => out.push(Loss::PlacedDigits(placed)),
        Values::Merged if placed > 0 => out.push(Loss::PlacedAsGivens(placed)),
        Values::AsCandidates if digits > 0 => out.push(Loss::DigitsAsCandidates(digits)),
        _ => {}
    }
    if board.has_candidates && !holds.candidates {
        if let Some(loss) = candidate_loss(board) {
            out.push(loss);
        }
    }
    if board.solution.is_some() && !holds.solution {
        out.push(Loss::Solution);
    }
    out
}

/// The candidate marks of `board`'s empty white cells that differ from the
/// rules' naive candidates (none: `None`, nothing is lost by dropping them).
fn candidate_loss(board: &Board) -> Option<Loss> {
    let naive = crate::rules::naive_candidates(board);
    let (mut eliminated, mut added) = (0, 0);
    for (c, &n) in board.cells.iter().zip(naive.iter()) {
        if c.is_open() {
            eliminated += (n & !c.candidates).count_ones() as usize;
            added += (c.candidates & !n).count_ones() as usize;
        }
    }
    (eliminated + added > 0).then_some(Loss::Candidates { eliminated, added })
}

#[cfg(test)]
mod tests {
    use super::test_support::{mutated, truncated};
    use super::*;
    use proptest::prelude::*;

    /// The characters the damage test prefers to put in: the union of what
    /// the format files' own damage tests used (digits, placeholders and
    /// separators of the text formats, base-32/36 letters at and past their
    /// ranges, and characters no format allows).
    const DAMAGE: [char; 23] = [
        '.', '0', '1', '5', '9', '+', ':', ' ', '\t', '\n', '\r', 'x', 'é', 'v', 'w', 'V', 'e',
        'p', 'z', 'Z', '!', '*', ',',
    ];

    /// Every row's sample decodes as its format and, for a writable format,
    /// is written back exactly (so the damage test below starts from texts
    /// the decoders accept).
    #[test]
    fn every_sample_decodes_and_round_trips() {
        for row in &FORMATS {
            let mut style = (row.default_style)();
            let board = (row.decode)(row.sample, &mut style)
                .unwrap_or_else(|e| panic!("{}: {e}", row.name));
            assert!(board.check().is_ok(), "{}", row.name);
            if let Some(encode) = row.encode {
                assert_eq!(encode(&board, &style).unwrap(), row.sample, "{}", row.name);
            }
        }
    }

    /// A grid copied from an indented block (four spaces or a tab before
    /// every line) reads as the same board in the same style, in every
    /// format whose sample takes several lines, spreadsheet text excepted
    /// (there a leading tab is an empty cell).
    #[test]
    fn indented_grids_read_as_the_grid() {
        let mut tested = Vec::new();
        let rows = FORMATS.iter().filter(|r| r.sample.contains('\n'));
        for row in rows.filter(|r| r.format != Format::Excel) {
            let plain = decode(row.sample).unwrap();
            assert_eq!(plain.format, row.format);
            for indent in ["    ", "\t"] {
                let text: String = row
                    .sample
                    .lines()
                    .map(|l| format!("{indent}{l}\n"))
                    .collect();
                let got = decode(&text).unwrap_or_else(|e| panic!("{} {indent:?}: {e}", row.name));
                assert_eq!(got, plain, "{} {indent:?}", row.name);
                assert_eq!(decode_as(row.format, &text).unwrap(), plain, "{}", row.name);
                assert_eq!(detect(&text).unwrap(), row.format, "{}", row.name);
            }
            tested.push(row.name);
        }
        for name in [
            "multiline",
            "simple-sudoku",
            "pencilmark",
            "pencilmark-hodoku",
            "opensudoku-v3",
        ] {
            assert!(tested.contains(&name), "{name} is tested: {tested:?}");
        }
    }

    /// An error in an indented grid points at the character in the caller's
    /// text, indentation counted.
    #[test]
    fn errors_in_indented_grids_point_into_the_original() {
        let bad = multiline::tests::STUDIO.replacen("| . 7 .", "| . x .", 1);
        for indent in ["    ", "\t", " \t "] {
            let text: String = bad.lines().map(|l| format!("{indent}{l}\n")).collect();
            let e = decode(&text).unwrap_err();
            let x = text.chars().position(|c| c == 'x').unwrap();
            assert_eq!(e.offset, Some(x), "{indent:?}: {e}");
            assert_eq!(e.format, Some(Format::Multiline));
        }
    }

    /// Spreadsheet text whose first column is empty starts every line with a
    /// tab: those tabs are cells, not indentation.
    #[test]
    fn an_empty_first_column_of_spreadsheet_text_stays() {
        let text: String = excel::tests::EXCEL
            .lines()
            .map(|l| format!("\t{}\r\n", l.split_once('\t').unwrap().1))
            .collect();
        let d = decode(&text).unwrap();
        assert_eq!(d.format, Format::Excel);
        assert_eq!(
            super::test_support::givens(&d.board),
            "....8..4........86...4.67....397.86..7.....1..62.183....61.2..5.2........1..4...8"
        );
    }

    /// The table's `lines` says what the writers do: a format with a
    /// one-line form writes its sample on one line when the style asks for
    /// it, and only [`Lines::Either`] pays attention; the others need
    /// several lines.
    #[test]
    fn every_row_writes_the_lines_it_says() {
        for row in FORMATS.iter().filter(|r| r.encode.is_some()) {
            let mut style = (row.default_style)();
            let board = (row.decode)(row.sample, &mut style).unwrap();
            let encode = row.encode.unwrap();
            for one_line in [false, true] {
                let style = Style {
                    one_line,
                    ..(row.default_style)()
                };
                let text = encode(&board, &style).unwrap();
                let single = !text.trim_end().contains('\n');
                let expected = match row.lines {
                    Lines::One | Lines::OneWritten => true,
                    Lines::Either => one_line,
                    Lines::Several => false,
                };
                assert_eq!(single, expected, "{} one_line={one_line}: {text}", row.name);
            }
            assert_eq!(
                row.format.has_one_line_form(),
                row.lines != Lines::Several,
                "{}",
                row.name
            );
        }
    }

    /// Every format has a title of its own: non-empty, trimmed, short,
    /// different from its machine name and from every other title (in any
    /// case), and `Format::title` reads it from the row.
    #[test]
    fn titles_are_unique_and_readable() {
        let mut seen = std::collections::HashSet::new();
        for row in &FORMATS {
            let t = row.title;
            assert!(!t.is_empty() && t.trim() == t, "{}: {t:?}", row.name);
            assert!(t.len() <= 30, "{}: title too long: {t}", row.name);
            assert_ne!(t, row.name, "{}", row.name);
            assert!(seen.insert(t.to_lowercase()), "title used twice: {t}");
            assert_eq!(row.format.title(), t);
        }
        assert_eq!(seen.len(), Format::all().count());
        assert_eq!(Format::Str8tsCom.title(), "str8ts.com link");
        assert_eq!(Format::Sudoku81.title(), "Sudoku, 81 digits");
    }

    /// The sites that open a board from a link are facts of the table:
    /// str8ts.com and sudokuwiki.org, at the addresses they answer; a link
    /// made of the prefix and the format's text reads back as that board.
    #[test]
    fn link_formats_name_their_site_and_read_back() {
        let linked: Vec<(&str, &str)> = Format::all()
            .filter_map(|f| f.link().map(|l| (f.name(), l)))
            .collect();
        assert_eq!(
            linked,
            [
                ("str8ts-com", "https://www.str8ts.com/str8ts.aspx?bd="),
                ("sudokuwiki", "https://www.sudokuwiki.org/sudoku.htm?bd="),
            ]
        );
        for (format, sample) in [
            (Format::Str8tsCom, str8ts_com::tests::SEED_243),
            (Format::Sudokuwiki, sudokuwiki::tests::SEED_162),
        ] {
            let board = decode_as(format, sample).expect("the sample reads").board;
            let text = encode(&board, format).expect("the sample writes");
            let link = format!("{}{text}", format.link().expect("a link format"));
            let back = decode(&link).expect("the link reads");
            assert_eq!(back.format, format, "{link}");
            assert_eq!(back.board, board, "{link}");
        }
    }

    /// What a format drops is counted: placed digits, digits written as
    /// candidates, candidate marks that differ from the rules' ones (struck
    /// out or noted against the rules), the solution; nothing when the
    /// candidates are the rules' own.
    #[test]
    fn losses_are_counted_and_worded() {
        let text =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let mut board = decode(text).unwrap().board;
        board.cells[1].value = 1;
        crate::rules::fill_naive_candidates(&mut board);
        assert!(losses(&board, Format::Sudoku81) == [Loss::PlacedDigits(1)]);
        board.cells[2].candidates &= !crate::board::digit_mask(9);
        board.cells[3].candidates = 0x1ff;
        let lost = losses(&board, Format::Sudoku81);
        let words: Vec<String> = lost.iter().map(ToString::to_string).collect();
        let expected_added = (0x1ff & !crate::rules::naive_candidates(&board)[3]).count_ones();
        assert_eq!(
            words,
            [
                "1 placed digit".to_string(),
                format!("1 eliminated candidate and {expected_added} noted candidates the rules exclude"),
            ]
        );
        assert_eq!(
            losses(&board, Format::Sukaku)
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>(),
            ["the difference between digits and one-candidate cells (18 digits)"]
        );
        assert_eq!(
            Loss::PlacedAsGivens(2).to_string(),
            "the difference between givens and placed digits (2 placed digits)"
        );
        assert_eq!(
            Loss::Candidates {
                eliminated: 3,
                added: 0
            }
            .kind(),
            "candidates"
        );
        assert!(losses(&board, Format::Json).is_empty());
    }

    proptest! {
        /// Every format's sample with one character replaced, or cut short,
        /// never makes its decoder panic; what a decoder accepts is well formed
        /// and, for a writable format, survives a re-encoding.
        #[test]
        fn damaged_text_never_panics(k in 0usize..2000, pick in 0usize..64, c in any::<char>(), cut in 0usize..2000) {
            let c = if pick < DAMAGE.len() { DAMAGE[pick] } else { c };
            for row in &FORMATS {
                for text in [mutated(row.sample, k, c), truncated(row.sample, cut)] {
                    let mut style = (row.default_style)();
                    let Ok(b) = (row.decode)(&text, &mut style) else {
                        continue;
                    };
                    prop_assert!(b.check().is_ok(), "{}: {:?}", row.name, text);
                    let Some(encode) = row.encode else {
                        continue;
                    };
                    let again = encode(&b, &style);
                    prop_assert!(again.is_ok(), "{}: {:?} -> {:?}", row.name, text, again);
                    let again = again.unwrap();
                    let back = (row.decode)(&again, &mut (row.default_style)());
                    prop_assert!(back.is_ok(), "{}: {:?} -> {:?}: {:?}", row.name, text, again, back);
                    prop_assert_eq!(crate::rules::candidates(&back.unwrap()), crate::rules::candidates(&b), "{}: {:?}", row.name, text);
                }
            }
        }
    }
}
