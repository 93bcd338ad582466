// The player's Solution path panel (#path-panel): every logical step from
// the position on the board to the end, as the engine's solver takes them
// (worked out in the worker: wasm solutionPath), with the grade of the
// hardest technique and how often each is used at the top. Choosing a step
// shows the board as it is just before that step, with the step's cells
// marked (and its figure, where the board draws one) and its sentence in
// the message area (main.js, with stepLine); the focus goes into the panel
// when it opens, arrow keys move through the list, Escape or Close goes
// back to the game. The game itself is never changed by the panel.

import { applyChanges, fillCandidates } from '../../model/moves.js';
import { engineBoard, ruleCandidates } from '../../engine/engine.js';
import { errorSentence, hintLine } from '../../shared/messages.js';

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** @typedef {import('../../model/game.js').State} State */
/** @typedef {import('../../pkg/straights.js').PathResult} PathResult */
/** @typedef {import('../../pkg/straights.js').HintResult} HintResult */

/**
 * The positions before each step of `path`, from `start`: the board's own
 * candidates, or the rules' in cells that have none (where the solver
 * starts), then each step's placements and eliminations in turn.
 * @param {State} start
 * @param {HintResult[]} steps
 * @returns {State[]}
 */
export function positionsBefore(start, steps) {
  let s = fillCandidates(start, engineBoard(start).candidates ?? ruleCandidates(start));
  const out = [];
  for (const step of steps) {
    out.push(s);
    s = applyChanges(s, step.placements, step.eliminations);
  }
  out.push(s);
  return out;
}

/** The message area's tip while the path is open and no step is chosen yet. */
export const PATH_TIP = 'Choose a step of the path to see it on the board.';

/**
 * The sentence of a step of the path, as the hint of that step reads
 * ("X-Wing: in rows 3 and 7, …."), without the hint's "Press Hint again
 * to apply it": the path shows a step, it never applies one.
 * @param {HintResult} step
 * @returns {string}
 */
export function stepLine(step) {
  return hintLine({ ...step, kind: 'path-step' });
}

/** "Naked Single ×12, Hidden Single ×30". */
const countsText = (counts) => counts.map(([name, n]) => `${name} ×${n}`).join(', ');

/**
 * Wires the panel. `game` is the controller (state(), playing, solved);
 * `worker()` the engine worker; `show(state, step)` shows a position with
 * a step on the board (null, null: the game again).
 * @param {{ game: any, worker: () => any, show: (state: State | null, step: HintResult | null) => void }} page
 * @returns {{ open: () => Promise<void>, close: () => void, follow: () => void, isOpen: () => boolean }}
 */
export function wireSolutionPath({ game, worker, show }) {
  const panel = $('path-panel');
  const list = $('path-list');
  /** The positions before each step of the path shown, and its steps. */
  let positions = /** @type {State[]} */ ([]);
  let steps = /** @type {HintResult[]} */ ([]);
  /** The game's position the path starts from (states are never changed in place). */
  let from = /** @type {State | null} */ (null);

  $('path-close').addEventListener('click', () => close());
  wireKeys(panel, list, () => close());

  /** Works the path out in the worker and lists it. */
  async function open() {
    if (!game.playing) return;
    showPanel(panel, list);
    const start = game.state();
    from = start;
    // The game still on the board, with the path's tip.
    show(null, null);
    let path;
    try {
      ({ result: path } = await worker().run('path', { board: engineBoard(start) }));
    } catch (err) {
      if (err?.message !== 'cancelled') $('path-summary').textContent = `No solution path: ${errorSentence(err)}`;
      return;
    }
    if (panel.hidden || from !== start) return;
    fill(start, /** @type {PathResult} */ (path));
  }

  /** Lists the path's steps under its summary. */
  function fill(start, path) {
    if (path.problem) {
      $('path-summary').textContent = `No solution path from here: ${path.problem.text}.`;
      return;
    }
    steps = path.steps;
    positions = positionsBefore(start, steps);
    $('path-summary').textContent = summaryLine(path);
    $('path-counts').textContent = countsText(path.counts);
    list.replaceChildren(...steps.map((step, k) => stepItem(step, k, choose)));
    if (document.activeElement === panel) list.querySelector('button')?.focus({ preventScroll: true });
  }

  /** Shows the board before step `k`, with the step. */
  function choose(k) {
    for (const li of list.children) li.toggleAttribute('aria-current', li.dataset.step === String(k));
    // The list scrolls to the step; the page stays, so that the board stays in view.
    list.children[k]?.querySelector('button')?.focus({ preventScroll: true });
    list.children[k]?.scrollIntoView({ block: 'nearest' });
    show(positions[k], steps[k]);
  }

  /** Hides the panel and shows the game again. */
  function close() {
    if (panel.hidden) return;
    hidePanel(panel);
    show(null, null);
    $('solution-path').focus();
  }

  /**
   * Hides the panel when the game's position is no longer the one its path
   * starts from (another puzzle opened, another tab's moves followed).
   */
  function follow() {
    if (!panel.hidden && game.playing && game.state() !== from) {
      hidePanel(panel);
      from = null;
    }
  }

  return { open, close, follow, isOpen: () => !panel.hidden };
}

/**
 * The panel's keys: Escape closes it (`close()`), and in the list the arrow
 * keys, Home and End choose the step before, after, the first or the last.
 * @param {HTMLElement} panel
 * @param {HTMLElement} list
 * @param {() => void} close
 */
function wireKeys(panel, list, close) {
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  });
  list.addEventListener('keydown', (event) => {
    const items = [...list.querySelectorAll('button')];
    const at = items.indexOf(/** @type {any} */ (document.activeElement));
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined || at < 0) return;
    event.preventDefault();
    items[Math.max(0, Math.min(items.length - 1, to))].click();
  });
}

/**
 * Shows the panel, empty while the path is worked out: the board and the
 * list under it (beside it on a wide screen) in view together; the keys go
 * to the panel (Escape closes it), to its first step once the list is there.
 * @param {HTMLElement} panel
 * @param {HTMLElement} list
 */
function showPanel(panel, list) {
  panel.hidden = false;
  document.body.classList.add('is-path');
  $('board-area').scrollIntoView({ block: 'start' });
  panel.focus({ preventScroll: true });
  $('path-summary').textContent = 'Working out the solution path…';
  list.replaceChildren();
}

/**
 * Hides the panel (the game shows again on the board).
 * @param {HTMLElement} panel
 */
function hidePanel(panel) {
  panel.hidden = true;
  document.body.classList.remove('is-path');
}

/**
 * The path's summary: "31 steps, hardest X-Wing.", with what is left:
 * nothing to solve, or logic that stops before the end.
 * @param {PathResult} path
 * @returns {string}
 */
function summaryLine(path) {
  const steps = path.steps;
  const ending = path.finished ? '' : ' Logic stops before the end.';
  const none = steps.length ? '' : ' Nothing left to solve.';
  return `${steps.length} step${steps.length === 1 ? '' : 's'}${steps.length ? `, hardest ${path.gradeName}` : ''}.${none}${ending}`;
}

/**
 * The list item of step `k`: its technique and what it does, a button that
 * shows it (`choose(k)`).
 * @param {HintResult} step
 * @param {number} k
 * @param {(k: number) => void} choose
 */
function stepItem(step, k, choose) {
  const li = document.createElement('li');
  li.dataset.step = String(k);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'path-step';
  const name = document.createElement('strong');
  name.textContent = step.strategy ?? '';
  const effect = document.createElement('span');
  effect.textContent = effectText(step);
  button.append(name, ' ', effect);
  button.addEventListener('click', () => choose(k));
  li.append(button);
  return li;
}

/** What a step does in a few words: "place 5 in r6c4", "remove 3 from r2c9, r2c7". */
function effectText(step) {
  const name = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
  const parts = [];
  if (step.placements.length) parts.push(`place ${step.placements.map(([i, d]) => `${d} in ${name(i)}`).join(', ')}`);
  if (step.eliminations.length) {
    const byDigit = new Map();
    for (const [i, d] of step.eliminations) byDigit.set(d, [...(byDigit.get(d) ?? []), name(i)]);
    parts.push(`remove ${[...byDigit].map(([d, cells]) => `${d} from ${cells.join(', ')}`).join('; ')}`);
  }
  return parts.join('; ');
}
