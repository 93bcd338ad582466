// The player's game, what the page shows of it: the messages (errors, the
// standing line of a solved or broken puzzle), the board's marks
// (decorations), the hint's figure drawn over the board (figure), which
// buttons can act (controls), and the cells the moves act on. Part of createController (../controller.js).

import { controlStates } from '../../../board/controls.js';
import { conflictCells, engineInfo, ruleCandidatesOrNull } from '../../../engine/engine.js';
import { relatedCells, valueAt } from '../../../model/game.js';
import { progressString } from '../../../model/progress.js';
import { errorSentence, revealedLine, sentence, solvedLine } from '../../../shared/messages.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The view part of the game `play` (see context.js): showError(lead, err),
 * clearMessage(), say(text, kind, { notation }), showStanding(), decorations(),
 * figure(), controls() and selectedCells().
 * @param {Play} play
 * @returns the functions named above
 */
export function createView(play) {
  const { game, ui, note, timer, state } = play;

  /** Shows an error: after `lead` its message as a sentence; an engine crash says so alone. */
  function showError(lead, err) {
    if (err?.crashed) note.alert('', err.message);
    else note.alert(lead, errorSentence(err));
  }

  const clearMessage = () => note.clearAlert();
  /**
   * The transient line (see note.js's say): a hint's `notation` in its disclosure.
   * @param {string | null} text
   * @param {string} [kind]
   * @param {{ notation?: string | null }} [options]
   */
  const say = (text, kind = '', options = {}) => note.say(text ?? '', kind, options);

  /** The standing line: the solved (or revealed) game with Play again, else what is wrong with the puzzle. */
  function showStanding() {
    const time = game.timed ? timer.elapsed : null;
    const line = game.revealed ? revealedLine(time) : solvedLine(time, game.timed ? game.hints : null, game.reveals);
    if (game.solved) note.stand(line, 'solved', { id: 'play-again', label: 'Play again' });
    else if (game.problem) note.stand(sentence(game.problem.text), 'bad');
    else note.stand(null);
  }

  /**
   * The marks of the board view: selection, focus, its row and column, its
   * compartment (Str8ts: the runs of white cells holding the focus, shaded
   * more strongly as on str8ts.com), equal digits, conflicts, wrong cells,
   * the hint.
   */
  function decorations() {
    const s = state();
    const related = ui.focus == null ? new Set() : relatedCells(s, ui.focus, game.regions);
    const compartment = new Set(game.regions.filter((r) => r.includes(/** @type {number} */ (ui.focus))).flat());
    const same = new Set();
    if (ui.focus != null && play.settings().highlightSame) {
      const v = valueAt(s, ui.focus);
      if (v) for (let i = 0; i < 81; i++) if (valueAt(s, i) === v && !s.black[i]) same.add(i);
    }
    const conflicts = conflictCells(s);
    // A step's cells are marked from its second stage on (the first only says where to look).
    const revealed = game.hint?.stage !== 1;
    const clash = new Set(game.problem?.cells ?? []);
    for (const i of clash) conflicts.add(i);
    return {
      selected: ui.selected,
      focus: ui.focus,
      related,
      compartment,
      same,
      conflicts,
      clash,
      wrong: game.wrong,
      hint: new Set(revealed ? game.hint?.result.cells ?? [] : []),
      hintTargets: new Set(revealed ? [...(game.hint?.result.placements ?? []), ...(game.hint?.result.eliminations ?? [])].map(([i]) => i) : []),
      readonly: game.solved,
    };
  }

  /**
   * The figure of the hint on show (figure-layer.js draws it over the
   * board), with the position and the rules' candidates (asked only when the
   * layer needs them: cells without noted candidates); null without a hint.
   * @returns {{ figure: import('../../../pkg/straights.js').Figure, state: any, masks: () => ArrayLike<number> | null } | null}
   */
  function figure() {
    const shown = game.hint?.result.figure;
    if (!shown) return null;
    const s = state();
    // Only on the position it was found for.
    if (game.hint.progress !== progressString(s)) return null;
    // The first stage of a step outlines where to look, and gives nothing else away.
    const drawn = game.hint.stage === 1 ? { candidates: [], cells: [], houses: shown.houses, links: [] } : shown;
    return { figure: drawn, state: s, masks: () => ruleCandidatesOrNull(s) };
  }

  /** Which play buttons can do something now (controls.js). */
  function controls() {
    const s = state();
    return controlStates({
      state: s,
      solved: game.solved,
      solution: game.solution,
      canUndo: game.history.past.length > 0,
      canRedo: game.history.future.length > 0,
      cells: selectedCells(),
      masks: game.solved ? null : ruleCandidatesOrNull(s),
      canHint: engineInfo(s.variant).hint,
      markMode: ui.markMode,
    });
  }

  /** The cells the moves act on: the selected ones, else the focus (none: []). */
  const selectedCells = () => (ui.selected.size ? [...ui.selected] : ui.focus != null ? [ui.focus] : []);

  return { showError, clearMessage, say, showStanding, decorations, figure, controls, selectedCells };
}
