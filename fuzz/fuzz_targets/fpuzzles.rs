#![no_main]
//! Fuzzes the f-puzzles link decoder (round trip included).
use straights::codec::Format;
use libfuzzer_sys::fuzz_target;

mod common;

fuzz_target!(|data: &[u8]| common::check(Some(Format::Fpuzzles), data));
