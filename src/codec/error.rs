//! The one error type of the codec: which format, where, what was expected, what was found.

use super::Format;
use crate::board::cell_name;
use std::fmt;

/// A board text could not be read or written.
///
/// Every error names the format (or says that no format matched), the
/// position (character offset into the text the caller passed, and the cell
/// when one is concerned), what was expected and what was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodecError {
    /// The format being read or written; `None` when no format could be detected.
    pub format: Option<Format>,
    /// Offset of the offending character, counted in characters from the start
    /// of the caller's text (after decoding) or `None` when no single position is at fault.
    pub offset: Option<usize>,
    /// The cell concerned (0..81), if any.
    pub cell: Option<usize>,
    /// What the format requires at that place.
    pub expected: String,
    /// What the text holds instead.
    pub found: String,
}

impl CodecError {
    /// An error of `format` at byte `offset` of the text given to the format's decoder.
    #[inline]
    pub fn at(
        format: Format,
        offset: usize,
        expected: impl Into<String>,
        found: impl Into<String>,
    ) -> CodecError {
        CodecError::build(format, Some(offset), expected.into(), found.into())
    }

    /// An error of `format` that concerns the whole text or board, not one position.
    #[inline]
    pub fn whole(
        format: Format,
        expected: impl Into<String>,
        found: impl Into<String>,
    ) -> CodecError {
        CodecError::build(format, None, expected.into(), found.into())
    }

    /// The one out-of-line constructor behind [`CodecError::at`] and
    /// [`CodecError::whole`]: error paths are cold, and one copy of the
    /// struct building (instead of one per call site) keeps the page's
    /// wasm module small.
    #[cold]
    #[inline(never)]
    fn build(format: Format, offset: Option<usize>, expected: String, found: String) -> CodecError {
        CodecError {
            format: Some(format),
            offset,
            cell: None,
            expected,
            found,
        }
    }

    /// The same error, naming cell `cell` (0..81).
    pub fn in_cell(mut self, cell: usize) -> CodecError {
        self.cell = Some(cell);
        self
    }

    /// Shifts the offset by `by` bytes (used when a decoder worked on a slice).
    pub(crate) fn shifted(mut self, by: usize) -> CodecError {
        if let Some(o) = self.offset.as_mut() {
            *o += by;
        }
        self
    }
}

/// Describes the character at byte `offset` of `text` for a "found" message:
/// `'x'`, `a tab`, `a line break`, or `the end of the text`.
pub fn found_at(text: &str, offset: usize) -> String {
    match text.get(offset..).and_then(|s| s.chars().next()) {
        None => "the end of the text".to_string(),
        Some(c) => describe_char(c),
    }
}

/// Describes one character for an error message.
pub fn describe_char(c: char) -> String {
    match c {
        '\t' => "a tab".to_string(),
        '\n' | '\r' => "a line break".to_string(),
        ' ' => "a space".to_string(),
        c if c.is_control() => format!("the control character U+{:04X}", c as u32),
        c => format!("'{c}'"),
    }
}

impl fmt::Display for CodecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.format {
            Some(format) => write!(f, "{}", format.name())?,
            None => f.write_str("unknown board format")?,
        }
        match (self.offset, self.cell) {
            (Some(o), Some(c)) => write!(f, " at character {} ({})", o + 1, cell_name(c))?,
            (Some(o), None) => write!(f, " at character {}", o + 1)?,
            (None, Some(c)) => write!(f, " at {}", cell_name(c))?,
            (None, None) => {}
        }
        write!(f, ": expected {}, found {}", self.expected, self.found)
    }
}

impl std::error::Error for CodecError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_format_position_expectation() {
        let e = CodecError::at(Format::Sudoku81, 4, "a digit, '.' or '0'", "'x'").in_cell(4);
        assert_eq!(
            e.to_string(),
            "sudoku81 at character 5 (r1c5): expected a digit, '.' or '0', found 'x'"
        );
        let e = CodecError::whole(Format::Json, "81 characters in \"givens\"", "80");
        assert_eq!(
            e.to_string(),
            "json: expected 81 characters in \"givens\", found 80"
        );
        assert_eq!(found_at("ab\tc", 2), "a tab");
        assert_eq!(found_at("ab", 2), "the end of the text");
    }
}
