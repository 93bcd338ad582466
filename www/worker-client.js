// The page's side of worker.js: promises for jobs, and a cancel that
// really stops a running job (the worker is terminated and started anew).

export class EngineWorker {
  constructor(url = new URL('./worker.js', import.meta.url)) {
    this.url = url;
    this.nextId = 1;
    this.pending = new Map();
    this.start();
  }

  start() {
    this.worker = new Worker(this.url, { type: 'module' });
    this.worker.addEventListener('message', (event) => {
      const { id, ok, result, error, ms } = event.data;
      const job = this.pending.get(id);
      if (!job) return;
      this.pending.delete(id);
      if (ok) job.resolve({ result, ms });
      else job.reject(new Error(error));
    });
    this.worker.addEventListener('error', (event) => {
      const message = event.message || 'the engine worker failed to start';
      for (const job of this.pending.values()) job.reject(new Error(message));
      this.pending.clear();
    });
  }

  /** Runs `job` ('generate' or 'grade') with `data`; resolves to { result, ms }. */
  run(job, data) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, job, ...data });
    });
  }

  /** True while a job is running. */
  get busy() {
    return this.pending.size > 0;
  }

  /** Stops every running job: their promises reject with "cancelled". */
  cancel() {
    this.worker.terminate();
    for (const job of this.pending.values()) job.reject(new Error('cancelled'));
    this.pending.clear();
    this.start();
  }
}
