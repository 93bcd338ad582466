//! # straights
//!
//! Str8ts and Sudoku boards for Rust and the web: one board model
//! ([`board`]), every common board text format ([`codec`]), exact and
//! human-style solvers, graders and generators, in pure Rust. The browser
//! player's WebAssembly API is a thin crate of its own over this one
//! (`wasm/`, package `straights-wasm`, not published).
//!
//! ```
//! use straights::codec::{self, Format};
//! let d = codec::decode("weekly001:000000040090000000800900002000060000000000500000000000000001000010000000000000080000010001000001000000100000000000100011000110001000000000001000000100000100010000").unwrap();
//! assert_eq!(d.format, Format::Str8tsComLegacy);
//! assert_eq!(d.style.label.as_deref(), Some("weekly001"));
//! assert_eq!(d.board.black_count(), 14);
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod board;
pub mod check;
pub mod codec;
pub mod daily;
pub mod engine;
mod grade;
mod logic_kit;
pub mod outcome;
pub mod rng;
pub mod rules;
pub mod search;
pub mod str8ts;
pub mod sudoku;
pub mod symmetry;

pub use board::{Board, Cell, Mask, Variant};

/// The README's Rust example, compiled and run as a doc test.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// The examples of docs/api-rust.md, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../docs/api-rust.md")]
pub struct ApiRustDoctests;
pub use codec::{CodecError, Decoded, Format, Style};
