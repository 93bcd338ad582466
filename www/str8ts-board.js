// The address third-party pages load the <str8ts-board> element from
// (<script type="module" src=".../str8ts-board.js">, as embed.html shows):
// the element itself is element/str8ts-board.js, with the board and model,
// loaded as the modules they are (the whole www/ folder is needed). The
// same element as one file is pkg/straights-board.js (bundle.mjs: the
// two-file embed, with pkg/page_bg.wasm next to it).

export * from './element/str8ts-board.js';
