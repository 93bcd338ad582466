// New puzzles: the "New puzzle" dialog (grade, symmetry, optional seed) and
// the generation in the engine worker, with the busy bar and its Cancel.
// The page stays usable meanwhile; the page plays what comes back.

/** The grade names, by grade (0: logic cannot finish). */
export const GRADE_NAMES = ['Unfinished', 'Easy', 'Gentle', 'Moderate', 'Tough', 'Diabolical', 'Extreme'];

const $ = (id) => document.getElementById(id);

/**
 * The page's generator. `worker()` gives the EngineWorker; `note` is the
 * message area (note.js); `play(result, startOptions)` plays a generated
 * puzzle (the worker's { board, bd, seed, grade }); `say` and `showError`
 * report. Returns { generate(options, startOptions), wireDialog() }.
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
    note.busy(`Generating a ${GRADE_NAMES[options.grade]} puzzle…`);
    document.body.classList.add('is-busy');
    try {
      const { result, ms } = await engine.run('generate', { options });
      play(result, startOptions);
      say(`New ${GRADE_NAMES[result.grade]} puzzle (seed ${result.seed}, made in ${Math.round(ms)} ms).`);
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

  return { generate, wireDialog };
}
