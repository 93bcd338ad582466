// Create mode (index.html?create, ?create=sudoku, ?create#bd=<board>): a
// setter lays out a puzzle on the player's board (givens; for a kind with
// black cells, black cells and their clues, mirrored by a symmetry) with
// undo and redo, and after every change the worker's verdict says whether
// it is broken, has no solution, several (where two solutions differ) or
// one (its grade, and whether every clue is needed). The draft follows the
// address and is kept in the records, so a reload or a later visit finds it.

import { allEngines, engineInfo, puzzleText, wasm } from '../../../engine/engine.js';
import { History } from '../../../model/history.js';
import { fromBoardObject, toBoardObject } from '../../../model/board-object.js';
import { clearDigits, draftOf, emptyDraft, imagesOf, setDigit, toggleBlack } from './draft.js';
import { showVerdict } from './verdict-view.js';
import { loadDraft, saveDraft } from './draft-store.js';
import { wireFinish } from './finish.js';
import { symmetryLabel } from '../../../shared/symmetries.js';
import { LINK_LEAD, LINK_NOT_A_BOARD, badLinkLine, unreadable } from '../../../shared/messages.js';

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/**
 * What the address asks of create mode: null when it is no create address,
 * else the kind to make (`variant`, null for the default) and the board
 * text to start from (`text`, null for none).
 * @param {Location | URL} where
 * @returns {{ variant: string | null, text: string | null } | null}
 */
export function createRequest(where) {
  const query = new URLSearchParams(where.search);
  if (!query.has('create')) return null;
  const hash = new URLSearchParams(where.hash.slice(1));
  return { variant: query.get('create') || null, text: hash.get('bd') ?? query.get('bd') };
}

/**
 * Starts create mode on the page. `view` is the board view, `ui` the
 * selection state board/input.js changes, `worker()` the engine worker,
 * `note` the message area, `request` what the address asked for
 * (createRequest) and `kinds` the engine table's kinds. Returns the
 * actions board/input.js calls (enterDigit, erase, undo, redo, hint) and
 * render().
 * @param {{ view: any, ui: any, worker: () => any, note: any, request: { variant: string | null, text: string | null }, defaultKind: string }} page
 */
export function startCreate({ view, ui, worker, note, request, defaultKind }) {
  const start = startingDraft(request, defaultKind, note);
  const info = engineInfo(start.state.variant);
  const history = new History(start.state, start.history ?? {});
  /**
   * The latest verdict of the worker and whether Show is on.
   * @type {{ verdict: { status: string, cells: number[], solutions?: string[], removable?: number[] } | null, show: boolean }}
   */
  const shown = { verdict: null, show: false };
  /** @type {(i: number) => number[]} */
  let images = (i) => [i];
  /** Settles once `images` holds the cells of the symmetry chosen last (wireSymmetry). */
  /** @type {Promise<void>} */
  let imagesReady = Promise.resolve();
  let symmetry = start.symmetry ?? (info.blackCells ? info.defaultSymmetry : 'none');
  let checking = 0;
  /** When the check now running was asked for (ms since 1970); null while no check runs. */
  /** @type {number | null} */
  let checkStarted = null;

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
  const state = () => history.state;
  const cells = () => [...ui.selected].sort((a, b) => a - b);

  /** Records a new draft (undoable), writes it to the address and the records, and checks it. */
  function commit(next) {
    if (!history.push(next)) return;
    afterChange();
  }

  function afterChange() {
    shown.show = false;
    writeAddress();
    keepDraft();
    render();
    check();
  }

  /** Keeps the draft, its undo and redo steps and the symmetry in the records. */
  function keepDraft() {
    saveDraft(state().variant, { puzzle: puzzleText(state()), past: history.past.map(puzzleText), future: history.future.map(puzzleText), symmetry });
  }

  /** The address follows the draft (no history entry), so a reload or a copied address keeps it. */
  function writeAddress() {
    window.history.replaceState(null, '', `${location.pathname}?create=${state().variant}#bd=${puzzleText(state())}`);
  }

  /** Asks the worker for the verdict of the draft; an older answer that comes late is dropped. */
  async function check() {
    const mine = ++checking;
    const engine = worker();
    // A check still running after a moment is stopped for the newer one
    // (only a check: a job of another kind, the symmetry's cells, goes on).
    if (checkStarted !== null && engine.busy && Date.now() - checkStarted > 300) engine.cancel();
    checkStarted = Date.now();
    $('verdict').dataset.pending = 'true';
    try {
      const { result } = await engine.run('verdict', { board: toBoardObject(state(), { candidates: 'none' }) });
      if (mine !== checking) return;
      checkStarted = null;
      shown.verdict = result;
      delete $('verdict').dataset.pending;
      showVerdict(result, state().variant);
      render();
    } catch (err) {
      if (mine !== checking || (err instanceof Error && err.message === 'cancelled')) return;
      checkStarted = null;
      delete $('verdict').dataset.pending;
      note.alert('Could not check the puzzle:', err instanceof Error ? err.message : String(err));
    }
  }

  /** Draws the draft with the verdict's cells: clashes red, differing cells outlined, Show's digits faint. */
  function render() {
    const v = shown.verdict;
    const s = shown.show && v?.status === 'many' ? withShown(state(), v) : state();
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
    $('create-black').setAttribute('aria-pressed', String(ui.focus != null && state().black[ui.focus]));
  }

  /** The draft with one solution's digits placed in the cells where two solutions differ (Show). */
  function withShown(s, v) {
    const solution = v.solutions?.[0] ?? '';
    const placed = [...s.placed];
    for (const i of v.cells) placed[i] = Number(solution[i]) || 0;
    return { ...s, placed };
  }

  const actions = {
    enterDigit: (d) => {
      if (!ui.selected.size) {
        note.say('Select a cell first: click it, or use the arrow keys.', 'refused');
        return;
      }
      commit(setDigit(state(), cells(), d));
    },
    erase: () => commit(clearDigits(state(), cells())),
    undo: () => {
      if (history.undo()) afterChange();
    },
    redo: () => {
      if (history.redo()) afterChange();
    },
    hint: () => {},
    /** Mark modes do not apply while creating (B is Black: see below). */
    markMode: () => false,
  };

  /**
   * B, or the Black button: the selected cells (and their symmetric images)
   * black or white; a B pressed before the worker has sent the symmetry's
   * cells waits for them, so the symmetry shown is applied from the start.
   */
  async function black() {
    if (!info.blackCells || !ui.selected.size) return;
    const chosen = cells();
    await imagesReady;
    commit(toggleBlack(state(), chosen, images));
  }

  $('create-black').addEventListener('click', black);
  document.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() !== 'b' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (/** @type {Element} */ (event.target).closest?.('input, textarea, select, dialog')) return;
    event.preventDefault();
    black();
  });
  $('verdict-show').addEventListener('click', () => {
    shown.show = !shown.show;
    $('verdict-show').setAttribute('aria-pressed', String(shown.show));
    $('verdict-show').textContent = shown.show ? 'Hide' : 'Show';
    render();
  });
  wireSymmetry();
  wireFinish({ state, kindTitle: info.title });

  /** The symmetry select: the kind's symmetries (engine table), the cell images from the worker. */
  function wireSymmetry() {
    const select = $('create-symmetry');
    select.replaceChildren(...['none', ...info.symmetries.filter((n) => n !== 'none')].map((name) => new Option(symmetryLabel(name), name, false, name === symmetry)));
    const apply = async () => {
      const wanted = select.value;
      symmetry = wanted;
      images = (i) => [i];
      if (wanted === 'none') return;
      // A job cancelled for a newer check is asked again: the symmetry shown is the one applied.
      for (let tries = 0; tries < 3; tries++) {
        try {
          const { result } = await worker().run('orbits', { symmetry: wanted });
          // The cells of a symmetry chosen since then are not overwritten by these late ones.
          if (select.value === wanted) images = imagesOf(result);
          return;
        } catch (err) {
          if (!(err instanceof Error && err.message === 'cancelled')) break;
        }
      }
      if (select.value === wanted) note.alert('Could not mirror black cells:', `the cells of ${symmetryLabel(wanted)} could not be found, so B makes black only the cells selected.`);
    };
    select.addEventListener('change', () => {
      imagesReady = apply();
      keepDraft();
    });
    if (info.blackCells) imagesReady = apply();
  }

  writeAddress();
  render();
  check();
  return { actions, render };
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
 * The draft to start from: the address's board (its puzzle: progress left
 * out), else the kept draft of the kind, else an empty one; a board that
 * cannot be read is said, and an empty draft of the kind starts.
 */
function startingDraft(request, defaultKind, note) {
  if (request.text) {
    try {
      return { state: draftOf(fromBoardObject(wasm.decode(request.text).board)) };
    } catch (err) {
      const { details } = unreadable(err, LINK_NOT_A_BOARD);
      note.alert(LINK_LEAD, badLinkLine('the puzzle you were making (or an empty one) opens instead'), { details });
    }
  }
  const variant = request.variant && isKind(request.variant) ? request.variant : defaultKind;
  const kept = loadDraft(variant);
  if (kept) return kept;
  return { state: emptyDraft(variant) };
}

/** Whether `name` is a kind of the engine table. */
const isKind = (name) => allEngines().some((k) => k.variant === name);
