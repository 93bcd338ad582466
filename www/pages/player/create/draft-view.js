// What create mode shows of the draft: the page set for creating (the
// create panel, the status line "<kind> · Creating", the tip, and the parts
// only a kind with black cells has), and the board with the verdict's
// cells: clashes red, the cells where two solutions differ outlined (Show
// places one solution's digits there, faint), clues that could go marked;
// with the Undo, Redo and Black buttons' states.

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/**
 * The worker's verdict on the draft, as the board shows it.
 * @typedef {{ status: string, cells: number[], solutions?: string[], removable?: number[] }} Verdict
 */

/**
 * The latest verdict of the worker (null before the first) and whether Show is on.
 * @typedef {{ verdict: Verdict | null, show: boolean }} Shown
 */

/**
 * Sets the page for creating a puzzle of the kind `info` (its engine table
 * entry: title, blackCells): the create panel, the status line and the
 * tip in the message area `note`.
 * @param {any} info
 * @param {any} note
 */
export function showCreatePanel(info, note) {
  document.body.classList.add('is-create');
  showStatus(info.title);
  note.tip(info.blackCells
    ? 'Select cells, then type digits; B (or Black) makes them black, and a digit in a black cell is its clue.'
    : 'Select cells, then type the givens; the verdict below follows every change.');
  // The tip shows while nothing else is said.
  note.say('');
  $('create-panel').hidden = false;
  $('create-title').textContent = `Create a ${info.title}`;
  $('create-black').hidden = !info.blackCells;
  $('create-symmetry-row').hidden = !info.blackCells;
  for (const part of document.querySelectorAll('.create-black-help')) /** @type {HTMLElement} */ (part).hidden = !info.blackCells;
}

/** The status line in create mode: the kind, and that this is its create mode. */
function showStatus(title) {
  const status = $('status');
  status.replaceChildren(...[[title, 'status-variant'], ['Creating', 'status-grade']].map(([text, className]) => {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = text;
    return span;
  }));
}

/**
 * Draws the draft (`history.state`) on the board `view` with the
 * selection `ui` and the verdict's cells: clashes red, differing cells
 * outlined, Show's digits faint; and the Undo, Redo and Black buttons.
 * @param {{ view: any, ui: any, history: any, shown: Shown }} draft
 */
export function renderDraft({ view, ui, history, shown }) {
  const state = history.state;
  const v = shown.verdict;
  const s = shown.show && v?.status === 'many' ? withShown(state, v) : state;
  const focus = ui.focus;
  view.render(s, {
    selected: ui.selected,
    focus,
    conflicts: new Set(v?.status === 'broken' ? v.cells : []),
    clash: new Set(v?.status === 'broken' ? v.cells : []),
  });
  const differ = new Set(v?.status === 'many' ? v.cells : []);
  const removable = new Set(v?.status === 'unique' ? v.removable ?? [] : []);
  view.cells.forEach((cell, i) => {
    cell.classList.toggle('is-differ', differ.has(i));
    cell.classList.toggle('is-removable', removable.has(i));
    cell.classList.toggle('is-shown', shown.show && differ.has(i));
  });
  $('undo').disabled = !history.past.length;
  $('redo').disabled = !history.future.length;
  $('create-black').setAttribute('aria-pressed', String(ui.focus != null && state.black[ui.focus]));
}

/** The draft with one solution's digits placed in the cells where two solutions differ (Show). */
function withShown(s, v) {
  const solution = v.solutions?.[0] ?? '';
  const placed = [...s.placed];
  for (const i of v.cells) placed[i] = Number(solution[i]) || 0;
  return { ...s, placed };
}

/**
 * Wires Show (#verdict-show, offered with a verdict of several solutions):
 * it turns `shown.show` on or off and draws the draft again (`render()`).
 * @param {Shown} shown
 * @param {() => void} render
 */
export function wireShow(shown, render) {
  $('verdict-show').addEventListener('click', () => {
    shown.show = !shown.show;
    $('verdict-show').setAttribute('aria-pressed', String(shown.show));
    $('verdict-show').textContent = shown.show ? 'Hide' : 'Show';
    render();
  });
}
