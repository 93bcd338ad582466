// <str8ts-board> in headless Chromium (www/embed.html): two boards in a page,
// reflected attributes, change and solved events, read-only mode, a bad
// board, screenshots (test-artifacts/embed-*.png: the page, the solved and
// the error state, desktop and 390 px), and the player in an iframe. The
// element's whole API is tested in element.test.mjs.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  LEGACY_162, SEED_243, almostSolvedLegacy, artifact, browserSuite, expectedLabel, readCells,
} from './helpers.mjs';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });

/** Loads embed.html and waits until both boards are drawn. */
async function openEmbed() {
  const opened = await env.openPage({ viewport: { width: 1100, height: 1200 } });
  await opened.page.goto(new URL('embed.html', env.server.url).href);
  await opened.page.waitForFunction(() => ['play', 'show'].every((id) =>
    document.getElementById(id)?.shadowRoot?.querySelectorAll('[role="gridcell"][data-kind]').length === 81));
  return opened;
}

const labels = (text) => {
  const { board } = api.decode(text);
  return Array.from({ length: 81 }, (_, i) => expectedLabel(board, i));
};

/**
 * The legacy example one digit short of solved: every open cell but the
 * last placed from the solution, candidates all 0 (with its one naive
 * candidate written, the 243 form could not tell the open cell from a
 * placed digit). Returns the 243 string, the solution, the last cell and
 * its name.
 */
function almostSolved() {
  const { puzzle, solution, last, placed } = almostSolvedLegacy(api);
  const digitMask = (ch) => (/[1-9]/.test(ch) ? 1 << (Number(ch) - 1) : 0);
  const candidates = [...placed].map((p, i) => digitMask(p) || digitMask(puzzle.givens[i]));
  const almost = api.encode({ ...puzzle, placed, candidates }, 'str8ts-com');
  return { almost, solution, last, name: `r${Math.floor(last / 9) + 1}c${(last % 9) + 1}` };
}

/** Records the events `names` of element `id` in window.events. */
function listen(page, id, names) {
  return page.evaluate(([elementId, eventNames]) => {
    window.events = [];
    const el = document.getElementById(elementId);
    for (const name of eventNames) {
      el.addEventListener(name, (e) => window.events.push({ type: e.type, detail: e.detail }));
    }
  }, [id, names]);
}

describe('the <str8ts-board> element', () => {
  test('shows two boards exactly, each in its own shadow root', async () => {
    const { page, problems, close } = await openEmbed();
    assert.deepEqual((await readCells(page, '#play')).map((c) => c.label), labels(LEGACY_162));
    assert.deepEqual((await readCells(page, '#show')).map((c) => c.label), labels(SEED_243));
    assert.equal(await page.evaluate(() => document.querySelectorAll('[role="gridcell"]').length), 0,
      'the cells live in the shadow roots');
    assert.equal(await page.getAttribute('#show [role="grid"]', 'aria-readonly'), 'true');
    assert.equal(await page.getAttribute('#play [role="grid"]', 'aria-readonly'), 'false');
    await page.screenshot({ path: artifact('embed.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await close();
  });

  test('a move fires change and is reflected in bd; read-only boards do not change', async () => {
    const { page, problems, close } = await openEmbed();
    await listen(page, 'play', ['change', 'solved']);
    await page.click('#play [data-cell="r1c1"]');
    await page.keyboard.press('5');
    assert.equal(await page.getAttribute('#play [data-cell="r1c1"]', 'aria-label'), 'r1c1, 5, placed');
    const events = await page.evaluate(() => window.events);
    assert.equal(events.length, 1);
    assert.equal(events[0].type, 'change');
    const moved = api.decode(events[0].detail.bd).board;
    assert.equal(moved.placed[0], '5');
    assert.equal(moved.givens, api.decode(LEGACY_162).board.givens);
    assert.equal(await page.getAttribute('#play', 'bd'), events[0].detail.bd);
    assert.equal(await page.evaluate(() => document.getElementById('play').bd), events[0].detail.bd);
    assert.match(await page.textContent('#play-log'), /^Moved/);
    // Undo inside the element.
    await page.keyboard.press('Control+z');
    assert.equal(await page.getAttribute('#play [data-cell="r1c1"]', 'aria-label'), 'r1c1, empty');

    await listen(page, 'show', ['change']);
    const before = (await readCells(page, '#show')).map((c) => c.label);
    await page.click('#show [data-cell="r1c1"]');
    await page.keyboard.press('7');
    assert.deepEqual((await readCells(page, '#show')).map((c) => c.label), before);
    assert.deepEqual(await page.evaluate(() => window.events), []);
    assert.equal(await page.evaluate(() => document.getElementById('show').readonly), true);
    assert.deepEqual(problems, []);
    await close();
  });

  test('the last right digit fires solved', async () => {
    const { page, problems, close } = await openEmbed();
    const { almost, solution, last, name } = almostSolved();
    await page.evaluate((bd) => { document.getElementById('play').bd = bd; }, almost);
    await page.waitForSelector(`#play [data-cell="${name}"][data-kind="empty"]`);
    await listen(page, 'play', ['change', 'solved']);
    await page.click(`#play [data-cell="${name}"]`);
    await page.keyboard.press(solution[last]);
    const events = await page.evaluate(() => window.events);
    assert.deepEqual(events.map((e) => e.type), ['change', 'solved']);
    assert.equal(await page.evaluate(() => document.getElementById('play').solved), true);
    assert.equal(await page.textContent('#play-log'), 'Solved!');
    assert.deepEqual(problems, []);
    await close();
  });

  test('a bad bd shows the codec message instead of the board and fires error; a good one takes it away', async () => {
    const { page, problems, close } = await openEmbed();
    await listen(page, 'show', ['error']);
    await page.evaluate(() => document.getElementById('show').setAttribute('bd', 'nonsense<b>'));
    await page.waitForSelector('#show [role="alert"]:not([hidden])');
    const expected = (() => { try { api.decode('nonsense<b>'); } catch (err) { return err.message; } return null; })();
    assert.equal(await page.textContent('#show [role="alert"]'), expected);
    assert.equal(await page.isVisible('#show [role="grid"]'), false);
    assert.deepEqual(await page.evaluate(() => window.events), [{ type: 'error', detail: { message: expected } }]);
    await page.evaluate((bd) => { document.getElementById('show').bd = bd; }, SEED_243);
    assert.equal(await page.isVisible('#show [role="alert"]'), false);
    assert.deepEqual((await readCells(page, '#show')).map((c) => c.label), labels(SEED_243));
    assert.deepEqual(problems, []);
    await close();
  });

  test('screenshots: the page, the error state and the solved state, on a desktop and a phone', async () => {
    const { almost, solution, last, name } = almostSolved();
    for (const [device, width] of [['desktop', 1100], ['phone', 390]]) {
      const { page, problems, close } = await env.openPage({ viewport: { width, height: 900 } });
      await page.goto(new URL('embed.html', env.server.url).href);
      await page.waitForFunction(() => ['play', 'show'].every((id) =>
        document.getElementById(id)?.shadowRoot?.querySelectorAll('[role="gridcell"][data-kind]').length === 81));
      const boards = await page.$$eval('str8ts-board', (els) => els.map((el) => el.getBoundingClientRect().width));
      assert.ok(boards.every((w) => w > 0 && w <= width), `${device}: boards fit (${boards})`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, `${device}: no sideways scroll`);
      await page.screenshot({ path: artifact(`embed-${device}.png`) });

      // Solved: the last digit of the playable board.
      await page.evaluate((bd) => { document.getElementById('play').bd = bd; }, almost);
      await page.click(`#play [data-cell="${name}"]`);
      await page.keyboard.press(solution[last]);
      assert.equal(await page.textContent('#play-log'), 'Solved!');
      assert.equal(await page.getAttribute('#play [role="grid"]', 'data-solved'), 'true');
      await page.locator('#play').screenshot({ path: artifact(`embed-solved-${device}.png`) });
      // Undo leaves the solved state.
      await page.keyboard.press('Control+z');
      assert.match(await page.textContent('#play-log'), /^Moved/);
      assert.equal(await page.getAttribute('#play [role="grid"]', 'data-solved'), 'false');

      // Error: an unreadable bd on the playable board (the page logs it too).
      await page.evaluate(() => { document.getElementById('play').bd = '123'; });
      const message = (() => { try { api.decode('123'); } catch (err) { return err.message; } return null; })();
      assert.equal(await page.textContent('#play [role="alert"]'), message);
      assert.equal(await page.textContent('#play-log'), 'The board could not be read: the element shows why.');
      const alertBox = await page.locator('#play [role="alert"]').boundingBox();
      assert.ok(alertBox.width <= width && alertBox.height > 0, `${device}: the message fits`);
      await page.locator('.boards').screenshot({ path: artifact(`embed-error-${device}.png`) });
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test('the player works inside an iframe', async () => {
    const { page, problems, close } = await openEmbed();
    const frame = page.frameLocator('#frame');
    await frame.locator('html[data-ready="true"]').waitFor();
    assert.equal(await frame.locator('[role="gridcell"]').count(), 81);
    assert.equal(await frame.locator('#status').getAttribute('data-format'), 'str8ts-com-legacy');
    assert.deepEqual(problems, []);
    await close();
  });
});
