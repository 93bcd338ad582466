//! LZ-String, the compression of f-puzzles and SudokuPad links, written from
//! the public description of the algorithm (pieroxy's lz-string 1.x).
//!
//! The text is a sequence of UTF-16 code units. Compression is LZW with a
//! growing code width: the dictionary starts with three reserved codes (0: an
//! 8-bit literal follows, 1: a 16-bit literal follows, 2: end of stream);
//! every literal and every "previous phrase + next unit" gets the next code,
//! and the width grows by one bit each time the dictionary outgrows it. Codes
//! are written least significant bit first into 6-bit groups, each written as
//! one character of an alphabet: `compressToBase64`'s
//! (`A-Za-z0-9+/`, padded with `=` to a multiple of four) or
//! `compressToEncodedURIComponent`'s (`A-Za-z0-9+-`, no padding; the
//! library reads its `$`, value 64, as zero bits, which trailing padding is).
//!
//! Decompression keeps every dictionary phrase as a range of its own output:
//! a phrase is always the previous output phrase plus the first unit of the
//! next one, which is where it was written. Output is limited to
//! [`MAX_UNITS`] code units, as a crafted text of a few kilobytes could
//! otherwise expand to gigabytes.

/// The alphabet of the 6-bit groups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alphabet {
    /// `compressToBase64`: `A-Z a-z 0-9 + /`, padded with `=`.
    Base64,
    /// `compressToEncodedURIComponent`: `A-Z a-z 0-9 + -`, no padding.
    UriSafe,
}

impl Alphabet {
    /// The 64 characters, by value.
    fn chars(self) -> &'static [u8; 64] {
        match self {
            Alphabet::Base64 => b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
            Alphabet::UriSafe => {
                b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-"
            }
        }
    }

    /// The value of character `c`, if it is one of the alphabet's.
    fn value(self, c: char) -> Option<u32> {
        let b = u8::try_from(c).ok()?;
        self.chars().iter().position(|&x| x == b).map(|v| v as u32)
    }
}

/// The most UTF-16 code units decompression produces (far more than any
/// puzzle's JSON, which takes tens of kilobytes at most).
pub const MAX_UNITS: usize = 1 << 20;

/// Why a text is not LZ-String data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LzError {
    /// A character outside the alphabet, at this byte offset.
    BadChar {
        /// Byte offset of the character in the text.
        offset: usize,
        /// The character.
        found: char,
    },
    /// The data ends before its end-of-stream code.
    Truncated,
    /// A code that refers to no dictionary entry yet.
    BadCode {
        /// The code read.
        code: u32,
        /// The dictionary's size at that point.
        size: usize,
    },
    /// The output would exceed [`MAX_UNITS`] code units.
    TooLong,
    /// The output is not UTF-16 text (an unpaired surrogate).
    NotUtf16,
}

impl std::fmt::Display for LzError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LzError::BadChar { found, .. } => write!(f, "the character '{found}'"),
            LzError::Truncated => f.write_str("data cut short before its end code"),
            LzError::BadCode { code, size } => {
                write!(f, "code {code} with only {size} dictionary entries")
            }
            LzError::TooLong => write!(f, "more than {MAX_UNITS} characters of output"),
            LzError::NotUtf16 => f.write_str("text with an unpaired UTF-16 surrogate"),
        }
    }
}

/// Reads codes least significant bit first from 6-bit values.
struct BitReader {
    values: Vec<u8>,
    /// Index of the value being read.
    index: usize,
    /// The next bit of that value (32 down to 1).
    bit: u8,
}

impl BitReader {
    /// The next `n` bits as a number, or [`LzError::Truncated`] past the data.
    fn read(&mut self, n: u32) -> Result<u32, LzError> {
        let mut out = 0;
        for i in 0..n {
            let v = *self.values.get(self.index).ok_or(LzError::Truncated)?;
            if v & self.bit != 0 {
                out |= 1 << i;
            }
            self.bit >>= 1;
            if self.bit == 0 {
                self.bit = 32;
                self.index += 1;
            }
        }
        Ok(out)
    }
}

/// The 6-bit values of `text`; trailing padding (`=`, or `$` for
/// [`Alphabet::UriSafe`]) is dropped, as it only adds zero bits.
fn values_of(text: &str, alphabet: Alphabet) -> Result<Vec<u8>, LzError> {
    let body = match alphabet {
        Alphabet::Base64 => text.trim_end_matches('='),
        Alphabet::UriSafe => text.trim_end_matches('$'),
    };
    body.char_indices()
        .map(|(offset, c)| {
            alphabet
                .value(c)
                .map(|v| v as u8)
                .ok_or(LzError::BadChar { offset, found: c })
        })
        .collect()
}

/// Decompresses `text` (the output of `compressToBase64` or
/// `compressToEncodedURIComponent`) into UTF-16 code units.
pub fn decompress(text: &str, alphabet: Alphabet) -> Result<Vec<u16>, LzError> {
    let mut bits = BitReader {
        values: values_of(text, alphabet)?,
        index: 0,
        bit: 32,
    };
    let mut out: Vec<u16> = Vec::new();
    // Phrases as (start, length) in `out`; codes 0-2 are reserved.
    let mut dict: Vec<(usize, usize)> = vec![(0, 0); 3];
    let first = match bits.read(2)? {
        0 => bits.read(8)?,
        1 => bits.read(16)?,
        2 => return Ok(out),
        code => return Err(LzError::BadCode { code, size: 3 }),
    };
    out.push(first as u16);
    dict.push((0, 1));
    let mut w = (0, 1);
    let (mut enlarge_in, mut width) = (4u64, 3u32);
    loop {
        let code = bits.read(width)?;
        let entry = match code {
            0 | 1 => {
                let unit = bits.read(if code == 0 { 8 } else { 16 })? as u16;
                out.push(unit);
                dict.push((out.len() - 1, 1));
                enlarge_in -= 1;
                (out.len() - 1, 1)
            }
            2 => return Ok(out),
            c => emit_phrase(&mut out, &dict, w, c as usize)?,
        };
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        if out.len() > MAX_UNITS {
            return Err(LzError::TooLong);
        }
        // The new phrase: `w` plus the first unit of `entry`, written right after it.
        dict.push((w.0, w.1 + 1));
        enlarge_in -= 1;
        w = entry;
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
    }
}

/// Appends the phrase of `code` to `out` and returns where it was written.
/// The code one past the dictionary is `w` plus its own first unit.
fn emit_phrase(
    out: &mut Vec<u16>,
    dict: &[(usize, usize)],
    w: (usize, usize),
    code: usize,
) -> Result<(usize, usize), LzError> {
    let start = out.len();
    if let Some(&(from, len)) = dict.get(code) {
        out.extend_from_within(from..from + len);
    } else if code == dict.len() {
        out.extend_from_within(w.0..w.0 + w.1);
        out.push(out[w.0]);
    } else {
        return Err(LzError::BadCode {
            code: code as u32,
            size: dict.len(),
        });
    }
    Ok((start, out.len() - start))
}

/// Writes codes least significant bit first as 6-bit characters.
struct BitWriter {
    chars: &'static [u8; 64],
    out: String,
    value: usize,
    /// Bits in `value` so far (0..6).
    filled: u32,
}

impl BitWriter {
    /// Writes the low `n` bits of `code`.
    fn write(&mut self, n: u32, code: u32) {
        for i in 0..n {
            self.value = (self.value << 1) | ((code >> i) & 1) as usize;
            self.filled += 1;
            if self.filled == 6 {
                self.out.push(self.chars[self.value] as char);
                self.value = 0;
                self.filled = 0;
            }
        }
    }

    /// Pads the last character with zero bits.
    fn finish(mut self) -> String {
        if self.filled > 0 {
            self.value <<= 6 - self.filled;
            self.out.push(self.chars[self.value] as char);
        }
        self.out
    }
}

/// The compressor's state: dictionary, code width and output.
///
/// The dictionary is a trie: `next[code]` lists the (unit, code) of every
/// phrase that extends phrase `code` by one unit, searched linearly (a
/// phrase has few extensions; a hash map cost ~2 KB of the page's module).
struct Compressor {
    /// Single units: (unit, code, literal still to be written).
    units: Vec<(u16, u32, bool)>,
    /// Extensions of each code's phrase.
    next: Vec<Vec<(u16, u32)>>,
    size: u32,
    enlarge_in: u64,
    width: u32,
    bits: BitWriter,
}

/// The current phrase: its code, and its unit when it is a single one.
#[derive(Clone, Copy)]
struct Phrase {
    code: u32,
    unit: Option<u16>,
}

impl Compressor {
    /// Counts one more code against the current width.
    fn count_code(&mut self) {
        self.enlarge_in -= 1;
        if self.enlarge_in == 0 {
            self.enlarge_in = 1 << self.width;
            self.width += 1;
        }
    }

    /// Gives the next code to a new phrase.
    fn new_code(&mut self) -> u32 {
        self.next.push(Vec::new());
        self.size += 1;
        self.size - 1
    }

    /// Writes phrase `w`: its literal on first use of a unit, else its code.
    fn emit(&mut self, w: Phrase) {
        let pending = w
            .unit
            .and_then(|u| self.units.iter_mut().find(|e| e.0 == u && e.2));
        if let Some(entry) = pending {
            entry.2 = false;
            let unit = entry.0;
            if unit < 256 {
                self.bits.write(self.width, 0);
                self.bits.write(8, unit.into());
            } else {
                self.bits.write(self.width, 1);
                self.bits.write(16, unit.into());
            }
            self.count_code();
        } else {
            self.bits.write(self.width, w.code);
        }
        self.count_code();
    }
}

/// Compresses UTF-16 code units into `alphabet`'s characters, exactly as
/// `compressToBase64` (with its `=` padding) or `compressToEncodedURIComponent` does.
pub fn compress(input: &[u16], alphabet: Alphabet) -> String {
    let mut c = Compressor {
        units: Vec::new(),
        next: vec![Vec::new(); 3],
        size: 3,
        enlarge_in: 2,
        width: 2,
        bits: BitWriter {
            chars: alphabet.chars(),
            out: String::new(),
            value: 0,
            filled: 0,
        },
    };
    let mut w: Option<Phrase> = None;
    for &unit in input {
        let code = match c.units.iter().find(|e| e.0 == unit) {
            Some(e) => e.1,
            None => {
                let code = c.new_code();
                c.units.push((unit, code, true));
                code
            }
        };
        let single = Phrase {
            code,
            unit: Some(unit),
        };
        let Some(prev) = w else {
            w = Some(single);
            continue;
        };
        let longer = c.next[prev.code as usize].iter().find(|e| e.0 == unit);
        if let Some(&(_, code)) = longer {
            w = Some(Phrase { code, unit: None });
        } else {
            c.emit(prev);
            let code = c.new_code();
            c.next[prev.code as usize].push((unit, code));
            w = Some(single);
        }
    }
    if let Some(prev) = w {
        c.emit(prev);
    }
    c.bits.write(c.width, 2);
    let mut out = c.bits.finish();
    if alphabet == Alphabet::Base64 {
        let pad = (4 - out.len() % 4) % 4;
        out.extend(std::iter::repeat_n('=', pad));
    }
    out
}

/// Decompresses to a `String`; unpaired surrogates are an error of their own.
pub fn decompress_string(text: &str, alphabet: Alphabet) -> Result<String, LzError> {
    let units = decompress(text, alphabet)?;
    String::from_utf16(&units).map_err(|_| LzError::NotUtf16)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decompresses a Base64 text to a `String`.
    fn text_of(s: &str) -> String {
        String::from_utf16(&decompress(s, Alphabet::Base64).unwrap()).unwrap()
    }

    /// Compresses a `String` with `alphabet`.
    fn pack(s: &str, alphabet: Alphabet) -> String {
        compress(&s.encode_utf16().collect::<Vec<_>>(), alphabet)
    }

    /// Strings compressed by the JavaScript library, as published in the
    /// tests of the `lz-string` Rust crate 0.1.1 (tests/b64.rs, docs.rs),
    /// with the texts they hold.
    const PUBLISHED: [(&str, &str); 7] = [
        ("IZA", "a"),
        ("IbI", "aa"),
        ("Aco", "ààà"),
        ("Ac1A", "àààààà"),
        ("C4e1Q===", "toto"),
        ("KORCJCIEBFhgRAU4WASCwiQ1ESCBvwjIBA", "Å∑⁄¢∆Ê‚√∫\u{fb02}ı"),
        (
            "MIUwBALgTghglgOzCAzhMADsATVFEz4D2SuYACgIIBKAkgMpj2W0ByAKmADKUBaNAUQBcYAGpEArimRIAVxFSYwAFgCsAUgDcYAPIS4YAMYByPJCgAL6QBsSAcwB0QA",
            "Ce train est à destination de PARIS SAINT LAZARE: Vous en êtes à 45%; Oui c'est très long.",
        ),
    ];

    #[test]
    fn published_strings_decompress() {
        for (packed, text) in PUBLISHED {
            assert_eq!(text_of(packed), text, "{packed}");
        }
        // Without its padding the same data reads the same.
        assert_eq!(text_of("C4e1Q"), "toto");
    }

    /// The compressor writes what the JavaScript library wrote (the
    /// published strings with `compressToBase64`'s padding).
    #[test]
    fn compression_matches_published_strings() {
        for (packed, text) in PUBLISHED {
            let ours = pack(text, Alphabet::Base64);
            assert_eq!(ours.trim_end_matches('='), packed.trim_end_matches('='));
            assert_eq!(ours.len() % 4, 0, "{ours}");
        }
    }

    /// An f-puzzles link's data (the sudoku-formats package's README):
    /// a 9x9 grid with a 1 given in r1c1.
    #[test]
    fn an_fpuzzles_payload_decompresses_to_its_json() {
        let packed = "N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A";
        let text = text_of(packed);
        let empty_row = format!("[{}]", ["{}"; 9].join(","));
        let rows: Vec<String> = std::iter::once(format!(
            "[{{\"value\":1,\"given\":true}},{}]",
            ["{}"; 8].join(",")
        ))
        .chain(std::iter::repeat_n(empty_row, 8))
        .collect();
        assert_eq!(
            text,
            format!("{{\"size\":9,\"grid\":[{}]}}", rows.join(","))
        );
        assert_eq!(pack(&text, Alphabet::Base64), packed);
    }

    #[test]
    fn uri_safe_alphabet_round_trips_and_differs_only_in_its_letters() {
        let text = "a?b/c+d ".repeat(40) + "ü€😀";
        let uri = pack(&text, Alphabet::UriSafe);
        let b64 = pack(&text, Alphabet::Base64);
        assert_eq!(uri.replace('-', "/"), b64.trim_end_matches('='));
        let back = decompress(&uri, Alphabet::UriSafe).unwrap();
        assert_eq!(String::from_utf16(&back).unwrap(), text);
    }

    #[test]
    fn errors_say_what_is_wrong() {
        assert_eq!(
            decompress("IZ!A", Alphabet::Base64),
            Err(LzError::BadChar {
                offset: 2,
                found: '!'
            })
        );
        assert_eq!(
            decompress("IZ=A", Alphabet::Base64),
            Err(LzError::BadChar {
                offset: 2,
                found: '='
            })
        );
        assert_eq!(decompress("IZ", Alphabet::Base64), Err(LzError::Truncated));
        assert_eq!(decompress("", Alphabet::Base64), Err(LzError::Truncated));
        // 2 bits 11: no such first code.
        assert_eq!(
            decompress("w", Alphabet::Base64),
            Err(LzError::BadCode { code: 3, size: 3 })
        );
        // A literal 'a', then code 7 with five entries.
        let mut w = BitWriter {
            chars: Alphabet::Base64.chars(),
            out: String::new(),
            value: 0,
            filled: 0,
        };
        w.write(2, 0);
        w.write(8, u32::from(b'a'));
        w.write(3, 7);
        w.write(3, 2);
        let bad = w.finish();
        assert_eq!(
            decompress(&bad, Alphabet::Base64),
            Err(LzError::BadCode { code: 7, size: 4 })
        );
        assert_eq!(
            LzError::BadCode { code: 7, size: 4 }.to_string(),
            "code 7 with only 4 dictionary entries"
        );
        assert_eq!(
            LzError::Truncated.to_string(),
            "data cut short before its end code"
        );
    }

    /// A long run doubles its phrase at every step: the output limit stops it.
    #[test]
    fn output_is_limited() {
        let run = vec![u16::from(b'x'); MAX_UNITS + 10];
        let packed = compress(&run, Alphabet::Base64);
        assert!(packed.len() < 20_000, "{}", packed.len());
        assert_eq!(decompress(&packed, Alphabet::Base64), Err(LzError::TooLong));
        let fits = compress(&run[..MAX_UNITS - 10], Alphabet::Base64);
        assert_eq!(
            decompress(&fits, Alphabet::Base64).unwrap().len(),
            MAX_UNITS - 10
        );
    }

    #[test]
    fn empty_input_is_the_end_code_alone() {
        assert_eq!(pack("", Alphabet::Base64), "Q===");
        assert_eq!(
            decompress("Q===", Alphabet::Base64).unwrap(),
            Vec::<u16>::new()
        );
    }

    proptest::proptest! {
        /// Any text, ASCII or not (surrogate pairs included), survives a round
        /// trip through either alphabet.
        #[test]
        fn round_trip(text in "\\PC{0,300}", ascii in "[a-c]{0,600}") {
            for s in [&text, &ascii] {
                let units: Vec<u16> = s.encode_utf16().collect();
                for alphabet in [Alphabet::Base64, Alphabet::UriSafe] {
                    let packed = compress(&units, alphabet);
                    proptest::prop_assert_eq!(&decompress(&packed, alphabet).unwrap(), &units);
                }
            }
        }

        /// Damaged data never panics: it decompresses to something or fails.
        #[test]
        fn damage_never_panics(text in "[a-z{}\":,0-9]{1,200}", k in 0usize..400, c in 0u8..64) {
            let units: Vec<u16> = text.encode_utf16().collect();
            let mut packed = compress(&units, Alphabet::Base64).into_bytes();
            let k = k % packed.len();
            packed[k] = Alphabet::Base64.chars()[c as usize];
            let packed = String::from_utf8(packed).unwrap();
            let _ = decompress(&packed, Alphabet::Base64);
            let _ = decompress(&packed[..k], Alphabet::Base64);
        }
    }
}
