// The minimal-clue search off the page's thread. In: { grid, clues, first }.
// Out: { type: 'progress', done, total, puzzles } after each task (puzzles
// found since the last message), then { type: 'done', result } or
// { type: 'error', message }. Cancel = terminate this worker.

import init, { search } from '../pkg/straights.js';
import { crashText, isTrap } from './recovery.js';

/** This dedicated worker's global scope, typed as one (tsconfig.workers.json). */
const scope = /** @type {DedicatedWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const ready = init();

scope.addEventListener('message', async (event) => {
  const { grid, clues, first } = event.data;
  try {
    await ready;
    const result = search(grid, { clues, first }, (progress) => {
      scope.postMessage({ type: 'progress', ...progress });
    });
    scope.postMessage({ type: 'done', result });
  } catch (err) {
    // A trap leaves this worker broken, but the page starts a new one for
    // every search, so crashText's "restarted" holds.
    const message = isTrap(err) ? crashText(err) : (err instanceof Error ? err.message : String(err));
    scope.postMessage({ type: 'error', message });
  }
});
