// Create mode (index.html?create…): a setter types a puzzle in and the
// verdict follows every change (data-solutions "broken", "0", "1" or
// "many", data-grade when unique); the cells where two solutions differ
// are outlined; Str8ts black cells and clues are laid out with B and
// digits; Play it plays the puzzle; the draft survives a reload.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, artifact, browserSuite, cellName } from './helpers.mjs';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });
const { openPage, load } = env;

/** The first 17-clue puzzle of HoDoKu's graded list (tests/data). */
const SEVENTEEN = readFileSync(path.join(ROOT, 'tests/data/hodoku-grades-17clue-2000.tsv'), 'utf8')
  .split('\n').find((l) => /^[.\d]{81}\t/.test(l)).split('\t')[0];

/** The str8ts.com 162-character example of the seed (../shared/seeds/str8ts-string-definitions.txt). */
const STR8TS_162 = '000000009000000060930000000000004000003000000000720000090000200000000010100000020000000011000000000000000000011001100001100011000000000000001000001000000100000000';

/** The verdict now shown, once the check of the last change has come back. */
async function verdict(page) {
  await page.waitForFunction(() => !document.getElementById('verdict').dataset.pending);
  return page.evaluate(() => ({
    solutions: document.getElementById('verdict').dataset.solutions,
    grade: document.querySelector('[data-grade]')?.getAttribute('data-grade') ?? null,
    text: document.getElementById('verdict-text').textContent,
  }));
}

/** Types digit `d` into cell `i`. */
async function type(page, i, d) {
  await page.click(`[data-cell="${cellName(i)}"]`);
  await page.keyboard.press(String(d));
}

/** The cells with class `name`, as indices. */
const cellsWith = (page, name) => page.$$eval(`.cell.${name}`, (cells) => cells.map((c) => Number(c.dataset.index)).sort((a, b) => a - b));

describe('create mode', () => {
  test('a 17-clue Sudoku typed in: "many" until the last given, then 1 with its grade; one taken away shows where solutions differ', async () => {
    const { page, problems, close } = await openPage();
    await load(page, 'index.html?create=sudoku');
    assert.equal(await page.isVisible('#create-panel'), true);
    assert.equal(await page.isVisible('#create-black'), false, 'Sudoku has no black cells');
    assert.equal((await verdict(page)).solutions, 'many');
    const givens = [...SEVENTEEN].map((c, i) => [i, c]).filter(([, c]) => c !== '.');
    assert.equal(givens.length, 17);
    for (const [k, [i, d]] of givens.entries()) {
      await type(page, i, d);
      const v = await verdict(page);
      if (k < givens.length - 1) assert.equal(v.solutions, 'many', `after ${k + 1} givens`);
      else assert.equal(v.solutions, '1');
    }
    const expected = api.grade(api.decode(SEVENTEEN).board);
    assert.equal((await verdict(page)).grade, String(expected.grade));
    assert.match(await page.textContent('#verdict-minimal'), /^Minimal: every clue is needed\.$/);
    await page.screenshot({ path: artifact('create-unique.png') });
    // One given taken away: several solutions, the cells where two differ outlined.
    const [last] = givens[givens.length - 1];
    await page.click(`[data-cell="${cellName(last)}"]`);
    await page.keyboard.press('Delete');
    assert.equal((await verdict(page)).solutions, 'many');
    const differ = await cellsWith(page, 'is-differ');
    assert.ok(differ.length >= 2, `differing cells ${differ}`);
    assert.equal(await page.isVisible('#verdict-show'), true);
    await page.click('#verdict-show');
    assert.deepEqual(await cellsWith(page, 'is-shown'), differ);
    await page.screenshot({ path: artifact('create-many.png') });
    // Undo brings the given back, and the verdict with it.
    await page.keyboard.press('Control+z');
    assert.equal((await verdict(page)).solutions, '1');
    // The draft follows the address and survives a reload.
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal((await verdict(page)).solutions, '1');
    assert.equal(await page.getAttribute(`[data-cell="${cellName(last)}"]`, 'aria-label'), `${cellName(last)}, ${SEVENTEEN[last]}, given`);
    // A later visit without the address's board finds the kind's draft in the records, undo steps and all.
    await page.goto('about:blank');
    await load(page, 'index.html?create=sudoku');
    assert.equal((await verdict(page)).solutions, '1');
    assert.equal(await page.isEnabled('#undo'), true);
    // Each kind has its draft: the Str8ts one is still empty.
    await load(page, 'index.html?create=str8ts');
    assert.equal(await page.locator('.cell--black').count(), 0, 'an empty Str8ts');
    assert.deepEqual(problems, []);
    await close();
  });

  test('clashing givens: broken, with the cells marked', async () => {
    const { page, problems, close } = await openPage();
    await load(page, 'index.html?create=sudoku');
    await type(page, 0, 5);
    await type(page, 7, 5);
    const v = await verdict(page);
    assert.equal(v.solutions, 'broken');
    assert.match(v.text, /r1c1/);
    assert.deepEqual(await cellsWith(page, 'is-conflict'), [0, 7]);
    assert.equal(await page.isDisabled('#create-play'), true, 'a broken puzzle cannot be played');
    assert.deepEqual(problems, []);
    await close();
  });

  test('a symmetry changed again before its cells came back: B follows the last one chosen', async () => {
    const { page, problems, close } = await openPage();
    await load(page, 'index.html?create=str8ts');
    // Both changes in one task: the worker's cells of the first come after the second.
    const first = await page.evaluate(() => {
      const select = /** @type {HTMLSelectElement} */ (document.getElementById('create-symmetry'));
      const other = [...select.options].find((o) => o.value !== 'none' && o.value !== select.value)?.value ?? '';
      for (const value of [other, 'none']) {
        select.value = value;
        select.dispatchEvent(new Event('change'));
      }
      return other;
    });
    assert.ok(first, 'a symmetry other than none to choose');
    const blackCells = () => page.$$eval('.cell[data-kind="black"]', (cells) => cells.map((c) => Number(/** @type {HTMLElement} */ (c).dataset.index)).sort((a, b) => a - b));
    await page.click(`[data-cell="${cellName(0)}"]`);
    await page.keyboard.press('b');
    // The worker answers in turn: once this verdict is back, so are the first symmetry's cells.
    await page.waitForFunction(() => document.querySelector('.cell[data-kind="black"]'));
    await verdict(page);
    await page.click(`[data-cell="${cellName(1)}"]`);
    await page.keyboard.press('b');
    await page.waitForFunction(() => document.querySelectorAll('.cell[data-kind="black"]').length > 1);
    await verdict(page);
    assert.deepEqual(await blackCells(), [0, 1], `no mirrored cells of ${first}`);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a Str8ts laid out with B and digits (the seed\'s 162 example) reaches 1 with its grade, and Play it plays it to the end with hints', async () => {
    const { page, problems, close } = await openPage();
    await load(page, 'index.html?create=str8ts');
    const board = api.decode(STR8TS_162).board;
    await page.selectOption('#create-symmetry', 'none');
    for (let i = 0; i < 81; i++) {
      if (board.black[i] === '1') {
        await page.click(`[data-cell="${cellName(i)}"]`);
        await page.keyboard.press('b');
      }
      if (board.givens[i] !== '.') await type(page, i, board.givens[i]);
    }
    const v = await verdict(page);
    assert.equal(v.solutions, '1');
    assert.equal(v.grade, String(api.grade(board).grade));
    await page.screenshot({ path: artifact('create-str8ts.png') });
    // Play it: a new game of this puzzle, in an entry of its own.
    await page.click('#create-play');
    await page.waitForSelector('html[data-ready="true"]');
    await page.waitForFunction(() => !document.body.classList.contains('is-create'));
    let presses = 0;
    while (!(await page.evaluate(() => document.body.classList.contains('is-solved')))) {
      assert.ok(presses++ < 1200, 'hints finish the puzzle');
      await page.click('#hint');
    }
    await page.goBack();
    await page.waitForSelector('#create-panel:not([hidden])');
    assert.deepEqual(problems, []);
    await close();
  });
});
