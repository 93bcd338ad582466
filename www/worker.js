// The engine's long jobs, off the page's thread: generate a puzzle, grade
// one. Messages in: { id, job: 'generate', options } or { id, job: 'grade',
// board }; out: { id, ok: true, result, ms } or { id, ok: false, error }.

import init, { generate, grade } from './pkg/straights.js';

const ready = init();

const JOBS = {
  generate: (data) => generate(data.options),
  grade: (data) => grade(data.board),
};

self.addEventListener('message', async (event) => {
  const { id, job } = event.data;
  try {
    await ready;
    const run = JOBS[job];
    if (!run) throw new Error(`unknown job '${job}'`);
    const start = performance.now();
    const result = run(event.data);
    self.postMessage({ id, ok: true, result, ms: performance.now() - start });
  } catch (err) {
    self.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
