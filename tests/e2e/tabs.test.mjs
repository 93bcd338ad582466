// One game in two tabs, in headless Chromium: a tab that made no move
// never writes over the other's game (closing it keeps the other's digits
// and undo steps), an idle tab follows the other's moves at once, and
// when both moved the tab brought to the front offers the choice, each
// answer keeping both games (one as a copy).

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LEGACY_162, browserSuite, storedRecords } from './helpers.mjs';

const env = browserSuite();
const { openPage, load } = env;
const LINK = `index.html#bd=${LEGACY_162}`;

/** The label of cell `name` on `page`, without a mark such as ", conflict". */
const label = async (page, name) => (await page.getAttribute(`[data-cell="${name}"]`, 'aria-label')).split(', ').slice(0, 3).join(', ');

/** Places `digit` in cell `name` of `page`. */
async function place(page, name, digit) {
  await page.click(`[data-cell="${name}"]`);
  await page.keyboard.press(String(digit));
}

/** Waits (at most `ms`) until the label of cell `name` of `page` starts with `text`. */
function waitLabel(page, name, text, ms = 1000) {
  return page.waitForFunction(([n, t]) => document.querySelector(`[data-cell="${n}"]`)?.getAttribute('aria-label')?.startsWith(t),
    [name, text], { timeout: ms });
}

/** Closes tab `page` as a browser does: its page-hide event (which saves), then the close. */
async function closeTab(page) {
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  await page.close({ runBeforeUnload: true });
}

describe('two tabs on one game', () => {
  test('closing the idle tab keeps 8, 2, 5 and 3 undo steps; the idle tab shows each move within a second', async () => {
    const { context, page: b, problems, close } = await openPage();
    await load(b, LINK);
    const a = await context.newPage();
    await load(a, LINK);
    await place(a, 'r1c1', 8);
    await waitLabel(b, 'r1c1', 'r1c1, 8, placed');
    await place(a, 'r1c2', 2);
    await place(a, 'r1c3', 5);
    await waitLabel(b, 'r1c3', 'r1c3, 5, placed');
    assert.equal(await label(b, 'r1c2'), 'r1c2, 2, placed');
    await closeTab(a);
    await closeTab(b);
    const c = await context.newPage();
    await load(c, LINK);
    assert.deepEqual([await label(c, 'r1c1'), await label(c, 'r1c2'), await label(c, 'r1c3')],
      ['r1c1, 8, placed', 'r1c2, 2, placed', 'r1c3, 5, placed']);
    for (let k = 0; k < 3; k++) await c.click('#undo');
    assert.equal(await label(c, 'r1c1'), 'r1c1, empty');
    assert.equal(await c.isDisabled('#undo'), true, 'three undo steps, no more');
    assert.deepEqual(problems, []);
    await close();
  });

  for (const answer of ['newer', 'own']) {
    test(`when both tabs moved, the one in front asks; "${answer}" keeps both games, one as a copy`, async () => {
      const { context, page: b, problems, close } = await openPage();
      // B hears nothing for a while, as a frozen background tab: the messages of the other tabs are dropped.
      await b.addInitScript(() => {
        window.deaf = true;
        const Channel = window.BroadcastChannel;
        window.BroadcastChannel = class extends Channel {
          set onmessage(listener) {
            super.onmessage = (event) => { if (!window.deaf) listener(event); };
          }
        };
      });
      await load(b, LINK);
      const a = await context.newPage();
      await load(a, LINK);
      await place(a, 'r1c1', 8);
      await place(b, 'r1c2', 2);
      await b.evaluate(() => { window.deaf = false; });
      await place(a, 'r1c3', 5);
      await b.waitForSelector('#tabs-choice[open]', { timeout: 1000 });
      assert.match(await b.textContent('#tabs-choice'), /changed in another tab too/);
      await b.click(answer === 'newer' ? '#tabs-newer' : '#tabs-own');
      await b.waitForTimeout(300);
      const copies = (await storedRecords(b, 'straights:copy:')).map(([, t]) => JSON.parse(t).progress.slice(0, 3));
      if (answer === 'newer') {
        assert.deepEqual([await label(b, 'r1c1'), await label(b, 'r1c2'), await label(b, 'r1c3')],
          ['r1c1, 8, placed', 'r1c2, empty', 'r1c3, 5, placed']);
        assert.deepEqual(copies, ['.2.'], 'this tab\'s game is kept as a copy');
      } else {
        assert.deepEqual([await label(b, 'r1c1'), await label(b, 'r1c2'), await label(b, 'r1c3')],
          ['r1c1, empty', 'r1c2, 2, placed', 'r1c3, empty']);
        assert.deepEqual(copies, ['8.5'], 'the other tab\'s game is kept as a copy');
        await waitLabel(a, 'r1c2', 'r1c2, 2, placed');
        assert.equal(await label(a, 'r1c1'), 'r1c1, empty', 'the idle tab follows the game kept');
      }
      const [[, text]] = await storedRecords(b, 'straights:game:');
      const saved = JSON.parse(text).progress.slice(0, 3);
      assert.equal(saved, answer === 'newer' ? '8.5' : '.2.');
      assert.deepEqual(problems, []);
      await close();
    });
  }
});
