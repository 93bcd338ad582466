#![no_main]
//! Fuzzes the detect decoder (round trip included).
use libfuzzer_sys::fuzz_target;

mod common;

fuzz_target!(|data: &[u8]| common::check(None, data));
