//! The grid of the table that holds exactly one 17-clue puzzle (the
//! fastest of the table to search), with its puzzle: shared by the
//! library's `tests/search.rs` and the CLI's `cli/tests/search.rs`.

/// The solution grid.
pub const ONE: &str =
    "286537941541982736379614258917358624452176893863429517625743189194865372738291465";
/// Its one 17-clue puzzle.
pub const ONE_PUZZLE: &str =
    ".......415..9......7.6........35.6..4.2......8............4..8..9....3...3.......";
