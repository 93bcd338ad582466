#![no_main]
//! Fuzzes the str8ts_com_legacy decoder (round trip included).
use straights::codec::Format;
use libfuzzer_sys::fuzz_target;

mod common;

fuzz_target!(|data: &[u8]| common::check(Some(Format::Str8tsComLegacy), data));
