// The message area in play: the finished state's line and its two actions
// whole in the area on a phone, a refused key or a failed link is forgotten at the next move,
// Check's line follows the digits the player mends,
// a tapped button does not keep its hover look, the tip of a touch screen
// names no key, and an applied candidate hint says what it did.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SUDOKU_81, browserSuite } from './helpers.mjs';
import { NO_SELECTION, TIP_DIGITS_TOUCH } from '../../www/shared/messages.js';

const env = browserSuite();
const { openPage, load } = env;

/** A phone: `width` px wide, touch only. */
const phone = (width) => ({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });

/** The transient line and the alert (null when hidden). */
const shown = (page) => page.evaluate(() => ({
  info: document.getElementById('info').textContent,
  alert: document.getElementById('message').hidden ? null : document.getElementById('message').textContent,
}));

describe('the message area', () => {
  test('solved on a phone: the finish line whole, Play again and New puzzle… both inside the area', async () => {
    for (const width of [390, 320]) {
      const { page, problems, close } = await openPage(phone(width));
      await load(page, `index.html#bd=${SUDOKU_81}`);
      await page.tap('#solve');
      await page.waitForSelector('#standing-new:not([hidden])');
      const boxes = await page.evaluate(() => Object.fromEntries(['note', 'standing-action', 'standing-new'].map((id) => {
        const r = document.getElementById(id).getBoundingClientRect();
        return [id, { top: r.top, bottom: r.bottom, left: r.left, right: r.right }];
      })));
      for (const id of ['standing-action', 'standing-new']) {
        assert.ok(boxes[id].top >= boxes.note.top && boxes[id].bottom <= boxes.note.bottom,
          `${width} px: #${id} ${JSON.stringify(boxes[id])} inside the area ${JSON.stringify(boxes.note)}`);
        assert.ok(boxes[id].right <= boxes.note.right, `${width} px: #${id} inside the area's width`);
      }
      assert.equal(await page.$eval('#note', (el) => el.scrollHeight <= el.clientHeight), true, `${width} px: the area holds it all`);
      const text = await page.$eval('#standing-text', (el) => el.scrollWidth <= el.clientWidth);
      assert.equal(text, true, `${width} px: the finish line whole`);
      assert.equal(await page.textContent('#standing-action'), 'Play again');
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test('a refused key, a selection hint and a failed link are cleared by the next move', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SUDOKU_81}`);
    await page.click('[data-cell="r2c2"]');
    await page.keyboard.press('5');
    assert.deepEqual(await shown(page), { info: 'r2c2 cannot be changed.', alert: null });
    await page.click('[data-cell="r1c3"]');
    await page.keyboard.press('6');
    assert.equal(await page.getAttribute('[data-cell="r1c3"]', 'aria-label'), 'r1c3, 6, placed');
    assert.deepEqual(await shown(page), { info: '', alert: null });

    await page.keyboard.press('Escape');
    await page.keyboard.press('4');
    assert.deepEqual(await shown(page), { info: NO_SELECTION, alert: null });
    await page.click('[data-cell="r1c4"]');
    await page.keyboard.press('Shift+2');
    assert.deepEqual(await shown(page), { info: '', alert: null });

    await page.evaluate(() => { location.hash = 'bd=not-a-board'; });
    await page.waitForSelector('[role="alert"]:not([hidden])');
    assert.match((await shown(page)).alert, /^Could not read the board in this link: /);
    await page.click('[data-cell="r1c5"]');
    await page.keyboard.press('7');
    assert.deepEqual(await shown(page), { info: '', alert: null });
    // Check's answer is what the player asked for: a move keeps it until the next message.
    await page.click('#check');
    const checked = (await shown(page)).info;
    assert.match(checked, /wrong digit|No mistakes so far/);
    await page.click('[data-cell="r1c6"]');
    await page.keyboard.press('1');
    assert.equal((await shown(page)).info, checked);
    assert.deepEqual(problems, []);
    await close();
  });

  test("Check's line follows the player's mends: the digits still wrong, then nothing", async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SUDOKU_81}`);
    const solution = env.api.solve(env.api.decode(SUDOKU_81).board).solution;
    const wrongAt = (cell) => (solution[cell] === '1' ? '2' : '1');
    // r1c2 (index 1) and r1c3 (index 2) are empty in SUDOKU_81.
    for (const [name, index] of [['r1c2', 1], ['r1c3', 2]]) {
      await page.click(`[data-cell="${name}"]`);
      await page.keyboard.press(wrongAt(index));
    }
    await page.click('#check');
    assert.equal((await shown(page)).info, '2 wrong digits: r1c2, r1c3.');
    assert.equal(await page.locator('.is-wrong').count(), 2);
    await page.click('[data-cell="r1c2"]');
    await page.keyboard.press('Delete');
    assert.equal((await shown(page)).info, '1 wrong digit: r1c3.');
    await page.click('[data-cell="r1c3"]');
    await page.keyboard.press(solution[2]);
    assert.equal((await shown(page)).info, '');
    assert.equal(await page.locator('.is-wrong').count(), 0);
    assert.deepEqual(problems, []);
    await close();
  });

  test('touch: a tapped Undo does not keep the hover border; the tip names no key', async () => {
    const { page, problems, close } = await openPage(phone(390));
    await load(page, `index.html#bd=${SUDOKU_81}`);
    await page.tap('[data-cell="r1c3"]');
    assert.equal(await page.textContent('#tip'), TIP_DIGITS_TOUCH);
    await page.tap('[data-digit="6"]');
    await page.tap('#undo');
    // A tap leaves the pointer where it was, as a hover would.
    await page.hover('#undo');
    const borders = await page.evaluate(() => ['undo', 'check'].map((id) => getComputedStyle(document.getElementById(id)).borderTopColor));
    assert.equal(borders[0], borders[1], 'Undo looks as the untouched Check does');
    // Every hover look of the page is for pointers that hover.
    const unguarded = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule.selectorText?.includes(':hover')).map((rule) => rule.selectorText));
    assert.deepEqual(unguarded, []);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a hint that gives back a candidate removed by mistake says so once applied', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SUDOKU_81}`);
    const solution = env.api.solve(env.api.decode(SUDOKU_81).board).solution;
    // r1c2 noted with one wrong candidate only.
    const wrong = Number(solution[1]) === 1 ? 2 : 1;
    await page.click('[data-cell="r1c2"]');
    await page.keyboard.press(`Shift+${wrong}`);
    await page.click('#hint');
    await page.waitForFunction(() => document.getElementById('info').textContent.startsWith('r1c2'));
    assert.equal(await page.textContent('#info'),
      `r1c2 needs ${solution[1]} among its candidates: it was removed by mistake. Press Hint again to apply it.`);
    await page.click('#hint');
    assert.equal(await page.textContent('#info'), `Applied: ${solution[1]} is a candidate of r1c2 again.`);
    assert.deepEqual(problems, []);
    await close();
  });
});
