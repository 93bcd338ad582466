// The message area above the board (index.html's #note): an alert for bad
// input and notices, the busy bar, a standing line (solved, or what is
// wrong with the puzzle) and the latest transient line (hints, checks). It
// has a fixed height (style.css), so that no message ever moves the board
// or the buttons; a long text scrolls inside it. Text only: nothing shown
// here is parsed as HTML.

import { TIP } from './messages.js';

const $ = (id) => document.getElementById(id);

/** The message area's controls; `onAction` runs when the standing line's button is pressed. */
export function createNote({ onAction }) {
  const parts = {
    note: $('note'),
    alert: $('message'),
    busy: $('busy'),
    busyText: $('busy-text'),
    standing: $('standing'),
    standingText: $('standing-text'),
    action: $('standing-action'),
    info: $('info'),
    tip: $('tip'),
  };
  parts.action.addEventListener('click', () => onAction?.(parts.action.dataset.action));
  parts.tip.textContent = TIP;

  /** Shows the tip only when nothing else is shown. */
  const refresh = () => {
    const quiet = parts.alert.hidden && parts.busy.hidden && parts.standing.hidden && !parts.info.textContent;
    parts.tip.hidden = !quiet;
  };

  return {
    /** Shows `text` in the alert box, after a bold `lead` when there is one. */
    alert(lead, text) {
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
      parts.alert.hidden = false;
      refresh();
    },
    clearAlert() {
      parts.alert.hidden = true;
      parts.alert.replaceChildren();
      refresh();
    },
    /** The transient line: `kind` '', 'hint', 'ok', 'bad' styles it. */
    say(text, kind = '') {
      parts.info.textContent = text;
      parts.info.dataset.kind = kind;
      refresh();
    },
    /** The kind of the transient line now shown. */
    get saying() {
      return parts.info.textContent ? parts.info.dataset.kind : null;
    },
    /**
     * The standing line: `text` of `kind` ('solved' or 'bad'), with a
     * button `action` ({ id, label }) when given; null hides it.
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
