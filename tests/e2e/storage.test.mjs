// Storage that does not eat games, in headless Chromium: saved games live
// in IndexedDB (www/store/records.js); a full storage (the origin's quota
// set small through the DevTools protocol, then filled with junk in
// IndexedDB and localStorage) never costs an earlier save, the player is
// told on the first failing move, and the game saves again once there is
// room; the records of the first versions (localStorage) move in on the
// first load; the Saved games list shows, opens, removes (with Undo) and
// exports them; a finished puzzle asks the browser to keep its storage.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  LEGACY_162, SUDOKU_81, almostSolvedLegacy, browserSuite, cellName, fillStorage, freeStorage, savedGameAt, storedRecords,
  writeStoredRecord,
} from './helpers.mjs';

const env = browserSuite();
const { openPage, load } = env;

const STR8TS = `index.html#bd=${LEGACY_162}`;
const SUDOKU = `index.html#bd=${SUDOKU_81}`;
const NOTICE_START = 'Your last move could not be saved: storage is full or blocked.';

/** The label of cell `name`, without marks such as ", conflict". */
const label = async (page, name) => (await page.getAttribute(`[data-cell="${name}"]`, 'aria-label')).split(', ').slice(0, 3).join(', ');

/** Places `digit` in cell `name`. */
async function place(page, name, digit) {
  await page.click(`[data-cell="${name}"]`);
  await page.keyboard.press(String(digit));
}

/** The saved games (name → parsed record) the page's origin holds. */
async function games(page) {
  return Object.fromEntries((await storedRecords(page, 'straights:game:')).map(([n, t]) => [n, JSON.parse(t)]));
}

describe('a full storage', () => {
  test('no earlier save is lost; the player is told on the first failing move; after freeing space the game saves again', async () => {
    const { page, problems, close } = await openPage();
    await load(page, SUDOKU);
    await place(page, 'r1c2', 1);
    await place(page, 'r1c3', 2);
    await savedGameAt(page, 2);
    await load(page, STR8TS);
    await place(page, 'r1c1', 8);
    await place(page, 'r1c2', 2);
    await savedGameAt(page, 2);
    const before = await games(page);
    const str8tsName = Object.keys(before).find((n) => before[n].progress.startsWith('82'));
    assert.equal(Object.keys(before).length, 2);
    const filled = await fillStorage(page);
    assert.ok(filled.localChars > 0, 'localStorage is full too');

    await place(page, 'r1c3', 5);
    await page.waitForSelector('#message:not([hidden])');
    assert.ok((await page.textContent('#message-text')).startsWith(NOTICE_START), 'told at once');
    assert.equal(await page.isVisible('#message [data-action="saved-games"]'), true, 'with what to do');
    assert.equal(await label(page, 'r1c3'), 'r1c3, 5, placed', 'play goes on');
    await place(page, 'r1c4', 6);
    assert.deepEqual(await games(page), before, 'both earlier saves as they were');

    // The list shows both games; removing one makes room (Undo would put it back).
    await page.click('#message [data-action="saved-games"]');
    await page.waitForSelector('#saved-dialog[open]');
    assert.equal(await page.locator('#saved-list li[data-kind="game"]').count(), 2);
    await page.click('#saved-close');

    await freeStorage(page);
    await place(page, 'r1c6', 7);
    const text = await savedGameAt(page, before[str8tsName].rev + 1, str8tsName);
    const saved = JSON.parse(text).progress;
    assert.deepEqual([saved.slice(0, 4), saved[5]], ['8256', '7'], 'saved again, with the moves made meanwhile');
    assert.equal(await page.isHidden('#message'), true, 'the notice is gone');
    assert.equal(await page.textContent('#info'), 'Your progress is saved again.');
    const sudokuName = Object.keys(before).find((n) => before[n].progress[1] === '1');
    assert.deepEqual((await games(page))[sudokuName], before[sudokuName], 'the Sudoku save untouched');
    await load(page, SUDOKU);
    assert.deepEqual([await label(page, 'r1c2'), await label(page, 'r1c3')], ['r1c2, 1, placed', 'r1c3, 2, placed'], 'the Sudoku is still there');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('records of the first versions', () => {
  test('saved games in localStorage move into IndexedDB on the first load, and leave localStorage', async () => {
    const { page, problems, close } = await openPage();
    await load(page, STR8TS);
    await place(page, 'r1c1', 8);
    const [[name, text]] = await storedRecords(page, 'straights:game:');
    // The same game as the first versions kept it, in localStorage only, with a record kept aside.
    await page.goto(new URL('print.html', env.server.url).href);
    await page.evaluate(() => new Promise((resolve) => { indexedDB.deleteDatabase('straights').onsuccess = resolve; }));
    await page.evaluate(([n, t]) => {
      const { rev, ...old } = JSON.parse(t);
      localStorage.setItem(n, JSON.stringify({ ...old, savedAt: 1 }));
      localStorage.setItem('straights:aside:5:x', '{"progress":');
      localStorage.setItem('straights:last', n.slice('straights:game:'.length));
    }, [name, text]);
    await load(page, 'index.html');
    assert.equal(await label(page, 'r1c1'), 'r1c1, 8, placed', 'the last game, restored');
    const moved = await storedRecords(page);
    assert.deepEqual(moved.map(([n]) => n), ['straights:aside:5:x', name]);
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => /^straights:(game|aside|copy):/.test(k))), []);
    await place(page, 'r1c2', 2);
    assert.equal(JSON.parse(await savedGameAt(page, 1)).progress.slice(0, 2), '82');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('the Saved games list', () => {
  test('kind, grade, date, progress and size; Open, Remove with Undo, Restore of a copy, Export all', async () => {
    const { page, problems, close } = await openPage({ acceptDownloads: true });
    await load(page, SUDOKU);
    await place(page, 'r1c2', 1);
    await savedGameAt(page, 1);
    await load(page, STR8TS);
    await place(page, 'r1c1', 8);
    await place(page, 'r1c2', 2);
    const str8ts = await savedGameAt(page, 2);
    // A copy another tab left (r1c1 only), and a record kept aside.
    const key = (await storedRecords(page, 'straights:game:')).map(([n]) => n.slice('straights:game:'.length)).find((k) => k !== SUDOKU_81);
    const { progress } = JSON.parse(str8ts);
    assert.equal(progress.slice(0, 2), '82');
    const copy = JSON.stringify({ ...JSON.parse(str8ts), rev: 1, progress: `8.${progress.slice(2)}` });
    await writeStoredRecord(page, `straights:copy:tab1:${key}`, copy);
    await writeStoredRecord(page, 'straights:aside:7:x', 'not a record');
    await page.goto(new URL('print.html', env.server.url).href);
    await load(page, STR8TS);

    await page.click('#saved-games');
    await page.waitForSelector('#saved-dialog[open]');
    const rows = await page.$$eval('#saved-list li', (lis) => lis.map((li) => [li.dataset.kind, li.textContent]));
    assert.equal(rows.filter(([k]) => k === 'game').length, 2);
    const str8tsRow = rows.find(([k, t]) => k === 'game' && t.startsWith('Str8ts'))[1];
    assert.match(str8tsRow, /\(on the board\)/);
    assert.match(str8tsRow, /2 of \d+ cells/);
    assert.match(str8tsRow, /\d{4}, \d\d:\d\d/, 'the date and time saved');
    assert.match(str8tsRow, /\d+(\.\d)? KB|\d+ bytes/);
    assert.ok(rows.some(([k, t]) => k === 'game' && /^Sudoku/.test(t) && /1 of 64 cells/.test(t)));
    assert.equal(rows.filter(([k]) => k === 'copy').length, 1);
    assert.equal(rows.filter(([k]) => k === 'aside').length, 1);
    assert.match(await page.textContent('#saved-summary'), /^2 saved games, \d+(\.\d)? KB in this browser\./);

    // Export all: one JSON file with every record.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#saved-export')]);
    assert.match(download.suggestedFilename(), /^straights-saved-games-\d{4}-\d\d-\d\d\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
    assert.equal(exported.format, 'straights-saved-games');
    assert.deepEqual(exported.records.map((r) => r.kind).sort(), ['aside', 'copy', 'game', 'game']);
    assert.equal(exported.records.find((r) => r.kind === 'aside').text, 'not a record');

    // Remove the Sudoku, then Undo: it is back.
    const sudoku = page.locator('#saved-list li[data-kind="game"]', { hasText: 'Sudoku' });
    await sudoku.locator('[data-action="remove"]').click();
    await page.waitForSelector('#saved-list li[data-removed="true"]');
    assert.equal(Object.keys(await games(page)).length, 1);
    await page.click('#saved-list li[data-removed="true"] [data-action="undo"]');
    await page.waitForFunction(() => !document.querySelector('#saved-list li[data-removed="true"]'));
    assert.equal(Object.keys(await games(page)).length, 2);

    // Restore the copy: it becomes the saved game (r1c1 only), the game before it a copy.
    await page.locator(`#saved-list li[data-name="straights:copy:tab1:${key}"] [data-action="restore"]`).click();
    await page.waitForFunction(() => !document.querySelector('#saved-dialog[open]'));
    await page.waitForFunction(() => document.querySelector('[data-cell="r1c2"]').getAttribute('aria-label').startsWith('r1c2, empty'));
    assert.equal(await label(page, 'r1c1'), 'r1c1, 8, placed');
    const after = await storedRecords(page, 'straights:copy:tab1:');
    assert.ok(after.some(([, t]) => JSON.parse(t).progress.startsWith('82')), 'the game it replaced is kept as a copy');

    // Open: the Sudoku from the list.
    await page.click('#saved-games');
    await page.locator('#saved-list li[data-kind="game"]', { hasText: 'Sudoku' }).locator('[data-action="open"]').click();
    await page.waitForSelector('#status[data-variant="sudoku"]');
    assert.equal(await label(page, 'r1c2'), 'r1c2, 1, placed');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('persistent storage', () => {
  test('finishing a puzzle asks the browser to keep the storage, once; a solution shown does not', async () => {
    const { api } = env;
    const { puzzle, solution, last, placed } = almostSolvedLegacy(api);
    const mask = (d) => (/[1-9]/.test(d) ? 1 << (Number(d) - 1) : 0);
    const candidates = Array.from({ length: 81 }, (_, i) => mask(placed[i]) || mask(puzzle.givens[i]));
    const text = api.encode({ ...puzzle, placed, candidates, solution: null }, 'str8ts-com');
    const { page, problems, close } = await openPage();
    await page.addInitScript(() => {
      window.persistCalls = 0;
      navigator.storage.persist = async () => { window.persistCalls++; return true; };
    });
    await load(page, STR8TS);
    await page.click('#solve');
    await page.waitForSelector('body.is-solved');
    assert.equal(await page.evaluate(() => window.persistCalls), 0, 'a solution shown is no finish');
    // Each round a fresh page load (its count starts at 0): asked after the first finish only.
    for (const expected of [1, 0]) {
      await page.goto(new URL('print.html', env.server.url).href);
      await load(page, `index.html#bd=${encodeURIComponent(text)}`);
      await page.click(`[data-cell="${cellName(last)}"]`);
      await page.keyboard.press(solution[last]);
      await page.waitForSelector('body.is-solved');
      assert.equal(await page.evaluate(() => window.persistCalls), expected);
    }
    assert.deepEqual(problems, []);
    await close();
  });
});
