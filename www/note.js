// The message area above the board (index.html's #note): an alert for bad
// input and notices, the busy bar, a standing line (solved, or what is
// wrong with the puzzle) and the latest transient line (hints, checks). It
// has a fixed height (style.css), so that no message ever moves the board
// or the buttons; a long text scrolls inside it. Text only: nothing shown
// here is parsed as HTML. When nothing else is shown, a tip that follows
// the page's state (main.js sets it on every redraw).

import { TIP, hintLeadLength } from './messages.js';

const $ = (id) => document.getElementById(id);

/**
 * The message area's controls; `onAction` runs when the standing line's
 * button is pressed; `strategies()` gives the strategy names of the kind
 * on the board, whose name at the start of a hint line is set in bold.
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
    /** The transient line: `kind` '', 'hint', 'ok', 'bad' styles it; a hint's strategy name is bold. */
    say(text, kind = '') {
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
    /** Sets the tip shown when nothing else is (text only). */
    tip(text) {
      if (parts.tip.textContent !== text) parts.tip.textContent = text;
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
