// The two-file embed, in headless Chromium: www/pkg/straights-board.js (the
// element, its styles and its engine glue in one ES module, bundle.mjs) and
// www/pkg/page_bg.wasm, copied alone into an empty folder served on one
// 127.0.0.1 port, used by a host page served on another (another origin:
// the files are fetched in CORS mode; the static server allows any origin).
// The board renders with its styles and nothing else fetched; a digit from
// the pad and from the keyboard fires `change`; the last digit fires
// `solved` once; without the wasm (deleted from the folder) the element
// shows why and fires `error`; on a phone (390 x 844, touch) a digit goes in
// through the pad. Screenshots: test-artifacts/two-files-*.png (desktop and
// phone, light and dark, the pad, the solved state).

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LEGACY_162, PKG, almostSolvedLegacy, artifact, expectedLabel, launchChromium, loadApi, openPage,
} from './helpers.mjs';
import { startServer } from './static-server.mjs';
import { mountBoard, positionText, takeEvents, withPlaced } from './element-helpers.mjs';

const BUNDLE = path.join(PKG, 'straights-board.js');

/** Fails when the bundle is missing, or older than a module it was made from (its map's sources). */
function requireFreshBundle() {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run ./build.sh build first`);
  const built = statSync(BUNDLE).mtimeMs;
  const { sources } = JSON.parse(readFileSync(`${BUNDLE}.map`, 'utf8'));
  for (const source of sources.filter((s) => !s.includes(':')).map((s) => path.resolve(PKG, s))) {
    if (!existsSync(source) || statSync(source).mtimeMs > built) {
      throw new Error(`${BUNDLE} is older than ${source}: run node bundle.mjs (or ./build.sh build)`);
    }
  }
}

const env = {};
/** The wasm API in node (loaded by `before`). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });

/** A host page loading the element from `src` (the other origin). */
const hostPage = (src) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>two files</title><link rel="icon" href="data:,">
<style>body { margin: 0.75rem; font-family: system-ui, sans-serif; } str8ts-board { max-width: 30rem; }</style>
<script type="module" src="${src}"></script></head>
<body><h1>A host page</h1></body></html>`;

before(async () => {
  requireFreshBundle();
  env.api = await loadApi();
  env.dir = mkdtempSync(path.join(os.tmpdir(), 'straights-two-files-'));
  const files = path.join(env.dir, 'files');
  // ok/: the two files alone; broken/: the module without its wasm.
  for (const [folder, names] of [['ok', ['straights-board.js', 'page_bg.wasm']], ['broken', ['straights-board.js']]]) {
    mkdirSync(path.join(files, folder), { recursive: true });
    for (const name of names) copyFileSync(path.join(PKG, name), path.join(files, folder, name));
  }
  env.files = await startServer({ root: files, port: 0 });
  const host = path.join(env.dir, 'host');
  mkdirSync(host);
  writeFileSync(path.join(host, 'ok.html'), hostPage(`${env.files.url}ok/straights-board.js`));
  writeFileSync(path.join(host, 'broken.html'), hostPage(`${env.files.url}broken/straights-board.js`));
  env.host = await startServer({ root: host, port: 0 });
  env.browser = await launchChromium();
});

after(async () => {
  await env.browser?.close();
  await env.host?.close();
  await env.files?.close();
  if (env.dir) rmSync(env.dir, { recursive: true, force: true });
});

/** Opens host page `name` ('ok' or 'broken'), recording every request's address. */
async function openHost(name, options = { viewport: { width: 900, height: 1000 } }) {
  const opened = await openPage(env.browser, options);
  const requests = [];
  opened.page.on('request', (req) => requests.push(req.url()));
  await opened.page.goto(`${env.host.url}${name}.html`);
  await opened.page.evaluate(() => customElements.whenDefined('str8ts-board'));
  return { ...opened, requests };
}

/** Adds a board with `attrs`; with `wait`, until it is drawn (element-helpers.mjs). */
const mount = (page, id, attrs, wait = true) => mountBoard(page, id, attrs, { wait });

/** The position text the element must write for `board` (element-helpers.mjs). */
const position = (board) => positionText(api, board);
const nameOf = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

/** The LEGACY_162 puzzle one digit short of solved: { bd, solvedBd, name, digit }. */
function almostSolved() {
  const { puzzle, solution, last, placed } = almostSolvedLegacy(api);
  const board = { ...puzzle, placed, candidates: null };
  return { bd: position(board), solvedBd: position(withPlaced(board, last, solution[last])), name: nameOf(last), digit: solution[last] };
}

describe('the two-file embed (pkg/straights-board.js + pkg/page_bg.wasm) on another origin', () => {
  test('the board renders with its styles inside the module; only the two files are fetched', async () => {
    const { page, problems, requests, close } = await openHost('ok');
    await mount(page, 'b', { bd: LEGACY_162 });
    const board = api.decode(LEGACY_162).board;
    const labels = await page.$$eval('#b [role="gridcell"]', (cells) => cells.map((c) => c.getAttribute('aria-label')));
    assert.deepEqual(labels, Array.from({ length: 81 }, (_, i) => expectedLabel(board, i)));
    const styles = await page.evaluate(() => {
      const root = document.getElementById('b').shadowRoot;
      const black = root.querySelector('[data-kind="black"], [data-kind="black-clue"]');
      return {
        links: root.querySelectorAll('link').length,
        adopted: root.adoptedStyleSheets.length,
        black: getComputedStyle(black).backgroundColor,
        grid: getComputedStyle(root.querySelector('[role="grid"]')).display,
      };
    });
    assert.deepEqual(styles, { links: 0, adopted: 2, black: 'rgb(23, 25, 30)', grid: 'grid' });
    const fetched = requests.filter((url) => url.startsWith(env.files.url)).map((url) => url.slice(env.files.url.length));
    assert.deepEqual(fetched.sort(), ['ok/page_bg.wasm', 'ok/straights-board.js']);
    assert.deepEqual(requests.filter((url) => !url.startsWith(env.files.url)), [`${env.host.url}ok.html`]);
    assert.notEqual(new URL(env.host.url).origin, new URL(env.files.url).origin, 'another origin');
    assert.deepEqual(problems, []);
    await close();
  });

  test('a digit from the pad and one from the keyboard fire change; the last one fires solved once', async () => {
    const { page, problems, close } = await openHost('ok');
    await mount(page, 'b', { bd: LEGACY_162, pad: '' });
    const puzzle = api.decode(LEGACY_162).board;
    await page.click('#b [data-cell="r1c1"]');
    await page.click('#b button[data-digit="5"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('3');
    const one = withPlaced(puzzle, 0, '5');
    assert.deepEqual(await takeEvents(page), [
      { id: 'b', type: 'change', detail: { bd: position(one) } },
      { id: 'b', type: 'change', detail: { bd: position(withPlaced(one, 1, '3')) } },
    ]);

    const a = almostSolved();
    await page.evaluate((bd) => { document.getElementById('b').bd = bd; }, a.bd);
    await page.waitForSelector(`#b [data-cell="${a.name}"][data-kind="empty"]`);
    await page.click(`#b [data-cell="${a.name}"]`);
    await page.click(`#b button[data-digit="${a.digit}"]`);
    // Solved: no more digits, from the pad (disabled) or the keyboard.
    assert.equal(await page.isDisabled(`#b button[data-digit="${a.digit}"]`), true);
    await page.keyboard.press('1');
    await page.keyboard.press('Delete');
    assert.deepEqual(await takeEvents(page), [
      { id: 'b', type: 'change', detail: { bd: a.solvedBd } },
      { id: 'b', type: 'solved', detail: { bd: a.solvedBd } },
    ]);
    assert.equal(await page.getAttribute('#b [role="grid"]', 'data-solved'), 'true');
    assert.equal(await page.evaluate(() => document.getElementById('b').solved), true);
    assert.deepEqual(problems, []);
    await close();
  });

  test('without its wasm (deleted from the folder) the element shows why and fires error', async () => {
    const { page, problems, close } = await openHost('broken');
    await mount(page, 'b', { bd: LEGACY_162 }, false);
    await page.waitForFunction(() => window.events.length > 0);
    const message = 'The board engine could not load: failed to fetch the engine: HTTP 404';
    assert.deepEqual(await takeEvents(page), [{ id: 'b', type: 'error', detail: { message } }]);
    assert.equal(await page.textContent('#b [role="alert"]'), message);
    assert.equal(await page.isVisible('#b [role="alert"]'), true);
    assert.equal(await page.isVisible('#b [role="grid"]'), false);
    await page.locator('#b').screenshot({ path: artifact('two-files-error.png') });
    assert.deepEqual(problems.map((p) => p.replace(env.files.url, '')).sort(), [
      'HTTP 404: broken/page_bg.wasm',
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await close();
  });

  test('a phone (390 x 844, touch): a tapped cell, then a tapped pad digit', async () => {
    const { page, problems, close } = await openHost('ok', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await mount(page, 'b', { bd: LEGACY_162 });
    assert.equal(await page.isVisible('#b button[data-digit="1"]'), true, 'the pad shows on a touch screen');
    await page.tap('#b [data-cell="r1c2"]');
    await page.tap('#b button[data-digit="6"]');
    assert.deepEqual(await takeEvents(page),
      [{ id: 'b', type: 'change', detail: { bd: position(withPlaced(api.decode(LEGACY_162).board, 1, '6')) } }]);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scroll');
    assert.deepEqual(problems, []);
    await close();
  });

  test('screenshots: desktop and phone, light and dark, the pad and the solved state', async () => {
    const a = almostSolved();
    for (const [device, options] of [
      ['desktop', { viewport: { width: 900, height: 1000 } }],
      ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
    ]) {
      for (const colorScheme of ['light', 'dark']) {
        const { page, problems, close } = await openHost('ok', { ...options, colorScheme });
        await mount(page, 'b', { bd: LEGACY_162, pad: '' });
        await page.click('#b [data-cell="r1c1"]');
        await page.click('#b button[data-digit="4"]');
        assert.equal(await page.isVisible('#b button[data-digit="9"]'), true);
        await page.screenshot({ path: artifact(`two-files-${device}-${colorScheme}.png`) });
        await page.evaluate((bd) => { document.getElementById('b').bd = bd; }, a.bd);
        await page.waitForSelector(`#b [data-cell="${a.name}"][data-kind="empty"]`);
        await page.click(`#b [data-cell="${a.name}"]`);
        await page.click(`#b button[data-digit="${a.digit}"]`);
        assert.equal(await page.getAttribute('#b [role="grid"]', 'data-solved'), 'true');
        await page.screenshot({ path: artifact(`two-files-${device}-${colorScheme}-solved.png`) });
        assert.deepEqual((await takeEvents(page)).map((e) => e.type), ['change', 'change', 'solved']);
        assert.deepEqual(problems, []);
        await close();
      }
    }
  });
});
