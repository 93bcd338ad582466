// The daily page (www/daily.html) in headless Chromium: two fresh visitors
// get the same puzzle of a date, the one `straights daily` prints (the
// release binary, built first); the day and month links; playing the day in
// the player, coming back to it, and finishing it marks the calendar; a bad
// date or kind gets a sentence and today's link; two days finished in a
// row in the player show a streak of 2; Share puts the result on the
// clipboard; the command line sits behind Details. Screenshots:
// test-artifacts/daily-finished.png, daily-streak.png.

import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, artifact, browserSuite, expectedLabel, readCells, storedRecords } from './helpers.mjs';
import {
  dailyEntry, dailyOfKey, dailyRecordDamaged, finishedDates, markDailySolved, rememberDaily, solvedDates, streakOf, validHints,
} from '../../www/store/daily-store.js';
import { shareText } from '../../www/shared/share.js';

const env = browserSuite();
const { openPage, load } = env;

/** The release CLI. */
const CLI = path.join(ROOT, 'target/release/straights');

/** The Monday of the tests: grade 1 Easy for both kinds. */
const DATE = '2026-11-23';

before(() => {
  // Up to date with the sources (a no-op when it is).
  execFileSync('cargo', ['build', '--release', '--quiet', '--bin', 'straights'], { cwd: ROOT, stdio: 'inherit' });
});

/** What `straights daily --date DATE --variant V` prints, trimmed. */
const cliDaily = (variant) =>
  execFileSync(CLI, ['daily', '--date', DATE, '--variant', variant], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** Today in the local time zone (node's and Chromium's), "YYYY-MM-DD". */
function localToday() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day's puzzle as a fresh visitor sees it: { key (the Play link's puzzle), labels, title, facts, play }. */
async function visit(query) {
  const { page, problems, close } = await openPage();
  await load(page, `daily.html?${query}`);
  const seen = {
    key: await page.getAttribute('#daily-board', 'data-puzzle'),
    labels: (await readCells(page, '#daily-board')).map((c) => c.label),
    title: await page.textContent('#day-title'),
    facts: await page.$$eval('#day-facts span', (spans) => spans.map((s) => s.textContent)),
    play: await page.getAttribute('#play', 'href'),
    progress: await page.textContent('#day-progress'),
  };
  assert.deepEqual(problems, []);
  await close();
  return seen;
}

/**
 * Opens the daily puzzle of `date` (Str8ts) from the daily page, plays every
 * open cell of its solution in the player (index.html), as a player does,
 * and waits until the player says it is solved.
 */
async function finishDaily(page, date) {
  await load(page, `daily.html?date=${date}`);
  const puzzle = env.api.decode(await page.getAttribute('#daily-board', 'data-puzzle')).board;
  const { solution } = env.api.solve(puzzle);
  await page.click('#play');
  await page.waitForSelector('html[data-ready="true"]');
  for (const [i, g] of [...puzzle.givens].entries()) {
    if (g !== '.' || puzzle.black[i] !== '0') continue;
    await page.click(`#board [data-cell="r${Math.floor(i / 9) + 1}c${(i % 9) + 1}"]`);
    await page.keyboard.press(solution[i]);
  }
  await page.waitForSelector('body.is-solved');
}

/** The link targets of the page's day and month steps. */
const hrefs = (page) => page.$$eval('#prev-day, #next-day, #prev-month, #next-month', (as) => as.map((a) => a.getAttribute('href')));

describe('the daily store', () => {
  /** A localStorage of a Map; `refuse` makes every write throw. */
  function fakeStorage({ refuse = false } = {}) {
    const map = new Map();
    return {
      map,
      getItem: (k) => (map.has(k) ? map.get(k) : null),
      setItem(k, v) {
        if (refuse) throw new DOMException('denied', 'SecurityError');
        map.set(k, String(v));
      },
    };
  }

  test('days remembered, found by key, finished, listed by month; every day kept; a damaged record kept aside', (t) => {
    const old = globalThis.window;
    t.after(() => { globalThis.window = old; });
    globalThis.window = { localStorage: fakeStorage() };
    assert.equal(rememberDaily('str8ts', '2026-11-23', 'K1'), true);
    assert.equal(rememberDaily('sudoku', '2026-11-23', 'K2'), true);
    assert.deepEqual(dailyEntry('str8ts', '2026-11-23'), { key: 'K1', solved: false });
    assert.equal(dailyEntry('str8ts', '2026-11-24'), null);
    assert.deepEqual(dailyOfKey('K2'), { variant: 'sudoku', date: '2026-11-23', solved: false });
    assert.equal(dailyOfKey('K3'), null);
    assert.equal(markDailySolved('K3', 1000), false, 'not a daily puzzle');
    assert.equal(markDailySolved('K1', 61_400.4), true);
    assert.deepEqual(dailyEntry('str8ts', '2026-11-23'), { key: 'K1', solved: true, elapsed: 61_400, hints: null });
    rememberDaily('str8ts', '2026-11-23', 'K1');
    assert.equal(dailyEntry('str8ts', '2026-11-23').solved, true, 'the same puzzle keeps its mark');
    assert.deepEqual([...solvedDates('str8ts', '2026-11')], ['2026-11-23']);
    assert.deepEqual([...solvedDates('sudoku', '2026-11')], []);
    assert.deepEqual([...solvedDates('str8ts', '2026-10')], []);
    // A solution shown with Solve is marked revealed, no finish; a finished day stays finished.
    assert.equal(markDailySolved('K2', 1000, { revealed: true }), true);
    assert.deepEqual(dailyEntry('sudoku', '2026-11-23'), { key: 'K2', solved: false, revealed: true });
    assert.deepEqual([...solvedDates('sudoku', '2026-11')], []);
    assert.equal(markDailySolved('K1', 5000, { revealed: true }), true);
    assert.deepEqual(dailyEntry('str8ts', '2026-11-23'), { key: 'K1', solved: true, elapsed: 61_400, hints: null });
    rememberDaily('str8ts', '2026-11-23', 'K9');
    assert.deepEqual(dailyEntry('str8ts', '2026-11-23'), { key: 'K9', solved: false }, 'another puzzle starts afresh');
    // Every day is kept (no oldest dropped).
    const all = {};
    for (let i = 0; i < 1500; i++) all[`str8ts:${new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10)}`] = { key: `k${i}`, solved: true };
    globalThis.window.localStorage.setItem('straights:daily', JSON.stringify(all));
    rememberDaily('sudoku', '2030-01-01', 'new');
    const kept = JSON.parse(globalThis.window.localStorage.getItem('straights:daily'));
    assert.equal(Object.keys(kept).length, 1501);
    // An unreadable record is kept aside before a new one replaces it; entries of wrong types are not used.
    globalThis.window.localStorage.setItem('straights:daily', '{"str8ts:2026-11-23": {"key": ');
    assert.equal(dailyRecordDamaged(), true);
    assert.equal(rememberDaily('str8ts', '2026-11-23', 'K1'), true);
    const aside = [...globalThis.window.localStorage.map].filter(([k]) => k.startsWith('straights:aside:'));
    assert.equal(aside.length, 1);
    assert.match(aside[0][0], /^straights:aside:\d+:daily$/);
    assert.equal(aside[0][1], '{"str8ts:2026-11-23": {"key": ');
    assert.equal(dailyRecordDamaged(), false);
    globalThis.window.localStorage.setItem('straights:daily', JSON.stringify({ 'str8ts:2026-11-23': { key: 7 }, 'str8ts:2026-11-24': null }));
    assert.equal(dailyEntry('str8ts', '2026-11-23'), null);
    assert.deepEqual([...solvedDates('str8ts', '2026-11')], []);
    // Blocked or broken storage: answers, never throws.
    globalThis.window = { localStorage: fakeStorage({ refuse: true }) };
    assert.equal(rememberDaily('str8ts', '2026-11-23', 'K1'), false);
    assert.equal(dailyEntry('str8ts', '2026-11-23'), null);
    globalThis.window.localStorage.map.set('straights:daily', '[1, 2');
    assert.equal(dailyOfKey('K1'), null);
    globalThis.window = {};
    assert.equal(markDailySolved('K1'), false);
  });

  test('hints used are stored when they are a count, else unknown (null)', (t) => {
    const old = globalThis.window;
    t.after(() => { globalThis.window = old; });
    globalThis.window = { localStorage: fakeStorage() };
    const cases = [[3, 3], [0, 0], [-1, null], [2.5, null], ['3', null], [NaN, null], [undefined, null], [null, null]];
    for (const [k, [hints, stored]] of cases.entries()) {
      rememberDaily('str8ts', `2026-10-0${k + 1}`, `H${k}`);
      assert.equal(markDailySolved(`H${k}`, 1000, { hints }), true);
      assert.equal(dailyEntry('str8ts', `2026-10-0${k + 1}`).hints, stored, String(hints));
    }
    // An older entry has no hints field: read as unknown.
    assert.equal(validHints(undefined), null);
  });

  test('the streak: days in a row finished, ending today or yesterday, per kind', (t) => {
    const old = globalThis.window;
    t.after(() => { globalThis.window = old; });
    globalThis.window = { localStorage: fakeStorage() };
    const finish = (variant, date) => {
      rememberDaily(variant, date, `${variant}${date}`);
      markDailySolved(`${variant}${date}`, 1000);
    };
    for (const date of ['2026-11-20', '2026-11-22', '2026-11-23']) finish('str8ts', date);
    finish('sudoku', '2026-11-24');
    rememberDaily('str8ts', '2026-11-21', 'open'); // not finished: breaks the streak
    assert.deepEqual([...finishedDates('str8ts')].sort(), ['2026-11-20', '2026-11-22', '2026-11-23']);
    assert.equal(streakOf(finishedDates('str8ts'), '2026-11-23'), 2, 'ending today');
    assert.equal(streakOf(finishedDates('str8ts'), '2026-11-24'), 2, 'ending yesterday, today still to play');
    assert.equal(streakOf(finishedDates('str8ts'), '2026-11-25'), 0, 'a day missed');
    assert.equal(streakOf(finishedDates('sudoku'), '2026-11-24'), 1);
    // Across a month and a year.
    assert.equal(streakOf(new Set(['2025-12-30', '2025-12-31', '2026-01-01']), '2026-01-01'), 3);
    assert.equal(streakOf(new Set(['0001-01-01']), '0001-01-01'), 1);
  });

  test('the share text: day, kind, grade, time, hints and link; unknown parts left out', () => {
    const link = 'https://example.org/daily.html?date=2026-11-23';
    assert.equal(shareText({ date: '2026-11-23', kind: 'Str8ts', grade: 'Moderate', elapsedMs: 261_000, hints: 3, link }),
      `straights daily Str8ts, Monday 23 November 2026\nModerate, solved in 4:21 with 3 hints\n${link}`);
    assert.equal(shareText({ date: '2026-11-23', kind: 'Sudoku', grade: 'Easy', elapsedMs: 3_725_000, hints: 1, link }).split('\n')[1],
      'Easy, solved in 1:02:05 with 1 hint');
    assert.equal(shareText({ date: '2026-11-23', kind: 'Sudoku', grade: 'Easy', elapsedMs: 61_000, hints: 0, link }).split('\n')[1],
      'Easy, solved in 1:01 with no hints');
    assert.equal(shareText({ date: '2026-11-23', kind: 'Sudoku', grade: 'Easy', elapsedMs: 61_000, hints: null, link }).split('\n')[1],
      'Easy, solved in 1:01');
    assert.equal(shareText({ date: '2026-11-23', kind: 'Sudoku', grade: null, elapsedMs: null, hints: -2, link }).split('\n')[1],
      'Solved');
  });
});

describe('the daily page', () => {
  for (const [variant, query, facts] of [
    ['str8ts', `date=${DATE}`, ['Str8ts', '1 Easy']],
    ['sudoku', `date=${DATE}&variant=sudoku`, ['Sudoku', '1 Easy']],
  ]) {
    test(`two fresh visitors get the same ${variant} of ${DATE}, the one of straights daily`, async () => {
      const first = await visit(query);
      const second = await visit(query);
      assert.deepEqual(second, first);
      assert.equal(first.title, 'Monday 23 November 2026');
      assert.deepEqual(first.facts, facts);
      assert.equal(first.progress, 'Not started yet.');
      const cli = env.api.decode(cliDaily(variant)).board;
      const page = env.api.decode(first.key).board;
      assert.equal(page.variant, variant);
      assert.deepEqual([page.givens, page.black], [cli.givens, cli.black]);
      // The preview shows the puzzle alone (str8ts.com strings also carry the candidates).
      const givens = { ...cli, placed: '.'.repeat(81), candidates: null };
      assert.deepEqual(first.labels, Array.from({ length: 81 }, (_, i) => expectedLabel(givens, i)));
      assert.equal(first.play, `index.html#bd=${encodeURIComponent(first.key)}`);
    });
  }

  test('a daily record that cannot be read is kept aside (listed under Saved games) and the page says so', async () => {
    const { page, problems, close } = await openPage();
    await page.goto(new URL('print.html', env.server.url).href);
    await page.evaluate(() => localStorage.setItem('straights:daily', '{"str8ts:2026-11-23": {"key'));
    await load(page, `daily.html?date=${DATE}`);
    assert.equal(await page.textContent('#day-error'),
      'The record of the days you played could not be read; it was kept aside and can be exported from Saved games in the player.');
    const fresh = await page.evaluate(() => JSON.parse(localStorage.getItem('straights:daily')));
    assert.deepEqual(Object.keys(fresh), ['str8ts:2026-11-23'], 'a new record, this day in it');
    // The next page load moves the record kept aside in with the others; the player lists it.
    await load(page, 'index.html');
    const aside = await storedRecords(page, 'straights:aside:');
    assert.equal(aside.length, 1);
    assert.match(aside[0][0], /^straights:aside:\d+:daily$/);
    assert.equal(aside[0][1], '{"str8ts:2026-11-23": {"key');
    await page.click('#saved-games');
    assert.equal(await page.textContent('#saved-list li[data-kind="aside"] strong'), 'The daily calendar’s record');
    assert.deepEqual(problems, []);
    await close();
  });

  test('day, kind and month links; the calendar and the weekday rule', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `daily.html?date=${DATE}`);
    assert.deepEqual(await hrefs(page), [
      'daily.html?date=2026-11-22',
      'daily.html?date=2026-11-24',
      'daily.html?date=2026-11-23&month=2026-10',
      'daily.html?date=2026-11-23&month=2026-12',
    ]);
    const days = await page.$$eval('#month-days a', (as) => as.map((a) => a.dataset.date));
    assert.equal(days.length, 30);
    assert.equal(days[0], '2026-11-01');
    assert.equal(await page.$$eval('#month-days li.blank', (li) => li.length), 6, 'November 2026 starts on a Sunday');
    assert.equal(await page.getAttribute('#month-days a[aria-current="date"]', 'data-date'), DATE);
    assert.equal(
      await page.textContent('#grade-rule'),
      'The grade follows the weekday, easiest on Monday, hardest on Sunday. Str8ts: Monday Easy, Tuesday Gentle, '
        + 'Wednesday Moderate, Thursday Tough, Friday Tough, Saturday Diabolical, Sunday Extreme.',
    );
    // "Today" is offered once, by the day link (hidden on today itself); the
    // legend's "today" is a key, a sample square before a plain word, not a chip.
    const todayLinks = await page.$$eval('a, button', (els) => els.filter((e) => e.checkVisibility() && /^today$/i.test(e.textContent.trim())).length);
    assert.equal(todayLinks, DATE === localToday() ? 0 : 1);
    assert.deepEqual(await page.$eval('.legend-today', (el) => {
      const sample = getComputedStyle(el, '::before');
      return [el.textContent, getComputedStyle(el).borderStyle, sample.width, sample.borderStyle];
    }), ['today', 'none', '16px', 'solid']);
    assert.deepEqual(
      await page.$$eval('#kinds a', (as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])),
      [['Str8ts', `daily.html?date=${DATE}`, 'page'], ['Sudoku', `daily.html?date=${DATE}&variant=sudoku`, null]],
    );
    // The next day, the Sudoku of it, the month before.
    await page.click('#next-day');
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.textContent('#day-title'), 'Tuesday 24 November 2026');
    await page.click('#kinds a[data-variant="sudoku"]');
    await page.waitForSelector('html[data-ready="true"]');
    assert.deepEqual(await page.$$eval('#day-facts span', (s) => s.map((x) => x.textContent)), ['Sudoku', '2 Medium']);
    assert.match(await page.textContent('#grade-rule'), /Sudoku: Monday Easy, Tuesday Medium, Wednesday Medium, Thursday Hard, Friday Unfair, Saturday Unfair, Sunday Extreme\.$/);
    assert.deepEqual((await hrefs(page)).slice(0, 2), [
      'daily.html?date=2026-11-23&variant=sudoku',
      'daily.html?date=2026-11-25&variant=sudoku',
    ]);
    await page.click('#prev-month');
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.textContent('#month-title'), 'October 2026');
    assert.equal(await page.textContent('#day-title'), 'Tuesday 24 November 2026', 'the day stays');
    const october = await page.$$eval('#month-days a', (as) => as.map((a) => a.getAttribute('href')));
    assert.equal(october.length, 31);
    assert.equal(october[0], 'daily.html?date=2026-10-01&variant=sudoku');
    assert.equal(await page.$('#month-days a[aria-current="date"]'), null);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a day played in the player is kept, and finishing it marks the calendar', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `daily.html?date=${DATE}`);
    const key = await page.getAttribute('#daily-board', 'data-puzzle');
    const puzzle = env.api.decode(key).board;
    const solution = env.api.solve(puzzle).solution;
    const open = [...puzzle.givens].findIndex((g, i) => g === '.' && puzzle.black[i] === '0');
    const cell = `r${Math.floor(open / 9) + 1}c${(open % 9) + 1}`;
    // Play one digit, then come back to the day: the preview shows it.
    await page.click('#play');
    await page.waitForSelector('html[data-ready="true"]');
    assert.deepEqual(await page.$$eval('#status span', (s) => s.map((x) => x.textContent)).then((chips) => chips.slice(0, 2)),
      ['Str8ts', 'Daily, 23 November 2026']);
    assert.equal(await page.getAttribute('#daily-link', 'href'), `daily.html?date=${DATE}`);
    await page.click(`#board [data-cell="${cell}"]`);
    await page.keyboard.press(solution[open]);
    assert.equal(await page.getAttribute(`#board [data-cell="${cell}"]`, 'aria-label'), `${cell}, ${solution[open]}, placed`);
    await page.click('#daily-link');
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.getAttribute(`#daily-board [data-cell="${cell}"]`, 'aria-label'), `${cell}, ${solution[open]}, placed`);
    assert.match(await page.textContent('#day-progress'), /^In progress(: \d+:\d\d played)?\.$/);
    assert.equal(await page.textContent('#play'), 'Go on playing');
    assert.equal(await page.getAttribute(`#month-days a[data-date="${DATE}"]`, 'class'), 'day-link');
    // Back in the player: the digit is restored; playing the other cells finishes the day.
    await page.click('#play');
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.getAttribute(`#board [data-cell="${cell}"]`, 'aria-label'), `${cell}, ${solution[open]}, placed`);
    for (const [i, g] of [...puzzle.givens].entries()) {
      if (g !== '.' || puzzle.black[i] !== '0' || i === open) continue;
      await page.click(`#board [data-cell="r${Math.floor(i / 9) + 1}c${(i % 9) + 1}"]`);
      await page.keyboard.press(solution[i]);
    }
    await page.waitForSelector('body.is-solved');
    assert.match(await page.textContent('#standing-text'), /^Solved in \d+:\d\d without a hint\.$/);
    await page.click('#daily-link');
    await page.waitForSelector('html[data-ready="true"]');
    const mark = await page.$eval(`#month-days a[data-date="${DATE}"]`, (a) => [a.className, a.getAttribute('aria-label')]);
    assert.deepEqual(mark, ['day-link is-solved', 'Monday 23 November, finished']);
    assert.equal(await page.$$eval('#month-days a.is-solved', (as) => as.length), 1);
    assert.match(await page.textContent('#day-progress'), /^Finished( in \d+:\d\d)?\.$/);
    // The Sudoku of the same day is a different puzzle, not finished.
    await load(page, `daily.html?date=${DATE}&variant=sudoku`);
    assert.equal(await page.$$eval('#month-days a.is-solved', (as) => as.length), 0);
    await load(page, `daily.html?date=${DATE}`);
    await page.screenshot({ path: artifact('daily-finished.png') });
    assert.deepEqual(problems, []);
    await close();
  });

  test('a day whose solution Solve showed is not finished: the player and the day say so, after a reload too', async () => {
    const { page, problems, close } = await openPage();
    const previous = '2026-11-22';
    await load(page, `daily.html?date=${previous}&variant=sudoku`);
    await page.click('#play');
    await page.waitForSelector('html[data-ready="true"]');
    await page.click('#solve');
    await page.waitForSelector('body.is-solved');
    const line = /^Solution shown after \d+:\d\d\.$/;
    assert.match(await page.textContent('#standing-text'), line);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    await page.waitForSelector('body.is-solved');
    assert.match(await page.textContent('#standing-text'), line, 'still shown, not solved, after a reload');
    await page.click('#daily-link');
    await page.waitForSelector('html[data-ready="true"]');
    for (const when of ['back on the day', 'after a reload']) {
      assert.equal(await page.textContent('#day-progress'), 'Solution shown (not counted as finished).', when);
      assert.equal(await page.getAttribute('#day-progress', 'data-state'), 'revealed', when);
      assert.equal(await page.textContent('#play'), 'Open', when);
      const mark = await page.$eval(`#month-days a[data-date="${previous}"]`, (a) => [a.className, a.getAttribute('aria-label')]);
      assert.deepEqual(mark, ['day-link', 'Sunday 22 November'], when);
      assert.equal(await page.$$eval('#month-days a.is-solved', (as) => as.length), 0, when);
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
    }
    await page.screenshot({ path: artifact('daily-revealed.png') });
    assert.deepEqual(problems, []);
    await close();
  });

  test('finishing two dailies on consecutive dates in the player shows a streak of 2', async () => {
    const { page, problems, close } = await openPage();
    // Today is Tuesday 24 November 2026 for the page and the player.
    await page.clock.setFixedTime(new Date(2026, 10, 24, 12, 0, 0));
    await load(page, 'daily.html');
    assert.equal(await page.getAttribute('#streak', 'data-days'), '0');
    assert.equal(await page.textContent('#streak'), "No Str8ts streak yet: finish today's puzzle to start one.");
    assert.equal(await page.textContent('#month-count'), 'No day finished in November 2026.');

    await finishDaily(page, '2026-11-23');
    await load(page, 'daily.html');
    // Yesterday finished, today still to play: the streak holds.
    assert.equal(await page.getAttribute('#streak', 'data-days'), '1');
    assert.equal(await page.textContent('#streak'), "Str8ts streak: 1 day in a row; finish today's to keep it going.");

    await finishDaily(page, '2026-11-24');
    // The player's finish line offers Share for a daily puzzle: its day, kind, time, hints and the day's link.
    assert.match(await page.textContent('#standing-text'), /^Solved in \d+:\d\d without a hint\.$/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.click('#standing-share');
    await page.waitForFunction(() => document.getElementById('standing-share').textContent === 'Copied');
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(shared, /^straights daily Str8ts, Tuesday 24 November 2026\n\w+, solved in \d+:\d\d with no hints\nhttp:\/\/[^\n]+\/daily\.html\?date=2026-11-24$/);
    await load(page, 'daily.html');
    assert.equal(await page.getAttribute('#streak', 'data-days'), '2');
    assert.equal(await page.textContent('#streak'), 'Str8ts streak: 2 days in a row.');
    assert.equal(await page.getAttribute('#month-count', 'data-days'), '2');
    assert.equal(await page.textContent('#month-count'), '2 days finished in November 2026.');
    assert.equal(await page.$$eval('#month-days a.is-solved', (as) => as.map((a) => a.dataset.date).join()), '2026-11-23,2026-11-24');
    // The streak is per kind: no Sudoku was finished.
    await load(page, 'daily.html?variant=sudoku');
    assert.equal(await page.getAttribute('#streak', 'data-days'), '0');
    assert.equal(await page.getAttribute('#month-count', 'data-days'), '0');
    // Another month's count: none in October.
    await load(page, 'daily.html?month=2026-10');
    assert.equal(await page.textContent('#month-count'), 'No day finished in October 2026.');
    assert.equal(await page.getAttribute('#streak', 'data-days'), '2');
    await load(page, 'daily.html');
    await page.screenshot({ path: artifact('daily-streak.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await close();
  });

  test('Share puts the day, kind, grade, time, hints and link of a finished day on the clipboard', async () => {
    const { page, problems, close } = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await load(page, `daily.html?date=${DATE}`);
    assert.equal(await page.isVisible('#share'), false, 'no Share before the day is finished');
    // Finished as the player marks it, in 4:21 with 3 hints.
    const key = await page.getAttribute('#daily-board', 'data-puzzle');
    assert.equal(await page.evaluate(async (k) => {
      const store = await import('/store/daily-store.js');
      return store.markDailySolved(k, 261_000, { hints: 3 });
    }, key), true);
    await load(page, `daily.html?date=${DATE}`);
    assert.equal(await page.textContent('#share'), 'Share');
    await page.click('#share');
    await page.waitForFunction(() => document.querySelector('#share').textContent === 'Copied');
    const link = new URL(`daily.html?date=${DATE}`, page.url()).href;
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()),
      `straights daily Str8ts, Monday 23 November 2026\nEasy, solved in 4:21 with 3 hints\n${link}`);
    await page.waitForFunction(() => document.querySelector('#share').textContent === 'Share');
    // An older entry without hints: the text leaves them out; the Sudoku's link names its kind.
    await page.evaluate(() => {
      const all = JSON.parse(localStorage.getItem('straights:daily'));
      for (const entry of Object.values(all)) delete entry.hints;
      localStorage.setItem('straights:daily', JSON.stringify(all));
    });
    await load(page, `daily.html?date=${DATE}`);
    await page.click('#share');
    await page.waitForFunction(() => document.querySelector('#share').textContent === 'Copied');
    assert.equal((await page.evaluate(() => navigator.clipboard.readText())).split('\n')[1], 'Easy, solved in 4:21');
    assert.deepEqual(problems, []);
    await close();
  });

  test('Share without the clipboard shows the text selected and says to press Ctrl+C', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `daily.html?date=${DATE}&variant=sudoku`);
    const key = await page.getAttribute('#daily-board', 'data-puzzle');
    await page.evaluate(async (k) => (await import('/store/daily-store.js')).markDailySolved(k, 75_000, { hints: 0 }), key);
    await load(page, `daily.html?date=${DATE}&variant=sudoku`);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    });
    await page.click('#share');
    await page.waitForFunction(() => document.querySelector('#share').textContent === 'Press Ctrl+C');
    const link = new URL(`daily.html?date=${DATE}&variant=sudoku`, page.url()).href;
    const text = `straights daily Sudoku, Monday 23 November 2026\nEasy, solved in 1:15 with no hints\n${link}`;
    assert.equal(await page.evaluate(() => document.querySelector('.share-text').textContent), text);
    assert.equal(await page.evaluate(() => getSelection().toString().replace(/\r/g, '')), text);
    assert.deepEqual(problems, []);
    await close();
  });

  test("Details speaks a player's words, no command line (it is in docs/cli.md)", async () => {
    const { page, problems, close } = await openPage();
    await load(page, `daily.html?date=${DATE}`);
    const details = page.locator('.more-links details');
    assert.equal(await details.locator('summary').textContent(), 'Details');
    assert.equal(await details.locator('span').isVisible(), false, 'closed at first');
    await details.locator('summary').click();
    assert.match(await details.textContent(), /made\s+in your browser/);
    const all = await page.evaluate(() => document.body.textContent);
    assert.doesNotMatch(all, /straights daily --|--date|command line/);
    assert.deepEqual(problems, []);
    await close();
  });

  test('the first and last days of the calendar have no link beyond it', async () => {
    const { page, problems, close } = await openPage();
    for (const [date, gone, kept] of [['9999-12-31', ['#next-day', '#next-month'], ['#prev-day', '#prev-month']],
      ['0001-01-01', ['#prev-day', '#prev-month'], ['#next-day', '#next-month']]]) {
      await load(page, `daily.html?date=${date}`);
      assert.doesNotMatch(await page.textContent('body'), /Invalid Date/, date);
      for (const id of gone) assert.equal(await page.isVisible(id), false, `${date}: ${id} hidden`);
      for (const id of kept) assert.equal(await page.isVisible(id), true, `${date}: ${id} shown`);
    }
    assert.deepEqual(problems, []);
    await close();
  });

  test('a bad date or kind gets a sentence and a link to today', async () => {
    const { page, problems, close } = await openPage();
    const today = localToday();
    const words = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
    const cases = [
      ['date=2026-02-30', 'no 30 February 2026: February 2026 has 28 days.', 'daily.html'],
      ['date=30.11.2026&variant=sudoku', "bad date '30.11.2026': expected YYYY-MM-DD, e.g. 2026-11-24.", 'daily.html?variant=sudoku'],
      [`date=${DATE}&variant=kakuro`, "unknown puzzle kind 'kakuro': expected str8ts or sudoku.", 'daily.html'],
    ];
    for (const [query, reason, href] of cases) {
      await load(page, `daily.html?${query}`);
      assert.equal(await page.textContent('#day-error'), `This link has no daily puzzle: ${reason} Open today's puzzle (${words}) instead.`);
      assert.equal(await page.getAttribute('#today-link', 'href'), href);
      assert.equal(await page.isVisible('#day'), false);
      assert.equal(await page.getAttribute('#month-days a.is-today', 'data-date'), today);
      assert.ok(page.url().endsWith(`daily.html?${query}`), 'the address keeps what was typed');
    }
    await page.click('#today-link');
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.isVisible('#day-error'), false);
    assert.equal(await page.getAttribute('#month-days a[aria-current="date"]', 'data-date'), today);
    assert.deepEqual(problems, []);
    await close();
  });
});
