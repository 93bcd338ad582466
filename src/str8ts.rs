//! Str8ts: rules, exact solver, human-style solver and generator.

use crate::board::Variant;

/// The kind this module's rules and solvers are for (for tools that use
/// them directly, such as `straights bench solve`, to pick their boards,
/// and for the codec's Str8ts formats).
pub const VARIANT: Variant = Variant::Str8ts;

pub mod generate;
pub mod geometry;
pub mod logic;
pub mod rules;
pub mod runs;
pub mod solve;
