// The Solution path panel in headless Chromium: for a held-out Extreme
// Sudoku (HoDoKu rates it Extreme) and an Extreme Str8ts of str8ts.com, the
// list (`ol[data-path]`, one `li` per step) holds every step the engine's
// solver takes from the position, with the grade and the techniques'
// counts on top; choosing step k shows the board as it is before that step
// (the start with the steps before it applied, as worked out here in node
// with the same wasm), read-only with the step's cells marked; the arrow
// keys move through the steps; Close brings the game back unchanged.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, browserSuite, expectedLabel, readCells } from './helpers.mjs';

const env = browserSuite();
const { openPage, load } = env;

/** The third puzzle HoDoKu rates Extreme in tests/data's 17-clue grades. */
const SUDOKU = readFileSync(path.join(ROOT, 'tests/data/hodoku-grades-17clue-2000.tsv'), 'utf8')
  .split('\n').filter((l) => l.split('\t')[1] === 'Extreme')[2].split('\t')[0];
const STR8TS = readFileSync(path.join(ROOT, 'tests/data/str8ts-com-505.txt'), 'utf8')
  .split('\n').find((l) => l.startsWith('weekly031:'));

/** Whether cells `a` and `b` share a row, a column or (Sudoku) a box. */
const sees = (variant, a, b) => a !== b && (Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9
  || (variant === 'sudoku' && Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));

/** The labels of the position before step `k` of `steps` from `board` (candidates filled from the rules). */
function labelsBefore(api, board, steps, k) {
  const cands = api.candidates({ ...board, candidates: null });
  const placed = [...board.placed];
  for (const step of steps.slice(0, k)) {
    for (const [i, d] of step.placements) {
      placed[i] = String(d);
      cands[i] = 0;
      // A digit placed leaves its row and column (and box, Sudoku) as a candidate, as the player places it.
      for (let p = 0; p < 81; p++) if (sees(board.variant, i, p)) cands[p] &= ~(1 << (d - 1));
    }
    for (const [i, d] of step.eliminations) cands[i] &= ~(1 << (d - 1));
  }
  const shown = { ...board, placed: placed.join(''), candidates: cands.map((m, i) => (placed[i] === '.' && board.givens[i] === '.' ? m : 0)) };
  return Array.from({ length: 81 }, (_, i) => expectedLabel(shown, i));
}

describe('the solution path', () => {
  for (const [kind, text] of [['Sudoku', SUDOKU], ['Str8ts', STR8TS]]) {
    test(`an Extreme ${kind}: every step listed, step k shows the board before it, Close gives the game back`, async () => {
      const { api } = env;
      const board = api.decode(text).board;
      const expected = api.solutionPath({ ...board, candidates: null });
      assert.equal(expected.finished, true);
      assert.ok(expected.steps.length > 40);
      const { page, problems, close } = await openPage();
      await load(page, `index.html#bd=${encodeURIComponent(text)}`);
      const before = (await readCells(page)).map((c) => c.label);
      await page.click('#solution-path');
      await page.waitForSelector('ol[data-path] li');
      assert.equal(await page.locator('ol[data-path] > li').count(), expected.steps.length);
      assert.equal(await page.textContent('#path-summary'), `${expected.steps.length} steps, hardest ${expected.gradeName}.`);
      assert.match(await page.textContent('#path-counts'), new RegExp(`^${expected.counts[0][0]} ×${expected.counts[0][1]}`));
      const names = await page.$$eval('ol[data-path] > li strong', (s) => s.map((x) => x.textContent));
      assert.deepEqual(names, expected.steps.map((s) => s.strategy));
      for (const k of [0, Math.floor(expected.steps.length / 2), expected.steps.length - 1]) {
        await page.click(`ol[data-path] > li[data-step="${k}"] button`);
        const shown = (await readCells(page)).map((c) => c.label);
        assert.deepEqual(shown, labelsBefore(api, board, expected.steps, k), `the board before step ${k}`);
        assert.equal(await page.getAttribute('#board', 'aria-readonly'), 'true');
        assert.ok(await page.$(`ol[data-path] > li[data-step="${k}"][aria-current]`));
      }
      // The arrow keys: from the last step up one.
      await page.keyboard.press('ArrowUp');
      assert.ok(await page.$(`ol[data-path] > li[data-step="${expected.steps.length - 2}"][aria-current]`));
      await page.click('#path-close');
      assert.equal(await page.isHidden('#path-panel'), true);
      assert.deepEqual((await readCells(page)).map((c) => c.label), before, 'the game as it was');
      assert.deepEqual(problems, []);
      await close();
    });
  }
});
