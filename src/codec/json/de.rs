//! [`JsonBoard`]'s `Deserialize`, written by hand.
//!
//! Every value is read with `deserialize_any` and every wrong type is worded
//! here, never by serde's own `invalid_type`: serde's wording of an
//! unexpected value formats floats (`floating point `1.5``), and that one
//! path alone drags the whole float printer of `core` (and `serde_json`'s
//! own) into the page's wasm module, about 30 KB. The messages are serde's
//! word for word ("missing field `givens`", "unknown field `bogus`, expected
//! one of ...", "invalid type: integer `5`, expected a string"), except that
//! a float is named without its value ("invalid type: floating point,
//! expected u16"); the JSON format's errors point at its character anyway.

use super::JsonBoard;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// The object's fields, in order.
const FIELDS: &[&str] = &[
    "variant",
    "givens",
    "placed",
    "black",
    "candidates",
    "solution",
];

impl<'de> de::Deserialize<'de> for JsonBoard {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(Plain(BoardValue))
    }
}

/// serde's "invalid type" error with our description of what was found.
fn invalid_type<E: de::Error>(found: fmt::Arguments<'_>, expected: &str) -> E {
    E::custom(format_args!("invalid type: {found}, expected {expected}"))
}

/// One kind of value: what it accepts; every other kind of value is an
/// "invalid type" error naming `EXPECTED`. [`Plain`] makes it a serde
/// visitor.
trait Accept<'de>: Sized {
    type Value;
    /// What serde calls the expected value ("a string", "u16").
    const EXPECTED: &'static str;

    fn null<E: de::Error>(self) -> Result<Self::Value, E> {
        Err(invalid_type(format_args!("null"), Self::EXPECTED))
    }

    /// An integer: `mask` when it fits 16 bits, `found` its digits.
    fn integer<E: de::Error>(
        self,
        _mask: Option<u16>,
        found: fmt::Arguments<'_>,
    ) -> Result<Self::Value, E> {
        Err(invalid_type(
            format_args!("integer `{found}`"),
            Self::EXPECTED,
        ))
    }

    fn text<E: de::Error>(self, found: &str) -> Result<Self::Value, E> {
        Err(invalid_type(
            format_args!("string {found:?}"),
            Self::EXPECTED,
        ))
    }

    fn list<A: SeqAccess<'de>>(self, _list: A) -> Result<Self::Value, A::Error> {
        Err(invalid_type(format_args!("sequence"), Self::EXPECTED))
    }

    fn object<A: MapAccess<'de>>(self, _object: A) -> Result<Self::Value, A::Error> {
        Err(invalid_type(format_args!("map"), Self::EXPECTED))
    }
}

/// The serde visitor (and seed) of an [`Accept`]: booleans and floats are
/// never accepted.
struct Plain<T>(T);

impl<'de, T: Accept<'de>> DeserializeSeed<'de> for Plain<T> {
    type Value = T::Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<T::Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de, T: Accept<'de>> Visitor<'de> for Plain<T> {
    type Value = T::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(T::EXPECTED)
    }

    fn visit_unit<E: de::Error>(self) -> Result<T::Value, E> {
        self.0.null()
    }

    fn visit_none<E: de::Error>(self) -> Result<T::Value, E> {
        self.0.null()
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<T::Value, E> {
        Err(invalid_type(format_args!("boolean `{v}`"), T::EXPECTED))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<T::Value, E> {
        self.0.integer(u16::try_from(v).ok(), format_args!("{v}"))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<T::Value, E> {
        self.0.integer(u16::try_from(v).ok(), format_args!("{v}"))
    }

    fn visit_f64<E: de::Error>(self, _v: f64) -> Result<T::Value, E> {
        Err(invalid_type(format_args!("floating point"), T::EXPECTED))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<T::Value, E> {
        self.0.text(v)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, list: A) -> Result<T::Value, A::Error> {
        self.0.list(list)
    }

    fn visit_map<A: MapAccess<'de>>(self, object: A) -> Result<T::Value, A::Error> {
        self.0.object(object)
    }
}

/// The board object itself.
struct BoardValue;

impl<'de> Accept<'de> for BoardValue {
    type Value = JsonBoard;
    const EXPECTED: &'static str = "struct JsonBoard";

    fn object<A: MapAccess<'de>>(self, mut object: A) -> Result<JsonBoard, A::Error> {
        let mut texts: [Option<Option<String>>; 4] = Default::default();
        let mut solution: Option<Option<String>> = None;
        let mut candidates: Option<Option<Vec<u16>>> = None;
        while let Some(field) = object.next_key_seed(Plain(FieldName))? {
            let seen = match field {
                4 => candidates.is_some(),
                5 => solution.is_some(),
                i => texts[i].is_some(),
            };
            if seen {
                return Err(de::Error::duplicate_field(FIELDS[field]));
            }
            match field {
                4 => candidates = Some(object.next_value_seed(Plain(MasksValue))?),
                5 => solution = Some(object.next_value_seed(Plain(TextValue(true)))?),
                i => texts[i] = Some(object.next_value_seed(Plain(TextValue(false)))?),
            }
        }
        let [variant, givens, placed, black] = required(texts)?;
        Ok(JsonBoard {
            variant,
            givens,
            placed,
            black,
            candidates: candidates.flatten(),
            solution: solution.flatten(),
        })
    }
}

/// The four text fields every board object has, or serde's "missing field"
/// error for the first one absent.
fn required<E: de::Error>(texts: [Option<Option<String>>; 4]) -> Result<[String; 4], E> {
    let mut out: [String; 4] = Default::default();
    for (i, text) in texts.into_iter().enumerate() {
        out[i] = text.flatten().ok_or_else(|| E::missing_field(FIELDS[i]))?;
    }
    Ok(out)
}

/// A key of the board object: the index of its field in [`FIELDS`].
struct FieldName;

impl<'de> Accept<'de> for FieldName {
    type Value = usize;
    const EXPECTED: &'static str = "field identifier";

    fn text<E: de::Error>(self, found: &str) -> Result<usize, E> {
        FIELDS
            .iter()
            .position(|&f| f == found)
            .ok_or_else(|| E::unknown_field(found, FIELDS))
    }
}

/// A string; `null` too (as `None`) when the field is optional (`true`).
struct TextValue(bool);

impl<'de> Accept<'de> for TextValue {
    type Value = Option<String>;
    const EXPECTED: &'static str = "a string";

    fn null<E: de::Error>(self) -> Result<Option<String>, E> {
        if self.0 {
            Ok(None)
        } else {
            Err(invalid_type(format_args!("null"), Self::EXPECTED))
        }
    }

    fn text<E: de::Error>(self, found: &str) -> Result<Option<String>, E> {
        Ok(Some(found.to_string()))
    }
}

/// `candidates`: `null` or a list of masks.
struct MasksValue;

impl<'de> Accept<'de> for MasksValue {
    type Value = Option<Vec<u16>>;
    const EXPECTED: &'static str = "a sequence";

    fn null<E: de::Error>(self) -> Result<Option<Vec<u16>>, E> {
        Ok(None)
    }

    fn list<A: SeqAccess<'de>>(self, mut list: A) -> Result<Option<Vec<u16>>, A::Error> {
        let mut masks = Vec::new();
        while let Some(mask) = list.next_element_seed(Plain(MaskValue))? {
            masks.push(mask);
        }
        Ok(Some(masks))
    }
}

/// One candidate mask: an integer that fits 16 bits (the board checks 9).
struct MaskValue;

impl<'de> Accept<'de> for MaskValue {
    type Value = u16;
    const EXPECTED: &'static str = "u16";

    fn integer<E: de::Error>(self, mask: Option<u16>, found: fmt::Arguments<'_>) -> Result<u16, E> {
        mask.ok_or_else(|| {
            E::custom(format_args!(
                "invalid value: integer `{found}`, expected u16"
            ))
        })
    }
}
