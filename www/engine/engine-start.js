// The start of the page's wasm engine (pkg/page.js and pkg/page_bg.wasm),
// as early as the page can make it: fetching, compiling and instantiating
// begin when this module is evaluated.
//
// It is a module of its own so that index.html can load it with `async`:
// an async module runs as soon as it has arrived, while the player's bundle
// (a deferred module) waits for the end of parsing and for the style sheets
// and is followed, in the same task, by DOMContentLoaded. Started here (or,
// at the latest, first thing when the bundle runs), the wasm's fetch and
// compile go on while the bundle is evaluated, instead of being asked for
// by the bundle's own code, after it. The bundle imports this file as it is
// (bundle.mjs keeps it external), so both are the same module instance and
// the wasm is fetched and compiled once; the other pages and the element
// get it through engine.js like any module.

import init from '../pkg/page.js';

const WASM_URL = new URL('../pkg/page_bg.wasm', import.meta.url);

/** @type {Promise<WebAssembly.Module> | null} */
let compiled = null;

/**
 * The compiled wasm module, fetched (once: a failed request is not tried
 * again at once) and compiled once for every instance (pkg/page.js's own
 * here, fresh ones after a crash in engine.js); a failure is not kept, so
 * that a later call tries again. Streaming compilation needs the
 * application/wasm type: from a server that sends another, the bytes are
 * compiled once they are all in.
 * @returns {Promise<WebAssembly.Module>}
 */
export function compiledWasm() {
  compiled ??= fetch(WASM_URL).then(async (response) => {
    if (!response.ok) throw new Error(`failed to fetch the engine: HTTP ${response.status}`);
    const type = response.headers.get('Content-Type') ?? '';
    if (type.split(';')[0].trim().toLowerCase() === 'application/wasm') return WebAssembly.compileStreaming(response);
    return WebAssembly.compile(await response.arrayBuffer());
  });
  compiled.catch(() => { compiled = null; });
  return compiled;
}

/**
 * Settles when pkg/page.js's own instance is ready, or rejects with the
 * reason the wasm could not be loaded. Started at evaluation; awaited by
 * engine.js's startEngine() and the <str8ts-board> element.
 */
export const pageEngine = compiledWasm().then((module) => init({ module_or_path: module }));
// Whoever awaits it sees a failure; the page that never does has no use for the engine.
pageEngine.catch(() => {});
