// Statistics and the player's whole progress: a finished puzzle counts
// (kind, grade, time, hints) and says "Solved in m:ss with 1 hint"; Export
// all, Erase all… (asked first) and Import bring a game in progress and
// the statistics back.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SUDOKU_81, almostSolvedLegacy, browserSuite, cellIndex, cellName, storedRecords } from './helpers.mjs';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });
const { openPage, load } = env;

/** The statistics table's rows as text cells. */
const statsRows = (page) => page.$$eval('#stats-body tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));

/** Opens the Statistics dialog and reads its rows; closes it again. */
async function readStats(page) {
  await page.click('#stats');
  await page.waitForSelector('#stats-dialog[open]');
  const rows = await statsRows(page);
  const empty = await page.isVisible('#stats-empty');
  await page.click('#stats-close');
  return { rows, empty };
}

/** Finishes LEGACY_162 one cell from the end with one hint (shown, then applied). */
async function finishWithAHint(page) {
  const { puzzle, placed, last } = almostSolvedLegacy(api);
  const text = api.encode({ ...puzzle, placed, candidates: null }, 'json');
  await load(page, `index.html#bd=${encodeURIComponent(text)}`);
  await page.waitForSelector('#status .status-grade');
  await page.click(`[data-cell="${cellName(last)}"]`);
  await page.click('#hint');
  await page.waitForSelector('#info[data-kind="hint"]');
  while (!(await page.evaluate(() => document.body.classList.contains('is-solved')))) await page.click('#hint');
  return page.textContent('#status .status-grade');
}

describe('statistics and progress', () => {
  test('a finished puzzle counts with its grade, time and hints; export, erase and import bring a game in progress and the statistics back', async () => {
    const { page, problems, close } = await openPage({ acceptDownloads: true });
    const grade = await finishWithAHint(page);
    assert.match(await page.textContent('#standing-text'), /^Solved in 0:\d\d with 1 hint\.$/);
    const stats = await readStats(page);
    assert.equal(stats.rows.length, 1);
    const [name, solved, best, median, hints] = stats.rows[0];
    assert.equal(name, `Str8ts, ${grade}`);
    assert.deepEqual([solved, hints], ['1', '1']);
    assert.match(best, /^0:\d\d$/);
    assert.equal(median, best);

    // A Sudoku in progress: three digits placed.
    await load(page, `index.html#bd=${SUDOKU_81}`);
    const { solution } = api.solve(api.decode(SUDOKU_81).board);
    const cells = ['r1c2', 'r1c3', 'r1c4'];
    for (const c of cells) {
      await page.click(`[data-cell="${c}"]`);
      await page.keyboard.press(solution[cellIndex(c)]);
    }
    const labels = await Promise.all(cells.map((c) => page.getAttribute(`[data-cell="${c}"]`, 'aria-label')));
    for (let k = 0; k < 50 && (await storedRecords(page, 'straights:game:')).length < 2; k++) await page.waitForTimeout(100);

    // Export all: one JSON file with both games and the statistics.
    await page.click('#saved-games');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#saved-export')]);
    const file = readFileSync(await download.path(), 'utf8');
    const doc = JSON.parse(file);
    assert.equal(doc.format, 'straights-saved-games');
    assert.equal(doc.records.filter((r) => r.kind === 'game').length, 2);
    assert.equal(doc.stats.length, 1);

    // Erase all… asks first: Keep them changes nothing.
    await page.click('#saved-erase');
    await page.waitForSelector('#erase-dialog[open]');
    await page.click('#erase-cancel');
    assert.equal((await storedRecords(page, 'straights:game:')).length, 2);
    await page.click('#saved-erase');
    await page.click('#erase-go');
    await page.waitForFunction(() => /Everything is erased/.test(document.getElementById('saved-outcome').textContent));
    assert.deepEqual(await storedRecords(page, 'straights:'), []);
    await page.click('#saved-close');
    assert.equal((await readStats(page)).empty, true);

    // Import: a file that is no export is refused with a sentence; the export brings everything back.
    await page.click('#saved-games');
    await page.setInputFiles('#saved-file', { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
    await page.waitForFunction(() => /not a straights export/.test(document.getElementById('saved-outcome').textContent));
    await page.setInputFiles('#saved-file', { name: 'export.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await page.waitForFunction(() => /^Imported /.test(document.getElementById('saved-outcome').textContent));
    assert.equal(await page.textContent('#saved-outcome'), 'Imported 2 games, 1 finished game for the statistics.');
    await page.click('#saved-close');
    await page.goto('about:blank');
    await load(page, `index.html#bd=${SUDOKU_81}`);
    assert.deepEqual(await Promise.all(cells.map((c) => page.getAttribute(`[data-cell="${c}"]`, 'aria-label'))), labels);
    assert.match(await page.textContent('#info'), /^Welcome back/);
    assert.deepEqual((await readStats(page)).rows, stats.rows);
    // Imported again: nothing new.
    await page.click('#saved-games');
    await page.setInputFiles('#saved-file', { name: 'export.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await page.waitForFunction(() => /^Nothing new/.test(document.getElementById('saved-outcome').textContent));
    assert.deepEqual(problems, []);
    await close();
  });
});
