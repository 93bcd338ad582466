// The page's side of worker.js: promises for jobs, a cancel that really
// stops a running job (the worker is terminated and started anew), and
// recovery from a crash: a worker whose engine trapped is replaced before
// the next job, and the jobs still queued on it go to the new one. The
// worker (and with it the whole wasm module) starts on the first job or
// warm(), not before: the page's first board does not wait for it.

import { EngineCrash } from './recovery.js';

/** A module worker running worker.js beside this file. */
const defaultWorker = () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });

/** The engine worker: `run` a job, `cancel` every running one; a crashed worker is replaced by itself. */
export class EngineWorker {
  /**
   * `create` makes the worker (anything with postMessage, terminate and
   * addEventListener('message' | 'error')); the default runs worker.js.
   * @param {{ create?: () => any }} [options]
   */
  constructor({ create = defaultWorker } = {}) {
    this.create = create;
    this.nextId = 1;
    this.pending = new Map();
    this.starts = 0;
    this.worker = null;
  }

  /** Starts the worker now if it is not running, so that the first job does not wait for it to load. */
  warm() {
    if (!this.worker) this.start();
  }

  /** Starts a new worker; answers of an older one are ignored. */
  start() {
    const worker = this.create();
    this.worker = worker;
    this.starts += 1;
    worker.addEventListener('message', (event) => {
      if (worker !== this.worker) return;
      const { id, ok, result, error, ms, crashed } = event.data;
      const job = this.pending.get(id);
      if (!job) return;
      this.pending.delete(id);
      if (ok) job.resolve({ result, ms });
      else if (crashed) {
        this.restart();
        job.reject(new EngineCrash(error));
      } else job.reject(new Error(error));
    });
    worker.addEventListener('error', (event) => {
      if (worker !== this.worker) return;
      const message = event.message || 'the engine worker failed to start';
      for (const job of this.pending.values()) job.reject(new Error(message));
      this.pending.clear();
    });
  }

  /** Replaces a worker whose engine trapped; the jobs it still held run on the new one. */
  restart() {
    this.worker.terminate();
    this.start();
    for (const [id, job] of this.pending) this.worker.postMessage({ id, job: job.name, ...job.data });
  }

  /**
   * Runs `job` ('generate', 'grade' or 'hint') with `data`; resolves to { result, ms }.
   * @param {string} job
   * @param {object} data
   * @returns {Promise<{ result: any, ms: number }>}
   */
  run(job, data) {
    this.warm();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, name: job, data });
      this.worker.postMessage({ id, job, ...data });
    });
  }

  /** True while a job is running. */
  get busy() {
    return this.pending.size > 0;
  }

  /** Stops every running job: their promises reject with "cancelled". */
  cancel() {
    if (!this.worker) return;
    this.worker.terminate();
    for (const job of this.pending.values()) job.reject(new Error('cancelled'));
    this.pending.clear();
    this.start();
  }
}
