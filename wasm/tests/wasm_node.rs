//! The wasm API in node: `cargo test -p straights-wasm --target wasm32-unknown-unknown --test wasm_node`
//! (the runner is `wasm-bindgen-test-runner`, see the workspace's `.cargo/config.toml`).
#![cfg(target_arch = "wasm32")]

mod wasm_common;

wasm_common::api_tests!();
