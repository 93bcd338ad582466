// Shared set-up of the end-to-end tests: paths, the built wasm package loaded
// in node (to compute expected values with the very codec the page uses), a
// static server for www/ and headless Chromium through playwright-core.

import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { startServer } from './static-server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WWW = path.join(ROOT, 'www');
export const PKG = path.join(WWW, 'pkg');
export const ARTIFACTS = path.join(ROOT, 'test-artifacts');

/** The example string of the str8ts.com page on its string definitions. */
export const SEED_243 =
  '0vo03c0vc0js0vk0us0vg0021030ro03c1rc1js1rk1qs1rg0410q010100h0vc0jc0v40uc0v00q00u00uo0020021i81sk0130020q00s00p00q000j0021v41u80740020020ng0m01n00810091mk07k01g0jk0u01010u00m00u000200901g01k0v00u000206007g06807g00503o0070u01v01m01vg0eg07g00803g';

/** A Sudoku (givens only, 81 characters). */
export const SUDOKU_81 =
  '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** A str8ts.com legacy 162-digit string with a `name:` prefix. */
export const LEGACY_162 =
  'weekly001:000000040090000000800900002000060000000000500000000000000001000010000000000000080000010001000001000000100000000000100011000110001000000000001000000100000100010000';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The pages' bundles in www/pkg/ (bundle.mjs), as their script tags name them: ['player.js', ...].
 * @returns {string[]}
 */
export function pageBundles() {
  return readdirSync(WWW).filter((f) => f.endsWith('.html'))
    .flatMap((f) => [...readFileSync(path.join(WWW, f), 'utf8').matchAll(/<script type="module" src="pkg\/([\w-]+\.js)"/g)].map(([, name]) => name));
}

/**
 * Fails with a clear message when www/pkg (both wasm modules and every
 * page's bundle) has not been built, or when a module of a bundle (the
 * sources its map lists) changed after it: the page would run the old code.
 * @returns {void}
 */
export function requireBuild() {
  const bundles = pageBundles();
  for (const name of ['straights.js', 'page.js', ...bundles]) {
    const js = path.join(PKG, name);
    if (!existsSync(js)) {
      throw new Error(`${js} is missing: run ./build.sh build first`);
    }
  }
  for (const name of bundles) requireFreshBundle(path.join(PKG, name));
}

/** Fails when a source of `bundle` (its map's list) is missing or newer than it. */
function requireFreshBundle(bundle) {
  const built = statSync(bundle).mtimeMs;
  const { sources } = JSON.parse(readFileSync(`${bundle}.map`, 'utf8'));
  for (const source of sources.map((s) => path.resolve(PKG, s))) {
    if (!existsSync(source) || statSync(source).mtimeMs > built) {
      throw new Error(`${bundle} is older than ${source}: run node bundle.mjs (or ./build.sh build)`);
    }
  }
}

/**
 * A wasm API of www/pkg, instantiated in node: the whole module
 * (pkg/straights.js, the workers') by default, or `name` 'page' for the
 * page's small one (pkg/page.js).
 * @param {'straights' | 'page'} [name]
 * @returns {Promise<any>} the module's exports, instantiated
 */
export async function loadApi(name = 'straights') {
  requireBuild();
  const api = await import(path.join(PKG, `${name}.js`));
  api.initSync({ module: readFileSync(path.join(PKG, `${name}_bg.wasm`)) });
  return api;
}

/**
 * Starts the static server for www/ on a free port of 127.0.0.1.
 * @returns {ReturnType<typeof startServer>}
 */
export function serveWww() {
  requireBuild();
  return startServer({ root: WWW, port: 0 });
}

/**
 * Launches headless Chromium (Debian's, at /usr/bin/chromium).
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * The path for screenshot `name` under test-artifacts/ (created if needed).
 * @param {string} name
 * @returns {string}
 */
export function artifact(name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, name);
}

/**
 * The cell name of index i (0..81): r1c1..r9c9.
 * @param {number} i
 * @returns {string}
 */
export function cellName(i) {
  return `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
}

/**
 * The index (0..80) of the cell named "r3c5": cellName's inverse.
 * @param {string} name
 * @returns {number}
 */
export function cellIndex(name) {
  const [, r, c] = /^r(\d)c(\d)$/.exec(name) ?? [];
  return (Number(r) - 1) * 9 + Number(c) - 1;
}

/**
 * The label the page must give cell i of a decoded board, computed here
 * independently of the page's code: "r3c5, black, 7", "r1c8, black",
 * "r1c2, 4, given", "r9c8, 2, placed", "r2c2, candidates 1 3 5", "r1c1, empty".
 * @param {{ givens: string, placed: string, black: string, candidates?: number[] | null }} board
 * @param {number} i
 * @returns {string}
 */
export function expectedLabel(board, i) {
  const name = cellName(i);
  const given = /[1-9]/.test(board.givens[i]) ? board.givens[i] : null;
  const placed = /[1-9]/.test(board.placed[i]) ? board.placed[i] : null;
  if (board.black[i] === '1') return given ? `${name}, black, ${given}` : `${name}, black`;
  if (given) return `${name}, ${given}, given`;
  if (placed) return `${name}, ${placed}, placed`;
  const mask = board.candidates ? board.candidates[i] : 0;
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));
  return digits.length ? `${name}, candidates ${digits.join(' ')}` : `${name}, empty`;
}

/**
 * Runs in the page before its scripts: a returning player's settings (the
 * rules card seen), so that the first visit's card does not cover the
 * page; stored settings of the test itself stay.
 */
function seenRules() {
  try {
    if (location.protocol.startsWith('http') && !localStorage.getItem('straights:settings')) {
      localStorage.setItem('straights:settings', JSON.stringify({ rulesSeen: true }));
    }
  } catch {
    // a page without storage shows the card: the test sees it
  }
}

/**
 * A new page of `browser` that records console errors, page errors and
 * failed requests (a CSP violation shows up as a console error); requests
 * aborted by a navigation are left out. The player's rules card is taken
 * as seen unless `firstVisit` is set.
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').BrowserContextOptions & { firstVisit?: boolean }} [options]
 * @returns {Promise<{ context: import('playwright-core').BrowserContext, page: import('playwright-core').Page, problems: string[], close: () => Promise<void> }>}
 */
export async function openPage(browser, { firstVisit = false, ...options } = {}) {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 }, ...options });
  if (!firstVisit) await context.addInitScript(seenRules);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // A request cut off by leaving the page (net::ERR_ABORTED: a worker or
  // module still loading when a test navigates on) is not a problem.
  page.on('requestfailed', (req) => {
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${req.url()}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return { context, page, problems, close: () => context.close() };
}

/**
 * Loads `path` of `server` and waits until the page has loaded the wasm and drawn.
 * @param {import('playwright-core').Page} page
 * @param {{ url: string }} server
 * @param {string} path
 * @returns {Promise<void>}
 */
export async function load(page, server, path) {
  await page.goto(new URL(path, server.url).href);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
}

/**
 * Every cell as the page shows it.
 * @param {import('playwright-core').Page} page
 * @param {string} [root]
 * @returns {Promise<{ cell: string | undefined, kind: string | undefined, label: string | null, digit: string, cands: (string | null)[] }[]>}
 */
export function readCells(page, root = '[role="grid"]') {
  return page.$$eval(`${root} [role="gridcell"]`, (cells) =>
    cells.map((c) => ({
      cell: c.dataset.cell,
      kind: c.dataset.kind,
      label: c.getAttribute('aria-label'),
      digit: c.querySelector('.digit')?.textContent ?? '',
      // board-view.js draws candidates from their data-text (CSS), not as text.
      cands: [...c.querySelectorAll('.cand')].map((s) => /** @type {HTMLElement} */ (s).dataset.text ?? ''),
    })));
}

/**
 * The board text of the page's address (#bd=...).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string>}
 */
export async function hashBoard(page) {
  // The page's own address: it writes it with history.replaceState, and
  // page.url() follows only when Playwright's event about it arrives, which
  // on a loaded machine can be after the key press that moved has resolved.
  const hash = await page.evaluate(() => location.hash);
  assert.ok(hash.startsWith('#bd='), `the address holds a board: ${hash}`);
  return decodeURIComponent(hash.slice(4));
}

/**
 * Registers the hooks of a browser test file: before, the wasm API in node,
 * a static server for www/ and Chromium; after, their shutdown. Returns
 * `{ api, server, browser, openPage(options), load(page, path) }`, whose
 * first three fields are set once the `before` hook has run.
 * @returns {any} the suite's environment (see above)
 */
export function browserSuite() {
  const env = {
    openPage: (options) => openPage(env.browser, options),
    load: (page, p) => load(page, env.server, p),
  };
  before(async () => {
    env.api = await loadApi();
    env.server = await serveWww();
    env.browser = await launchChromium();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/**
 * The LEGACY_162 puzzle with every open cell but the last one placed from
 * its solution: { puzzle, solution, open (the open cells), last, placed
 * (the board's `placed` string) }. `api` is the wasm API (loadApi()).
 * @param {any} api
 * @returns {{ puzzle: any, solution: string, open: number[], last: number, placed: string }}
 */
export function almostSolvedLegacy(api) {
  const puzzle = api.decode(LEGACY_162).board;
  const solution = api.solve(puzzle).solution;
  const open = [...puzzle.givens].map((g, i) => (g === '.' && puzzle.black[i] === '0' ? i : -1)).filter((i) => i >= 0);
  const last = open[open.length - 1];
  const placed = [...puzzle.placed].map((p, i) => (open.includes(i) && i !== last ? solution[i] : '.')).join('');
  return { puzzle, solution, open, last, placed };
}


/**
 * The records the page's origin keeps in IndexedDB (www/store/records.js:
 * database "straights", store "records") whose names start with `prefix`,
 * as [name, text] pairs sorted by name.
 * @param {import('playwright-core').Page} page
 * @param {string} [prefix]
 * @returns {Promise<Array<[string, string]>>}
 */
export function storedRecords(page, prefix = 'straights:') {
  return page.evaluate((p) => new Promise((resolve, reject) => {
    const open = indexedDB.open('straights', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('records');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction('records').objectStore('records');
      const keys = store.getAllKeys();
      const values = store.getAll();
      values.onsuccess = () => {
        open.result.close();
        /** @type {Array<[string, string]>} */
        const pairs = keys.result.map((k, i) => [String(k), String(values.result[i])]);
        resolve(pairs.filter(([k]) => k.startsWith(p)).sort());
      };
      values.onerror = () => reject(values.error);
    };
  }), prefix);
}

/**
 * Writes record `name` with `text` into the page's IndexedDB records (as
 * records.js keeps them), for a test to find it on the next load.
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @param {string} text
 * @returns {Promise<void>}
 */
export function writeStoredRecord(page, name, text) {
  return page.evaluate(([n, t]) => new Promise((resolve, reject) => {
    const open = indexedDB.open('straights', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('records');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('records', 'readwrite');
      tx.objectStore('records').put(t, n);
      tx.oncomplete = () => { open.result.close(); resolve(undefined); };
      tx.onabort = () => reject(tx.error);
    };
  }), [name, text]);
}

/**
 * Waits until a saved game of the page's origin (named `name`, or any)
 * has revision `rev` or more (or, for a function, until `rev(record)`
 * holds of its parsed record); its text.
 * @param {import('playwright-core').Page} page
 * @param {number | ((record: any) => boolean)} rev
 * @param {string} [name]
 * @returns {Promise<string>}
 */
export async function savedGameAt(page, rev, name = 'straights:game:') {
  const wanted = typeof rev === 'function' ? rev : (record) => record.rev >= rev;
  // As long as a person would wait for a save on a busy machine (30 s), polled every 50 ms.
  for (let tries = 0; tries < 600; tries++) {
    const games = await storedRecords(page, name);
    const text = games.map(([, t]) => t).find((t) => wanted(JSON.parse(t)));
    if (text) return text;
    await page.waitForTimeout(50);
  }
  throw new Error(`no saved game ${typeof rev === 'function' ? 'as wanted' : `of revision ${rev} or more`}`);
}

/**
 * Removes the page's IndexedDB records whose names start with `prefix`.
 * @param {import('playwright-core').Page} page
 * @param {string} prefix
 * @returns {Promise<void>}
 */
export async function removeStoredRecords(page, prefix) {
  for (const [name] of await storedRecords(page, prefix)) {
    await page.evaluate((n) => new Promise((resolve, reject) => {
      const open = indexedDB.open('straights', 1);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('records', 'readwrite');
        tx.objectStore('records').delete(n);
        tx.oncomplete = () => { open.result.close(); resolve(undefined); };
        tx.onabort = () => reject(tx.error);
      };
    }), name);
  }
}

/**
 * Whether two cells share a row, a column or (Sudoku) a box.
 * @param {string} variant
 * @param {number} a
 * @param {number} b
 */
const sees = (variant, a, b) => a !== b && (Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9
  || (variant === 'sudoku' && Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));

/**
 * The first position on the hint path of `text` (candidates from the
 * rules, each hint applied) whose hint `wanted(hint)` picks: { board, hint }, or null.
 * @param {any} api the wasm API (loadApi())
 * @param {string} text the puzzle in any format
 * @param {(hint: any) => boolean} wanted
 * @returns {{ board: any, hint: any } | null}
 */
export function positionWhere(api, text, wanted) {
  let board = api.decode(text).board;
  board = { ...board, candidates: api.candidates({ ...board, candidates: null }) };
  for (let k = 0; k < 300; k++) {
    const hint = api.hint(board);
    if (hint.kind !== 'step') return null;
    if (wanted(hint)) return { board, hint };
    const placed = [...board.placed];
    const cands = [...board.candidates];
    for (const [i, d] of hint.eliminations) cands[i] &= ~(1 << (d - 1));
    for (const [i, d] of hint.placements) {
      placed[i] = String(d);
      cands[i] = 1 << (d - 1);
      for (let p = 0; p < 81; p++) if (sees(board.variant, p, i) && placed[p] === '.' && !board.black?.[p]) cands[p] &= ~(1 << (d - 1));
    }
    board = { ...board, placed: placed.join(''), candidates: cands };
  }
  return null;
}

/**
 * Presses Hint until its second stage (the figure) is on show.
 * @param {import('playwright-core').Page} page
 */
export async function secondStage(page) {
  await page.click('#hint');
  await page.waitForSelector('#info[data-kind="hint"]');
  await page.click('#hint');
  await page.waitForFunction(() => !document.getElementById('info')?.textContent?.startsWith('Look at'));
}

/**
 * Fills the storage of the page's origin: its quota set to what it uses
 * now plus a little (DevTools protocol), then junk in an IndexedDB
 * database of its own until a write fails (unless `indexedDB` is false),
 * and junk in localStorage until it is full (unless `local` is false).
 * @param {import('playwright-core').Page} page
 * @param {{ indexedDB?: boolean, local?: boolean }} [options]
 * @returns {Promise<{ junkWrites: number, localChars: number }>}
 */
export async function fillStorage(page, { indexedDB: fillDatabase = true, local = true } = {}) {
  if (fillDatabase) {
    const cdp = await page.context().newCDPSession(page);
    const { usage } = await page.evaluate(() => navigator.storage.estimate());
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin, quotaSize: (usage ?? 0) + 60_000 });
  }
  return page.evaluate(async ([database, localToo]) => {
    let n = 0;
    if (database) {
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open('junk', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('junk');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const put = (size, k) => new Promise((resolve) => {
        const tx = db.transaction('junk', 'readwrite');
        tx.objectStore('junk').put('j'.repeat(size), k);
        tx.oncomplete = () => resolve(true);
        tx.onabort = () => resolve(false);
      });
      while (await put(20_000, n++));
      db.close();
    }
    let chars = 0;
    for (const size of localToo ? [1 << 20, 1 << 16, 1 << 10, 16] : []) {
      for (;;) {
        try {
          localStorage.setItem(`junk${chars}`, 'j'.repeat(size));
          chars += size;
        } catch {
          break;
        }
      }
    }
    return { junkWrites: n, localChars: chars };
  }, [fillDatabase, local]);
}

/**
 * Empties what fillStorage wrote and lifts the small quota (Chromium counts
 * the room a deleted database gave back only some seconds later).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<void>}
 */
export async function freeStorage(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin });
  await page.evaluate(() => new Promise((resolve, reject) => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('junk')) localStorage.removeItem(k);
    const request = indexedDB.deleteDatabase('junk');
    request.onsuccess = () => resolve(undefined);
    request.onerror = () => reject(request.error);
  }));
}
