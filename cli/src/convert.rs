//! `straights convert` and `straights formats`.

use crate::input::{for_each_board, Input};
use std::collections::BTreeMap;
use std::io::Write;
use std::process::ExitCode;
use straights::codec::{self, Format, Values};
use straights::engine::facts;

/// The `formats` listing: one line per format, its name (what `--from`
/// and `--to` take), its title (what people call it) and its summary, in
/// aligned columns.
pub fn formats_listing() -> String {
    let width = Format::all().map(|f| f.name().len()).max().unwrap_or(0);
    let title_width = Format::all().map(|f| f.title().len()).max().unwrap_or(0);
    Format::all()
        .map(|f| {
            format!(
                "{:<width$}  {:<title_width$}  {}\n",
                f.name(),
                f.title(),
                f.summary()
            )
        })
        .collect()
}

/// The formats table of docs/formats.md (Markdown).
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
        let black = if h.variant.is_some_and(|v| !facts(v).black_cells) {
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

/// Whether `--one-line` can be honoured for output in `to`: a format with
/// several lines only is refused, naming the formats that have a one-line
/// form for the same puzzle kind.
pub fn check_one_line(to: Format, one_line: bool) -> Result<(), String> {
    if !one_line || to.has_one_line_form() {
        return Ok(());
    }
    let kind = to.holds().variant;
    let names: Vec<&str> = Format::all()
        .filter(|f| f.has_one_line_form())
        .filter(|f| kind.is_none() || f.holds().variant.is_none_or(|v| Some(v) == kind))
        .map(|f| f.name())
        .collect();
    Err(format!(
        "--one-line: {to} has no one-line form; one-line formats{}: {}",
        kind.map_or(String::new(), |v| format!(" for {v}")),
        names.join(", ")
    ))
}

/// The style `format` is written in: the source's own when the format does
/// not change (without its label when it cannot stand on one line), else
/// the format's default with the source's label (JSON takes none); on one
/// line when asked.
pub fn output_style(d: &codec::Decoded, to: Format, one_line: bool) -> codec::Style {
    let mut style = if d.format == to {
        d.style.clone()
    } else {
        let label = if to == Format::Json {
            None
        } else {
            d.style.label.clone()
        };
        codec::Style {
            label,
            ..codec::Style::default_for(to)
        }
    };
    style.one_line |= one_line;
    style
}

/// Converts every board of `text` to `to`, keeping the source style when the
/// format does not change; reports what the target format drops.
pub fn convert(
    input: &Input,
    file: &str,
    from: Option<Format>,
    to: Format,
    one_line: bool,
) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let mut losses: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut first = true;
    let code = for_each_board(input, file, from, |_, d| {
        for loss in codec::losses(&d.board, to) {
            *losses.entry(loss.kind()).or_default() += 1;
        }
        let style = output_style(&d, to, one_line);
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
