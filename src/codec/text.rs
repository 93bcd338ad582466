//! Small text helpers shared by the format files.

use super::{CodecError, Format};
use crate::codec::error::found_at;

/// Fails unless `text` is exactly `len` bytes long (all formats using this are ASCII).
pub fn expect_len(format: Format, text: &str, len: usize, what: &str) -> Result<(), CodecError> {
    if !text.is_ascii() {
        let i = text.bytes().position(|b| !b.is_ascii()).unwrap_or(0);
        if i < len {
            return Err(CodecError::at(
                format,
                i,
                what.to_string(),
                found_at(text, i),
            ));
        }
    }
    if text.len() != len {
        return Err(CodecError::whole(
            format,
            format!("{len} characters ({what})"),
            format!("{} characters", text.chars().count()),
        ));
    }
    Ok(())
}

/// Value of each byte as a base-32 digit (`0-9a-v`, either case), 0xff for other bytes.
const BASE32_VALUE: [u8; 256] = {
    let mut t = [0xff; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = match b as u8 {
            d @ b'0'..=b'9' => d - b'0',
            d @ b'a'..=b'v' => d - b'a' + 10,
            d @ b'A'..=b'V' => d - b'A' + 10,
            _ => 0xff,
        };
        b += 1;
    }
    t
};

/// The lowercase base-32 digits.
const BASE32_CHARS: &[u8; 32] = b"0123456789abcdefghijklmnopqrstuv";

/// The value of a base-32 digit `0-9a-v` (either case), as JavaScript's `parseInt(s, 32)` reads it.
#[inline]
pub fn base32_digit(b: u8) -> Option<u32> {
    let v = BASE32_VALUE[b as usize];
    (v != 0xff).then_some(v as u32)
}

/// The lowercase base-32 digit of `v` (< 32).
pub fn base32_char(v: u32) -> char {
    BASE32_CHARS[(v & 31) as usize] as char
}

/// Reads `width` base-32 digits at byte `at` of `text` as one number.
pub fn base32_number(
    format: Format,
    text: &str,
    at: usize,
    width: usize,
    cell: usize,
) -> Result<u32, CodecError> {
    let bytes = text.as_bytes();
    let mut n = 0;
    for k in at..at + width {
        let d = bytes
            .get(k)
            .copied()
            .and_then(base32_digit)
            .ok_or_else(|| {
                CodecError::at(format, k, "a base-32 digit 0-9 or a-v", found_at(text, k))
                    .in_cell(cell)
            })?;
        n = n * 32 + d;
    }
    Ok(n)
}

/// Appends `n` as exactly `width` lowercase base-32 digits.
pub fn push_base32(out: &mut String, n: u32, width: usize) {
    for k in (0..width).rev() {
        out.push(base32_char((n >> (5 * k)) & 31));
    }
}

/// The lines of `text` with the byte offset each starts at (`\n` or `\r\n` line ends).
pub fn lines_with_offsets(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    for line in text.split('\n') {
        let trimmed = line.strip_suffix('\r').unwrap_or(line);
        out.push((start, trimmed));
        start += line.len() + 1;
    }
    out
}

/// The character written for an empty cell in formats that allow `.` or `0`.
pub fn empty_char(zero_empty: bool) -> char {
    if zero_empty {
        '0'
    } else {
        '.'
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base32_matches_javascript() {
        let mut s = String::new();
        push_base32(&mut s, (256 << 2) | 3, 3);
        assert_eq!(s, "103");
        assert_eq!(
            base32_number(Format::Str8tsCom, "vs0", 0, 2, 0).unwrap(),
            31 * 32 + 28
        );
        let e = base32_number(Format::Str8tsCom, "0w0", 0, 3, 7).unwrap_err();
        assert_eq!(e.offset, Some(1));
        assert_eq!(e.cell, Some(7));
    }

    #[test]
    fn lines_keep_offsets() {
        let l = lines_with_offsets("ab\r\ncd\nef");
        assert_eq!(l, vec![(0, "ab"), (4, "cd"), (7, "ef")]);
    }
}
