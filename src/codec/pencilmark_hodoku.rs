//! HoDoKu's pencilmark grid: the grid of [`super::pencilmark`] with plain
//! digits (a given and a placed digit are written alike) and each column as
//! wide as its longest token, as HoDoKu writes it.
//!
//! The reader and writer are the pencilmark grid's; this file holds the
//! format's row and its default style, so that the format is registered in
//! a file of its own like every other.

use super::pencilmark;
use super::{holds, Format, FormatRow, Lines, PencilmarkStyle, Style, Values, SUDOKU};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::PencilmarkHodoku,
    name: "pencilmark-hodoku",
    title: "HoDoKu pencilmark grid",
    summary: "HoDoKu pencilmark grid: plain digits (given or placed alike), candidates",
    link: None,
    lines: Lines::Several,
    holds: holds(SUDOKU, Values::Merged, true, false, false),
    default_style: hodoku_style,
    decode: |body, style| pencilmark::decode(Format::PencilmarkHodoku, body, style),
    encode: Some(pencilmark::encode),
    #[cfg(test)]
    sample: pencilmark::tests::LEGACY_PLAIN,
};

/// The format's default style: plain digits and the longest token's column
/// width, as HoDoKu writes.
fn hodoku_style() -> Style {
    Style {
        pencilmark: PencilmarkStyle {
            marked: false,
            studio_widths: false,
        },
        ..Style::default()
    }
}
