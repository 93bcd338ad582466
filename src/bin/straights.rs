//! `straights`: convert Str8ts and Sudoku boards between text formats.

use clap::{Parser, Subcommand};
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::process::ExitCode;
use straights::board::Variant;
use straights::codec::{self, Format, Values};

#[derive(Parser)]
#[command(
    name = "straights",
    version,
    about = "Str8ts and Sudoku boards: convert between every common text format"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Convert boards from any supported format to another.
    ///
    /// Input holds one board per line for one-line formats, or grids separated
    /// by blank lines. Lines starting with `#` that are not boards are comments.
    /// Boards that fail are reported on stderr (with their line) and the rest
    /// are still converted; the exit code is then 1.
    Convert {
        /// Input format (default: detected for each board).
        #[arg(long, value_parser = parse_format)]
        from: Option<Format>,
        /// Output format.
        #[arg(long, default_value = "json", value_parser = parse_format)]
        to: Format,
        /// Input file, or `-` for standard input.
        #[arg(default_value = "-")]
        file: String,
    },
    /// List the format names with what each holds.
    Formats {
        /// Print a Markdown table (variant, givens, placed, candidates, black, solution).
        #[arg(long)]
        markdown: bool,
    },
}

fn parse_format(name: &str) -> Result<Format, String> {
    Format::from_name(name)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Formats { markdown } => {
            print!(
                "{}",
                if markdown {
                    formats_table()
                } else {
                    formats_listing()
                }
            );
            ExitCode::SUCCESS
        }
        Command::Convert { from, to, file } => match read_input(&file) {
            Ok(text) => convert(&text, &file, from, to),
            Err(e) => {
                eprintln!("straights: cannot read {file}: {e}");
                ExitCode::from(2)
            }
        },
    }
}

fn read_input(file: &str) -> std::io::Result<String> {
    let mut text = String::new();
    if file == "-" {
        std::io::stdin().read_to_string(&mut text)?;
    } else {
        text = std::fs::read_to_string(file)?;
    }
    Ok(text)
}

fn formats_listing() -> String {
    let width = Format::all().map(|f| f.name().len()).max().unwrap_or(0);
    Format::all()
        .map(|f| format!("{:<width$}  {}\n", f.name(), f.summary()))
        .collect()
}

/// The README's formats table: what each format holds.
fn formats_table() -> String {
    let yes = |b: bool| if b { "yes" } else { "-" };
    let mut out = String::from(
        "| name | variant | givens | placed | candidates | black | solution | notes |\n",
    );
    out.push_str("|---|---|---|---|---|---|---|---|\n");
    for f in Format::all() {
        let h = f.holds();
        let variant = h.variant.map_or("both", |v| v.name());
        let (givens, placed) = match h.values {
            Values::GivensOnly => ("yes", "-"),
            Values::Merged => ("yes", "as givens"),
            Values::Distinct => ("yes", "yes"),
            Values::AsCandidates => ("as candidates", "as candidates"),
        };
        let black = if h.variant == Some(Variant::Sudoku) {
            "n/a"
        } else {
            yes(h.black)
        };
        let notes = f.summary().replace('|', "\\|");
        out.push_str(&format!(
            "| `{}` | {variant} | {givens} | {placed} | {} | {black} | {} | {} |\n",
            f.name(),
            yes(h.candidates),
            yes(h.solution),
            notes
        ));
    }
    out
}

/// A piece of the input holding one board, with the line it starts on (1-based).
struct Chunk<'a> {
    line: usize,
    text: &'a str,
}

fn convert(text: &str, file: &str, from: Option<Format>, to: Format) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let mut failed = 0usize;
    let mut losses: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut first = true;
    for chunk in split_boards(text, from) {
        let decoded = match from {
            Some(f) => codec::decode_as(f, chunk.text),
            None => codec::decode(chunk.text),
        };
        let result = decoded.and_then(|d| {
            for loss in codec::losses(&d.board, to) {
                *losses.entry(loss).or_default() += 1;
            }
            let style = if d.format == to {
                d.style
            } else {
                let label = if to == Format::Json {
                    None
                } else {
                    d.style.label
                };
                codec::Style {
                    label,
                    ..codec::Style::default_for(to)
                }
            };
            codec::encode_with(&d.board, to, &style)
        });
        match result {
            Ok(s) => {
                let sep = if !first && s.contains('\n') { "\n" } else { "" };
                first = false;
                if writeln!(out, "{sep}{s}").is_err() {
                    return ExitCode::from(2);
                }
            }
            Err(e) => {
                failed += 1;
                eprintln!("straights: {file}:{}: {e}", chunk.line);
            }
        }
    }
    for (loss, count) in losses {
        eprintln!("straights: note: {to} has no place for {loss}; dropped from {count} board(s)");
    }
    if failed > 0 {
        eprintln!("straights: {failed} board(s) could not be converted");
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
fn split_boards(text: &str, from: Option<Format>) -> Vec<Chunk<'_>> {
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
