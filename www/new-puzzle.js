// New puzzles: the "New puzzle" dialog (grade, symmetry, optional seed) and
// the generation in the engine worker, with the busy bar and its Cancel.
// The page stays usable meanwhile; the page plays what comes back.

import { engineInfo, gradeName } from './engine.js';

/** How the dialog shows a symmetry name of the engine (the name itself when not listed). */
const SYMMETRY_LABELS = { rotate180: 'Rotation (180°)', diagonal: 'Diagonal', mirror: 'Mirror', none: 'None' };

const $ = (id) => document.getElementById(id);

/**
 * The page's generator. `worker()` gives the EngineWorker; `note` is the
 * message area (note.js); `play(result, startOptions)` plays a generated
 * puzzle (the worker's { board, bd, seed, grade }); `say` and `showError`
 * report. Returns { generate(options, startOptions), wireDialog(), fillChoices()
 * (the dialog's grades and symmetries, once the wasm is loaded) }.
 */
export function createGenerator({ worker, note, play, say, showError }) {
  let generation = 0;

  /**
   * Generates a puzzle of `options` ({ grade, symmetry?, seed? }) in the
   * worker and plays it; resolves to true when a new puzzle is on the board.
   */
  async function generate(options, startOptions = {}) {
    const engine = worker();
    if (engine.busy) engine.cancel();
    const mine = ++generation;
    note.busy(`Generating a ${gradeName(options.grade)} puzzle…`);
    document.body.classList.add('is-busy');
    try {
      const { result, ms } = await engine.run('generate', { options });
      play(result, startOptions);
      say(`New ${gradeName(result.grade)} puzzle (seed ${result.seed}, made in ${Math.round(ms)} ms).`);
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
   * Fills a <select> with `entries` ([value, text]), keeping the option
   * selected in the page's markup selected.
   */
  function fillSelect(select, entries) {
    const chosen = select.value;
    select.replaceChildren(...entries.map(([value, text]) => new Option(text, value, false, value === chosen)));
  }

  /** The dialog's grades and symmetries, as the engine table lists them. */
  function fillChoices() {
    const info = engineInfo('str8ts');
    fillSelect($('new-grade'), info.grades.slice(1).map((name, k) => [String(k + 1), `${k + 1} ${name}`]));
    const order = Object.keys(SYMMETRY_LABELS).filter((name) => info.symmetries.includes(name));
    const names = [...order, ...info.symmetries.filter((name) => !order.includes(name))];
    fillSelect($('new-symmetry'), names.map((name) => [name, SYMMETRY_LABELS[name] ?? name]));
  }

  /** Wires the dialog's form, its Cancel and the busy bar's Cancel. */
  function wireDialog() {
    const dialog = $('new-dialog');
    const seed = $('new-seed');
    $('new').addEventListener('click', () => dialog.showModal());
    $('new-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const seedText = seed.value.trim();
      if (seedText && !/^\d{1,15}$/.test(seedText)) {
        seed.setCustomValidity('A seed is a whole number of up to 15 digits.');
        seed.reportValidity();
        return;
      }
      seed.setCustomValidity('');
      const options = { grade: Number($('new-grade').value), symmetry: $('new-symmetry').value };
      if (seedText) options.seed = Number(seedText);
      dialog.close();
      generate(options);
    });
    $('new-cancel').addEventListener('click', () => dialog.close());
    $('busy-cancel').addEventListener('click', () => worker().cancel());
  }

  return { generate, wireDialog, fillChoices };
}
