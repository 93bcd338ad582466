// Recovery from engine crashes. A panic in the Rust code reaches JS as a
// WebAssembly trap (a `WebAssembly.RuntimeError`, "unreachable"); the
// instance that trapped may hold broken state, so it is never used again.
// DOM-free: the page (engine.js), the worker (worker.js) and the worker's
// client (worker-client.js) use these, and node tests them with fakes.

/**
 * True when `err` is a WebAssembly trap (how a Rust panic shows up in JS).
 * @param {unknown} err
 * @returns {boolean}
 */
export function isTrap(err) {
  return typeof WebAssembly !== 'undefined' && err instanceof WebAssembly.RuntimeError;
}

/**
 * The player's message for a trap `err`: "Internal error in the engine (unreachable); it has been restarted."
 * @param {unknown} err
 * @returns {string}
 */
export function crashText(err) {
  const detail = (err instanceof Error ? err.message : String(err ?? '')).trim() || 'a trap';
  return `Internal error in the engine (${detail}); it has been restarted.`;
}

/** The error callers get for a trap: its message is crashText's, `crashed` is true. */
export class EngineCrash extends Error {
  /**
   * @param {string} message
   */
  constructor(message) {
    super(message);
    this.name = 'EngineCrash';
    this.crashed = true;
  }
}

/**
 * A wasm module that is replaced after a trap. `first` is a loaded module
 * (an object of engine functions, e.g. the namespace of pkg/page.js
 * after init); `load(n)` resolves to the n-th fresh one (n = 1, 2, ...).
 *
 * `call(name, ...args)` runs `name` on the current instance and returns
 * its result; other errors pass through unchanged. On a trap the instance
 * is dropped at once, the spare (see `prepare`) takes its place and a new
 * spare is loaded; the call throws an EngineCrash with crashText's message.
 * Without a ready spare, calls throw "The engine is restarting..." until
 * the fresh instance is loaded. `prepare()` loads a spare ahead of need
 * and resolves once it (or the replacement) is in place. `onLoad(n)` is
 * called whenever the n-th fresh instance is ready.
 * @param {any} first
 * @param {(n: number) => Promise<any>} load
 * @param {{ onLoad?: (n: number) => void }} [options]
 * @returns {{ call: (name: string, ...args: any[]) => any, prepare: () => Promise<void>, readonly instance: any, readonly loads: number, readonly spareReady: boolean }}
 */
export function restartable(first, load, { onLoad = () => {} } = {}) {
  let current = first;
  /** @type {any} */
  let spare = null;
  /** @type {Promise<void> | null} */
  let loading = null;
  let loads = 0;
  /** @type {unknown} */
  let failure = null;

  function prepare() {
    if (loading) return loading;
    if (current && spare) return Promise.resolve();
    const n = ++loads;
    loading = (async () => {
      try {
        const fresh = await load(n);
        failure = null;
        if (current) spare = fresh;
        else current = fresh;
        onLoad(n);
      } catch (err) {
        failure = err;
      } finally {
        loading = null;
      }
      // The replacement took the spare's place: get the next spare ready.
      if (!failure && !spare) await prepare();
    })();
    return loading;
  }

  function call(name, ...args) {
    const api = current;
    if (!api) {
      if (!loading) prepare();
      const why = failure ? ` (${failure instanceof Error ? failure.message : failure})` : '';
      throw new Error(failure
        ? `The engine could not be restarted${why}; reload the page.`
        : 'The engine is restarting after an internal error; try again in a moment.');
    }
    try {
      return api[name](...args);
    } catch (err) {
      if (!isTrap(err)) throw err;
      if (current === api) {
        current = spare;
        spare = null;
        prepare();
      }
      throw new EngineCrash(crashText(err));
    }
  }

  return {
    call,
    prepare,
    /** The instance calls go to now (null while a replacement loads). */
    get instance() {
      return current;
    },
    /** How many fresh instances were asked for. */
    get loads() {
      return loads;
    },
    /** True while a spare instance is ready to take over. */
    get spareReady() {
      return Boolean(current && spare);
    },
  };
}

/**
 * Runs one worker job `data` ({ id, job, ...fields }) with `jobs` (job name
 * -> function of data) and returns the worker's answer: { id, ok: true,
 * result, ms }, { id, ok: false, error } or, after a trap, { id, ok: false,
 * error: crashText, crashed: true } (the instance must then be replaced).
 * @param {Record<string, (data: any) => unknown>} jobs
 * @param {{ id: number, job: string, [field: string]: unknown }} data
 * @param {() => number} [now]
 * @returns {{ id: number, ok: boolean, result?: unknown, ms?: number, error?: string, crashed?: boolean }}
 */
export function runJob(jobs, data, now = () => performance.now()) {
  const { id, job } = data;
  try {
    const run = Object.hasOwn(jobs, job) ? jobs[job] : null;
    if (!run) throw new Error(`unknown job '${job}'`);
    const start = now();
    const result = run(data);
    return { id, ok: true, result, ms: now() - start };
  } catch (err) {
    if (isTrap(err)) return { id, ok: false, error: crashText(err), crashed: true };
    return { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}
