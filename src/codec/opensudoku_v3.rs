//! TEMPORARY STUB: being written.
use super::{CodecError, Format};
use crate::board::Board;

pub fn decode(body: &str) -> Result<Board, CodecError> {
    let _ = body;
    Err(CodecError::whole(Format::OpenSudokuV3, "an implemented decoder", "a stub"))
}

pub fn encode(_board: &Board) -> Result<String, CodecError> {
    Err(CodecError::whole(Format::OpenSudokuV3, "an implemented encoder", "a stub"))
}
