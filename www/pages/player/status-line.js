// The player page's status line (the kind, the day of a daily puzzle, the
// grade or what is wrong with the puzzle), the Daily link that follows the
// puzzle on the board, and the Share of a finished daily puzzle.

import { dailyOfKey, dayMonth } from '../../store/daily-store.js';
import { defaultKind, engineInfo, gradeName, puzzleText } from '../../engine/engine.js';
import { problemLabel } from '../../shared/messages.js';
import { shareResult } from '../../shared/share.js';

/** @type {(id: string) => any} */
const $ = (id) => document.getElementById(id);

/**
 * The status line of the page's game `player` (controller.js).
 * @param {ReturnType<typeof import('./controller.js').createController>} player
 * @returns {{ draw: () => void, dailyOfGame: () => any, shareDaily: () => void }}
 */
export function createStatusLine(player) {
  /** The day whose daily puzzle is on the board ({ variant, date, solved }), or null. */
  function dailyOfGame() {
    try {
      return dailyOfKey(puzzleText(player.state()));
    } catch {
      return null;
    }
  }

  /** The Daily link: to the day of the daily puzzle on the board, else to today's. */
  function setDailyLink(day) {
    const query = day ? `?date=${day.date}${day.variant === defaultKind() ? '' : `&variant=${day.variant}`}` : '';
    $('daily-link').href = `daily.html${query}`;
  }

  /** Draws the status line for the game on the board. */
  function draw() {
    const status = $('status');
    status.replaceChildren();
    const s = player.state();
    const day = dailyOfGame();
    setDailyLink(day);
    const parts = [[engineInfo(s.variant).title, 'status-variant']];
    if (day) parts.push([`Daily, ${dayMonth(day.date, true)}`, 'status-daily']);
    if (player.problem) parts.push([problemLabel(player.problem.status), 'status-grade status-problem']);
    else if (player.grade) parts.push([player.grade, 'status-grade']);
    for (const [text, className] of parts) {
      const span = document.createElement('span');
      span.className = className;
      span.textContent = text;
      status.append(span);
    }
    status.dataset.format = player.format ?? '';
    status.dataset.variant = s.variant;
  }

  /** Puts the result of the daily puzzle on the board on the clipboard (its day, kind, grade, time, hints and the day's link). */
  function shareDaily() {
    const day = dailyOfGame();
    if (!day) return;
    const { variant } = player.state();
    shareResult({
      date: day.date,
      kind: engineInfo(variant).title,
      grade: player.level ? gradeName(player.level, variant) : null,
      elapsedMs: player.time(),
      hints: player.hints,
      link: $('daily-link').href,
    }, $('standing-share'));
  }

  return { draw, dailyOfGame, shareDaily };
}
