//! TEMPORARY STUB: being written.
use super::{CodecError, Format};
use crate::board::Board;

pub fn decode(body: &str) -> Result<Board, CodecError> {
    let _ = body;
    Err(CodecError::whole(Format::OpenSudokuXml, "an implemented decoder", "a stub"))
}
