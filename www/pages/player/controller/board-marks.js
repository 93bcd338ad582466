// The player's game, what its board shows: the marks of the board view
// (selection, focus, related cells, conflicts, mistakes, the hint's
// cells), the hint's figure drawn over the board, and which play buttons
// can act. Part of createController (../controller.js).

import { controlStates } from '../../../board/controls.js';
import { conflictCells, engineInfo, ruleCandidatesOrNull } from '../../../engine/engine.js';
import { relatedCells, valueAt } from '../../../model/game.js';
import { progressString } from '../../../model/progress.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The figure of the hint `shown` (figure-layer.js draws it over the board),
 * with the position `s` and the rules' candidates (asked only when the
 * layer needs them: cells without noted candidates); null without a hint
 * or on another position than the hint's.
 * @param {Readonly<import('./hint-state.js').ShownHint> | null} shown
 * @param {any} s
 * @returns {{ figure: import('../../../pkg/straights.js').Figure, state: any, masks: () => ArrayLike<number> | null } | null}
 */
function hintFigure(shown, s) {
  const drawn = shown?.result.figure;
  if (!drawn || shown.progress !== progressString(s)) return null;
  // The first stage of a step outlines where to look, and gives nothing else away.
  const outline = shown.stage === 1 ? { candidates: [], cells: [], houses: drawn.houses, links: [] } : drawn;
  return { figure: outline, state: s, masks: () => ruleCandidatesOrNull(s) };
}

/**
 * The board's part of the game `play` (see context.js), with the cells the
 * moves act on (`selectedCells`, view.js): decorations(), figure() and controls().
 * @param {Play} play
 * @param {() => number[]} selectedCells
 * @returns the functions named above
 */
export function createBoardMarks(play, selectedCells) {
  const { puzzle, position, hint, mistakes, selection, state } = play;

  /** The cells (not black) holding the digit of the focus, when the settings ask for equal digits marked. */
  function sameDigits(s) {
    const same = new Set();
    if (selection.focus == null || !play.settings().highlightSame) return same;
    const v = valueAt(s, selection.focus);
    if (v) for (let i = 0; i < 81; i++) if (valueAt(s, i) === v && !s.black[i]) same.add(i);
    return same;
  }

  /**
   * The marks of the board view: selection, focus, its row and column, its
   * compartment (Str8ts: the runs of white cells holding the focus, shaded
   * more strongly as on str8ts.com), equal digits, conflicts, wrong cells,
   * the hint.
   */
  function decorations() {
    const s = state();
    const { focus } = selection;
    const related = focus == null ? new Set() : relatedCells(s, focus, puzzle.regions);
    const compartment = new Set(puzzle.regions.filter((r) => r.includes(/** @type {number} */ (focus))).flat());
    const conflicts = conflictCells(s);
    // A step's cells are marked from its second stage on (the first only says where to look).
    const shown = hint.shown;
    const revealed = shown?.stage !== 1;
    const clash = new Set(puzzle.problem?.cells ?? []);
    for (const i of clash) conflicts.add(i);
    return {
      selected: selection.selected,
      focus,
      related,
      compartment,
      same: sameDigits(s),
      conflicts,
      clash,
      wrong: mistakes.wrong,
      hint: new Set(revealed ? shown?.result.cells ?? [] : []),
      hintTargets: new Set(revealed ? [...(shown?.result.placements ?? []), ...(shown?.result.eliminations ?? [])].map(([i]) => i) : []),
      readonly: position.solved,
    };
  }

  /** Which play buttons can do something now (controls.js). */
  function controls() {
    const s = state();
    const { history, solved } = position;
    return controlStates({
      state: s,
      solved,
      solution: puzzle.solution,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      cells: selectedCells(),
      masks: solved ? null : ruleCandidatesOrNull(s),
      canHint: engineInfo(s.variant).hint,
      markMode: selection.markMode,
    });
  }

  return {
    decorations,
    /** The figure of the hint on show over the board, or null (hintFigure). */
    figure: () => hintFigure(hint.shown, state()),
    controls,
  };
}
