//! Shared oracle of the fuzz targets: decoding never panics, and whatever
//! decodes re-encodes in the same style to text that decodes to the same board.

use straights::codec::{self, Format};

/// Decodes `data` as `format` (or detects the format when `None`) and checks the round trip.
pub fn check(format: Option<Format>, data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let decoded = match format {
        Some(f) => codec::decode_as(f, text),
        None => codec::decode(text),
    };
    let Ok(d) = decoded else { return };
    assert!(d.board.check().is_ok(), "decoder produced a broken board");
    if !d.format.holds().writable {
        return;
    }
    let again = codec::encode_with(&d.board, d.format, &d.style).expect("a decoded board must encode");
    let back = codec::decode_as(d.format, &again).expect("encoded text must decode");
    let again2 = codec::encode_with(&back.board, back.format, &back.style).expect("second encode");
    assert_eq!(again, again2, "encoding is not stable");
}
