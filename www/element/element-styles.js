// The <str8ts-board> element's styles, put into each element's shadow
// root: board/board.css (the board and its palette, the page's too) and
// str8ts-board.css (the element's own layout: its digit pad, the solved
// state, next to this module), as <link>s to the files.
//
// The two-file bundle (pkg/straights-board.js, bundle.mjs) replaces this
// module by one holding the same two sheets' text, adopted as constructable
// style sheets: no CSS file is fetched there.

/** The element's style sheets, relative to this module. */
const SHEETS = ['../board/board.css', 'str8ts-board.css'];

/**
 * Adds the element's styles to its shadow root `root`.
 * @param {ShadowRoot} root
 * @returns {void}
 */
export function addStyles(root) {
  for (const sheet of SHEETS) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(sheet, import.meta.url).href;
    root.append(link);
  }
}
