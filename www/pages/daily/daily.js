// The daily page (daily.html?date=YYYY-MM-DD&variant=str8ts|sudoku): the
// day's request from the wasm (`daily`: grade by weekday, seed from the
// date), the puzzle made in the worker (or the one this browser already
// made for that day), a preview with the saved progress, a Play link that
// opens it in the player (which saves the game by puzzle and marks the day
// finished), links to the neighbouring days, a calendar of the month with
// the finished days, the player's streak (days in a row finished, per kind:
// the page shows one kind at a time) and the month's count, a Share button
// for a finished day, and the weekday rule as the engine states it.

import { createBoardView } from '../../board/board-view.js';
import {
  dailyEntry, dailyRecordDamaged, dayMonth, finishedDates, rememberDaily, solvedDates, streakOf, utcDate, validHints, words,
} from '../../store/daily-store.js';
import { openRecords } from '../../store/records.js';
import { allEngines, defaultKind, engineInfo, puzzleText, startEngine, wasm } from '../../engine/engine.js';
import { hasProgress } from '../../model/game.js';
import { fromBoardObject } from '../../model/board-object.js';
import { withProgress } from '../../model/progress.js';
import { errorSentence, plural } from '../../shared/messages.js';
import { shareResult } from '../../shared/share.js';
import { registerServiceWorker } from '../../shared/offline.js';
import { validElapsed } from '../../store/record.js';
import { loadGame } from '../../store/storage.js';
import { formatTime } from '../../model/timer.js';
import { EngineWorker } from '../../engine/worker-client.js';

/**
 * The page's element `id`, one its HTML holds: an input, select, button and
 * so on, as the code using it knows (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** A Monday: the week the grade rule is read from. */
const A_MONDAY = '2026-11-23';

// ------------------------------------------------------------------ dates

/** "YYYY-MM-DD" of the UTC calendar day of a Date. */
const isoOf = (d) => d.toISOString().slice(0, 10);

/** Today's date in the user's time zone, "YYYY-MM-DD". */
function localToday() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The valid "YYYY-MM-DD" `days` days after `iso`. */
function addDays(iso, days) {
  const date = utcDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

/** The first day ("YYYY-MM-01") of the month `months` months after that of `iso`. */
function addMonths(iso, months) {
  const date = utcDate(`${iso.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return isoOf(date);
}

/**
 * Whether `iso` is a day the calendar has ("YYYY-MM-DD", years 0001 to
 * 9999, as the engine's dates): the day after 9999-12-31 is not written
 * with four digits, and the day before 0001-01-01 is year 0000.
 * @param {string} iso
 */
const inCalendar = (iso) => /^\d{4}-\d\d-\d\d$/.test(iso) && iso >= '0001-01-01';

/** "November 2026". */
const monthYear = (iso) => words(iso, { month: 'long', year: 'numeric' });

// ------------------------------------------------------------------ links

/** The daily page's address for a day and kind (and the calendar's month "YYYY-MM", if not the day's). */
function dailyHref(date, variant, month = null) {
  const params = new URLSearchParams();
  if (date) params.set('date', date);
  if (variant && variant !== defaultKind()) params.set('variant', variant);
  if (month && (!date || month !== date.slice(0, 7))) params.set('month', month);
  const query = params.toString();
  return query ? `daily.html?${query}` : 'daily.html';
}

/** The request of the page's address: { date, variant, month } as typed (date: today when absent; variant: null, the default kind). */
function addressRequest() {
  const params = new URLSearchParams(location.search);
  return {
    date: params.get('date') ?? localToday(),
    variant: params.get('variant')?.toLowerCase() ?? null,
    month: params.get('month'),
  };
}

// ------------------------------------------------------------------ drawing

/** The Str8ts / Sudoku switch: one link per kind that generates, the current one marked. */
function drawKinds(variant, date) {
  const nav = $('kinds');
  nav.replaceChildren();
  for (const kind of allEngines().filter((k) => k.generate)) {
    const link = document.createElement('a');
    link.className = 'kind';
    link.href = dailyHref(date, kind.variant);
    link.textContent = kind.title;
    link.dataset.variant = kind.variant;
    if (kind.variant === variant) link.setAttribute('aria-current', 'page');
    nav.append(link);
  }
}

/** The weekday rule of `variant` as the engine grades the days: "Monday Easy, Tuesday Gentle, …". */
function gradeRule(variant) {
  const week = Array.from({ length: 7 }, (_, i) => wasm.daily(addDays(A_MONDAY, i), variant));
  const title = engineInfo(variant).title;
  const days = week.map((d) => `${d.weekday} ${d.gradeName}`).join(', ');
  return `The grade follows the weekday, easiest on Monday, hardest on Sunday. ${title}: ${days}.`;
}

/** The day's heading, its facts and its neighbours' links. */
function drawDay(day, today) {
  $('day-title').textContent = `${day.weekday} ${dayMonth(day.date, true)}`;
  const title = engineInfo(day.variant).title;
  const facts = $('day-facts');
  facts.replaceChildren();
  for (const [text, className] of [[title, 'status-variant'], [`${day.grade} ${day.gradeName}`, 'status-grade']]) {
    const chip = document.createElement('span');
    chip.className = className;
    chip.textContent = text;
    facts.append(chip);
  }
  document.title = `straights: daily ${title}, ${day.weekday} ${dayMonth(day.date, true)}`;
  // A neighbour outside the calendar (after 31 December 9999, before
  // 1 January 0001) has no link.
  const step = (id, date, label) => {
    const link = $(id);
    link.hidden = !inCalendar(date);
    if (link.hidden) return;
    link.href = dailyHref(date, day.variant);
    link.dataset.date = date;
    link.textContent = label(date);
  };
  step('prev-day', addDays(day.date, -1), (d) => `← ${dayMonth(d)}`);
  step('next-day', addDays(day.date, 1), (d) => `${dayMonth(d)} →`);
  step('today', today, () => 'Today');
  $('today').hidden = day.date === today;
}

/** The calendar of `month` ("YYYY-MM"): every day a link, `selected`, `today` and the finished days marked. */
function drawCalendar(month, { variant, selected, today }) {
  const first = `${month}-01`;
  $('month-title').textContent = monthYear(first);
  const prev = addMonths(first, -1).slice(0, 7);
  const next = addMonths(first, 1).slice(0, 7);
  const step = (id, other, text) => {
    const link = $(id);
    link.hidden = !inCalendar(`${other}-01`);
    if (link.hidden) return;
    link.href = dailyHref(selected, variant, other);
    link.dataset.month = other;
    link.textContent = text(words(`${other}-01`, { month: 'short' }));
    // The name holds the words shown (as speech-input users say them), then the month in full.
    link.setAttribute('aria-label', `${link.textContent} (${monthYear(`${other}-01`)})`);
  };
  step('prev-month', prev, (name) => `‹ ${name}`);
  step('next-month', next, (name) => `${name} ›`);
  const heads = $('weekdays');
  heads.replaceChildren();
  for (let i = 0; i < 7; i++) {
    const item = document.createElement('li');
    item.textContent = words(addDays(A_MONDAY, i), { weekday: 'short' });
    heads.append(item);
  }
  const days = $('month-days');
  days.replaceChildren();
  const solved = solvedDates(variant, month);
  const lead = (utcDate(first).getUTCDay() + 6) % 7;
  for (let i = 0; i < lead; i++) days.append(Object.assign(document.createElement('li'), { className: 'blank' }));
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) {
    days.append(calendarDay(date, { variant, selected, today, solved: solved.has(date) }));
  }
}

/** One day of the calendar: a link to its puzzle, with its marks in classes and in its label. */
function calendarDay(date, { variant, selected, today, solved }) {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = dailyHref(date, variant);
  link.textContent = String(Number(date.slice(8)));
  link.dataset.date = date;
  const marks = [];
  if (solved) marks.push('finished');
  if (date === today) marks.push('today');
  link.className = ['day-link', solved ? 'is-solved' : '', date === today ? 'is-today' : ''].filter(Boolean).join(' ');
  if (date === selected) link.setAttribute('aria-current', 'date');
  link.setAttribute('aria-label', [words(date, { weekday: 'long', day: 'numeric', month: 'long' }), ...marks].join(', '));
  item.append(link);
  return item;
}

/**
 * The player's streak of `variant` (days in a row finished, ending today or
 * yesterday) and how many days of `month` ("YYYY-MM") were finished, in
 * words under the calendar; the counts are also in data-days.
 */
function drawRecord(variant, month, today) {
  const dates = finishedDates(variant);
  const days = streakOf(dates, today);
  const title = engineInfo(variant).title;
  const streak = $('streak');
  streak.dataset.days = String(days);
  if (days === 0) streak.textContent = `No ${title} streak yet: finish today's puzzle to start one.`;
  else {
    const keep = dates.has(today) ? '' : `; finish today's to keep it going`;
    streak.textContent = `${title} streak: ${plural(days, 'day')} in a row${keep}.`;
  }
  const finished = [...dates].filter((d) => d.startsWith(`${month}-`)).length;
  const count = $('month-count');
  count.dataset.days = String(finished);
  const name = monthYear(`${month}-01`);
  count.textContent = finished ? `${plural(finished, 'day')} finished in ${name}.` : `No day finished in ${name}.`;
}

/** Shows why the address cannot be used, with a link to today's puzzle. */
function showBadAddress(err, variant, today) {
  const box = $('day-error');
  const link = document.createElement('a');
  link.id = 'today-link';
  link.href = dailyHref(null, variant);
  link.textContent = `today's puzzle (${dayMonth(today, true)})`;
  box.replaceChildren(`This link has no daily puzzle: ${errorSentence(err)} Open `, link, ' instead.');
  box.hidden = false;
  $('day').hidden = true;
  /** @type {Element} */ (document.querySelector('.daily-page')).classList.add('is-bad');
}

// ------------------------------------------------------------------ the puzzle

/** The day's puzzle as a game state: the one this browser made for the day, else a new one from the worker. */
async function dayPuzzle(day, worker) {
  const known = dailyEntry(day.variant, day.date);
  if (known) {
    try {
      return fromBoardObject(wasm.decode(known.key).board);
    } catch {
      // an unreadable key (an older engine's): the day's puzzle is made anew
    }
  }
  const { variant, grade, seed, symmetry } = day;
  const { result } = await worker.run('generate', { options: { variant, grade, seed, symmetry } });
  return fromBoardObject(result.board);
}

/** Shows the puzzle with this browser's progress on it, and the Play link that opens it in the player. */
function showPuzzle(day, puzzle) {
  const key = puzzleText(puzzle);
  const damaged = dailyRecordDamaged();
  const remembered = rememberDaily(day.variant, day.date, key);
  if (damaged || !remembered) showStorageTrouble(damaged, remembered);
  const saved = loadGame(key);
  const position = (saved && withProgress(puzzle, saved.progress)) || puzzle;
  const view = createBoardView({ id: 'daily-board' });
  view.render(position, { readonly: true });
  view.element.dataset.puzzle = key;
  $('day-board').replaceChildren(view.element);
  const play = $('play');
  play.href = `index.html#bd=${encodeURIComponent(key)}`;
  play.removeAttribute('aria-disabled');
  const entry = dailyEntry(day.variant, day.date);
  const state = dayState(entry, saved, position);
  // A damaged time (negative, huge, not a number) is none.
  const ms = validElapsed(state === 'finished' ? entry?.elapsed ?? saved?.elapsed : saved?.elapsed);
  // Less than a second (a day opened and left) is no time worth telling.
  const time = ms !== null && ms >= 1000 ? ms : null;
  play.textContent = { finished: 'Open', revealed: 'Open', started: 'Go on playing', new: 'Play' }[state];
  $('day-progress').textContent = {
    finished: `Finished${time ? ` in ${formatTime(time)}` : ''}.`,
    revealed: 'Solution shown (not counted as finished).',
    started: `In progress${time ? `: ${formatTime(time)} played` : ''}.`,
    new: 'Not started yet.',
  }[state];
  $('day-progress').dataset.state = state;
  showShare(state === 'finished' ? { day, time, hints: validHints(entry?.hints) } : null);
}

/**
 * The Share button of a finished day (hidden otherwise): it puts the day,
 * kind, grade, time, hints and the day's link on the clipboard.
 * @param {{ day: any, time: number | null, hints: number | null } | null} finished
 */
function showShare(finished) {
  const button = $('share');
  button.hidden = !finished;
  if (!finished) return;
  const { day, time, hints } = finished;
  button.onclick = () => shareResult({
    date: day.date,
    kind: engineInfo(day.variant).title,
    grade: day.gradeName,
    elapsedMs: time,
    hints,
    link: new URL(dailyHref(day.date, day.variant), location.href).href,
  }, button);
}

/**
 * Where this browser is with the day: 'finished' (solved by the player),
 * 'revealed' (Solve showed the solution: no finish, and no mark in the
 * calendar), 'started' or 'new'.
 */
function dayState(entry, saved, position) {
  if (entry?.solved || (saved?.solved && !saved.revealed)) return 'finished';
  if (entry?.revealed || (saved?.solved && saved.revealed)) return 'revealed';
  return hasProgress(position) ? 'started' : 'new';
}

/**
 * Tells the player that the record of the days could not be read (it was
 * kept aside, or could not be: `kept`) or that this day could not be
 * written (storage full or blocked).
 */
function showStorageTrouble(damaged, kept) {
  const box = $('day-error');
  box.textContent = damaged
    ? `The record of the days you played could not be read; ${kept ? 'it was kept aside and can be exported from Saved games in the player' : 'it stays as it was, since storage is full or blocked'}.`
    : 'This browser’s storage is full or blocked: the calendar cannot remember this day. Saved games in the player shows what takes the room.';
  box.hidden = false;
}

/** Makes (or finds) the day's puzzle with a busy note, then shows it; a failure is said in words. */
async function loadPuzzle(day, worker) {
  $('busy').hidden = false;
  try {
    showPuzzle(day, await dayPuzzle(day, worker));
  } catch (err) {
    const box = $('day-error');
    box.textContent = `The puzzle of the day could not be made: ${errorSentence(err)}`;
    box.hidden = false;
  } finally {
    $('busy').hidden = true;
  }
}

// ------------------------------------------------------------------ start

/** Reads the address, draws the day and the calendar, and makes the day's puzzle. */
async function main() {
  const today = localToday();
  const asked = addressRequest();
  try {
    await Promise.all([startEngine(), openRecords()]);
  } catch (err) {
    $('day-title').textContent = 'Not available';
    showBadAddress(new Error(`the WebAssembly module could not load (${errorSentence(err)})`), null, today);
    return;
  }
  const known = allEngines().some((k) => k.variant === asked.variant);
  const variant = known ? asked.variant : defaultKind();
  /** @type {import('../../pkg/page.js').Daily | null} */
  let day = null;
  try {
    day = wasm.daily(asked.date, asked.variant ?? defaultKind());
  } catch (err) {
    showBadAddress(err, variant, today);
  }
  const selected = day?.date ?? today;
  drawKinds(variant, day ? selected : null);
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked.month ?? '') ? asked.month : selected.slice(0, 7);
  drawCalendar(month, { variant, selected: day ? selected : null, today });
  drawRecord(variant, month, today);
  $('grade-rule').textContent = gradeRule(variant);
  if (day) {
    drawDay(day, today);
    await loadPuzzle(day, new EngineWorker());
  }
  document.documentElement.dataset.ready = 'true';
  registerServiceWorker();
}

main();
