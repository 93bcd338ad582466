//! Str8ts: rules, exact solver, human-style solver and generator.

pub mod generate;
pub mod geometry;
pub mod logic;
pub mod rules;
pub mod runs;
pub mod solve;
