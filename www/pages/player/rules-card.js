// The rules card ("How to play"): the rules of the kind on the board, shown
// by itself on a player's first visit and from the How to play button at
// any time. The page holds each kind's rules under its engine-table name
// (data-rules); a kind without its own shows the lines common to all.

import { engineInfo } from '../../engine/engine.js';

/**
 * The page's element `id`, one its HTML holds (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/**
 * Wires the How to play button and the card. `kind()` is the kind on the
 * board (an engine-table name); `seen()` whether the first visit's card was
 * shown, `markSeen()` remembers that it was. Returns { firstVisit() }:
 * shows the card when it was never shown.
 * @param {{ kind: () => string, seen: () => boolean, markSeen: () => void }} options
 */
export function wireRules({ kind, seen, markSeen }) {
  const dialog = $('rules-dialog');

  /** Shows the card with the rules of the kind on the board. */
  function show() {
    const name = kind();
    $('rules-kind').textContent = engineInfo(name).title;
    for (const part of document.querySelectorAll('[data-rules]')) {
      /** @type {HTMLElement} */ (part).hidden = /** @type {HTMLElement} */ (part).dataset.rules !== name;
    }
    if (!dialog.open) dialog.showModal();
  }

  $('how-to-play').addEventListener('click', show);
  $('rules-close').addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    if (!seen()) markSeen();
  });

  return {
    /**
     * On a first visit, the card (once); not in a frame of another page
     * (an embed), where it would cover the page's own text: a visit to the
     * player itself shows it.
     */
    firstVisit() {
      if (!seen() && !framed()) show();
    },
  };
}

/**
 * Whether the page runs in a frame of another page (an iframe of an embed).
 * @returns {boolean}
 */
function framed() {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a parent of another origin that hides itself is a frame too
  }
}
