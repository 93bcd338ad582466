// The play loop at its edges (issue 45): erasing a digit gives back the
// candidates placing it took, and Check names a cell whose candidates lost
// their answer; Hint alone finishes a puzzle logic cannot, its last resort
// revealing a digit in plain words, on desktop and on a phone.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  LEGACY_162, SEED_243, SUDOKU_81, browserSuite, fillStorage, freeStorage, savedGameAt, storedRecords,
} from './helpers.mjs';

const env = browserSuite();
const { openPage, load } = env;

/** The aria-label of the cell named `name` (r1c4). */
const label = (page, name) => page.getAttribute(`[data-cell="${name}"]`, 'aria-label');

/** The candidates a cell's label lists ("r1c4, candidates 1 4 6" gives [1, 4, 6]). */
async function candidatesOf(page, name) {
  const text = await label(page, name);
  const [, digits = ''] = /candidates ([\d ]+)$/.exec(text ?? '') ?? [];
  return digits.split(' ').filter(Boolean).map(Number);
}

/** Clicks cell `name` and waits until it is the selected one. */
async function select(page, name) {
  await page.click(`[data-cell="${name}"]`);
  await page.waitForSelector(`[data-cell="${name}"][aria-selected="true"]`);
}

describe('candidates are never lost behind the player\'s back', () => {
  test('str8ts.com\'s example: 4 in r1c2, then Delete, Erase or another digit gives every candidate back', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SEED_243}`);
    const before = {};
    for (const name of ['r1c2', 'r1c4', 'r2c2']) before[name] = await candidatesOf(page, name);
    assert.ok(before.r1c4.includes(4) && before.r2c2.includes(4) && before.r1c2.includes(4), 'the link notes 4 in all three');
    const erasers = [
      ['Delete', () => page.keyboard.press('Delete')],
      ['Erase', () => page.click('#erase')],
      ['another digit', async () => {
        await page.keyboard.press('7');
        await page.waitForFunction((c) => /, 7, placed/.test(document.querySelector(`[data-cell="${c}"]`).getAttribute('aria-label')), 'r1c2');
        await page.keyboard.press('Delete');
      }],
    ];
    for (const [how, erase] of erasers) {
      await select(page, 'r1c2');
      await page.keyboard.press('4');
      await page.waitForFunction((c) => /, 4, placed$/.test(document.querySelector(`[data-cell="${c}"]`).getAttribute('aria-label')), 'r1c2');
      assert.ok(!(await candidatesOf(page, 'r1c4')).includes(4), 'placing 4 takes it from the row');
      await erase();
      await page.waitForFunction((c) => /candidates/.test(document.querySelector(`[data-cell="${c}"]`).getAttribute('aria-label')), 'r1c2');
      for (const name of ['r1c2', 'r1c4', 'r2c2']) {
        assert.deepEqual(await candidatesOf(page, name), before[name], `${how}: ${name} has its candidates back`);
      }
    }
    assert.deepEqual(problems, []);
    await close();
  });

  test('a 4 removed by hand stays out after the 4 beside it is erased; Check names a cell that lost its answer', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SEED_243}`);
    // r1c4's answer is 4: take it out by hand (Shift+4 toggles a candidate).
    await select(page, 'r1c4');
    await page.keyboard.press('Shift+4');
    await page.waitForFunction((c) => !/ 4( |$)/.test(document.querySelector(`[data-cell="${c}"]`).getAttribute('aria-label')), 'r1c4');
    await select(page, 'r1c2');
    await page.keyboard.press('4');
    await page.keyboard.press('Delete');
    await page.waitForFunction((c) => /candidates/.test(document.querySelector(`[data-cell="${c}"]`).getAttribute('aria-label')), 'r1c2');
    assert.ok(!(await candidatesOf(page, 'r1c4')).includes(4), 'the player\'s own removal stands');
    assert.ok((await candidatesOf(page, 'r2c2')).includes(4), 'the 4 placing took from r2c2 is back');
    await page.click('#check');
    await page.waitForFunction(() => document.getElementById('info').textContent !== '');
    assert.equal(await page.textContent('#info'), 'r1c4 has lost the 4 it needs.');
    // Giving it back takes the line away.
    await select(page, 'r1c4');
    await page.keyboard.press('Shift+4');
    await page.waitForFunction(() => document.getElementById('info').textContent === '');
    assert.deepEqual(problems, []);
    await close();
  });

  test('what placing took survives a reload: the erase after it still gives the candidates back', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SEED_243}`);
    const before = await candidatesOf(page, 'r1c4');
    await select(page, 'r1c2');
    await page.keyboard.press('4');
    // The move is saved, with what it took (the record's marks hold it as "IIt…" parts).
    await savedGameAt(page, (r) => typeof r.marks === 'string' && /^(\d\d[kmct][0-9a-f]{3})*$/.test(r.marks) && /\d\dt/.test(r.marks));
    await page.reload();
    await page.waitForSelector('[data-cell="r1c2"][aria-label$=", 4, placed"]');
    await select(page, 'r1c2');
    await page.keyboard.press('Delete');
    await page.waitForFunction((c) => /candidates/.test(document.querySelector(`[data-cell="${c}"]`).getAttribute('aria-label')), 'r1c2');
    assert.deepEqual(await candidatesOf(page, 'r1c4'), before);
    assert.deepEqual(problems, []);
    await close();
  });
});

/** The Sudoku of the issue: logic stops after four forcing nets. */
const STUCK = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';

/**
 * Presses Hint (a tap on a touch screen) until the board is solved, each
 * press waiting for the message to change as a person waits to read it;
 * returns every line the message area showed.
 */
async function hintToTheEnd(page, touch) {
  await page.evaluate(() => {
    window.hintLines = [];
    const info = document.getElementById('info');
    new MutationObserver(() => window.hintLines.push(info.textContent)).observe(info, { childList: true, characterData: true, subtree: true });
  });
  const solved = () => page.evaluate(() => document.body.classList.contains('is-solved'));
  for (let presses = 0; !(await solved()); presses++) {
    assert.ok(presses < 600, 'Hint alone finishes the puzzle');
    const before = await page.textContent('#info');
    if (touch) await page.tap('#hint');
    else await page.click('#hint');
    await page.waitForFunction((text) => document.getElementById('info').textContent !== text
      || document.body.classList.contains('is-solved'), before, { timeout: 60000 });
    // The last resort's figure is one cell: no part control of an earlier forcing net stays under the board.
    if ((await page.textContent('#info')).startsWith('Last resort: ')) {
      assert.equal(await page.locator('.figure-parts:visible').count(), 0, 'no stale Part N of M');
    }
  }
  return page.evaluate(() => window.hintLines);
}

describe('no dead end: Hint alone finishes a puzzle with one solution', () => {
  for (const [where, options] of [
    ['desktop', { viewport: { width: 1280, height: 800 } }],
    ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ]) {
    test(`${where}: after the forcing nets, the last resort reveals digits in plain words until the puzzle is solved`, async () => {
      const { page, problems, close } = await openPage(options);
      await load(page, `index.html#bd=${STUCK}`);
      const lines = await hintToTheEnd(page, where === 'phone');
      const lastResort = lines.filter((l) => l.startsWith('Last resort: '));
      assert.ok(lastResort.length > 0, 'logic stops, and the last resort goes on');
      assert.match(lastResort[0], /needs trial and error\. So this hint reveals one digit of the solution, in the cell HoDoKu's Brute Force picks/);
      assert.match(lastResort[0], /place \d in r\dc\d\. Press Hint again to apply it\.$/);
      assert.ok(lines.some((l) => /^Revealed: \d in r\dc\d\.$/.test(l)), 'applying it says what was revealed');
      assert.ok(!lines.some((l) => /no strategy|strategy of this solver/i.test(l)), 'no sentence about a missing strategy');
      const [, hints, reveals] = /Solved in \d+:\d\d with (\d+) hints, (\d+) of them (?:a revealed digit|revealed digits)\./.exec(await page.textContent('#standing-text')) ?? [];
      assert.ok(Number(reveals) > 0 && Number(reveals) < Number(hints), 'the finish line counts the reveals among the hints');
      // So do the statistics.
      await page.click('#stats');
      await page.waitForSelector('#stats-dialog[open]');
      assert.equal(await page.innerText('#stats-body tr[data-kind="sudoku"] td:last-child'), `${hints}\n${reveals} revealed`);
      assert.deepEqual(problems, []);
      await close();
    });
  }
});

/** Places `digit` in the empty cell `name` and waits for it on the board. */
async function placeIn(page, name, digit) {
  await select(page, name);
  await page.keyboard.press(String(digit));
  await page.waitForSelector(`[data-cell="${name}"][aria-label^="${name}, ${digit}, placed"]`);
}

describe('a full storage loses nothing that was saved', () => {
  test('with localStorage full, bare index.html opens the game played last', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SUDOKU_81}`);
    await placeIn(page, 'r1c2', 1);
    await savedGameAt(page, 1);
    await fillStorage(page, { indexedDB: false });
    await load(page, `index.html#bd=${LEGACY_162}`);
    await placeIn(page, 'r1c1', 8);
    for (let tries = 0; (await storedRecords(page, 'straights:game:')).length < 2; tries++) {
      assert.ok(tries < 600, 'the Str8ts game is saved (IndexedDB has room)');
      await page.waitForTimeout(50);
    }
    assert.equal(await page.evaluate(() => localStorage.getItem('straights:last')), SUDOKU_81, 'localStorage could not remember it');
    await load(page, 'index.html');
    assert.match(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), /^r1c1, 8, placed/, 'the Str8ts played last, not the Sudoku before it');
    await freeStorage(page);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a reload while IndexedDB is full keeps the undo history that was saved', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    await placeIn(page, 'r1c1', 8);
    await placeIn(page, 'r1c2', 2);
    await savedGameAt(page, 2);
    await fillStorage(page);
    await placeIn(page, 'r1c3', 5);
    // The save is refused: the player is told.
    await page.waitForSelector('#message:not([hidden])');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    // The address holds the last move; Undo goes back through the saved history.
    const labelOf = (name) => page.getAttribute(`[data-cell="${name}"]`, 'aria-label');
    assert.match(await labelOf('r1c3'), /^r1c3, 5, placed/);
    assert.equal(await page.isDisabled('#undo'), false, 'Undo has the saved history');
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => !/, placed/.test(document.querySelector('[data-cell="r1c3"]').getAttribute('aria-label')));
    assert.match(await labelOf('r1c2'), /^r1c2, 2, placed/);
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => !/, placed/.test(document.querySelector('[data-cell="r1c2"]').getAttribute('aria-label')));
    assert.match(await labelOf('r1c1'), /^r1c1, 8, placed/);
    await freeStorage(page);
    assert.deepEqual(problems, []);
    await close();
  });
});
