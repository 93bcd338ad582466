//! Format detection of pasted text.
//!
//! First [`unwrap`] removes what surrounds a board: white space, a URL
//! (`https://www.str8ts.com/str8ts.aspx?bd=...`, `...#bd=...`) and a
//! `name:` prefix. Then [`detect_body`] picks the format from the shape of what
//! is left. The one ambiguous length, 162 characters, is resolved by content:
//! 81 digits followed by 81 black flags (`0`/`1`) is the str8ts.com legacy
//! form, anything else is sudokuwiki's base-32 form.

use super::error::found_at;
use super::indent::Dedented;
use super::{decode_body, multiline, CodecError, Format, Style};

/// A board text with its surroundings removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unwrapped<'a> {
    /// The board text itself.
    pub body: &'a str,
    /// Byte offset of `body` in the original text.
    pub offset: usize,
    /// A `name:` prefix, if there was one.
    pub label: Option<&'a str>,
}

/// Detects the format of `text` (surroundings tolerated: whitespace, indentation, `?bd=` / `#bd=` links, a `name:` prefix).
pub fn detect(text: &str) -> Result<Format, CodecError> {
    detect_dedented(&Dedented::new(text))
}

/// Detects the format of a text whose common indentation is removed;
/// errors point into the original text.
pub(super) fn detect_dedented(plain: &Dedented<'_>) -> Result<Format, CodecError> {
    let u = unwrap(&plain.text);
    detect_body(u.body).map_err(|e| plain.error(e.shifted(u.offset)))
}

/// Strips white space (but not tabs, which are cells in spreadsheet text),
/// a URL around a `bd=` parameter, and a `name:` prefix of a one-line board.
pub fn unwrap(text: &str) -> Unwrapped<'_> {
    let is_blank = |c: char| c == ' ' || c == '\n' || c == '\r' || c == '\u{feff}';
    let trimmed = text.trim_matches(is_blank);
    let mut offset = text.len() - text.trim_start_matches(is_blank).len();
    let mut body = trimmed;
    if body.contains('\n') {
        return Unwrapped {
            body,
            offset,
            label: None,
        };
    }
    body = body.trim_matches(|c: char| c.is_ascii_whitespace());
    offset = body.as_ptr() as usize - text.as_ptr() as usize;
    if let Some(start) = bd_parameter(body) {
        let rest = &body[start..];
        let end = rest.find(['&', '#']).unwrap_or(rest.len());
        return Unwrapped {
            body: &rest[..end],
            offset: offset + start,
            label: None,
        };
    }
    if let Some(start) = classic_puzzle_parameter(body) {
        return Unwrapped {
            body: &body[start..start + 81],
            offset: offset + start,
            label: None,
        };
    }
    // A puzzle site's link (an f-puzzles or SudokuPad link) is read whole:
    // its `https:` is no `name:` label.
    if let Some(colon) = label_end(body).filter(|_| foreign_link(body).is_none()) {
        return Unwrapped {
            body: &body[colon + 1..],
            offset: offset + colon + 1,
            label: Some(&body[..colon]),
        };
    }
    Unwrapped {
        body,
        offset,
        label: None,
    }
}

/// Where the value of a `bd=` URL parameter starts, if `s` is such a URL or fragment.
fn bd_parameter(s: &str) -> Option<usize> {
    let starts = |p: &str| s.get(..p.len()).is_some_and(|h| h.eq_ignore_ascii_case(p));
    let looks_like_url = ["http://", "https://", "www.", "?", "#", "bd="]
        .into_iter()
        .any(starts);
    if !looks_like_url {
        return None;
    }
    let lower = s.to_ascii_lowercase();
    if lower.starts_with("bd=") {
        return Some(3);
    }
    ["?bd=", "&bd=", "#bd="]
        .iter()
        .filter_map(|p| lower.find(p).map(|i| i + p.len()))
        .min()
}

/// Where the 81 cells of a SudokuPad link's `puzzle=` parameter start when
/// they are a classic Sudoku's givens (`1-9`, `0` or `.` each), as in
/// `https://sudokupad.app/scf?puzzle=400000805...`.
fn classic_puzzle_parameter(s: &str) -> Option<usize> {
    if foreign_link(s) != Some(SUDOKUPAD) {
        return None;
    }
    let start = ["?puzzle=", "&puzzle="]
        .iter()
        .find_map(|p| s.find(p).map(|i| i + p.len()))?;
    let rest = &s[start..];
    let value = &rest[..rest.find(['&', '#']).unwrap_or(rest.len())];
    let cell = |b: u8| b.is_ascii_digit() || b == b'.';
    (value.len() == 81 && value.bytes().all(cell)).then_some(start)
}

/// The end of a `name:` prefix: a letter, then up to 63 letters, digits,
/// `_`, `-`, `.` or spaces, then `:`. `version:` is OpenSudoku's header, not a name.
fn label_end(s: &str) -> Option<usize> {
    let colon = s.find(':')?;
    let name = &s[..colon];
    let ok = !name.is_empty()
        && name.len() <= 64
        && name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | ' '))
        && name != "version"
        && !name.starts_with("S9B");
    ok.then_some(colon)
}

/// Picks the format of a board text without surroundings.
pub fn detect_body(body: &str) -> Result<Format, CodecError> {
    if body.is_empty() {
        return Err(unknown("a board", "an empty text"));
    }
    if body.starts_with('{') {
        return Ok(Format::Json);
    }
    if body.starts_with('<') && body.contains("<game")
        || body.starts_with("<?xml")
        || body.starts_with("<opensudoku")
    {
        return Ok(Format::OpenSudokuXml);
    }
    if body.starts_with("version:") {
        return Ok(Format::OpenSudokuV3);
    }
    if body.contains('\n') {
        return detect_lines(body);
    }
    if let Some(site) = foreign_link(body) {
        return if super::fpuzzles::link_data_start(body).is_some() {
            Ok(Format::Fpuzzles)
        } else {
            Err(unknown(FOREIGN_LINK, &format!("{site} link")))
        };
    }
    if body.contains('\t') {
        return Ok(Format::Excel);
    }
    detect_line(body)
}

fn detect_line(s: &str) -> Result<Format, CodecError> {
    let len = s.len();
    let all = |f: fn(u8) -> bool| s.bytes().all(f);
    if s.starts_with(':') {
        return Ok(Format::Hodoku);
    }
    if s.starts_with("S9B") || s.starts_with("s9b") {
        return Ok(Format::SudokuwikiS9b);
    }
    if s.contains('|') {
        return Ok(Format::OpenSudoku);
    }
    if len == 162 && is_legacy_str8ts(s) {
        return Ok(Format::Str8tsComLegacy);
    }
    let base32 = |b: u8| b.is_ascii_digit() || (b'a'..=b'v').contains(&b.to_ascii_lowercase());
    if len == 243 && all(base32) {
        return Ok(Format::Str8tsCom);
    }
    if len == 162 && all(base32) {
        return Ok(Format::Sudokuwiki);
    }
    let base64url = |b: u8| b.is_ascii_alphanumeric() || b == b'-' || b == b'_';
    if (len == 83 || len == 106) && all(base64url) && s.starts_with('A') {
        return Ok(Format::Daandtu);
    }
    if len == 729 && all(|b| b.is_ascii_digit() || b == b'.') {
        return Ok(Format::Sukaku);
    }
    if is_bare_fpuzzles(s) {
        return Ok(Format::Fpuzzles);
    }
    if s.contains('*') || s.contains(',') {
        return Ok(Format::SusserShort);
    }
    let str8ts_char = |b: u8| b == b'#' || (b'a'..=b'i').contains(&b);
    if len == 81 && s.bytes().any(str8ts_char) {
        return Ok(Format::Str8tsText);
    }
    let sudoku_char = |b: u8| b.is_ascii_digit() || b == b'.';
    if len == 81 && all(sudoku_char) {
        return Ok(Format::Sudoku81);
    }
    if s.contains('+') || s.contains(':') || (len > 81 && s.bytes().take(81).all(sudoku_char)) {
        return Ok(Format::Susser);
    }
    if let Some(i) = s.bytes().position(|b| !(sudoku_char(b) || str8ts_char(b))) {
        if len == 81 {
            return Err(CodecError {
                format: None,
                offset: Some(i),
                cell: Some(i),
                expected: "a digit, '.', '#' or a letter a-i".to_string(),
                found: found_at(s, i),
            });
        }
    }
    Err(unknown(
        "81 cells (Sudoku or Str8ts text), 162 (str8ts.com legacy or sudokuwiki), 243 (str8ts.com), 83 (daandtu), 729 (Sukaku) characters, S9B..., a URL with bd=, JSON or a grid",
        &format!("{} characters", s.chars().count()),
    ))
}

/// f-puzzles data without a link: `fpuzzles<data>`, or the data alone
/// (compressed JSON starts `N4Ig`, LZ-String's code of `{"`), base64 characters only.
fn is_bare_fpuzzles(s: &str) -> bool {
    let data = s.strip_prefix("fpuzzles").unwrap_or(s);
    let base64 = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'=' | b'-' | b'$');
    data.starts_with("N4Ig") && data.bytes().all(base64)
}

/// What to paste instead of a puzzle site's link that is not read.
const FOREIGN_LINK: &str = "a board text, a link with bd=<board>, an f-puzzles link with \
load=<data> or a SudokuPad link with fpuzzles<data> or puzzle=<81 digits>; SudokuPad's own \
scl/ctc links and short links are not read: open the puzzle in f-puzzles and copy its link, \
or copy its givens as 81 digits (. for an empty cell)";

/// The puzzle sites whose own links are named in errors: host, and the
/// site as the error says it.
const PUZZLE_SITES: [(&str, &str); 4] = [
    ("sudokupad.app", SUDOKUPAD),
    ("app.crackingthecryptic.com", SUDOKUPAD),
    ("crackingthecryptic.com", SUDOKUPAD),
    ("f-puzzles.com", "an f-puzzles"),
];

/// SudokuPad, as [`foreign_link`] names it.
const SUDOKUPAD: &str = "a SudokuPad";

/// The puzzle site whose own link `s` is (without a `bd=` board, which
/// [`unwrap`] takes out first): "a SudokuPad", "an f-puzzles" or `None`.
/// Hosts compare without case and without allocating (every decode asks).
fn foreign_link(s: &str) -> Option<&'static str> {
    // `https:` may have been taken for a `name:` label by [`unwrap`].
    let rest = ["https://", "http://", "//"]
        .iter()
        .find_map(|p| {
            let head = s.get(..p.len())?;
            head.eq_ignore_ascii_case(p).then(|| &s[p.len()..])
        })
        .unwrap_or(s);
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = match host.get(..4) {
        Some(www) if www.eq_ignore_ascii_case("www.") => &host[4..],
        _ => host,
    };
    PUZZLE_SITES
        .iter()
        .find(|(name, _)| host.eq_ignore_ascii_case(name))
        .map(|&(_, site)| site)
}

/// 81 digits then 81 flags `0`/`1`: the str8ts.com legacy form.
fn is_legacy_str8ts(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 162
        && b[..81].iter().all(u8::is_ascii_digit)
        && b[81..].iter().all(|&c| c == b'0' || c == b'1')
}

fn detect_lines(body: &str) -> Result<Format, CodecError> {
    let lines: Vec<&str> = body
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.trim().is_empty())
        .collect();
    if body.contains('\t') {
        return Ok(Format::Excel);
    }
    // Simple Sudoku's grids: two or more `*---*` frames (top and bottom each).
    let frames = lines
        .iter()
        .filter(|l| l.len() > 2 && l.starts_with("*-") && l.ends_with("-*"))
        .count();
    if frames >= 4 {
        return Ok(Format::SimpleSudoku);
    }
    let str8ts_char = |c: char| c == '#' || ('a'..='i').contains(&c);
    let plain = |l: &&str| {
        l.len() == 9
            && l.chars()
                .all(|c| c.is_ascii_digit() || c == '.' || str8ts_char(c))
    };
    if lines.len() == 9 && lines.iter().all(plain) {
        return Ok(if body.chars().any(str8ts_char) {
            Format::Str8tsText
        } else {
            Format::Multiline
        });
    }
    // A grid printed with spaces: `4 . . | . . . | 8 . 5`.
    if lines.iter().any(|l| multiline::is_spaced_row(l)) {
        return Ok(Format::Multiline);
    }
    let rows: Vec<&&str> = lines.iter().filter(|l| l.starts_with('|')).collect();
    if rows.is_empty() {
        return Err(unknown(
            GRID_ROWS,
            &format!("{} lines, none of them a grid row", lines.len()),
        ));
    }
    // A Str8ts grid has no box lines inside its rows; a `#` in a Sudoku
    // grid (rows of four bars) is one of HoDoKu's step marks (a fin).
    let bars = rows[0].matches('|').count();
    if bars == 2 || (body.contains('#') && bars != 4) {
        return Ok(Format::Str8tsGrid);
    }
    let tokens: Vec<&str> = rows
        .iter()
        .flat_map(|r| r.split(['|', ' ']).filter(|t| !t.is_empty()))
        .collect();
    let multi_digit = tokens
        .iter()
        .any(|t| t.len() > 1 && t.bytes().all(|b| b.is_ascii_digit()));
    let marked = tokens
        .iter()
        .any(|t| t.starts_with('<') || (t.len() == 3 && t.starts_with('*') && t.ends_with('*')));
    if marked {
        return Ok(Format::Pencilmark);
    }
    // A Simple Sudoku row `|123|.8.|.4.|` looks like candidates, and a plain
    // pencilmark grid of a solved board like a multi-line grid: let the
    // decoders decide, and report the likelier format's error otherwise.
    let mut scratch = Style::default();
    if decode_body(Format::Multiline, body, &mut scratch).is_ok() {
        return Ok(Format::Multiline);
    }
    if decode_body(Format::PencilmarkHodoku, body, &mut scratch).is_ok() || multi_digit {
        return Ok(Format::PencilmarkHodoku);
    }
    Ok(Format::Multiline)
}

/// What a text of several lines should hold, for the error when it holds no grid row.
const GRID_ROWS: &str = "a grid of nine rows, each a line of nine cells (1-9, '.' or '0'): \
4.....8.5, 4 . . . . . 8 . 5, 4 . . | . . . | 8 . 5, or framed | 4 . . | . . . | 8 . 5 |";

fn unknown(expected: &str, found: &str) -> CodecError {
    CodecError {
        format: None,
        offset: None,
        cell: None,
        expected: expected.to_string(),
        found: found.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unwrap_urls_and_labels() {
        let u = unwrap("  https://www.str8ts.com/str8ts.aspx?bd=0vo03c&x=1 \n");
        assert_eq!(u.body, "0vo03c");
        assert_eq!(u.offset, 40);
        let u = unwrap("#bd=abc");
        assert_eq!((u.body, u.offset), ("abc", 4));
        let u = unwrap("weekly001:0000");
        assert_eq!((u.body, u.label, u.offset), ("0000", Some("weekly001"), 10));
        let u = unwrap(":0000:x:....");
        assert_eq!(u.label, None);
        let u = unwrap("version: 3\n0|0|1|");
        assert_eq!(u.label, None);
    }

    #[test]
    fn legacy_162_versus_sudokuwiki_by_content() {
        let legacy = format!("{}{}", "0".repeat(80) + "9", "0".repeat(80) + "1");
        assert_eq!(detect(&legacy).unwrap(), Format::Str8tsComLegacy);
        // Same length, but a flag that is not 0/1: sudokuwiki.
        let wiki = format!("{}{}", "0".repeat(80) + "9", "0".repeat(80) + "2");
        assert_eq!(detect(&wiki).unwrap(), Format::Sudokuwiki);
        // Letters in the first half: sudokuwiki.
        let wiki = format!("0v{}", "0".repeat(160));
        assert_eq!(detect(&wiki).unwrap(), Format::Sudokuwiki);
    }

    #[test]
    fn grids_are_told_apart_by_their_decoders() {
        let simple = "*-----------*\n|123|.8.|.4.|\n|...|...|.86|\n|2..|4.6|7..|\n|---+---+---|\n|..3|97.|86.|\n|.7.|...|.1.|\n|.62|.18|3..|\n|---+---+---|\n|..6|1.2|..5|\n|72.|...|...|\n|.1.|.4.|..8|\n*-----------*";
        assert_eq!(detect(simple).unwrap(), Format::Multiline);
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let board = crate::codec::decode(solved).unwrap().board;
        let plain = crate::codec::encode(&board, Format::PencilmarkHodoku).unwrap();
        assert_eq!(detect(&plain).unwrap(), Format::PencilmarkHodoku);
        assert!(crate::codec::decode(&plain).unwrap().board.cells == board.cells);
    }

    #[test]
    fn puzzle_site_links_are_named_and_refused() {
        for (link, site) in [
            (
                " https://app.crackingthecryptic.com/sudoku/jfdjRqGB7b ",
                "a SudokuPad",
            ),
            ("sudokupad.app/abc", "a SudokuPad"),
            (
                "https://sudokupad.app/sclN4SwJgXA5AzgHjAtgfQLIEMBOAXAngZQFMsZkBWADgAYBjANgDMw",
                "a SudokuPad",
            ),
            ("https://www.f-puzzles.com/?id=ab12cd", "an f-puzzles"),
        ] {
            let e = detect(link).unwrap_err();
            assert_eq!(e.format, None);
            assert_eq!(e.offset, None);
            assert_eq!(e.expected, FOREIGN_LINK, "{link}");
            assert_eq!(e.found, format!("{site} link"), "{link}");
        }
        // f-puzzles data in a link, or bare, is the f-puzzles format; the
        // link is read whole (`https:` is no label).
        for link in [
            "https://sudokupad.app/?puzzle=fpuzzlesN4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9lAQ",
            "http://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9lAQ",
            "https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9lAQ",
            "fpuzzlesN4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9lAQ",
            "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9lAQ+/=",
        ] {
            assert_eq!(detect(link).unwrap(), Format::Fpuzzles, "{link}");
            assert_eq!(unwrap(link).body, link.trim(), "{link}");
            assert_eq!(unwrap(link).label, None, "{link}");
        }
        // A classic SudokuPad link (81 givens in puzzle=) is read as sudoku81.
        let givens =
            "400000805030000000000700000020000060000080400000010000000603070500200000104000000";
        let link = format!("https://sudokupad.app/scf?puzzle={givens}&setting-x=1");
        assert_eq!(unwrap(&link).body, givens);
        assert_eq!(unwrap(&link).offset, 33);
        assert_eq!(detect(&link).unwrap(), Format::Sudoku81);
        let e = detect(&format!(
            "https://sudokupad.app/scf?puzzle={}",
            &givens[1..]
        ))
        .unwrap_err();
        assert_eq!(e.found, "a SudokuPad link");
        // Another site's link with a board in bd= is still read.
        let board =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let link = format!("https://sudokupad.app/?bd={board}");
        assert_eq!(detect(&link).unwrap(), Format::Sudoku81);
        assert!(detect("https://example.com/x")
            .unwrap_err()
            .expected
            .starts_with("81 cells"));
    }

    #[test]
    fn unknown_text_says_what_was_expected() {
        let e = detect("hello").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("unknown board format: expected 81 cells"),
            "{e}"
        );
        let e = detect(&format!("{}x", ".".repeat(80))).unwrap_err();
        assert_eq!(e.offset, Some(80));
        let e = detect("hello\nworld").unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown board format: expected a grid of nine rows, each a line of nine cells \
             (1-9, '.' or '0'): 4.....8.5, 4 . . . . . 8 . 5, 4 . . | . . . | 8 . 5, \
             or framed | 4 . . | . . . | 8 . 5 |, found 2 lines, none of them a grid row"
        );
    }
}
