// engine-start.js as the two-file embed has it: pkg/straights-board.js
// (written by bundle.mjs, which puts this module in engine-start.js's
// place) holds the <str8ts-board> element, its styles and the page's wasm
// glue (pkg/page.js) in one file, and fetches the one wasm, page_bg.wasm,
// from next to itself (the bundle's own address: import.meta.url, which in
// the bundle is the bundle's), or from where setWasmUrl says.
//
// The fetch starts a microtask after this module is evaluated, that is once
// the script that imported the bundle has run to its end (a module graph is
// evaluated in one go): a page, or a bundler's output that holds the
// element, can call setWasmUrl before it, in that script.

import init from '../pkg/page.js';

/** Where the wasm is fetched from: page_bg.wasm next to the bundle, unless setWasmUrl said otherwise. */
let wasmUrl = new URL('./page_bg.wasm', import.meta.url);
/** Whether the fetch has started (setWasmUrl is then too late). */
let started = false;

/**
 * Fetches the element's wasm (page_bg.wasm) from `url` (resolved against
 * the page's address) instead of from next to the bundle. Call it in the
 * script that imports the element, before it ends: the fetch starts then.
 * @param {string | URL} url
 * @returns {void}
 */
export function setWasmUrl(url) {
  if (started) throw new Error('setWasmUrl: the board engine is already loading; call it in the script that imports the element');
  wasmUrl = new URL(String(url), document.baseURI);
}

/** @type {Promise<WebAssembly.Module> | null} */
let compiled = null;

/**
 * The compiled wasm module, fetched and compiled once (a failure is not
 * kept, so that a later call tries again); as engine-start.js's.
 * @returns {Promise<WebAssembly.Module>}
 */
export function compiledWasm() {
  started = true;
  compiled ??= fetch(wasmUrl).then(async (response) => {
    if (!response.ok) throw new Error(`failed to fetch the engine: HTTP ${response.status}`);
    const type = response.headers.get('Content-Type') ?? '';
    if (type.split(';')[0].trim().toLowerCase() === 'application/wasm') return WebAssembly.compileStreaming(response);
    return WebAssembly.compile(await response.arrayBuffer());
  });
  compiled.catch(() => { compiled = null; });
  return compiled;
}

/**
 * Settles when the glue's instance is ready, or rejects with the reason
 * the wasm could not be loaded; started a microtask after evaluation (see above).
 */
export const pageEngine = Promise.resolve().then(() => compiledWasm()).then((module) => init({ module_or_path: module }));
// Whoever awaits it sees a failure; a page without boards has no use for the engine.
pageEngine.catch(() => {});
