// The minimal-clue search off the page's thread. In: { grid, clues, first }.
// Out: { type: 'progress', done, total, puzzles } after each task (puzzles
// found since the last message), then { type: 'done', result } or
// { type: 'error', message }. Cancel = terminate this worker.

import init, { search } from './pkg/straights.js';
import { crashText, isTrap } from './recovery.js';

const ready = init();

self.addEventListener('message', async (event) => {
  const { grid, clues, first } = event.data;
  try {
    await ready;
    const result = search(grid, { clues, first }, (progress) => {
      self.postMessage({ type: 'progress', ...progress });
    });
    self.postMessage({ type: 'done', result });
  } catch (err) {
    // A trap leaves this worker broken, but the page starts a new one for
    // every search, so crashText's "restarted" holds.
    const message = isTrap(err) ? crashText(err) : (err instanceof Error ? err.message : String(err));
    self.postMessage({ type: 'error', message });
  }
});
