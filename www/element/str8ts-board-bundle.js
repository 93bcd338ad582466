// The entry of the two-file embed, pkg/straights-board.js (bundle.mjs):
// the <str8ts-board> element (registered on import) and setWasmUrl, which
// says where its wasm is when it is not next to the bundle. In that bundle
// engine/engine-start.js is engine/engine-start-bundled.js, and
// element-styles.js holds the style sheets' text.

export * from './str8ts-board.js';
export { setWasmUrl } from '../engine/engine-start-bundled.js';
