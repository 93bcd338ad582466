//! The wasm API in headless Chromium: `cargo test -p straights-wasm --target wasm32-unknown-unknown --test wasm_browser`
//! (needs `chromedriver` on PATH or in `CHROMEDRIVER`; `./build.sh test` sets it up).
#![cfg(target_arch = "wasm32")]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

mod wasm_common;

wasm_common::api_tests!();

/// The page's own globals exist: this really runs in a browser.
#[wasm_bindgen_test]
fn runs_in_a_browser_window() {
    let global = js_sys::global();
    assert!(js_sys::Reflect::has(&global, &JsValue::from_str("document")).unwrap());
    assert!(js_sys::Reflect::has(&global, &JsValue::from_str("navigator")).unwrap());
}
