//! TEMPORARY STUB: being written.
use super::{CodecError, Format, Style};
use crate::board::Board;

pub fn decode(body: &str, _style: &mut Style) -> Result<Board, CodecError> {
    let _ = body;
    Err(CodecError::whole(Format::Sukaku, "an implemented decoder", "a stub"))
}

pub fn encode(_board: &Board, _style: &Style) -> Result<String, CodecError> {
    Err(CodecError::whole(Format::Sukaku, "an implemented encoder", "a stub"))
}
