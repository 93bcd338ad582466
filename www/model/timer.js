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

/** The longest time a game can have been played: 1,000 hours (a larger number is damage). */
export const MAX_PLAY_TIME = 1000 * 3600 * 1000;

/**
 * Whether `ms` can be a time played: a finite number from 0 to MAX_PLAY_TIME.
 * @param {unknown} ms
 * @returns {ms is number}
 */
export const isPlayTime = (ms) => typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 && ms <= MAX_PLAY_TIME;

/**
 * "m:ss" or "h:mm:ss"; "–" (missing) for a number no game can have been
 * played for (negative, not finite, over MAX_PLAY_TIME: a damaged record).
 * @param {number} ms
 * @returns {string}
 */
export function formatTime(ms) {
  if (!isPlayTime(ms)) return '–';
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
