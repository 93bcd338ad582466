//! `straights convert` and `straights formats`.

use crate::input::{for_each_board, Input};
use std::collections::BTreeMap;
use std::io::Write;
use std::process::ExitCode;
use straights::board::Variant;
use straights::codec::{self, Format, Values};

/// The `formats` listing: one line per format.
pub fn formats_listing() -> String {
    let width = Format::all().map(|f| f.name().len()).max().unwrap_or(0);
    Format::all()
        .map(|f| format!("{:<width$}  {}\n", f.name(), f.summary()))
        .collect()
}

/// The README's formats table (Markdown).
pub fn formats_table() -> String {
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

/// Converts every board of `text` to `to`, keeping the source style when the
/// format does not change; reports what the target format drops.
pub fn convert(input: &Input, file: &str, from: Option<Format>, to: Format) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let mut losses: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut first = true;
    let code = for_each_board(input, file, from, |_, d| {
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
        let s = codec::encode_with(&d.board, to, &style).map_err(|e| e.to_string())?;
        let sep = if !first && s.contains('\n') { "\n" } else { "" };
        first = false;
        writeln!(out, "{sep}{s}").map_err(|e| format!("cannot write: {e}"))
    });
    for (loss, count) in losses {
        eprintln!("straights: note: {to} has no place for {loss}; dropped from {count} board(s)");
    }
    code
}
