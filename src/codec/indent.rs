//! Removing the indentation of a grid copied from an indented block.
//!
//! A grid pasted from a Markdown or forum code block has the same spaces
//! or tabs in front of every line. [`Dedented`] removes that common
//! indentation once, before detection and decoding, so that no line-based
//! reader has to know about it, and maps the byte offsets of errors back to
//! the caller's text.

use super::CodecError;
use std::borrow::Cow;

/// A text with the indentation common to all its non-blank lines removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dedented<'a> {
    /// The text without the common indentation (borrowed when there was none).
    pub text: Cow<'a, str>,
    /// For each line that lost bytes: where it starts in `text`, where it
    /// starts in the original, and how many bytes were removed from its start.
    lines: Vec<(usize, usize, usize)>,
}

impl<'a> Dedented<'a> {
    /// Removes the spaces and tabs every non-blank line of `original` starts
    /// with, when it has two or more non-blank lines (one line is trimmed by
    /// [`super::detect::unwrap`] anyway). Blank lines lose what they have of it.
    pub fn new(original: &'a str) -> Dedented<'a> {
        let indent = common_indent(original);
        if indent == 0 {
            return Dedented::kept(original);
        }
        let mut text = String::with_capacity(original.len());
        let mut lines = Vec::new();
        let mut old_start = 0;
        for line in original.split_inclusive('\n') {
            let removed = leading_blanks(line).min(indent);
            lines.push((text.len(), old_start, removed));
            text.push_str(&line[removed..]);
            old_start += line.len();
        }
        Dedented {
            text: Cow::Owned(text),
            lines,
        }
    }

    /// `original` as it is, indentation and all.
    pub fn kept(original: &'a str) -> Dedented<'a> {
        Dedented {
            text: Cow::Borrowed(original),
            lines: Vec::new(),
        }
    }

    /// Maps byte `offset` of [`Self::text`] to the byte offset of the same
    /// character in the original text.
    pub fn original_offset(&self, offset: usize) -> usize {
        let i = self.lines.partition_point(|&(start, _, _)| start <= offset);
        match i.checked_sub(1).map(|i| self.lines[i]) {
            Some((start, old_start, removed)) => old_start + removed + (offset - start),
            None => offset,
        }
    }

    /// The error with its offset moved from [`Self::text`] to the original text.
    pub fn error(&self, mut e: CodecError) -> CodecError {
        if let Some(o) = e.offset.as_mut() {
            *o = self.original_offset(*o);
        }
        e
    }
}

/// The number of spaces and tabs at the start of `line`.
fn leading_blanks(line: &str) -> usize {
    line.len() - line.trim_start_matches([' ', '\t']).len()
}

/// The length in bytes of the indentation (the same run of spaces and tabs)
/// that every non-blank line of `text` starts with; 0 for fewer than two
/// non-blank lines.
fn common_indent(text: &str) -> usize {
    let mut non_blank = text.lines().filter(|l| !l.trim().is_empty());
    let Some(first) = non_blank.next() else {
        return 0;
    };
    let mut indent = &first[..leading_blanks(first)];
    let mut count = 1;
    for line in non_blank {
        count += 1;
        let same = indent
            .bytes()
            .zip(line.bytes())
            .take_while(|(a, b)| a == b)
            .count();
        indent = &indent[..same];
    }
    if count < 2 {
        0
    } else {
        indent.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_indentation_goes_and_offsets_map_back() {
        let text = "\n    ab\r\n  \n      cd\n";
        let d = Dedented::new(text);
        assert_eq!(d.text, "\nab\r\n\n  cd\n");
        // 'a', 'b', the blank line's end and 'c' map back to where they were.
        for (new, old) in [(1, 5), (2, 6), (5, 11), (8, 18)] {
            assert_eq!(&d.text[new..=new], &text[old..=old]);
            assert_eq!(d.original_offset(new), old);
        }
        assert_eq!(d.original_offset(0), 0);
    }

    #[test]
    fn one_line_mixed_indentation_and_none_are_kept() {
        for text in ["    4.....8.5", "  ab\n\tcd", "ab\n  cd", ""] {
            assert_eq!(Dedented::new(text), Dedented::kept(text), "{text:?}");
        }
        assert_eq!(Dedented::new("\t ab\n\t cd").text, "ab\ncd");
        assert_eq!(Dedented::new(" \tab\n \t\tcd").text, "ab\n\tcd");
    }
}
