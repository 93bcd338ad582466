// The message area above the board (index.html's #note): an alert for bad
// input and notices, the busy bar, a standing line (solved, or what is
// wrong with the puzzle) and the latest transient line (hints, checks). It
// has a fixed place (style.css), so that no message ever moves the board
// or the buttons; a text too long for it (a hint on a phone) fades out
// under a More button that opens the area over the board until Less, a tap
// elsewhere or the next message. Text only: nothing shown here is parsed
// as HTML. When nothing else is shown, a tip that follows the page's state
// (main.js sets it on every redraw). A hint whose step has a notation (a
// chain, an almost locked set) shows it in a Notation disclosure under the
// line, closed at first.

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
 * The message area's controls; `onAction` runs when the standing line's
 * button is pressed; `strategies()` gives the strategy names of the kind
 * on the board, whose name at the start of a hint line is set in bold.
 * @param {{ onAction: (id: string) => void, strategies?: () => string[] }} options
 * @returns the message area's controls: alert, clearAlert, say, busy, stand, tip, moved, and what it shows (saying, text)
 */
export function createNote({ onAction, strategies = () => [] }) {
  const parts = {
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
    more: $('note-more'),
  };
  parts.action.addEventListener('click', () => onAction?.(parts.action.dataset.action));
  parts.tip.textContent = TIP;
  const more = createMore(parts);

  /** Shows the tip only when nothing else is shown; a new text closes the opened area. */
  const refresh = () => {
    const quiet = parts.alert.hidden && parts.busy.hidden && parts.standing.hidden && !parts.info.textContent;
    parts.tip.hidden = !quiet;
    more.update();
  };

  return {
    /**
     * Shows `text` in the alert box, after a bold `lead` when there is one.
     * An error of a failed action ("Could not read the board in this link:
     * …") is cleared by the next move; a `lasting` one (storage is full)
     * stays until another alert replaces it. An `action` ({ id, label })
     * adds a button that runs `onAction(id)`; `details` (technical words
     * the player may skip) go behind a Details disclosure.
     * @param {string} lead
     * @param {string} text
     * @param {{ lasting?: boolean, action?: { id: string, label: string } | null, details?: string }} [options]
     */
    alert(lead, text, { lasting = false, action = null, details = '' } = {}) {
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
      refresh();
    },
    clearAlert() {
      parts.alert.hidden = true;
      parts.alert.replaceChildren();
      refresh();
    },
    /**
     * The transient line: `kind` '', 'hint', 'ok', 'bad' or 'refused' (a
     * key that did nothing) styles it; a hint's strategy name is bold. A
     * `notation` (a step's pattern as solvers write it) goes in the
     * Notation disclosure under the line, closed; `details` (facts a
     * player may skip, such as a new puzzle's seed) in the same place,
     * titled Details; neither hides it.
     * @param {string} text
     * @param {string} [kind]
     * @param {{ notation?: string | null, details?: string | null }} [options]
     */
    say(text, kind = '', { notation = null, details = null } = {}) {
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
      if (parts.tip.textContent === text) return;
      parts.tip.textContent = text;
      more.update();
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
     * The standing line: `text` of `kind` ('solved' or 'bad'), with a
     * button `action` ({ id, label }) when given; null hides it.
     * @param {string | null} text
     * @param {string} [kind]
     * @param {{ id: string, label: string } | null} [action]
     */
    stand(text, kind = '', action = null) {
      parts.standing.hidden = !text;
      parts.standingText.textContent = text ?? '';
      parts.standing.dataset.kind = kind;
      parts.action.hidden = !action;
      parts.action.textContent = action?.label ?? '';
      parts.action.dataset.action = action?.id ?? '';
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

/** The text the area shows now (its visible parts), to tell a new message from a redraw. */
function shownText(parts) {
  return [parts.alert, parts.busy, parts.standing, parts.info, parts.notation, parts.tip]
    .map((part) => (part.hidden ? '' : part.textContent))
    .join('\n');
}

/**
 * The More / Less button of a text too long for the area: `data-more` on
 * the area is '' (the text fits), 'closed' (it fades out under More) or
 * 'open' (the whole text, over the board, with Less). `update()` closes an
 * opened area when the text changed and measures again in the next frame.
 */
function createMore(parts) {
  const { note, more } = parts;
  let shown = shownText(parts);

  /** Sets the state, with the button to match (hidden when the text fits). */
  const set = (state) => {
    if (note.dataset.more === state) return;
    note.dataset.more = state;
    more.hidden = state === '';
    more.textContent = state === 'open' ? 'Less' : 'More';
    more.setAttribute('aria-expanded', String(state === 'open'));
  };
  /** Closed: the button only when the text overflows the area. */
  const measure = () => {
    if (note.dataset.more === 'open') return;
    set(note.scrollHeight > note.clientHeight + 1 ? 'closed' : '');
  };
  const close = () => {
    if (note.dataset.more !== 'open') return;
    set('');
    measure();
  };

  more.addEventListener('click', (event) => {
    if (note.dataset.more === 'open') close();
    else set('open');
    // As after the play buttons (main.js): a tap or click lets go of the
    // focus, so that Space is the board's again; a key press keeps it.
    if (event.detail !== 0) more.blur();
  });
  // A tap or click anywhere else closes it (the tap still does its work).
  document.addEventListener('pointerdown', (event) => {
    if (!note.contains(event.target)) close();
  });
  note.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && note.dataset.more === 'open') {
      event.stopPropagation();
      close();
      more.focus();
    }
  });
  // Measured again when the width changes or the text wraps otherwise (a late font).
  const resized = new ResizeObserver(measure);
  resized.observe(note.parentElement);
  resized.observe(parts.info);
  // A redraw changes the area several times (say, stand, tip): it is
  // measured once, in the next frame, where the page is laid out anyway,
  // instead of forcing a layout at every change (the first of which, when
  // a board is drawn, lays out the whole page before the board is done).
  let queued = false;
  const measureSoon = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      measure();
    });
  };

  return {
    update() {
      const text = shownText(parts);
      if (text !== shown) {
        shown = text;
        close();
      }
      measureSoon();
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
