// The player page's links: the board of the address (#bd=... or ?bd=...)
// opened, followed when it changes (a typed hash, Back and Forward), pasted
// text opened, and the Copy link buttons.

import { positionText, puzzleText } from '../../engine/engine.js';
import { boardParam, linkTo, pastedBoard } from '../../shared/links.js';

/** @type {(id: string) => any} */
const $ = (id) => document.getElementById(id);

/** The board text of the current link: the hash wins over the query. */
export function linkText() {
  return boardParam(location.hash) ?? boardParam(location.search);
}

/** Scrolls `element` into view if it is not (at once when the user prefers reduced motion). */
function bringIntoView(element) {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * The links of the page's game `player` (controller.js), its message area
 * `note` and the board's element `board`.
 * @param {{ player: ReturnType<typeof import('./controller.js').createController>, note: any, board: HTMLElement }} page
 */
export function createLinks({ player, note, board }) {
  /**
   * Opens a link's board; true on success. A link that cannot be read leaves
   * its text in the Open box, to be corrected there (the address gets the
   * game's own link), unless the user's own text is in the box: that stays.
   * @param {string} text
   */
  function openLink(text) {
    const box = $('open-text');
    const toBox = player.playing && (!box.value.trim() || box.value === text);
    const opened = player.openText(text, { fromLink: true, linkToBox: toBox });
    if (!opened && toBox) box.value = text;
    // The link's message replaces a greeting ("Welcome back") of the game that stays.
    if (!opened && ['welcome', 'new'].includes(note.saying ?? '')) note.say('');
    return opened;
  }

  /** Follows a changed address (typed hash, back/forward). */
  function followLink() {
    if (location.hash === player.lastHash) return;
    const text = linkText();
    if (text === null || !text.trim()) return;
    openLink(text);
  }

  /**
   * Opens pasted text (a board string, or a link that holds one) in a new
   * history entry; true on success. The outcome is brought into view (the
   * board, or the message saying why not): on a phone the Open box is far
   * below both.
   * @param {string} raw
   */
  function openPasted(raw) {
    if (!raw.trim()) return false;
    const opened = player.openText(pastedBoard(raw), { push: true });
    bringIntoView(opened ? board : $('message'));
    return opened;
  }

  /** Copies the link to the puzzle, or `withProgress` to the position; the box below shows it too. */
  async function copyLink(withProgress) {
    const text = withProgress ? positionText(player.state()) : puzzleText(player.state());
    const link = linkTo(location.href, text);
    const field = $('share-link');
    field.value = link;
    field.hidden = false;
    field.dataset.kind = withProgress ? 'progress' : 'puzzle';
    try {
      await navigator.clipboard.writeText(link);
      note.say(withProgress ? 'Link with your progress copied.' : 'Link to the puzzle copied.', 'ok');
    } catch {
      field.select();
      note.say('Copy the link from the box below.', '');
    }
  }

  /**
   * Pointed at the position on screen just before it is followed: the
   * address already holds it (#bd=...), so no encoding is needed.
   */
  function pointConverterLink() {
    $('convert-link').href = boardParam(location.hash) === null ? 'convert.html' : `convert.html${location.hash}`;
  }

  return { openLink, followLink, openPasted, copyLink, pointConverterLink };
}
