// The address third-party pages load the <str8ts-board> element from
// (<script type="module" src=".../str8ts-board.js">, as embed.html shows):
// the element itself is board/str8ts-board.js, with the rest of the board.

export * from './board/str8ts-board.js';
