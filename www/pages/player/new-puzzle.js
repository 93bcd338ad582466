// New puzzles: the generation in the engine worker, with the busy bar
// (the "New puzzle" dialog, which asks for the puzzle kind, grade,
// symmetry, minimal for Sudoku and an optional seed, and the busy bar's
// Cancel are wired in new-puzzle-dialog.js). The page stays usable
// meanwhile; the page plays what comes back.

import { defaultKind, engineInfo, gradeName } from '../../engine/engine.js';
import { fillChoices, wireNewPuzzleDialog } from './new-puzzle-dialog.js';

/**
 * "a" or "an" before `word`, by its first letter.
 * @param {string} word
 * @returns {string}
 */
export function article(word) {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/**
 * The facts of a generated puzzle a player may skip (the Details under the
 * line): its seed, which makes it again, and the time it took.
 * @param {{ seed: number }} result
 * @param {number} ms
 * @returns {string}
 */
export function madeDetails(result, ms) {
  return `Seed ${result.seed} (the same seed, kind and grade make this puzzle again); made in ${Math.round(ms)} ms.`;
}

/**
 * What generating from `seed` says when it made the puzzle already on the
 * board: a seed always makes the same puzzle.
 * @param {number} seed
 * @returns {string}
 */
export function sameSeedLine(seed) {
  return `Seed ${seed} makes the puzzle you are playing: clear the seed in New puzzle… for a different one.`;
}

/**
 * The page's generator. `worker()` gives the EngineWorker; `note` is the
 * message area (note.js); `play(result, startOptions)` plays a generated
 * puzzle (the worker's { variant, board, bd, seed, grade }); `say` and
 * `showError` report (`say(text, kind, { details })`); `isOnBoard(result)` says
 * whether a generated puzzle is the one on the board (a seed that makes it
 * again is said, not played); `variant()` is the kind on the board, which the
 * dialog offers first, `grade()` the grade number of the puzzle on the
 * board (null when unknown), which the dialog starts on. Returns { generate(options, startOptions),
 * wireDialog(), fillChoices() (the dialog's choices, once the wasm is
 * loaded) }.
 * @param {{ worker: () => any, note: any, play: (result: any, startOptions: object) => void,
 *   say: (text: string, kind?: string, options?: { details?: string }) => void,
 *   showError: (lead: string, err: unknown) => void, isOnBoard?: (result: any) => boolean, variant?: () => string, grade?: () => number | null }} options
 * @returns {{ generate: (options: object, startOptions?: object) => Promise<boolean>, wireDialog: () => void, fillChoices: () => void }}
 */
export function createGenerator({ worker, note, play, say, showError, isOnBoard = () => false, variant = defaultKind, grade = () => null }) {
  let generation = 0;

  /**
   * Generates a puzzle of `options` ({ variant?, grade, symmetry?, minimal?,
   * seed? }) in the worker and plays it; resolves to true when a new puzzle
   * is on the board.
   */
  async function generate(options, startOptions = {}) {
    const engine = worker();
    if (engine.busy) engine.cancel();
    const mine = ++generation;
    const kind = options.variant ?? defaultKind();
    const title = engineInfo(kind).title;
    const grade = gradeName(options.grade, kind);
    note.busy(`Generating ${article(grade)} ${grade} ${title} puzzle…`);
    document.body.classList.add('is-busy');
    try {
      const { result, ms } = await engine.run('generate', { options });
      if (options.seed !== undefined && isOnBoard(result)) {
        say(sameSeedLine(options.seed), '', { details: madeDetails(result, ms) });
        return false;
      }
      play(result, startOptions);
      say(`New ${gradeName(result.grade, result.variant)} ${title}. Good luck!`, 'new', { details: madeDetails(result, ms) });
      return true;
    } catch (err) {
      if (err instanceof Error && err.message === 'cancelled') say('No new puzzle: cancelled.');
      else showError('Could not generate a puzzle:', err);
      return false;
    } finally {
      if (mine === generation) {
        note.busy(null);
        document.body.classList.remove('is-busy');
      }
    }
  }

  /** Wires the dialog (new-puzzle-dialog.js), which generates what its form asks for. */
  const wireDialog = () => wireNewPuzzleDialog({ worker, generate, variant, grade });

  return { generate, wireDialog, fillChoices };
}
