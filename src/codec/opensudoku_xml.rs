//! OpenSudoku puzzle-list XML (`.opensudoku` files), read only.
//!
//! Two shapes exist, both read by the app's `OpenSudokuImportTask` (checked
//! in the stored sources of `ogarcia/opensudoku` and in puzzle files
//! written by other tools):
//!
//! ```text
//! <?xml version="1.0" encoding="UTF-8"?>
//! <opensudoku>
//!   <name>Gnome-Sudoku Easy</name>
//!   ...
//!   <game data="379000014060010070080009005435007000090040020000800436900700080040080050850000249" />
//! </opensudoku>
//! ```
//!
//! and the app's own export (`version="2"`), where games sit in folders and
//! carry their state:
//! `<opensudoku version="2"><folder name=".." created=".."><game created=".." state=".." time=".."
//! last_played=".." data="..." note=".." command_stack=".." /></folder></opensudoku>`.
//!
//! `data` is either 81 digits (`0` for an empty cell; the app's newer reader
//! also takes `.`) giving the puzzle's givens, or the app's cell data with
//! its `version: N` header ([`super::opensudoku_v3`]), whose line break an
//! XML writer escapes as `&#10;`; then placed digits and notes are read too.
//!
//! The document must hold exactly one `<game>` element: a list of several
//! puzzles is not one board, and the error says how many there are. A
//! `<game .../>` element (or a `<folder>` holding one) copied out of a file
//! is read on its own, without the `<opensudoku>` root around it.
//!
//! The XML is read by a small strict parser, not a full XML processor: the
//! declaration, comments, `<!DOCTYPE ...>` and CDATA sections are skipped;
//! elements must nest and close properly under the root (`<opensudoku>`,
//! or a lone `<folder>` or `<game>`);
//! attribute values are in `"` or `'`, with the entities `&lt;` `&gt;`
//! `&amp;` `&quot;` `&apos;` and character references (`&#10;`, `&#xA;`).
//! Literal line breaks inside `data` are kept as they are (a full XML
//! parser would turn them into spaces). Errors inside `data` point to the
//! character of the document they come from.

use super::error::{describe_char, found_at};
use super::{opensudoku_v3, CodecError, Format, FormatRow, Holds, Lines, Style, Values, SUDOKU};
use crate::board::{Board, Cell, Variant, CELLS};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::OpenSudokuXml,
    name: "opensudoku-xml",
    title: "OpenSudoku XML",
    summary: "OpenSudoku XML puzzle list or app export, one <game data=\"...\"/> (read only)",
    link: None,
    lines: Lines::Several,
    holds: Holds {
        variant: SUDOKU,
        values: Values::Distinct,
        candidates: true,
        black: false,
        solution: false,
        writable: false,
    },
    default_style: Style::default,
    decode: |body, _| decode(body),
    encode: None,
    #[cfg(test)]
    sample: tests::LIST,
};

const F: Format = Format::OpenSudokuXml;

/// The elements a document may start with: the file's root, or one folder
/// or one game element copied out of a file.
const ROOTS: [&str; 3] = ["opensudoku", "folder", "game"];

/// A `<game>` element: where its tag starts, and its `data` attribute if it has one.
struct Game<'a> {
    at: usize,
    data: Option<Attribute<'a>>,
}

/// An attribute value as written (entities not yet replaced) and where it starts.
#[derive(Clone, Copy)]
struct Attribute<'a> {
    at: usize,
    raw: &'a str,
}

/// Reads the one game of an OpenSudoku XML document.
pub fn decode(body: &str) -> Result<Board, CodecError> {
    let games = Parser { body, pos: 0 }.games()?;
    let game = match games.as_slice() {
        [] => {
            return Err(CodecError::whole(
                F,
                "exactly one <game> element",
                "no <game> element",
            ))
        }
        [game] => game,
        [_, second, ..] => {
            let expected = "exactly one <game> element (a puzzle list holds several boards; decode them one at a time)";
            return Err(CodecError::at(
                F,
                second.at,
                expected,
                format!("{} <game> elements", games.len()),
            ));
        }
    };
    let Some(data) = game.data else {
        return Err(CodecError::at(
            F,
            game.at,
            "a data attribute on <game>",
            "a <game> without data",
        ));
    };
    let (text, map) = unescape(body, data)?;
    let text = text.trim_end_matches([' ', '\t', '\r', '\n']);
    let board = if text.starts_with("version:") {
        opensudoku_v3::decode_as(F, text)
    } else {
        digits(text)
    };
    board.map_err(|mut e| {
        e.offset = e
            .offset
            .map(|o| map.get(o).copied().unwrap_or(data.at + data.raw.len()));
        e
    })
}

/// Reads 81 digits (or `.`) as givens; offsets are in `text`.
fn digits(text: &str) -> Result<Board, CodecError> {
    let mut board = Board::new(Variant::Sudoku);
    let mut count = 0;
    for (at, c) in text.char_indices() {
        if count == CELLS {
            let expected = "the end of data after 81 cells";
            return Err(CodecError::at(F, at, expected, describe_char(c)));
        }
        board.cells[count] = match c {
            '1'..='9' => Cell::given(c as u8 - b'0'),
            '0' | '.' => Cell::EMPTY,
            _ => {
                let expected = "a digit 0-9 (0 for an empty cell) or 'version: 3' cell data";
                return Err(CodecError::at(F, at, expected, describe_char(c)).in_cell(count));
            }
        };
        count += 1;
    }
    if count < CELLS {
        let expected = "81 cells in data";
        return Err(CodecError::at(
            F,
            text.len(),
            expected,
            format!("the end of data after {count} cells"),
        ));
    }
    Ok(board)
}

/// Replaces the entities of an attribute value: the text, and for each of
/// its bytes (plus one past the end) the offset in `body` it comes from.
fn unescape(body: &str, attr: Attribute<'_>) -> Result<(String, Vec<usize>), CodecError> {
    let mut text = String::with_capacity(attr.raw.len());
    let mut map = Vec::with_capacity(attr.raw.len() + 1);
    let mut rest = attr.raw;
    let mut at = attr.at;
    while let Some(c) = rest.chars().next() {
        let (ch, len) = if c == '&' {
            entity(body, at, rest)?
        } else {
            (c, c.len_utf8())
        };
        text.push(ch);
        map.extend(std::iter::repeat_n(at, ch.len_utf8()));
        rest = &rest[len..];
        at += len;
    }
    map.push(at);
    Ok((text, map))
}

/// The character of the entity at the start of `rest` (byte `at` of `body`) and its length.
fn entity(body: &str, at: usize, rest: &str) -> Result<(char, usize), CodecError> {
    let bad = || {
        let expected =
            "an entity: &lt; &gt; &amp; &quot; &apos; or a character reference such as &#10;";
        CodecError::at(F, at, expected, found_at(body, at))
    };
    let end = rest.find(';').filter(|&e| e <= 12).ok_or_else(bad)?;
    let name = &rest[1..end];
    let ch = match name {
        "lt" => '<',
        "gt" => '>',
        "amp" => '&',
        "quot" => '"',
        "apos" => '\'',
        _ => {
            let code = match name.strip_prefix("#x").or_else(|| name.strip_prefix("#X")) {
                Some(hex) => u32::from_str_radix(hex, 16).ok(),
                None => name.strip_prefix('#').and_then(|dec| dec.parse().ok()),
            };
            code.and_then(char::from_u32).ok_or_else(bad)?
        }
    };
    Ok((ch, end + 1))
}

/// Walks the document.
struct Parser<'a> {
    body: &'a str,
    pos: usize,
}

impl<'a> Parser<'a> {
    fn error(&self, at: usize, expected: impl Into<String>) -> CodecError {
        CodecError::at(F, at, expected, found_at(self.body, at))
    }

    fn byte(&self, at: usize) -> Option<u8> {
        self.body.as_bytes().get(at).copied()
    }

    fn skip_space(&mut self) -> bool {
        let start = self.pos;
        while matches!(self.byte(self.pos), Some(b' ' | b'\t' | b'\r' | b'\n')) {
            self.pos += 1;
        }
        self.pos > start
    }

    /// Every `<game>` element of the document, checking its structure on the way.
    fn games(mut self) -> Result<Vec<Game<'a>>, CodecError> {
        let mut open: Vec<&str> = Vec::new();
        let mut root_closed = false;
        let mut games = Vec::new();
        while self.pos < self.body.len() {
            let rest = &self.body[self.pos..];
            if !rest.starts_with('<') {
                let end = rest.find('<').map_or(self.body.len(), |e| self.pos + e);
                if open.is_empty() {
                    if let Some(k) =
                        self.body[self.pos..end].find(|c: char| !c.is_ascii_whitespace())
                    {
                        let expected = if root_closed {
                            "the end of the document"
                        } else {
                            "'<'"
                        };
                        return Err(self.error(self.pos + k, expected));
                    }
                }
                self.pos = end;
            } else if rest.starts_with("<?") {
                self.skip_past("?>", "'?>' closing the declaration")?;
            } else if rest.starts_with("<!--") {
                self.skip_past("-->", "'-->' closing the comment")?;
            } else if rest.starts_with("<![CDATA[") {
                self.skip_past("]]>", "']]>' closing the CDATA section")?;
            } else if rest.starts_with("<!") {
                self.skip_past(">", "'>' closing the declaration")?;
            } else if rest.starts_with("</") {
                let at = self.pos;
                self.pos += 2;
                let name = self.name("the name of the closing tag")?;
                self.skip_space();
                if self.byte(self.pos) != Some(b'>') {
                    return Err(self.error(self.pos, format!("'>' closing </{name}>")));
                }
                self.pos += 1;
                match open.pop() {
                    Some(o) if o == name => root_closed = open.is_empty(),
                    Some(o) => {
                        return Err(CodecError::at(
                            F,
                            at,
                            format!("</{o}>"),
                            format!("</{name}>"),
                        ))
                    }
                    None => {
                        return Err(CodecError::at(
                            F,
                            at,
                            "the end of the document",
                            format!("</{name}>"),
                        ))
                    }
                }
            } else {
                let at = self.pos;
                self.pos += 1;
                let name = self.name("an element name")?;
                if open.is_empty() && (root_closed || !ROOTS.contains(&name)) {
                    let expected = if root_closed {
                        "the end of the document"
                    } else {
                        "the root element <opensudoku> (or one <folder> or <game> element of such a file)"
                    };
                    return Err(CodecError::at(F, at, expected, format!("<{name}>")));
                }
                let (data, empty) = self.attributes(name)?;
                if name == "game" {
                    games.push(Game { at, data });
                }
                if empty {
                    root_closed |= open.is_empty();
                } else {
                    open.push(name);
                }
            }
        }
        if let Some(o) = open.last() {
            return Err(self.error(self.body.len(), format!("</{o}>")));
        }
        if !root_closed {
            return Err(CodecError::whole(
                F,
                "an <opensudoku>, <folder> or <game> element",
                "a document without one",
            ));
        }
        Ok(games)
    }

    /// Moves past the next `end`, failing with `expected` at the end of the text.
    fn skip_past(&mut self, end: &str, expected: &str) -> Result<(), CodecError> {
        match self.body[self.pos..].find(end) {
            Some(k) => {
                self.pos += k + end.len();
                Ok(())
            }
            None => Err(self.error(self.body.len(), expected)),
        }
    }

    /// Reads an XML name.
    fn name(&mut self, expected: &str) -> Result<&'a str, CodecError> {
        let start = self.pos;
        let ok = |b: u8, first: bool| {
            b.is_ascii_alphabetic()
                || b == b'_'
                || b == b':'
                || (!first && (b.is_ascii_digit() || b == b'-' || b == b'.'))
        };
        while self
            .byte(self.pos)
            .is_some_and(|b| ok(b, self.pos == start))
        {
            self.pos += 1;
        }
        if self.pos == start {
            return Err(self.error(start, expected));
        }
        Ok(&self.body[start..self.pos])
    }

    /// Reads the attributes of element `element` up to `>` or `/>`: its
    /// `data` attribute, and whether the element is empty (`/>`).
    fn attributes(&mut self, element: &str) -> Result<(Option<Attribute<'a>>, bool), CodecError> {
        let mut data = None;
        loop {
            let spaced = self.skip_space();
            match self.byte(self.pos) {
                Some(b'>') => {
                    self.pos += 1;
                    return Ok((data, false));
                }
                Some(b'/') if self.byte(self.pos + 1) == Some(b'>') => {
                    self.pos += 2;
                    return Ok((data, true));
                }
                Some(b'/') => return Err(self.error(self.pos + 1, "'>' after '/'")),
                None => return Err(self.error(self.pos, format!("'>' closing <{element}>"))),
                Some(_) if !spaced => return Err(self.error(self.pos, "a space, '>' or '/>'")),
                Some(_) => {}
            }
            let name_at = self.pos;
            let name = self.name("an attribute name, '>' or '/>'")?;
            self.skip_space();
            if self.byte(self.pos) != Some(b'=') {
                return Err(self.error(self.pos, format!("'=' after the attribute {name}")));
            }
            self.pos += 1;
            self.skip_space();
            let quote = match self.byte(self.pos) {
                Some(q @ (b'"' | b'\'')) => q,
                _ => return Err(self.error(self.pos, "'\"' or ''' starting the attribute value")),
            };
            let start = self.pos + 1;
            let len = self.body[start..].find(quote as char).ok_or_else(|| {
                self.error(self.body.len(), "the quote closing the attribute value")
            })?;
            let raw = &self.body[start..start + len];
            if let Some(k) = raw.find('<') {
                return Err(self.error(start + k, "no '<' in an attribute value (write &lt;)"));
            }
            if element == "game" && name == "data" {
                if data.is_some() {
                    return Err(CodecError::at(
                        F,
                        name_at,
                        "one data attribute",
                        "a second data attribute",
                    ));
                }
                data = Some(Attribute { at: start, raw });
            }
            self.pos = start + len + 1;
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::codec::test_support::givens;

    /// The shape of the puzzle files published for the app.
    pub const LIST: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<opensudoku>
  <name>Gnome-Sudoku Easy</name>
  <author>romario333</author>
  <description></description>
  <comment></comment>
  <created>2009-09-16</created>
  <source>gnome-sudoku</source>
  <level>easy</level>
  <sourceURL>http://opensudoku.eu/puzzles</sourceURL>
  <game data="379000014060010070080009005435007000090040020000800436900700080040080050850000249" />
</opensudoku>"#;

    const DATA: &str =
        "379000014060010070080009005435007000090040020000800436900700080040080050850000249";

    #[test]
    fn a_puzzle_file_with_one_game_decodes() {
        let board = decode(LIST).unwrap();
        assert_eq!(givens(&board), DATA.replace('0', "."));
        assert!(!board.has_placed() && !board.has_candidates);
        let single = LIST
            .replace(" data=\"", " data='")
            .replace("249\" />", "249'/>");
        assert_eq!(decode(&single).unwrap(), board);
        let dots = LIST.replace("379000014", "379....14");
        assert_eq!(decode(&dots).unwrap(), board);
    }

    /// A `<game>` element copied out of a file decodes on its own, as does
    /// a `<folder>` of the app's export holding one; a second element after
    /// it is refused.
    #[test]
    fn a_lone_game_element_decodes() {
        let board = decode(LIST).unwrap();
        let game = &LIST[LIST.find("<game").unwrap()..LIST.find("</opensudoku>").unwrap()];
        assert_eq!(decode(game.trim_end()).unwrap(), board);
        let folder = format!("<folder name=\"Easy\" created=\"1\">\n  {game}</folder>");
        assert_eq!(decode(&folder).unwrap(), board);
        let e = decode(&format!("{game}{game}")).unwrap_err();
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(game.len()), "the end of the document")
        );
    }

    #[test]
    fn an_app_export_with_cell_data_decodes_notes_and_placed_digits() {
        let mut data = String::from("version: 3&#10;");
        data.push_str("3|0|0|0|6|1|9|0|1|");
        data.push_str(&"0|0|1|".repeat(78));
        let text = format!(
            "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<opensudoku version=\"2\">\n  \
             <folder name=\"Easy &amp; more\" created=\"1\">\n    <!-- a comment -->\n    \
             <game created=\"1\" state=\"1\" time=\"0\" data=\"{data}\" note=\"\" />\n  </folder>\n</opensudoku>\n"
        );
        let board = decode(&text).unwrap();
        assert_eq!(board.cells[0], Cell::given(3));
        assert_eq!(board.cells[1], Cell::with_candidates(6));
        assert_eq!(board.cells[2], Cell::placed(9));
        assert!(board.has_candidates);
        let hex = text.replace("&#10;", "&#xA;");
        assert_eq!(decode(&hex).unwrap(), board);
    }

    #[test]
    fn game_counts_are_named() {
        let two = LIST.replace(
            "</opensudoku>",
            "  <game data=\"0\" />\n  <game data=\"0\" />\n</opensudoku>",
        );
        let e = decode(&two).unwrap_err();
        let second = two.match_indices("<game").nth(1).unwrap().0;
        assert_eq!(
            (e.offset, e.found.as_str()),
            (Some(second), "3 <game> elements")
        );
        assert!(e.expected.starts_with("exactly one <game> element"));
        let none = LIST.replace("<game", "<gamex");
        let e = decode(&none).unwrap_err();
        assert_eq!(
            e.to_string(),
            "opensudoku-xml: expected exactly one <game> element, found no <game> element"
        );
        let e = decode(&LIST.replace("data=", "date=")).unwrap_err();
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (
                Some(LIST.find("<game").unwrap()),
                "a data attribute on <game>"
            )
        );
    }

    #[test]
    fn errors_inside_data_point_into_the_document() {
        let data_at = LIST.find("379").unwrap();
        let e = decode(&LIST.replace("379000014", "379x00014")).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(data_at + 3), Some(3), "'x'")
        );
        let e = decode(&LIST.replace("850000249", "85000024")).unwrap_err();
        assert_eq!(
            (e.offset, e.found.as_str()),
            (Some(data_at + 80), "the end of data after 80 cells")
        );
        let e = decode(&LIST.replace("850000249", "8500002491")).unwrap_err();
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(data_at + 81), "the end of data after 81 cells")
        );
        // Cell data: the offset of a bad value in the document, across the entity.
        let text = LIST.replace(
            DATA,
            &format!("version: 3&#10;3|0|0|x|0|1|{}", "0|0|1|".repeat(79)),
        );
        let e = decode(&text).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.format),
            (Some(data_at + 21), Some(1), Some(F))
        );
        let e = decode(&text.replace("&#10;", "&#1O;")).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(data_at + 10), "'&'"));
        let e = decode(&text.replace("version: 3", "version: 9")).unwrap_err();
        assert_eq!(
            (e.offset, e.found.as_str()),
            (Some(data_at + 9), "version 9")
        );
    }

    #[test]
    fn broken_xml_is_reported() {
        let e = decode(&LIST.replace("</name>", "</nam>")).unwrap_err();
        assert_eq!(
            (e.expected.as_str(), e.found.as_str()),
            ("</name>", "</nam>")
        );
        assert_eq!(e.offset, LIST.find("</name>"));
        let e = decode(&LIST.replace("\n</opensudoku>", "")).unwrap_err();
        assert_eq!(
            (e.expected.as_str(), e.found.as_str()),
            ("</opensudoku>", "the end of the text")
        );
        let e = decode("<sudoku><game data=\"0\"/></sudoku>").unwrap_err();
        assert_eq!(
            (e.offset, e.expected.as_str(), e.found.as_str()),
            (
                Some(0),
                "the root element <opensudoku> (or one <folder> or <game> element of such a file)",
                "<sudoku>"
            )
        );
        let e = decode(&format!("{LIST}\n<opensudoku/>")).unwrap_err();
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(LIST.len() + 1), "the end of the document")
        );
        let e = decode(&format!("{LIST} x")).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(LIST.len() + 1), "'x'"));
        let e = decode(&LIST.replace("data=\"", "data=")).unwrap_err();
        assert_eq!(e.expected, "'\"' or ''' starting the attribute value");
        let text = LIST.replace("249\" />", "249 />");
        let e = decode(&text).unwrap_err();
        assert_eq!(
            (e.offset, e.found.as_str()),
            (Some(text.len()), "the end of the text")
        );
        let e = decode(&LIST.replace("<game data", "<game  =")).unwrap_err();
        assert_eq!(e.expected, "an attribute name, '>' or '/>'");
        let e = decode(&LIST.replace("\" />", "\"/ >")).unwrap_err();
        assert_eq!(e.expected, "'>' after '/'");
        let e = decode(&LIST.replace("<game data=\"", "<game data=\"<")).unwrap_err();
        assert_eq!(e.offset, Some(LIST.find("379").unwrap()));
        let e = decode("<?xml version=\"1.0\"?>").unwrap_err();
        assert_eq!(e.expected, "an <opensudoku>, <folder> or <game> element");
        let e = decode("<?xml").unwrap_err();
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(5), "'?>' closing the declaration")
        );
        let e = decode("<opensudoku><é").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(13), "'é'"));
    }
}
