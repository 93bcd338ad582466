//! Sudoku: rules, exact solver and the human-style logic solver.

use crate::board::Variant;

/// The kind this module's rules and solvers are for (the codec's Sudoku
/// formats name it).
pub const VARIANT: Variant = Variant::Sudoku;

pub mod generate;
pub mod logic;
pub mod rules;
pub mod solve;
