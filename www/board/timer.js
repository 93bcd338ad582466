// The play timer: time counts only while `running()` says so (a game on,
// not solved, the tab visible); `sync()` is called on every change of that.

export class PlayTimer {
  /**
   * `running` tells whether time counts now.
   * @param {() => boolean} running
   */
  constructor(running) {
    this.running = running;
    this.elapsed = 0;
    this.since = null;
  }

  /**
   * Starts again from `elapsed` milliseconds, stopped until the next sync.
   * @param {number} [elapsed]
   */
  reset(elapsed = 0) {
    this.elapsed = elapsed;
    this.since = null;
  }

  /**
   * Adds the time since the last sync if it counted, and notes whether it counts from now.
   * @returns {number}
   */
  sync() {
    const now = performance.now();
    if (this.since != null) this.elapsed += now - this.since;
    this.since = this.running() ? now : null;
    return this.elapsed;
  }
}

/**
 * "m:ss" or "h:mm:ss".
 * @param {number} ms
 * @returns {string}
 */
export function formatTime(ms) {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
