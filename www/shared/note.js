// The message area under the board (index.html's #note; beside it on a
// wide screen, under the play buttons): an alert for bad input and
// notices, the busy bar, a standing line (solved, or what is wrong with
// the puzzle) and the latest transient line (hints, checks). It holds its
// whole text: a long hint makes it taller (style.css gives it a height of
// a few lines at least, so that short messages move nothing), and the page
// scrolls to show a hint whole with the board it talks about (see
// createReveal), never over it. Text only: nothing shown
// here is parsed as HTML. When nothing else is shown, a tip that follows
// the page's state (main.js sets it on every redraw). A hint whose step
// has a notation (a chain, an almost locked set) shows it in a Notation
// disclosure under the line, closed at first.

import { TIP, hintLeadLength } from './messages.js';

/**
 * The page's element `id`, one its HTML holds: an input, select, button and
 * so on, as the code using it knows (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/**
 * The kinds of the transient line that the next move clears (`moved()`):
 * a hint (its step is gone once the board changes), a refused key ("r2c2
 * cannot be changed.", "Select a cell first: …"), which no longer applies,
 * an applied hint's "Applied: …" (Undo takes the step back), and the
 * greetings of a restored game ('welcome') or a new puzzle ('new'). The
 * others ('' as after Restart, 'ok', 'bad' of Check) report what the
 * player asked for and stay until the next message.
 */
const CLEARED_BY_A_MOVE = new Set(['hint', 'refused', 'applied', 'welcome', 'new']);

/**
 * The message area's parts: its element (#note) and the elements it shows
 * (index.html's ids).
 */
function noteParts() {
  return {
    note: $('note'),
    alert: $('message'),
    busy: $('busy'),
    busyText: $('busy-text'),
    standing: $('standing'),
    standingText: $('standing-text'),
    action: $('standing-action'),
    info: $('info'),
    notation: $('notation'),
    notationText: $('notation-text'),
    notationSummary: $('notation-summary'),
    tip: $('tip'),
  };
}

/**
 * The message area's controls; `onAction` runs when the standing line's
 * button is pressed; `strategies()` gives the strategy names of the kind
 * on the board, whose name at the start of a hint line is set in bold;
 * `near()` the element (the board) whose top stays in the window when the
 * page scrolls to show a new message whole.
 * @param {{ onAction: (id: string) => void, strategies?: () => string[], near?: () => Element | null }} options
 * @returns the message area's controls: alert, clearAlert, say, busy, stand, tip, moved, and what it shows (saying, text)
 */
export function createNote({ onAction, strategies = () => [], near = () => null }) {
  const parts = noteParts();
  parts.action.addEventListener('click', () => onAction?.(parts.action.dataset.action));
  parts.tip.textContent = TIP;
  const reveal = createReveal(parts, near);

  /** Shows the tip only when nothing else is shown; a new message is brought into view. */
  const refresh = () => {
    const quiet = parts.alert.hidden && parts.busy.hidden && parts.standing.hidden && !parts.info.textContent;
    parts.tip.hidden = !quiet;
    reveal.update();
  };

  return {
    /**
     * Shows `text` in the alert box (writeAlert says how).
     * @param {string} lead
     * @param {string} text
     * @param {{ lasting?: boolean, action?: { id: string, label: string } | null, details?: string }} [options]
     */
    alert(lead, text, options = {}) {
      writeAlert(parts, onAction, lead, text, options);
      refresh();
    },
    clearAlert() {
      parts.alert.hidden = true;
      parts.alert.replaceChildren();
      refresh();
    },
    /**
     * The transient line (writeLine says how).
     * @param {string} text
     * @param {string} [kind]
     * @param {{ notation?: string | null, details?: string | null }} [options]
     */
    say(text, kind = '', options = {}) {
      writeLine(parts, strategies, text, kind, options);
      refresh();
    },
    /**
     * After a move that changed the board: clears what it made stale, the
     * hint or refusal of CLEARED_BY_A_MOVE and an alert that is not lasting.
     */
    moved() {
      if (!parts.alert.hidden && parts.alert.dataset.lasting !== 'true') this.clearAlert();
      if (CLEARED_BY_A_MOVE.has(this.saying)) this.say('');
    },
    /** Sets the tip shown when nothing else is (text only). */
    tip(text) {
      if (parts.tip.textContent !== text) parts.tip.textContent = text;
    },
    /** The text of the transient line now shown ('' for none). */
    get text() {
      return parts.info.textContent;
    },
    /** The kind of the transient line now shown. */
    get saying() {
      return parts.info.textContent ? parts.info.dataset.kind : null;
    },
    /**
     * The standing line (writeStanding says how); null hides it.
     * @param {string | null} text
     * @param {string} [kind]
     * @param {{ id: string, label: string } | null} [action]
     */
    stand(text, kind = '', action = null) {
      writeStanding(parts, text, kind, action);
      refresh();
    },
    /** Shows the busy bar with `text`, or hides it (null). */
    busy(text) {
      parts.busy.hidden = text == null;
      if (text != null) parts.busyText.textContent = text;
      refresh();
    },
  };
}

/**
 * Shows `text` in the alert box, after a bold `lead` when there is one.
 * An error of a failed action ("Could not read the board in this link:
 * …") is cleared by the next move; a `lasting` one (storage is full)
 * stays until another alert replaces it. An `action` ({ id, label })
 * adds a button that runs `onAction(id)`; `details` (technical words
 * the player may skip) go behind a Details disclosure.
 * @param {ReturnType<typeof noteParts>} parts
 * @param {(id: string) => void} onAction
 * @param {string} lead
 * @param {string} text
 * @param {{ lasting?: boolean, action?: { id: string, label: string } | null, details?: string }} options
 */
function writeAlert(parts, onAction, lead, text, { lasting = false, action = null, details = '' }) {
  const body = document.createElement('span');
  body.id = 'message-text';
  body.textContent = text;
  parts.alert.replaceChildren();
  if (lead) {
    const strong = document.createElement('strong');
    strong.textContent = lead;
    parts.alert.append(strong, ' ');
  }
  parts.alert.append(body);
  if (action) parts.alert.append(' ', actionButton(action, onAction));
  if (details) parts.alert.append(' ', disclosure(details));
  parts.alert.hidden = false;
  parts.alert.dataset.lasting = String(lasting);
}

/**
 * The transient line: `kind` '', 'hint', 'ok', 'bad' or 'refused' (a
 * key that did nothing) styles it; a hint's strategy name (one of
 * `strategies()`) is bold. A `notation` (a step's pattern as solvers
 * write it) goes in the Notation disclosure under the line, closed;
 * `details` (facts a player may skip, such as a new puzzle's seed) in
 * the same place, titled Details; neither hides it.
 * @param {ReturnType<typeof noteParts>} parts
 * @param {() => string[]} strategies
 * @param {string} text
 * @param {string} kind
 * @param {{ notation?: string | null, details?: string | null }} options
 */
function writeLine(parts, strategies, text, kind, { notation = null, details = null }) {
  const hidden = (text && (notation || details)) || '';
  parts.notation.hidden = !hidden;
  parts.notation.open = false;
  parts.notation.dataset.kind = notation ? 'notation' : 'details';
  parts.notationSummary.textContent = notation ? 'Notation' : 'Details';
  parts.notationText.textContent = hidden;
  const lead = kind === 'hint' ? hintLeadLength(text, strategies()) : 0;
  if (lead) {
    const strong = document.createElement('strong');
    strong.textContent = text.slice(0, lead);
    parts.info.replaceChildren(strong, text.slice(lead));
  } else {
    parts.info.textContent = text;
  }
  parts.info.dataset.kind = kind;
}

/**
 * The standing line: `text` of `kind` ('solved' or 'bad'), with a
 * button `action` ({ id, label }) when given; null hides it.
 * @param {ReturnType<typeof noteParts>} parts
 * @param {string | null} text
 * @param {string} kind
 * @param {{ id: string, label: string } | null} action
 */
function writeStanding(parts, text, kind, action) {
  parts.standing.hidden = !text;
  parts.standingText.textContent = text ?? '';
  parts.standing.dataset.kind = kind;
  parts.action.hidden = !action;
  parts.action.textContent = action?.label ?? '';
  parts.action.dataset.action = action?.id ?? '';
}

/**
 * The messages the area shows now (its visible parts but the tip, which
 * follows the selection and is never worth a scroll), to tell a new
 * message from a redraw.
 */
function shownText(parts) {
  return [parts.alert, parts.busy, parts.standing, parts.info, parts.notation]
    .map((part) => (part.hidden ? '' : part.textContent))
    .join('\n');
}

/** Room left between the message area or the board and the window's edge after a scroll (px). */
const MARGIN = 8;

/**
 * How far to scroll (px, up when negative) to bring the stretch from `top`
 * to `bottom` (window coordinates) into the window, or, when it is taller
 * than the window, its end.
 * @param {number} top
 * @param {number} bottom
 * @returns {number}
 */
function scrollToShow(top, bottom) {
  const height = window.innerHeight;
  if (bottom - top + 2 * MARGIN > height) return bottom + MARGIN - height;
  if (top < MARGIN) return top - MARGIN;
  return Math.max(0, bottom + MARGIN - height);
}

/**
 * Brings a new message into view whole: `update()` after every change;
 * when the messages changed, in the next frame (where the page is laid
 * out anyway, once for the several changes of a redraw). A hint (or a
 * step of the solution path) is read with the board it talks about: the
 * page scrolls, up or down, to show the board `near()` and the message
 * area together (the message area's end when both do not fit). Another
 * message whose end is below the window scrolls the page up by what it
 * needs, at most until the board's top reaches the window's top; a page
 * already scrolled past the board's top (a player in the Open box or the
 * Keys) is left where it is. Smooth, unless the player prefers reduced
 * motion.
 * @param {{ note: HTMLElement, info: HTMLElement }} parts
 * @param {() => Element | null} near
 * @returns {{ update: () => void }}
 */
function createReveal(parts, near) {
  let shown = shownText(parts);
  let queued = false;
  const reveal = () => {
    queued = false;
    const box = parts.note.getBoundingClientRect();
    const top = (near() ?? parts.note).getBoundingClientRect().top;
    if (box.height === 0) return;
    const hint = parts.info.dataset.kind === 'hint' && Boolean(parts.info.textContent);
    const by = hint
      ? scrollToShow(Math.min(top, box.top), box.bottom)
      : Math.min(box.bottom + MARGIN - window.innerHeight, top - MARGIN);
    if (hint ? Math.abs(by) < 1 : by <= 0) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // To a place, not by a distance: a scroll still under way (an earlier
    // message's) is replaced, not added to.
    window.scrollTo({ top: window.scrollY + by, behavior: reduced ? 'instant' : 'smooth' });
  };
  return {
    update() {
      const text = shownText(parts);
      if (text === shown) return;
      shown = text;
      if (!text.trim() || queued) return;
      queued = true;
      requestAnimationFrame(reveal);
    },
  };
}

/**
 * A button of an alert that runs `onAction(action.id)`.
 * @param {{ id: string, label: string }} action
 * @param {(id: string) => void} onAction
 * @returns {HTMLButtonElement}
 */
function actionButton(action, onAction) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'link-button message-action';
  button.dataset.action = action.id;
  button.textContent = action.label;
  button.addEventListener('click', () => onAction?.(action.id));
  return button;
}

/**
 * A Details disclosure holding `text`.
 * @param {string} text
 * @returns {HTMLDetailsElement}
 */
export function disclosure(text) {
  const details = document.createElement('details');
  details.className = 'message-details';
  const summary = document.createElement('summary');
  summary.textContent = 'Details';
  const body = document.createElement('span');
  body.textContent = text;
  details.append(summary, body);
  return details;
}
