// The engine's jobs that need the whole wasm module (the page has only
// the small one, pkg/page.js), off the page's thread: generate a puzzle,
// grade one, the next hint of a position, the solution path from a
// position, a setter's verdict on a puzzle being made. Messages in: { id,
// job: 'generate', options }, { id, job: 'grade' | 'hint' | 'path' |
// 'verdict', board } or { id, job: 'orbits', symmetry } (a symmetry's
// cell orbits, which create mode mirrors black cells by); out: { id,
// ok: true, result, ms } or { id, ok: false, error }.
// After a trap (a panic in the engine) the answer also says `crashed: true`
// and this worker is never asked again: worker-client.js replaces it.

import init, { generate, grade, hint, orbits, solutionPath, verdict } from '../pkg/straights.js';
import { runJob } from './recovery.js';

/** This dedicated worker's global scope, typed as one (tsconfig.workers.json). */
const scope = /** @type {DedicatedWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const ready = init();

const JOBS = {
  generate: (data) => generate(data.options),
  grade: (data) => grade(data.board),
  hint: (data) => hint(data.board),
  path: (data) => solutionPath(data.board),
  verdict: (data) => verdict(data.board),
  orbits: (data) => orbits(data.symmetry),
};

scope.addEventListener('message', async (event) => {
  try {
    await ready;
  } catch (err) {
    scope.postMessage({ id: event.data.id, ok: false, error: err instanceof Error ? err.message : String(err) });
    return;
  }
  scope.postMessage(runJob(JOBS, event.data));
});
