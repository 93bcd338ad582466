// The first visit's rules card and How to play; the Settings dialog: each
// setting stored across reloads and changing what the board does.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LEGACY_162, SUDOKU_81, browserSuite, cellIndex } from './helpers.mjs';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });
const { openPage, load } = env;

/** Reloads and waits for the page to be ready. */
async function reload(page) {
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
}

/** Opens Settings, sets checkbox `id` to `on`, and closes the dialog. */
async function setSetting(page, id, on) {
  await page.click('#settings');
  await page.waitForSelector('#settings-dialog[open]');
  await page.setChecked(`#${id}`, on);
  await page.click('#settings-close');
  await page.waitForSelector('#settings-dialog:not([open])', { state: 'attached' });
}

describe('the rules card', () => {
  test('a first visit shows the rules of the kind on the board, a second does not; How to play shows them again', async () => {
    const { page, problems, close } = await openPage({ firstVisit: true });
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.waitForSelector('#rules-dialog[open]');
    assert.equal(await page.textContent('#rules-title'), 'How to play Str8ts');
    assert.equal(await page.isVisible('[data-rules="str8ts"]'), true);
    assert.equal(await page.isVisible('[data-rules="sudoku"]'), false);
    // The drawn example: nine cells, black ones among them.
    assert.equal(await page.locator('.rules-row span').count(), 9);
    assert.ok(await page.locator('.rules-row .b').count() >= 2);
    assert.match(await page.textContent('[data-rules="str8ts"]'), /compartments/);
    assert.match(await page.textContent('[data-rules="str8ts"]'), /straight/);
    await page.click('#rules-close');
    assert.equal(await page.isVisible('#rules-dialog'), false);
    await reload(page);
    assert.equal(await page.isVisible('#rules-dialog'), false, 'the second visit goes straight to the board');
    // A Sudoku: How to play has Sudoku's rules.
    await load(page, `index.html#bd=${SUDOKU_81}`);
    assert.equal(await page.isVisible('#rules-dialog'), false);
    await page.click('#how-to-play');
    await page.waitForSelector('#rules-dialog[open]');
    assert.equal(await page.textContent('#rules-title'), 'How to play Sudoku');
    assert.equal(await page.isVisible('[data-rules="sudoku"]'), true);
    assert.equal(await page.isVisible('[data-rules="str8ts"]'), false);
    await page.keyboard.press('Escape');
    assert.equal(await page.isVisible('#rules-dialog'), false);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('settings', () => {
  test('auto-remove: off keeps a placed digit in its peers\' candidates, on takes it out; the choice survives a reload', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SUDOKU_81}`);
    // r1c2 and r1c3 are empty in the same row: note 5 in r1c3, then place 5 in r1c2.
    const noteAndPlace = async () => {
      await page.click('[data-cell="r1c3"]');
      await page.keyboard.press('Shift+5');
      await page.click('[data-cell="r1c2"]');
      await page.keyboard.press('5');
    };
    const r1c3 = () => page.getAttribute('[data-cell="r1c3"]', 'aria-label');
    await setSetting(page, 'set-auto-remove', false);
    await reload(page);
    await page.click('#settings');
    assert.equal(await page.isChecked('#set-auto-remove'), false, 'stored');
    await page.keyboard.press('Escape');
    await noteAndPlace();
    assert.equal(await r1c3(), 'r1c3, candidates 5', 'off: the candidate stays');
    await page.click('#restart');
    await setSetting(page, 'set-auto-remove', true);
    await reload(page);
    await noteAndPlace();
    assert.equal(await r1c3(), 'r1c3, empty', 'on: the candidate goes');
    assert.deepEqual(problems, []);
    await close();
  });

  test('shading the selected digit, mistakes at once, the timer and the left-handed layout follow their settings after a reload', async () => {
    const { page, problems, close } = await openPage({ viewport: { width: 1200, height: 900 } });
    await load(page, `index.html#bd=${SUDOKU_81}`);
    const { solution } = api.solve(api.decode(SUDOKU_81).board);
    // r1c1 holds the given 4: other 4s are shaded by default.
    await page.click('[data-cell="r1c1"]');
    assert.ok(await page.locator('.cell.is-same').count() > 1);
    await setSetting(page, 'set-highlight-same', false);
    await page.click('[data-cell="r1c1"]');
    assert.equal(await page.locator('.cell.is-same').count(), 0);

    // A wrong digit: marked only by Check by default, at once with the setting.
    const cell = 'r1c2';
    const wrong = solution[cellIndex(cell)] === '1' ? '2' : '1';
    await page.click(`[data-cell="${cell}"]`);
    await page.keyboard.press(wrong);
    assert.equal(await page.locator('.cell.is-wrong').count(), 0);
    await setSetting(page, 'set-mistakes-now', true);
    assert.deepEqual(await page.$$eval('.cell.is-wrong', (cells) => cells.map((c) => c.dataset.cell)), [cell]);
    await page.click('[data-cell="r1c3"]');
    const wrong2 = solution[cellIndex('r1c3')] === '1' ? '2' : '1';
    await page.keyboard.press(wrong2);
    assert.deepEqual(await page.$$eval('.cell.is-wrong', (cells) => cells.map((c) => c.dataset.cell)), [cell, 'r1c3']);
    await page.keyboard.press('Control+z');
    assert.deepEqual(await page.$$eval('.cell.is-wrong', (cells) => cells.map((c) => c.dataset.cell)), [cell], 'Undo takes its mark too');

    await setSetting(page, 'set-timer', false);
    await setSetting(page, 'set-left-handed', true);
    await reload(page);
    assert.equal(await page.isVisible('#timer'), false);
    assert.equal(await page.evaluate(() => document.body.classList.contains('left-handed')), true);
    const boardLeft = await page.$eval('#board-area', (e) => e.getBoundingClientRect().left);
    const padLeft = await page.$eval('.pad', (e) => e.getBoundingClientRect().left);
    assert.ok(padLeft < boardLeft, 'the pad is left of the board');
    await page.click(`[data-cell="${cell}"]`);
    assert.equal(await page.locator('.cell.is-same').count(), 0, 'shading stays off');
    assert.deepEqual(await page.$$eval('.cell.is-wrong', (cells) => cells.map((c) => c.dataset.cell)), [cell], 'mistakes at once, after a reload');
    await page.click('#settings');
    assert.deepEqual(
      await Promise.all(['set-highlight-same', 'set-auto-remove', 'set-mistakes-now', 'set-timer', 'set-left-handed'].map((id) => page.isChecked(`#${id}`))),
      [false, true, true, false, true],
    );
    assert.deepEqual(problems, []);
    await close();
  });
});
