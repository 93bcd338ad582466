// Every hint read whole next to its board, and a phone's sizes (issue 45,
// points 3, 4 and 6's daily part), in headless Chromium: a long XY-Chain's
// sentence whole in the message area at 1280 x 800 (no More, nothing
// moved) and under the board on a phone (390 x 844 and a shorter 390 x
// 667, where the page scrolls just enough), never over it; the board's 18
// row and column names (data-coord) on by default, at their rows and
// columns, off by the setting after a reload; the Solution path's chosen
// step read in the message area, the focus in the panel and Escape
// closing it; the digit pads' buttons at least 36 x 44 at 390 px (the
// player's and the <str8ts-board> element's); a daily puzzle's finish line
// and its Share whole and uncovered at 390 px; no command line on the
// daily page.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, artifact, browserSuite, secondStage } from './helpers.mjs';
import { mountBoard } from './element-helpers.mjs';
import { hintLine } from '../../www/shared/messages.js';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });
const { openPage, load } = env;

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * A Sudoku position (HoDoKu's format, its candidates removed) on the way
 * through a 17-clue puzzle of tests/data whose next step is a long
 * XY-Chain: nine cells, its conclusion "remove 6 from r1c2, r2c2, r3c2 and
 * r7c1" at the end of a sentence of some 470 characters.
 */
const XY_CHAIN = ':0000:x:+8....+1........+8..1+1.2..3+84+9+9..+1+6253+8.16+8.7.+9.+28....+7+1+6.+2.+71..+8+5+75+1+28..+6.4.+8...+127:313 514 515 321 722 323 723 524 525 455 463 466 976 377 392 694::';

/** The XY-Chain's hint as the engine gives it, checked to be the long one the tests need. */
function longChain() {
  const hint = api.hint(api.decode(XY_CHAIN).board);
  assert.equal(hint.strategy, 'XY-Chain', 'the position still leads to an XY-Chain (else pick another with the engine)');
  const line = hintLine(hint);
  assert.ok(line.length > 400 && line.includes('remove 6 from r1c2, r2c2, r3c2 and r7c1'), line);
  return line;
}

/** The boxes (viewport px) of the elements `ids`, and the window's size. */
const boxes = (page, ids) => page.evaluate((list) => ({
  ...Object.fromEntries(list.map((id) => {
    const r = document.getElementById(id).getBoundingClientRect();
    return [id, { top: r.top, bottom: r.bottom, left: r.left, right: r.right }];
  })),
  window: { width: innerWidth, height: innerHeight },
}), ids);

/** Whether the message area holds its whole text (nothing cut, nothing to scroll). */
const noteFits = (page) => page.$eval('#note', (el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth);

/**
 * Waits until the page has stopped scrolling (the same scrollY two frames
 * running) with the message area and the board both inside the window.
 */
const bothInView = (page) => page.waitForFunction(() => {
  const w = /** @type {any} */ (window);
  const still = w.lastScrollY === scrollY;
  w.lastScrollY = scrollY;
  const inside = (id) => {
    const r = document.getElementById(id).getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
  };
  return still && inside('note') && inside('board');
}, null, { polling: 'raf' });

/** Asserts that the message area lies under the board, clear of it, both inside the window. */
async function underTheBoard(page, name) {
  await bothInView(page);
  const b = await boxes(page, ['note', 'board']);
  assert.ok(b.note.top >= b.board.bottom, `${name}: the message area ${JSON.stringify(b.note)} under the board ${JSON.stringify(b.board)}`);
}

describe('a hint read whole, next to its board', () => {
  test('desktop: a long XY-Chain sentence whole beside the board, no More, nothing moved', async () => {
    const line = longChain();
    const { page, problems, close } = await openPage(DESKTOP);
    await load(page, `index.html#bd=${encodeURIComponent(XY_CHAIN)}`);
    const ids = ['board', 'hint', 'undo', 'check', 'restart', 'new'];
    const before = await boxes(page, ids);
    await secondStage(page);
    assert.equal(await page.textContent('#info'), line);
    assert.equal(await page.$('#note-more'), null, 'no More button');
    assert.equal(await noteFits(page), true, 'the whole sentence in the area');
    const after = await boxes(page, [...ids, 'note', 'info']);
    for (const id of ids) assert.deepEqual(after[id], before[id], `${id} did not move`);
    assert.ok(after.info.top >= 0 && after.info.bottom <= after.window.height, `the sentence ${JSON.stringify(after.info)} in the window`);
    assert.ok(after.note.left >= after.board.right, 'beside the board, not over it');
    assert.ok(after.note.top >= after.hint.bottom, 'under the Hint button, which stays where it was');
    await page.screenshot({ path: artifact('layout-long-hint-desktop.png') });
    assert.deepEqual(problems, []);
    await close();
  });

  for (const [name, options] of [
    ['phone 390 x 844, light', PHONE],
    ['phone 390 x 844, dark', { ...PHONE, colorScheme: 'dark' }],
    ['phone 390 x 667', { ...PHONE, viewport: { width: 390, height: 667 } }],
  ]) {
    test(`${name}: the long sentence and the whole board on screen together, the sentence under the board`, async () => {
      const line = longChain();
      const { page, problems, close } = await openPage(options);
      await load(page, `index.html#bd=${encodeURIComponent(XY_CHAIN)}`);
      const board = (await boxes(page, ['board'])).board;
      await page.tap('#hint');
      await page.waitForSelector('#info[data-kind="hint"]');
      await page.tap('#hint');
      await page.waitForFunction((text) => document.getElementById('info').textContent === text, line);
      assert.equal(await page.$('#note-more'), null, 'no More button');
      assert.equal(await noteFits(page), true, 'the whole sentence in the area');
      await underTheBoard(page, name);
      const { moved, top } = await page.evaluate(() => ({ moved: scrollY, top: document.getElementById('board').getBoundingClientRect().top }));
      if (options.viewport.height < 700) assert.ok(moved > 0, 'the page scrolled to show the sentence');
      assert.equal(Math.round(top + moved), Math.round(board.top), 'the board kept its place on the page');
      await page.screenshot({ path: artifact(`layout-long-hint-${name.replace(/[^a-z0-9]+/g, '-')}.png`) });
      assert.deepEqual(problems, []);
      await close();
    });
  }
});

/** The 18 row and column names: their texts and boxes, with the boxes of the cells they name. */
const coords = (page) => page.evaluate(() => [...document.querySelectorAll('[data-coord]')].map((label) => {
  const name = /** @type {HTMLElement} */ (label).dataset.coord ?? '';
  const cell = document.querySelector(`[data-cell="${name.startsWith('r') ? `${name}c1` : `r1${name}`}"]`);
  const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
  return { name, text: label.textContent, box: box(label), cell: box(cell), visible: label.checkVisibility() };
}));

describe('row and column names', () => {
  test('r1…r9 left of the rows and c1…c9 over the columns by default; the setting takes them off, after a reload too', async () => {
    for (const [name, options] of [['desktop-light', DESKTOP], ['phone-dark', { ...PHONE, colorScheme: 'dark' }]]) {
      const { page, problems, close } = await openPage(options);
      await load(page, `index.html#bd=${encodeURIComponent(XY_CHAIN)}`);
      const labels = await coords(page);
      const wanted = [...'123456789'].flatMap((k) => [`r${k}`, `c${k}`]).sort();
      assert.deepEqual(labels.map((l) => l.name).sort(), wanted, `${name}: 18 names`);
      const board = (await boxes(page, ['board'])).board;
      for (const l of labels) {
        assert.equal(l.text, l.name, `${name}: ${l.name} reads ${l.name}`);
        assert.ok(l.visible && l.box.left >= 0 && l.box.right <= options.viewport.width, `${name}: ${l.name} on screen`);
        const middle = l.name.startsWith('r') ? (l.box.top + l.box.bottom) / 2 : (l.box.left + l.box.right) / 2;
        const [from, to] = l.name.startsWith('r') ? [l.cell.top, l.cell.bottom] : [l.cell.left, l.cell.right];
        assert.ok(middle > from && middle < to, `${name}: ${l.name} at its line of cells (${middle} in ${from}..${to})`);
        if (l.name.startsWith('r')) assert.ok(l.box.right <= board.left + 1, `${name}: ${l.name} left of the board`);
        else assert.ok(l.box.bottom <= board.top + 1, `${name}: ${l.name} over the board`);
      }
      await page.screenshot({ path: artifact(`layout-coords-${name}.png`) });
      assert.deepEqual(problems, []);
      await close();
    }
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${encodeURIComponent(XY_CHAIN)}`);
    await page.click('#settings');
    await page.waitForSelector('#settings-dialog[open]');
    assert.equal(await page.isChecked('#set-coords'), true, 'on by default');
    await page.setChecked('#set-coords', false);
    assert.equal(await page.locator('[data-coord]').count(), 0, 'off at once');
    await page.click('#settings-close');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.locator('[data-coord]').count(), 0, 'still off after a reload');
    await page.screenshot({ path: artifact('layout-coords-off.png') });
    await page.click('#settings');
    await page.setChecked('#set-coords', true);
    assert.equal(await page.locator('[data-coord]').count(), 18, 'on again');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('the solution path', () => {
  test("phone: the focus goes into the panel, a chosen step's sentence is read under the board, Escape closes it", async () => {
    const steps = api.solutionPath({ ...api.decode(XY_CHAIN).board }).steps;
    // The step with the longest sentence among the first ten.
    const k = steps.slice(0, 10).reduce((best, s, i) => (s.text.length > steps[best].text.length ? i : best), 0);
    const { page, problems, close } = await openPage(PHONE);
    await load(page, `index.html#bd=${encodeURIComponent(XY_CHAIN)}`);
    await page.tap('#solution-path');
    await page.waitForSelector('ol[data-path] li button');
    const names = await page.$$eval('ol[data-path] > li strong', (s) => s.map((x) => x.textContent));
    assert.deepEqual(names, steps.map((s) => s.strategy), 'the path worked out here is the page\'s');
    assert.equal(await page.evaluate(() => document.getElementById('path-panel').contains(document.activeElement)), true, 'the focus is in the panel');
    await page.tap('ol[data-path] > li[data-step="0"] button');
    for (let i = 0; i < k; i++) await page.keyboard.press('ArrowDown');
    await page.waitForSelector(`ol[data-path] > li[data-step="${k}"][aria-current]`);
    const line = hintLine({ ...steps[k], kind: 'path-step' });
    assert.equal(await page.textContent('#info'), line);
    assert.ok(line.startsWith(steps[k].strategy) && line.includes(steps[k].text.slice(0, 40)), line);
    assert.doesNotMatch(line, /Press Hint|Select a cell/);
    assert.equal(await page.isVisible('#tip'), false);
    assert.equal(await noteFits(page), true, 'the whole sentence in the area');
    await underTheBoard(page, 'the path');
    await page.screenshot({ path: artifact('layout-path-phone.png') });
    await page.keyboard.press('Escape');
    await page.waitForSelector('#path-panel', { state: 'hidden' });
    assert.equal(await page.textContent('#info'), '', "the step's sentence goes with the panel");
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'solution-path');
    assert.equal(await page.getAttribute('#board', 'aria-readonly'), 'false', 'the game again');
    assert.deepEqual(problems, []);
    await close();
  });
});

/** The sizes (px) of the digit buttons `selector` in `root` (a shadow root's host id, or the document). */
const digitSizes = (page, host) => page.evaluate((id) => {
  const root = id ? document.getElementById(id)?.shadowRoot : document;
  return [...(root?.querySelectorAll(id ? 'button[data-digit]' : '.pad button[data-digit]') ?? [])].map((b) => {
    const r = b.getBoundingClientRect();
    return [b.getAttribute('data-digit'), r.width, r.height];
  });
}, host);

/** A phone's page holding the element, with a page's margins (8 px and 16 px a side): the element 342 px wide. */
const HOST = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>host</title>
<link rel="icon" href="data:,"><style>body { padding: 0 1rem; }</style>
<script type="module" src="str8ts-board.js"></script></head>
<body></body></html>`;

describe('a phone’s sizes', () => {
  test('the digit pads: every digit at least 36 x 44 px at 390 px, in the player and in <str8ts-board>', async () => {
    const { page, problems, close } = await openPage(PHONE);
    await load(page, `index.html#bd=${encodeURIComponent(XY_CHAIN)}`);
    const player = await digitSizes(page, null);
    assert.equal(player.length, 9);
    for (const [d, w, h] of player) assert.ok(w >= 36 && h >= 44, `player: ${d} is ${w} x ${h}`);
    await page.screenshot({ path: artifact('layout-pad-player-390.png') });
    assert.deepEqual(problems, []);
    await close();
    // The element on a host page of its own, in a browser the player's
    // service worker does not control (it would fetch the routed page
    // from the server, past the route).
    const host = await openPage(PHONE);
    await host.page.route('**/layout-host.html', (route) => route.fulfill({ contentType: 'text/html', body: HOST }));
    await host.page.goto(new URL('layout-host.html', env.server.url).href);
    await host.page.waitForFunction(() => customElements.get('str8ts-board'));
    await mountBoard(host.page, 'b', { bd: XY_CHAIN, pad: '' }, { wait: true });
    const width = (await host.page.locator('#b').boundingBox())?.width ?? Infinity;
    assert.ok(width <= 342.5, `as wide as a phone page leaves it (${width} px)`);
    const element = await digitSizes(host.page, 'b');
    assert.equal(element.length, 9);
    for (const [d, w, h] of element) assert.ok(w >= 36 && h >= 44, `element: ${d} is ${w} x ${h}`);
    await host.page.screenshot({ path: artifact('layout-pad-element-390.png') });
    assert.deepEqual(host.problems, []);
    await host.close();
  });

  test("a daily puzzle's finish line at 390 px: the sentence whole, Share and the other buttons uncovered; the daily page's too", async () => {
    const { page, problems, close } = await openPage(PHONE);
    const date = '2026-11-23';
    await load(page, `daily.html?date=${date}`);
    const key = await page.getAttribute('#daily-board', 'data-puzzle');
    const puzzle = api.decode(key).board;
    const { solution } = api.solve(puzzle);
    const open = [...puzzle.givens].flatMap((g, i) => (g === '.' && puzzle.black[i] === '0' ? [i] : []));
    const last = open[open.length - 1];
    const placed = [...puzzle.placed].map((c, i) => (open.includes(i) && i !== last ? solution[i] : c)).join('');
    await load(page, `index.html#bd=${encodeURIComponent(api.encode({ ...puzzle, placed, candidates: null }, 'json'))}`);
    // The last cell by Hint: where to look, the step, then applied.
    await page.tap('#hint');
    await page.waitForSelector('#info[data-kind="hint"]');
    await page.tap('#hint');
    await page.waitForFunction(() => !document.getElementById('info').textContent.startsWith('Look at'));
    await page.tap('#hint');
    await page.waitForSelector('#standing-share:not([hidden])');
    assert.match(await page.textContent('#standing-text'), /^Solved in \d+:\d\d with 1 hint\.$/);
    await bothInView(page);
    const line = await page.$eval('#standing-text', (el) => {
      const r = el.getBoundingClientRect();
      return { whole: el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight, left: r.left, right: r.right };
    });
    assert.ok(line.whole && line.left >= 0 && line.right <= 390, `the finish line whole: ${JSON.stringify(line)}`);
    assert.equal(await noteFits(page), true);
    for (const id of ['standing-action', 'standing-new', 'standing-share']) {
      const hit = await page.$eval(`#${id}`, (el) => {
        const r = el.getBoundingClientRect();
        return { id: document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.id, right: r.right };
      });
      assert.deepEqual(hit.id, id, `${id} is what a tap at its centre reaches`);
      assert.ok(hit.right <= 390, `${id} on screen`);
    }
    await page.screenshot({ path: artifact('layout-daily-finish-player-390.png') });
    // The day on the daily page: finished, with Share.
    await load(page, `daily.html?date=${date}`);
    await page.waitForSelector('#share:not([hidden])');
    await page.locator('#share').scrollIntoViewIfNeeded();
    const day = await page.evaluate(() => {
      const progress = document.getElementById('day-progress');
      const r = document.getElementById('share').getBoundingClientRect();
      return {
        whole: progress.scrollWidth <= progress.clientWidth,
        hit: document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.id,
        right: r.right,
      };
    });
    assert.deepEqual(day, { whole: true, hit: 'share', right: day.right });
    assert.ok(day.right <= 390);
    await page.screenshot({ path: artifact('layout-daily-page-390.png') });
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('no developer words on the daily page', () => {
  test("Details speaks a player's words; the command line is in the docs", async () => {
    const { page, problems, close } = await openPage();
    await load(page, 'daily.html?date=2026-11-23');
    await page.click('.more-links details summary');
    const text = await page.evaluate(() => document.body.textContent ?? '');
    assert.doesNotMatch(text, /--date|straights daily --|command line|YYYY/);
    assert.match(await page.textContent('.more-links details'), /made\s+in your browser/);
    for (const doc of ['docs/cli.md', 'docs/player.md']) {
      assert.match(readFileSync(path.join(ROOT, doc), 'utf8'), /straights daily --date/, doc);
    }
    assert.deepEqual(problems, []);
    await close();
  });
});
