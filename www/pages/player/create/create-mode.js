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
import { draftOf, emptyDraft } from './draft.js';
import { showVerdict } from './verdict-view.js';
import { loadDraft, saveDraft } from './draft-store.js';
import { wireFinish } from './finish.js';
import { createVerdictCheck } from './verdict-check.js';
import { renderDraft, showCreatePanel, wireShow } from './draft-view.js';
import { wireSymmetry } from './symmetry-choice.js';
import { draftActions, wireBlack } from './draft-edits.js';
import { LINK_LEAD, LINK_NOT_A_BOARD, badLinkLine, unreadable } from '../../../shared/messages.js';

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
 * selection (board/selection.js), `worker()` the engine worker, `note` the
 * message area, `request` what the address asked for (createRequest) and
 * `defaultKind` the engine table's first kind. Returns the actions the
 * page's create mode gives the pad and board/input.js (enterDigit, erase,
 * undo, redo) and render().
 * @param {{ view: any, ui: import('../../../board/selection.js').Selection, worker: () => any, note: any, request: { variant: string | null, text: string | null }, defaultKind: string }} page
 */
export function startCreate({ view, ui, worker, note, request, defaultKind }) {
  const start = startingDraft(request, defaultKind, note);
  const info = engineInfo(start.state.variant);
  const history = new History(start.state, start.history ?? {});
  /** @type {import('./draft-view.js').Shown} */
  const shown = { verdict: null, show: false };
  const state = () => history.state;
  const render = () => renderDraft({ view, ui, history, shown });
  const check = createVerdictCheck({
    worker,
    note,
    board: () => toBoardObject(state(), { candidates: 'none' }),
    onVerdict: (verdict) => {
      shown.verdict = verdict;
      showVerdict(verdict, state().variant);
      render();
    },
  });
  showCreatePanel(info, note);

  /** Records a new draft (undoable), writes it to the address and the records, and checks it. */
  function commit(next) {
    if (!history.push(next)) return;
    afterChange();
  }

  function afterChange() {
    shown.show = false;
    writeAddress(state());
    keepDraft();
    render();
    check();
  }

  /** Keeps the draft, its undo and redo steps and the symmetry in the records. */
  function keepDraft() {
    saveDraft(state().variant, { puzzle: puzzleText(state()), past: history.past.map(puzzleText), future: history.future.map(puzzleText), symmetry: symmetry.name() });
  }

  const actions = draftActions({ ui, note, history, commit, afterChange });
  const initial = start.symmetry ?? (info.blackCells ? info.defaultSymmetry : 'none');
  const symmetry = wireSymmetry({ info, initial, worker, note, onChange: keepDraft });
  wireBlack({ info, ui, history, commit, images: symmetry.images });
  wireShow(shown, render);
  wireFinish({ state, kindTitle: info.title });

  writeAddress(state());
  render();
  check();
  return { actions, render };
}

/** The address follows the draft `s` (no history entry), so a reload or a copied address keeps it. */
function writeAddress(s) {
  window.history.replaceState(null, '', `${location.pathname}?create=${s.variant}#bd=${puzzleText(s)}`);
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
