//! Reading boards from a file or standard input: one board per line, or
//! grids separated by blank lines, with comment lines skipped.
//!
//! Every failure is reported on its own line of the input: a line that is
//! not UTF-8 text, a line that is not a board, a board an engine panicked
//! on. The other boards are still processed.

use crate::guard;
use std::collections::BTreeMap;
use std::io::Read;
use std::process::ExitCode;
use straights::codec::{self, Decoded, Format};

/// The text of an input, line by line as read.
pub struct Input {
    /// The text; a line that is not UTF-8 is kept (decoded lossily) so that
    /// line numbers and the shape of grids stay as in the file.
    pub text: String,
    /// The lines (1-based) that are not UTF-8 text, with what is wrong.
    pub bad_lines: BTreeMap<usize, String>,
}

impl Input {
    /// Splits raw bytes into text, noting every line that is not UTF-8.
    pub fn from_bytes(bytes: &[u8]) -> Input {
        if let Ok(text) = std::str::from_utf8(bytes) {
            return Input {
                text: text.to_string(),
                bad_lines: BTreeMap::new(),
            };
        }
        let mut text = String::with_capacity(bytes.len());
        let mut bad_lines = BTreeMap::new();
        for (k, line) in bytes.split_inclusive(|&b| b == b'\n').enumerate() {
            match std::str::from_utf8(line) {
                Ok(s) => text.push_str(s),
                Err(e) => {
                    bad_lines.insert(k + 1, not_utf8(line, e.valid_up_to()));
                    text.push_str(&String::from_utf8_lossy(line));
                }
            }
        }
        Input { text, bad_lines }
    }

    /// The first line of `chunk` that is not UTF-8, with its message.
    fn first_bad_line(&self, chunk: &Chunk<'_>) -> Option<(usize, &str)> {
        let last = chunk.line + chunk.text.lines().count().max(1) - 1;
        self.bad_lines
            .range(chunk.line..=last)
            .next()
            .map(|(&line, why)| (line, why.as_str()))
    }
}

/// The message for a line whose UTF-8 breaks at byte `at`: the byte and its
/// column (in characters, 1-based), e.g. `not UTF-8 text (byte 0xE9 at column 12)`.
fn not_utf8(line: &[u8], at: usize) -> String {
    let column = String::from_utf8_lossy(&line[..at]).chars().count() + 1;
    format!(
        "not UTF-8 text (byte 0x{:02X} at column {column})",
        line[at]
    )
}

/// Reads a file, or standard input for `-`, as bytes: text that is not
/// UTF-8 fails only on its own lines.
pub fn read_input(file: &str) -> std::io::Result<Input> {
    let mut bytes = Vec::new();
    if file == "-" {
        std::io::stdin().read_to_end(&mut bytes)?;
    } else {
        bytes = std::fs::read(file)?;
    }
    Ok(Input::from_bytes(&bytes))
}

/// A piece of the input holding one board, with the line it starts on (1-based).
pub struct Chunk<'a> {
    pub line: usize,
    pub text: &'a str,
}

/// Decodes every board of `input` (detected, or as `from`) and hands it to
/// `each`; failures are reported on stderr with the file and line. The exit
/// code is 1 when any board failed, else 0.
pub fn for_each_board(
    input: &Input,
    file: &str,
    from: Option<Format>,
    each: impl FnMut(&Chunk<'_>, Decoded) -> Result<(), String>,
) -> ExitCode {
    let failed = run_boards(input, file, from, each, |line| {
        eprintln!("straights: {line}");
    });
    if failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// [`for_each_board`], returning the number of boards that failed (could
/// not be read, or `each` refused) instead of an exit code, for a command
/// whose exit code says more than failed or not (`straights check`).
pub fn each_board(
    input: &Input,
    file: &str,
    each: impl FnMut(&Chunk<'_>, Decoded) -> Result<(), String>,
) -> usize {
    run_boards(input, file, None, each, |line| {
        eprintln!("straights: {line}");
    })
}

/// [`for_each_board`] with the error lines handed to `report` (without the
/// `straights: ` prefix): one `FILE:LINE: message` per failed board, then
/// `N board(s) failed`. Returns the number of failed boards.
fn run_boards(
    input: &Input,
    file: &str,
    from: Option<Format>,
    mut each: impl FnMut(&Chunk<'_>, Decoded) -> Result<(), String>,
    mut report: impl FnMut(String),
) -> usize {
    let mut failed = 0usize;
    for chunk in split_boards(&input.text, from) {
        if let Err((line, message)) = one_board(input, &chunk, from, &mut each) {
            failed += 1;
            report(format!("{file}:{line}: {message}"));
        }
    }
    if failed > 0 {
        report(format!("{failed} board(s) failed"));
    }
    failed
}

/// Decodes one chunk and hands it to `each`, under the panic guard; the
/// error comes with the line to report (a line that is not UTF-8 names
/// itself, anything else the chunk's first line).
fn one_board(
    input: &Input,
    chunk: &Chunk<'_>,
    from: Option<Format>,
    each: &mut impl FnMut(&Chunk<'_>, Decoded) -> Result<(), String>,
) -> Result<(), (usize, String)> {
    if let Some((line, why)) = input.first_bad_line(chunk) {
        return Err((line, why.to_string()));
    }
    let result = guard::guarded(|| decode_or_hint(chunk.text, from).and_then(|d| each(chunk, d)));
    match result {
        Ok(done) => done.map_err(|message| (chunk.line, message)),
        Err(panic) => Err((chunk.line, guard::internal_error(&panic, "this board"))),
    }
}

/// Decodes a board text as `from`, or detecting its format.
fn decode(text: &str, from: Option<Format>) -> Result<Decoded, String> {
    match from {
        Some(f) => codec::decode_as(f, text),
        None => codec::decode(text),
    }
    .map_err(|e| e.to_string())
}

/// [`decode`], with a hint when the text fails as the `--from` format but
/// reads as another: the user probably named the wrong format.
fn decode_or_hint(text: &str, from: Option<Format>) -> Result<Decoded, String> {
    decode(text, from).map_err(|e| match (from, codec::decode(text)) {
        (Some(_), Ok(other)) => format!(
            "{e} (it reads as {}: leave out --from to detect each board's format)",
            other.format
        ),
        _ => e,
    })
}

/// Formats that hold a board on one line only: with `--from` one of these,
/// every line is a board of its own.
fn one_line_only(format: Format) -> bool {
    format.lines() == codec::Lines::One
}

/// A line starting with `#` (but not a `#bd=` URL fragment): a comment,
/// unless it is part of a board (see [`is_comment`]).
fn is_hash_line(line: &str) -> bool {
    let t = line.trim();
    t.starts_with('#') && !t.get(..4).is_some_and(|h| h.eq_ignore_ascii_case("#bd="))
}

/// Nine or 81 characters of Str8ts text: a row of a nine-line Str8ts grid
/// (`#..#.....`, `#########`) or a one-line Str8ts board, which may start
/// with `#` (a black cell).
fn is_str8ts_text_row(line: &str) -> bool {
    let t = line.trim();
    let cell = |c: char| matches!(c, '#' | '.' | '0'..='9' | 'a'..='i');
    (t.len() == 9 || t.len() == 81) && t.chars().all(cell)
}

/// A line that is a comment wherever it stands: it starts with `#` and
/// cannot be part of any board (`# Puzzle 1`, `####`, `#`).
fn is_comment(line: &str) -> bool {
    is_hash_line(line) && !is_str8ts_text_row(line)
}

/// A line of the input without its line break, with its place.
#[derive(Clone, Copy)]
struct Line<'a> {
    /// Line number, 1-based.
    no: usize,
    /// Byte range in the whole text.
    start: usize,
    end: usize,
    text: &'a str,
}

/// Splits the input into boards (see [`block_chunks`] for each block of
/// lines between blank lines and comments, and [`grid_set`] for boards of
/// several blocks).
pub fn split_boards(text: &str, from: Option<Format>) -> Vec<Chunk<'_>> {
    let reads = |t: &str| decode(t, from).is_ok();
    let blocks = blocks(text);
    let mut out = Vec::new();
    let mut i = 0;
    while i < blocks.len() {
        if let Some((set, used)) = grid_set(text, &blocks[i..], &reads) {
            out.push(set);
            i += used;
        } else {
            out.extend(block_chunks(text, &blocks[i], from, &reads));
            i += 1;
        }
    }
    out
}

/// A board written as several blocks separated by blank lines: Simple
/// Sudoku's grids (givens, placed digits and pencilmarks), the next three or
/// two blocks when the first is in its frame; or one grid with a blank line
/// between its bands (`4 . . | . . . | 8 . 5`), three blocks of three rows.
/// Either only when the blocks together read as one board.
fn grid_set<'a>(
    text: &'a str,
    blocks: &[Vec<Line<'a>>],
    reads: &impl Fn(&str) -> bool,
) -> Option<(Chunk<'a>, usize)> {
    let counts: &[usize] = if blocks[0][0].text.trim_start().starts_with("*-") {
        &[3, 2]
    } else if blocks.len() >= 3 && blocks[..3].iter().all(|band| band.len() == 3) {
        &[3]
    } else {
        return None;
    };
    counts
        .iter()
        .copied()
        .filter(|&n| n <= blocks.len())
        .map(|n| {
            let (first, last) = (
                blocks[0][0],
                *blocks[n - 1].last().expect("blocks are not empty"),
            );
            let chunk = Chunk {
                line: first.no,
                text: &text[first.start..last.end],
            };
            (chunk, n)
        })
        .find(|(chunk, _)| reads(chunk.text))
}

/// The boards of one block of lines:
/// - the whole block, when it reads as one board (a grid);
/// - every line on its own, when the `--from` format is a one-line format,
///   some line reads alone (as the `--from` format, or detected: a wrong
///   `--from` then fails line by line), or every line looks like a one-line
///   board (a list of boards, even when none of them reads): nine-character
///   lines starting with `#` are then comments;
/// - else the block without some leading/trailing `#` lines, when that
///   reads (a `#########` line above a grid is a comment);
/// - else nothing when every line starts with `#` (a banner), or the whole
///   block, whose error is then reported.
fn block_chunks<'a>(
    text: &'a str,
    block: &[Line<'a>],
    from: Option<Format>,
    reads: &impl Fn(&str) -> bool,
) -> Vec<Chunk<'a>> {
    let one_line = from.is_some_and(one_line_only);
    let whole = span(text, block);
    if !one_line && reads(whole.text) {
        return vec![whole];
    }
    let alone = |l: &Line<'_>| reads(l.text) || (from.is_some() && codec::decode(l.text).is_ok());
    let list = block.len() > 1
        && (block.iter().all(|l| looks_one_line(l.text)) || block.iter().any(alone));
    if one_line || list {
        return block
            .iter()
            .filter(|l| !(is_hash_line(l.text) && l.text.trim().len() == 9 && !reads(l.text)))
            .map(|l| span(text, std::slice::from_ref(l)))
            .collect();
    }
    if let Some(board) = trimmed_board(text, block, reads) {
        return vec![board];
    }
    if block.iter().all(|l| is_hash_line(l.text)) {
        return Vec::new();
    }
    vec![whole]
}

/// A line shaped like a one-line board rather than a row of a grid: at
/// least 81 characters and no white space inside.
fn looks_one_line(line: &str) -> bool {
    let t = line.trim();
    t.chars().count() >= 81 && !t.contains(char::is_whitespace)
}

/// The block without some of its leading and trailing `#` lines, when that
/// reads as one board: first without the lines made only of `#` at either
/// end (banners), else the fewest lines, as evenly from both ends as
/// possible (at most nine each way, for blocks the size of a grid).
fn trimmed_board<'a>(
    text: &'a str,
    block: &[Line<'a>],
    reads: &impl Fn(&str) -> bool,
) -> Option<Chunk<'a>> {
    const MAX_TRIM: usize = 9;
    const MAX_GRID_LINES: usize = 64;
    if block.len() > MAX_GRID_LINES {
        return None;
    }
    let ends = |pred: &dyn Fn(&str) -> bool| {
        let lead = block.iter().take_while(|l| pred(l.text)).count();
        let trail = block.iter().rev().take_while(|l| pred(l.text)).count();
        (lead.min(MAX_TRIM), trail.min(MAX_TRIM))
    };
    let banners = ends(&|t: &str| t.trim().chars().all(|c| c == '#'));
    let (lead, trail) = ends(&is_hash_line);
    let mut tries: Vec<(usize, usize)> = (0..=lead)
        .flat_map(|i| (0..=trail).map(move |j| (i, j)))
        .collect();
    tries.sort_by_key(|&(i, j)| (i + j, i.abs_diff(j)));
    std::iter::once(banners)
        .chain(tries)
        .filter(|&(i, j)| i + j > 0 && i + j < block.len())
        .map(|(i, j)| span(text, &block[i..block.len() - j]))
        .find(|chunk| reads(chunk.text))
}

/// The chunk of text from the first to the last of `lines`.
fn span<'a>(text: &'a str, lines: &[Line<'a>]) -> Chunk<'a> {
    let (first, last) = (lines[0], lines[lines.len() - 1]);
    Chunk {
        line: first.no,
        text: &text[first.start..last.end],
    }
}

/// Blocks of consecutive lines that are neither blank nor comments.
fn blocks(text: &str) -> Vec<Vec<Line<'_>>> {
    let mut out = Vec::new();
    let mut block: Vec<Line<'_>> = Vec::new();
    let mut start = 0;
    for (k, raw) in text.split_inclusive('\n').enumerate() {
        let line = raw.trim_end_matches(['\n', '\r']);
        if line.trim().is_empty() || is_comment(line) {
            if !block.is_empty() {
                out.push(std::mem::take(&mut block));
            }
        } else {
            block.push(Line {
                no: k + 1,
                start,
                end: start + line.len(),
                text: line,
            });
        }
        start += raw.len();
    }
    if !block.is_empty() {
        out.push(block);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The board of the reliability issue (Str8ts text, several solutions).
    const ISSUE: &str =
        "...#....ia.#......i.....#...............#...............#.....g......a.##....#...";
    const SUDOKU: &str =
        "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8";

    fn input(text: &str) -> Input {
        Input::from_bytes(text.as_bytes())
    }

    /// (line, text) of every chunk.
    fn chunks(text: &str, from: Option<Format>) -> Vec<(usize, String)> {
        split_boards(text, from)
            .into_iter()
            .map(|c| (c.line, c.text.to_string()))
            .collect()
    }

    /// Runs `each` over `text`: (error lines reported, boards handed to `each`).
    fn run(
        text: &[u8],
        mut each: impl FnMut(&Chunk<'_>, Decoded) -> Result<(), String>,
    ) -> (Vec<String>, Vec<usize>) {
        let mut seen = Vec::new();
        let mut reported = Vec::new();
        let input = Input::from_bytes(text);
        run_boards(
            &input,
            "t.txt",
            None,
            |c, d| {
                seen.push(c.line);
                each(c, d)
            },
            |line| reported.push(line),
        );
        (reported, seen)
    }

    #[test]
    fn a_panic_on_one_board_is_reported_on_its_line_and_the_rest_go_on() {
        let text = format!("{SUDOKU}\n{ISSUE}\n{SUDOKU}\n");
        let (reported, seen) = run(text.as_bytes(), |c, _| {
            if c.line == 2 {
                panic!("index out of bounds: the len is 9 but the index is 9");
            }
            Ok(())
        });
        assert_eq!(seen, [1, 2, 3]);
        assert_eq!(
            reported,
            [
                "t.txt:2: internal error: index out of bounds: the len is 9 but the index is 9 (please report this board)",
                "1 board(s) failed",
            ]
        );
    }

    #[test]
    fn a_line_that_is_not_utf8_fails_alone() {
        let text = [
            SUDOKU.as_bytes(),
            b"\nweekly 00\xe9: 12\n",
            SUDOKU.as_bytes(),
            b"\n# caf\xe9 comment\n",
        ]
        .concat();
        let (reported, seen) = run(&text, |_, _| Ok(()));
        assert_eq!(seen, [1, 3]);
        assert_eq!(
            reported,
            [
                "t.txt:2: not UTF-8 text (byte 0xE9 at column 10)",
                "1 board(s) failed"
            ]
        );
        let input = Input::from_bytes("é\u{feff}x\n".as_bytes());
        assert!(input.bad_lines.is_empty());
        let input = Input::from_bytes(b"ok\n\xc3\xa9\xc3\xa9\xff\n");
        assert_eq!(
            input.bad_lines.into_iter().collect::<Vec<_>>(),
            [(2, "not UTF-8 text (byte 0xFF at column 3)".to_string())]
        );
    }

    #[test]
    fn a_bad_line_inside_a_grid_fails_the_grid_once() {
        let mut rows: Vec<Vec<u8>> = ISSUE.as_bytes().chunks(9).map(<[u8]>::to_vec).collect();
        rows[4][3] = 0xe9;
        let text = rows.join(&b'\n');
        let (reported, seen) = run(&text, |_, _| Ok(()));
        assert!(seen.is_empty());
        assert_eq!(
            reported,
            [
                "t.txt:5: not UTF-8 text (byte 0xE9 at column 4)",
                "1 board(s) failed"
            ]
        );
    }

    #[test]
    fn a_grid_with_blank_lines_between_its_bands_is_one_board() {
        let band = "4 . . | . . . | 8 . 5\n. 3 . | . . . | . . .\n. . . | 7 . . | . . .\n";
        let other = ". 2 . | . . . | . 6 .\n. . . | . 8 . | 4 . .\n. . . | . 1 . | . . .\n";
        let last = ". . . | 6 . 3 | . 7 .\n5 . . | 2 . . | . . .\n1 . 4 | . . . | . . .\n";
        let text = format!("{band}\n{other}\n{last}\n{band}");
        let got = chunks(&text, None);
        assert_eq!(got.len(), 2, "{got:?}");
        assert_eq!(
            got[0],
            (1, format!("{band}\n{other}\n{last}").trim_end().to_string())
        );
        // The lone band after it is no board: it is reported on its own.
        assert_eq!(got[1], (13, band.trim_end().to_string()));
    }

    #[test]
    fn hash_lines_are_comments_unless_rows_of_a_grid() {
        let grid: Vec<&str> = (0..9).map(|r| &ISSUE[r * 9..r * 9 + 9]).collect();
        // The issue's grid has '#' in row 1 at column 4 only; start a row with '#'.
        let mut rows: Vec<String> = grid.iter().map(|s| s.to_string()).collect();
        rows[2] = format!("#{}", &rows[2][1..]);
        let grid = rows.join("\n");
        let text = format!("####\n{SUDOKU}\n#\n# Puzzle 2\n#########\n{grid}\n#########\n\n####\n");
        assert_eq!(
            chunks(&text, None),
            [(2, SUDOKU.to_string()), (6, grid.clone())]
        );
        // One-line boards starting with '#' are boards, a 9-character line alone a comment.
        let hashed = format!("#{}", &ISSUE[1..]);
        let text = format!("#########\n{hashed}\n{SUDOKU}\n");
        assert_eq!(
            chunks(&text, None),
            [(2, hashed.clone()), (3, SUDOKU.to_string())]
        );
        assert!(chunks("####\n\n#########\n", None).is_empty());
    }

    #[test]
    fn a_one_line_from_format_makes_every_line_a_board() {
        let text = format!("{ISSUE}\n{SUDOKU}\n{ISSUE}\n");
        let lines = |v: Vec<(usize, String)>| v.into_iter().map(|(l, _)| l).collect::<Vec<_>>();
        assert_eq!(lines(chunks(&text, Some(Format::Sudoku81))), [1, 2, 3]);
        assert_eq!(lines(chunks(&text, None)), [1, 2, 3]);
        // A bad first line no longer turns the block into one board.
        let text = format!("{}\n{SUDOKU}\n{SUDOKU}\n", &SUDOKU[1..]);
        assert_eq!(lines(chunks(&text, None)), [1, 2, 3]);
        let (reported, seen) = run(text.as_bytes(), |_, _| Ok(()));
        assert_eq!(seen, [2, 3]);
        assert_eq!(reported.len(), 2, "{reported:?}");
        assert!(reported[0].starts_with("t.txt:1: "), "{reported:?}");
    }

    #[test]
    fn plain_utf8_input_is_kept_as_is() {
        let i = input("a\r\nb\n");
        assert_eq!(i.text, "a\r\nb\n");
        assert!(i.bad_lines.is_empty());
    }
}
