//! Sudoku: rules, exact solver and the human-style logic solver.

pub mod generate;
pub mod logic;
pub mod rules;
pub mod solve;
