// Create mode's finishing buttons: Play it (the puzzle as a new game in the
// player, an entry of its own in the history), Copy link, Open in
// converter, and Add to booklet (a list of puzzles kept for print.html,
// which prints given puzzles with their solutions: print.html?bd=…&bd=…).

import { puzzleText } from '../../../engine/engine.js';
import { linkTo } from '../../../shared/links.js';
import { BOARD_PARAM, encodeBoard } from '../../../shared/print-params.js';
import { localStore } from '../../../store/local.js';

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** Where the booklet's list of created puzzles is kept (localStorage: a JSON array of puzzle texts). */
const BOOKLET = 'straights:booklet';
/** The most puzzles a booklet prints. */
const MAX_BOOKLET = 60;

/** The puzzles added to the booklet so far. */
export function bookletList() {
  try {
    const list = JSON.parse(localStore()?.getItem(BOOKLET) ?? '[]');
    return Array.isArray(list) ? list.filter((t) => typeof t === 'string').slice(0, MAX_BOOKLET) : [];
  } catch {
    return [];
  }
}

/**
 * The booklet's address for `list` (puzzle texts), each `bd=` value
 * written as the booklet reads it (print-params.js).
 * @param {string[]} list
 */
export function bookletHref(list) {
  return `print.html?${list.map((text) => `${BOARD_PARAM}=${encodeBoard(text)}`).join('&')}`;
}

/**
 * Wires the finishing buttons; `state()` is the draft.
 * @param {{ state: () => any, kindTitle: string }} options
 */
export function wireFinish({ state, kindTitle }) {
  const say = (text) => { $('create-outcome').textContent = text; };
  const showBooklet = () => {
    const list = bookletList();
    const link = $('create-open-booklet');
    link.hidden = !list.length;
    link.href = bookletHref(list);
    link.textContent = `Open the booklet (${list.length} ${list.length === 1 ? 'puzzle' : 'puzzles'})`;
  };
  $('create-play').addEventListener('click', () => {
    location.assign(`${location.pathname}#bd=${puzzleText(state())}`);
  });
  $('create-copy').addEventListener('click', async () => {
    const link = linkTo(location.href.replace(/\?create[^#]*/, ''), puzzleText(state()));
    try {
      await navigator.clipboard.writeText(link);
      say(`Link to your ${kindTitle} copied.`);
    } catch {
      say(`Copy the link: ${link}`);
    }
  });
  const convert = $('create-convert');
  for (const type of ['pointerdown', 'focus', 'click']) {
    convert.addEventListener(type, () => { convert.href = `convert.html#bd=${puzzleText(state())}`; });
  }
  $('create-booklet').addEventListener('click', () => {
    const text = puzzleText(state());
    const list = bookletList();
    if (list.includes(text)) {
      say('This puzzle is in the booklet already.');
    } else if (list.length >= MAX_BOOKLET) {
      say(`The booklet holds ${MAX_BOOKLET} puzzles: print it, then start a new one.`);
      return;
    } else {
      try {
        const store = localStore();
        if (!store) throw new Error('no storage');
        store.setItem(BOOKLET, JSON.stringify([...list, text]));
        say(`Added: the booklet has ${list.length + 1} ${list.length ? 'puzzles' : 'puzzle'}.`);
      } catch {
        say('Could not add it: the browser’s storage is full or blocked.');
      }
    }
    showBooklet();
  });
  showBooklet();
}
