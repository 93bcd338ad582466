//! The wasm API in node: `cargo test --target wasm32-unknown-unknown --test wasm_node`
//! (the runner is `wasm-bindgen-test-runner`, see `.cargo/config.toml`).
#![cfg(target_arch = "wasm32")]

mod wasm_common;

wasm_common::api_tests!();
