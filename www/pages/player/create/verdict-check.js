// Create mode's verdict check: after every change of the draft the engine
// worker is asked whether it is broken, has no solution, several or one.
// Checks follow each other quickly while a setter types, so an answer that
// comes after a newer check was asked for is dropped, and a check still
// running a moment after it started is stopped for the newer one. While a
// check runs, #verdict carries data-pending.

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/**
 * The verdict check of create mode. `worker()` is the engine worker,
 * `board()` the draft as the board object the worker reads, `note` the
 * message area and `onVerdict(verdict)` shows a verdict that arrives (only
 * the answer to the check asked for last). Returns check(), which asks for
 * the verdict of the draft as it is now.
 * @param {{ worker: () => any, board: () => object, note: any, onVerdict: (verdict: any) => void }} options
 * @returns {() => Promise<void>}
 */
export function createVerdictCheck({ worker, board, note, onVerdict }) {
  /** How many checks were asked for: the number of the latest one. */
  let checking = 0;
  /** When the check now running was asked for (ms since 1970); null while no check runs. */
  /** @type {number | null} */
  let checkStarted = null;

  /** Asks the worker for the verdict of the draft; an older answer that comes late is dropped. */
  return async function check() {
    const mine = ++checking;
    const engine = worker();
    // A check still running after a moment is stopped for the newer one
    // (only a check: a job of another kind, the symmetry's cells, goes on).
    if (checkStarted !== null && engine.busy && Date.now() - checkStarted > 300) engine.cancel();
    checkStarted = Date.now();
    $('verdict').dataset.pending = 'true';
    try {
      const { result } = await engine.run('verdict', { board: board() });
      if (mine !== checking) return;
      checkStarted = null;
      delete $('verdict').dataset.pending;
      onVerdict(result);
    } catch (err) {
      if (mine !== checking || (err instanceof Error && err.message === 'cancelled')) return;
      checkStarted = null;
      delete $('verdict').dataset.pending;
      note.alert('Could not check the puzzle:', err instanceof Error ? err.message : String(err));
    }
  };
}
