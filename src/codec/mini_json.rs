//! A small JSON reader for f-puzzles data.
//!
//! `serde_json::Value` would do, but with its map and number types it added
//! about 14 KB (gzipped) to the page's wasm module; f-puzzles data needs only
//! objects (keys kept in order), arrays, strings, integers, booleans and null.
//! A number with a fraction or exponent (or too large for `i64`) is kept as
//! [`Json::OtherNumber`]: no f-puzzles field of a classic Sudoku is one.

/// A JSON value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// An integer that fits `i64`.
    Int(i64),
    /// Any other number (fraction, exponent, too large).
    OtherNumber,
    /// A string, escapes resolved.
    Str(String),
    /// An array.
    Array(Vec<Json>),
    /// An object's members in their order.
    Object(Vec<(String, Json)>),
}

impl Json {
    /// The value of `key` in an object (the last one when repeated).
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().rev().find(|(k, _)| k == key).map(|m| &m.1),
            _ => None,
        }
    }
}

/// Nesting deeper than this is refused (no stack overflow on `[[[[...`).
const MAX_DEPTH: usize = 64;

/// Why a text is not JSON: the byte offset and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// Byte offset in the text.
    pub offset: usize,
    /// What the reader expected at that offset.
    pub expected: &'static str,
}

/// Parses one JSON value, with nothing but white space after it.
pub fn parse(text: &str) -> Result<Json, JsonError> {
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
    };
    let v = p.value(0)?;
    p.space();
    if p.i < p.s.len() {
        return Err(p.error("the end of the JSON"));
    }
    Ok(v)
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn error(&self, expected: &'static str) -> JsonError {
        JsonError {
            offset: self.i,
            expected,
        }
    }

    fn space(&mut self) {
        while self.s.get(self.i).is_some_and(|b| b" \t\r\n".contains(b)) {
            self.i += 1;
        }
    }

    /// Consumes `word` (`true`, `false`, `null`) or fails.
    fn word(&mut self, word: &str, v: Json) -> Result<Json, JsonError> {
        if self.s[self.i..].starts_with(word.as_bytes()) {
            self.i += word.len();
            Ok(v)
        } else {
            Err(self.error("a JSON value"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.space();
        if depth > MAX_DEPTH {
            return Err(self.error("at most 64 nested arrays and objects"));
        }
        match self.s.get(self.i) {
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Json::Str),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'n') => self.word("null", Json::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.error("a JSON value")),
        }
    }

    /// Consumes `b` after white space, or fails with `expected`.
    fn expect(&mut self, b: u8, expected: &'static str) -> Result<(), JsonError> {
        self.space();
        if self.s.get(self.i) == Some(&b) {
            self.i += 1;
            Ok(())
        } else {
            Err(self.error(expected))
        }
    }

    /// Whether the next byte (after white space) is `b`; consumes it if so.
    fn eat(&mut self, b: u8) -> bool {
        self.space();
        let yes = self.s.get(self.i) == Some(&b);
        self.i += usize::from(yes);
        yes
    }

    fn array(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.i += 1;
        let mut items = Vec::new();
        if self.eat(b']') {
            return Ok(Json::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            if self.eat(b']') {
                return Ok(Json::Array(items));
            }
            self.expect(b',', "',' or ']'")?;
        }
    }

    fn object(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.i += 1;
        let mut members = Vec::new();
        if self.eat(b'}') {
            return Ok(Json::Object(members));
        }
        loop {
            self.space();
            if self.s.get(self.i) != Some(&b'"') {
                return Err(self.error("a string key"));
            }
            let key = self.string()?;
            self.expect(b':', "':'")?;
            members.push((key, self.value(depth + 1)?));
            if self.eat(b'}') {
                return Ok(Json::Object(members));
            }
            self.expect(b',', "',' or '}'")?;
        }
    }

    fn number(&mut self) -> Result<Json, JsonError> {
        let start = self.i;
        self.i += usize::from(self.s[self.i] == b'-');
        let digits = |p: &mut Self| {
            let from = p.i;
            while p.s.get(p.i).is_some_and(u8::is_ascii_digit) {
                p.i += 1;
            }
            p.i > from
        };
        if !digits(self) {
            return Err(self.error("a digit"));
        }
        let mut other = false;
        if self.s.get(self.i) == Some(&b'.') {
            self.i += 1;
            other = true;
            if !digits(self) {
                return Err(self.error("a digit"));
            }
        }
        if matches!(self.s.get(self.i), Some(b'e' | b'E')) {
            self.i += 1;
            other = true;
            self.i += usize::from(matches!(self.s.get(self.i), Some(b'+' | b'-')));
            if !digits(self) {
                return Err(self.error("a digit"));
            }
        }
        let text = std::str::from_utf8(&self.s[start..self.i]).unwrap_or("");
        Ok(match text.parse::<i64>() {
            Ok(n) if !other => Json::Int(n),
            _ => Json::OtherNumber,
        })
    }

    /// A string starting at the current `"`, escapes resolved (an unpaired
    /// `\u` surrogate becomes U+FFFD).
    fn string(&mut self) -> Result<String, JsonError> {
        self.i += 1;
        let mut units: Vec<u16> = Vec::new();
        loop {
            let Some(&b) = self.s.get(self.i) else {
                return Err(self.error("'\"' closing the string"));
            };
            match b {
                b'"' => {
                    self.i += 1;
                    return Ok(String::from_utf16_lossy(&units));
                }
                b'\\' => {
                    self.i += 1;
                    units.push(self.escape()?);
                }
                0..=0x1f => return Err(self.error("a character of a string")),
                _ => {
                    // One UTF-8 character (the text is a `str`).
                    let len = match b {
                        0..=0x7f => 1,
                        0xc0..=0xdf => 2,
                        0xe0..=0xef => 3,
                        _ => 4,
                    };
                    let ch =
                        std::str::from_utf8(&self.s[self.i..self.i + len]).unwrap_or("\u{fffd}");
                    units.extend(ch.encode_utf16());
                    self.i += len;
                }
            }
        }
    }

    /// The code unit of the escape after a `\`.
    fn escape(&mut self) -> Result<u16, JsonError> {
        let b = *self.s.get(self.i).ok_or_else(|| self.error("an escape"))?;
        self.i += 1;
        Ok(match b {
            b'"' => 0x22,
            b'\\' => 0x5c,
            b'/' => 0x2f,
            b'b' => 8,
            b'f' => 12,
            b'n' => 10,
            b'r' => 13,
            b't' => 9,
            b'u' => {
                let hex = self
                    .s
                    .get(self.i..self.i + 4)
                    .and_then(|h| std::str::from_utf8(h).ok());
                let unit = hex.and_then(|h| u16::from_str_radix(h, 16).ok());
                let unit = unit.ok_or_else(|| self.error("four hex digits after \\u"))?;
                self.i += 4;
                unit
            }
            _ => {
                self.i -= 1;
                return Err(self.error("an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)"));
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_read() {
        let v =
            parse(r#" {"a":[1,-2,3.5,1e3,true,false,null],"b":"x\"\u00e9\ud83d\ude00\n","a":{}} "#)
                .unwrap();
        assert_eq!(v.get("a"), Some(&Json::Object(vec![])));
        assert_eq!(v.get("b"), Some(&Json::Str("x\"é😀\n".to_string())));
        let Json::Object(m) = &v else { panic!() };
        assert_eq!(
            m[0].1,
            Json::Array(vec![
                Json::Int(1),
                Json::Int(-2),
                Json::OtherNumber,
                Json::OtherNumber,
                Json::Bool(true),
                Json::Bool(false),
                Json::Null
            ])
        );
        assert_eq!(parse("99999999999999999999").unwrap(), Json::OtherNumber);
        assert_eq!(parse("\"é\"").unwrap(), Json::Str("é".to_string()));
    }

    #[test]
    fn errors_give_offset_and_expectation() {
        let e = |t: &str| {
            let e = parse(t).unwrap_err();
            (e.offset, e.expected)
        };
        assert_eq!(e(""), (0, "a JSON value"));
        assert_eq!(e("[1 2]"), (3, "',' or ']'"));
        assert_eq!(e("{1:2}"), (1, "a string key"));
        assert_eq!(e("{\"a\" 2}"), (5, "':'"));
        assert_eq!(e("{\"a\":2 3"), (7, "',' or '}'"));
        assert_eq!(e("\"abc"), (4, "'\"' closing the string"));
        assert_eq!(
            e("\"\\x\""),
            (2, "an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)")
        );
        assert_eq!(e("\"\\u12\""), (3, "four hex digits after \\u"));
        assert_eq!(e("-"), (1, "a digit"));
        assert_eq!(e("1."), (2, "a digit"));
        assert_eq!(e("tru"), (0, "a JSON value"));
        assert_eq!(e("{} x"), (3, "the end of the JSON"));
        assert_eq!(
            e(&"[".repeat(100)),
            (65, "at most 64 nested arrays and objects")
        );
    }

    proptest::proptest! {
        /// Any text: a value or an error, never a panic.
        #[test]
        fn never_panics(s in "[\\[\\]{}\":,0-9a-z\\\\ .eE+-]{0,80}|\\PC{0,40}") {
            let _ = parse(&s);
        }
    }
}
