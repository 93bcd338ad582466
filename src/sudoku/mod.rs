//! Sudoku: rules and exact solver.

pub mod rules;
pub mod solve;
