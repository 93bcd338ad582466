//! Reading boards from a file or standard input: one board per line, or
//! grids separated by blank lines, with comment lines skipped.

use std::io::Read;
use std::process::ExitCode;
use straights::codec::{self, Decoded, Format};

/// Reads a file, or standard input for `-`.
pub fn read_input(file: &str) -> std::io::Result<String> {
    let mut text = String::new();
    if file == "-" {
        std::io::stdin().read_to_string(&mut text)?;
    } else {
        text = std::fs::read_to_string(file)?;
    }
    Ok(text)
}

/// A piece of the input holding one board, with the line it starts on (1-based).
pub struct Chunk<'a> {
    pub line: usize,
    pub text: &'a str,
}

/// Decodes every board of `text` (detected, or as `from`) and hands it to
/// `each`; failures are reported on stderr with the file and line. The exit
/// code is 1 when any board failed, else 0.
pub fn for_each_board(
    text: &str,
    file: &str,
    from: Option<Format>,
    mut each: impl FnMut(&Chunk<'_>, Decoded) -> Result<(), String>,
) -> ExitCode {
    let mut failed = 0usize;
    for chunk in split_boards(text, from) {
        let decoded = match from {
            Some(f) => codec::decode_as(f, chunk.text),
            None => codec::decode(chunk.text),
        };
        if let Err(message) = decoded
            .map_err(|e| e.to_string())
            .and_then(|d| each(&chunk, d))
        {
            failed += 1;
            eprintln!("straights: {file}:{}: {message}", chunk.line);
        }
    }
    if failed > 0 {
        eprintln!("straights: {failed} board(s) failed");
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// A comment line: `#` alone, or `#` followed by text that is not Str8ts
/// text (which may start with `#`, a black cell); `#bd=` starts a URL fragment.
fn is_comment(line: &str) -> bool {
    let t = line.trim();
    let str8ts_text = |c: char| matches!(c, '#' | '.' | '0'..='9' | 'a'..='i');
    t == "#" || (t.starts_with('#') && !t.starts_with("#bd=") && !t.chars().all(str8ts_text))
}

/// Splits the input into boards: blocks separated by blank lines; a block
/// that does not read as one board while its first line does is one board
/// per line.
pub fn split_boards(text: &str, from: Option<Format>) -> Vec<Chunk<'_>> {
    let reads = |t: &str| match from {
        Some(f) => codec::decode_as(f, t).is_ok(),
        None => codec::decode(t).is_ok(),
    };
    let mut chunks = Vec::new();
    for (line, block) in blocks(text) {
        let lines = block_lines(block, line);
        if lines.len() > 1 && !reads(block) && reads(lines[0].1) {
            chunks.extend(lines.into_iter().map(|(line, text)| Chunk { line, text }));
        } else {
            chunks.push(Chunk { line, text: block });
        }
    }
    chunks
}

/// The non-blank, non-comment lines of a block with their line numbers.
fn block_lines(block: &str, first_line: usize) -> Vec<(usize, &str)> {
    block
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(k, l)| (first_line + k, l))
        .collect()
}

/// Blocks of consecutive non-blank, non-comment lines, with the line each starts on.
fn blocks(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    let mut offset = 0;
    let mut end = 0;
    for (k, line) in text.split_inclusive('\n').enumerate() {
        let blank = line.trim().is_empty() || is_comment(line);
        match (blank, start) {
            (true, Some((line_no, from))) => {
                out.push((line_no, &text[from..end]));
                start = None;
            }
            (false, None) => start = Some((k + 1, offset)),
            _ => {}
        }
        offset += line.len();
        if !blank {
            end = offset;
        }
    }
    if let Some((line_no, from)) = start {
        out.push((line_no, &text[from..end]));
    }
    out
}
