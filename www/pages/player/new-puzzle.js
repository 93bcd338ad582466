// New puzzles: the "New puzzle" dialog (puzzle kind, grade, symmetry,
// minimal for Sudoku, optional seed) and the generation in the engine
// worker, with the busy bar and its Cancel. The page stays usable
// meanwhile; the page plays what comes back.

import { allEngines, defaultKind, engineInfo, gradeName } from '../../engine/engine.js';
import { SEED_RULE, seedValue } from '../../shared/seeds.js';
import { SYMMETRY_LABELS } from '../../shared/symmetries.js';

/**
 * The page's element `id`, one its HTML holds: an input, select, button and
 * so on, as the code using it knows (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/**
 * What is wrong with the seed `text`: '' for an empty one (random) or a
 * whole number up to MAX_SEED, every seed the player shows (spaces around
 * it, as pasted, are fine), else the one sentence every bad seed gets.
 * @param {string} text
 * @returns {string}
 */
export function seedProblem(text) {
  const seed = text.trim();
  return !seed || seedValue(seed) !== null ? '' : SEED_RULE;
}

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

  /**
   * Fills a <select> with `entries` ([value, text]), keeping `chosen`
   * selected when it is among them.
   */
  function fillSelect(select, entries, chosen = select.value) {
    select.replaceChildren(...entries.map(([value, text]) => new Option(text, value, false, value === chosen)));
  }

  /** The kinds with a generator, as the engine table lists them. */
  function fillKinds() {
    const kinds = allEngines().filter((k) => k.generate);
    fillSelect($('new-variant'), kinds.map((k) => [k.variant, k.title]));
  }

  /**
   * The grades, symmetries and the Minimal box of the kind chosen in the
   * dialog, as the engine table lists them; the grade and symmetry chosen
   * stay when the kind has them.
   */
  function fillKindChoices() {
    const kind = $('new-variant').value;
    const info = engineInfo(kind);
    const grades = info.grades.slice(1).map((name, k) => [String(k + 1), `${k + 1} ${name}`]);
    // The grade list keeps its choice while the kind stays; a new kind starts on its default.
    const grade = $('new-grade');
    fillSelect(grade, grades, grade.dataset.kind === kind ? grade.value : String(info.defaultGrade ?? 1));
    grade.dataset.kind = kind;
    const order = Object.keys(SYMMETRY_LABELS).filter((name) => info.symmetries.includes(name));
    const names = [...order, ...info.symmetries.filter((name) => !order.includes(name))];
    fillSelect($('new-symmetry'), names.map((name) => [name, SYMMETRY_LABELS[name] ?? name]));
    $('new-symmetry-label').textContent = `Symmetry of the ${info.symmetryOf}`;
    $('new-minimal-row').hidden = !info.minimal;
    // Or the setter's own puzzle of the kind chosen.
    $('create-link').href = `index.html?create=${kind}`;
  }

  /** The dialog's kinds, grades and symmetries, as the engine table lists them. */
  function fillChoices() {
    fillKinds();
    fillKindChoices();
  }

  /** Opens the dialog on the kind and the grade being played (when the kind lists that grade). */
  function open() {
    const kinds = [...$('new-variant').options].map((o) => o.value);
    if (kinds.includes(variant()) && $('new-variant').value !== variant()) {
      $('new-variant').value = variant();
      fillKindChoices();
    }
    const level = String(grade() ?? '');
    const grades = $('new-grade');
    if ($('new-variant').value === variant() && [...grades.options].some((o) => o.value === level)) grades.value = level;
    $('new-dialog').showModal();
  }

  /** The options the dialog's form asks for, or null after saying what is wrong with the seed. */
  function formOptions() {
    const seed = $('new-seed');
    const seedText = seed.value.trim();
    const problem = seedProblem(seedText);
    seed.setCustomValidity(problem);
    if (problem) {
      seed.reportValidity();
      return null;
    }
    const kind = $('new-variant').value;
    const options = { variant: kind, grade: Number($('new-grade').value), symmetry: $('new-symmetry').value };
    if (engineInfo(kind).minimal && $('new-minimal').checked) options.minimal = true;
    if (seedText) options.seed = Number(seedText);
    return options;
  }

  /** Wires the dialog's form, its Cancel and the busy bar's Cancel. */
  function wireDialog() {
    const dialog = $('new-dialog');
    $('new').addEventListener('click', open);
    $('new-variant').addEventListener('change', fillKindChoices);
    // The seed's validity follows its text, so that the browser's check on
    // submit says the same sentence, and a corrected seed goes through.
    const seed = $('new-seed');
    seed.addEventListener('input', () => seed.setCustomValidity(seedProblem(seed.value)));
    $('new-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const options = formOptions();
      if (!options) return;
      dialog.close();
      // A seed is for one puzzle: the next New puzzle… is random again.
      seed.value = '';
      generate(options);
    });
    $('new-cancel').addEventListener('click', () => dialog.close());
    $('busy-cancel').addEventListener('click', () => worker().cancel());
  }

  return { generate, wireDialog, fillChoices };
}
