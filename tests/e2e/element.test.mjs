// The <str8ts-board> element's whole public surface in headless Chromium,
// on a page holding nothing but the module: the `bd`, `readonly` and
// `board` properties and attributes, the `change`, `solved` and `error`
// events, an empty element, the error state, undo after the solved state.
// Every expected value is computed here in node with the wasm API.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  LEGACY_162, SEED_243, SUDOKU_81, almostSolvedLegacy, browserSuite, expectedLabel, readCells,
} from './helpers.mjs';
import { mountBoard, onElement, positionText, takeEvents, withPlaced } from './element-helpers.mjs';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });

/** A page with the module alone (no inline script: the events are recorded through evaluate). */
const HOST = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="str8ts-board.js"></script></head>
<body></body></html>`;

/** Opens the host page (same origin as www/, served by a route). */
async function openHost() {
  const opened = await env.openPage({ viewport: { width: 800, height: 900 } });
  await opened.page.route('**/element-host.html', (route) => route.fulfill({ contentType: 'text/html', body: HOST }));
  await opened.page.goto(new URL('element-host.html', env.server.url).href);
  await opened.page.evaluate(() => customElements.whenDefined('str8ts-board'));
  return opened;
}

/** Adds a board with `attrs`, its events recorded with whether they bubble (element-helpers.mjs). */
const mount = (page, id, attrs = {}) => mountBoard(page, id, attrs, { bubbles: true });
const onEl = onElement;

/** What the element shows apart from the cells: the alert and whether the grid is visible. */
const chrome = (page, id) => onEl(page, id, (el) => {
  const alert = el.shadowRoot.querySelector('[role="alert"]');
  const grid = el.shadowRoot.querySelector('[role="grid"]');
  return {
    alert: alert.hidden ? null : alert.textContent,
    alertVisible: alert.getBoundingClientRect().height > 0,
    grid: !grid.hidden && grid.getBoundingClientRect().height > 0,
  };
});

const labels = (board) => Array.from({ length: 81 }, (_, i) => expectedLabel(board, i));
const shownLabels = async (page, id) => (await readCells(page, `#${id}`)).map((c) => c.label);

/** The position text the element must write for `board` (element-helpers.mjs). */
const position = (board) => positionText(api, board);

const decodeError = (text) => {
  try {
    api.decode(text);
  } catch (err) {
    return err.message;
  }
  throw new Error(`${text} decodes`);
};

/** The LEGACY_162 puzzle with all but its last open cell solved: { bd, last, name, digit, solvedBd }. */
function almostSolved() {
  const { puzzle, solution, open, last, placed } = almostSolvedLegacy(api);
  // Candidates all 0: with its one naive candidate written, the 243 form
  // could not tell the open cell from a placed digit.
  const board = { ...puzzle, placed, candidates: null };
  const bd = position(board);
  return {
    bd,
    board,
    last,
    name: `r${Math.floor(last / 9) + 1}c${(last % 9) + 1}`,
    digit: solution[last],
    other: open[0],
    solvedBd: position(withPlaced(board, last, solution[last])),
  };
}

describe('<str8ts-board>: properties, attributes and events', () => {
  test('board is the decoded board of bd (every kind of bd), follows the moves, and is null without bd', async () => {
    const { page, problems, close } = await openHost();
    await mount(page, 'empty');
    await mount(page, 'b', { bd: LEGACY_162 });
    // The wasm is loaded (b is drawn): an element without bd stays empty and quiet.
    assert.equal(await onEl(page, 'empty', (el) => el.board), null);
    assert.equal(await onEl(page, 'empty', (el) => el.bd), '');
    assert.deepEqual(await chrome(page, 'empty'), { alert: null, alertVisible: false, grid: false });

    const puzzle = api.decode(LEGACY_162).board;
    const solution = api.solve(puzzle).solution;
    const daandtu = api.encode({ ...puzzle, solution }, 'daandtu');
    const seed = api.decode(SEED_243).board;
    const json = JSON.stringify({
      ...seed, placed: `${seed.placed.slice(0, 80)}4`, candidates: seed.candidates.map((m, i) => (i === 80 ? 0b1000 : m)),
    });
    assert.deepEqual(await onEl(page, 'b', (el) => el.board), api.decode(LEGACY_162).board);
    for (const text of [SEED_243, LEGACY_162, SUDOKU_81, daandtu, json]) {
      const expected = api.decode(text).board;
      assert.deepEqual(await onEl(page, 'b', (el, bd) => { el.bd = bd; return el.board; }, text), expected, text);
      assert.deepEqual(await shownLabels(page, 'b'), labels(expected), text);
    }

    // A move: board follows, and still equals what bd decodes to.
    await onEl(page, 'b', (el, bd) => { el.bd = bd; }, daandtu);
    assert.equal((await onEl(page, 'b', (el) => el.board)).solution, api.decode(daandtu).board.solution);
    await page.click('#b [data-cell="r1c1"]');
    await page.keyboard.press(solution[0]);
    const moved = await onEl(page, 'b', (el) => ({ board: el.board, bd: el.bd }));
    assert.deepEqual(moved.board, { ...api.decode(moved.bd).board, solution: api.decode(daandtu).board.solution });
    assert.equal(moved.board.placed[0], solution[0]);
    assert.equal(moved.bd, position(withPlaced(puzzle, 0, solution[0])));
    // The object is a copy: changing it changes nothing in the element.
    assert.deepEqual(await onEl(page, 'b', (el) => { el.board.placed = 'x'; el.board.candidates[0] = 511; return el.board; }), moved.board);
    assert.deepEqual((await takeEvents(page)).map((e) => e.type), ['change']);
    assert.deepEqual(problems, []);
    await close();
  });

  test('setting board loads the object (as JSON in bd); null empties the element; a bad object is an error', async () => {
    const { page, problems, close } = await openHost();
    await mount(page, 'b', { bd: LEGACY_162 });
    const puzzle = api.decode(LEGACY_162).board;
    const object = { ...withPlaced(puzzle, 0, '7'), solution: api.solve(puzzle).solution };
    const after = await onEl(page, 'b', (el, b) => { el.board = b; return { board: el.board, bd: el.getAttribute('bd') }; }, object);
    assert.deepEqual(after.board, object);
    assert.equal(after.bd, JSON.stringify(object));
    assert.deepEqual(await shownLabels(page, 'b'), labels(object));
    assert.deepEqual(await takeEvents(page), []);

    const empty = await onEl(page, 'b', (el) => { el.board = null; return { board: el.board, has: el.hasAttribute('bd') }; });
    assert.deepEqual(empty, { board: null, has: false });
    assert.deepEqual(await chrome(page, 'b'), { alert: null, alertVisible: false, grid: false });

    const bad = { variant: 'str8ts' };
    assert.equal(await onEl(page, 'b', (el, b) => { el.board = b; return el.board; }, bad), null);
    const message = decodeError(JSON.stringify(bad));
    assert.deepEqual(await takeEvents(page), [{ id: 'b', type: 'error', detail: { message }, bubbles: false }]);
    assert.deepEqual(await chrome(page, 'b'), { alert: message, alertVisible: true, grid: false });
    assert.deepEqual(problems, []);
    await close();
  });

  test('a bad bd empties the board and shows the message; a valid bd clears it, also the position it had', async () => {
    const { page, problems, close } = await openHost();
    await mount(page, 'b', { bd: LEGACY_162 });
    await page.click('#b [data-cell="r1c1"]');
    await page.keyboard.press('5');
    const [moved] = await takeEvents(page);
    const p = position(withPlaced(api.decode(LEGACY_162).board, 0, '5'));
    assert.equal(moved.detail.bd, p);

    const message = decodeError('nonsense<b>');
    await onEl(page, 'b', (el) => { el.bd = 'nonsense<b>'; });
    assert.deepEqual(await takeEvents(page), [{ id: 'b', type: 'error', detail: { message }, bubbles: false }]);
    assert.deepEqual(await chrome(page, 'b'), { alert: message, alertVisible: true, grid: false });
    assert.deepEqual(await onEl(page, 'b', (el) => [el.board, el.solved, el.bd]), [null, false, 'nonsense<b>']);

    // The position the element showed before the error (the text it wrote itself).
    await onEl(page, 'b', (el, bd) => { el.bd = bd; }, p);
    assert.deepEqual(await chrome(page, 'b'), { alert: null, alertVisible: false, grid: true });
    assert.deepEqual(await onEl(page, 'b', (el) => el.board), api.decode(p).board);
    assert.deepEqual(await shownLabels(page, 'b'), labels(api.decode(p).board));
    assert.deepEqual(await takeEvents(page), []);
    // Playing on: no alert, a change.
    await page.click('#b [data-cell="r1c2"]');
    await page.keyboard.press('3');
    assert.deepEqual((await takeEvents(page)).map((e) => [e.type, e.detail.bd]),
      [['change', position(withPlaced(api.decode(p).board, 1, '3'))]]);
    assert.deepEqual(await chrome(page, 'b'), { alert: null, alertVisible: false, grid: true });

    // Bad again, then another board.
    await onEl(page, 'b', (el) => el.setAttribute('bd', 'nonsense<b>'));
    assert.equal((await chrome(page, 'b')).alert, message);
    await onEl(page, 'b', (el, bd) => el.setAttribute('bd', bd), SEED_243);
    assert.deepEqual(await chrome(page, 'b'), { alert: null, alertVisible: false, grid: true });
    assert.deepEqual(await onEl(page, 'b', (el) => el.board), api.decode(SEED_243).board);
    assert.deepEqual((await takeEvents(page)).map((e) => e.type), ['error']);
    assert.deepEqual(problems, []);
    await close();
  });

  test('removing bd (or an empty bd, or bd = null) empties the element without an error', async () => {
    const { page, problems, close } = await openHost();
    await mount(page, 'b', { bd: LEGACY_162 });
    const emptyState = { board: null, solved: false, bd: '' };
    const state = (el) => ({ board: el.board, solved: el.solved, bd: el.bd });

    await onEl(page, 'b', (el) => el.removeAttribute('bd'));
    assert.deepEqual(await onEl(page, 'b', state), emptyState);
    assert.deepEqual(await chrome(page, 'b'), { alert: null, alertVisible: false, grid: false });

    await onEl(page, 'b', (el, bd) => { el.bd = bd; }, LEGACY_162);
    assert.deepEqual(await onEl(page, 'b', (el) => el.board), api.decode(LEGACY_162).board);
    await onEl(page, 'b', (el) => { el.bd = null; });
    assert.deepEqual(await onEl(page, 'b', (el) => [el.hasAttribute('bd'), el.board]), [false, null]);

    await onEl(page, 'b', (el, bd) => { el.bd = bd; }, LEGACY_162);
    await onEl(page, 'b', (el) => { el.bd = '  '; });
    assert.deepEqual(await onEl(page, 'b', state), { ...emptyState, bd: '  ' });
    assert.deepEqual(await chrome(page, 'b'), { alert: null, alertVisible: false, grid: false });

    // Removing bd also takes an error away.
    await onEl(page, 'b', (el) => { el.bd = 'nonsense<b>'; });
    assert.equal((await chrome(page, 'b')).alert, decodeError('nonsense<b>'));
    await onEl(page, 'b', (el) => el.removeAttribute('bd'));
    assert.deepEqual(await chrome(page, 'b'), { alert: null, alertVisible: false, grid: false });
    assert.deepEqual((await takeEvents(page)).map((e) => e.type), ['error']);
    assert.deepEqual(problems, []);
    await close();
  });

  test('solved fires once; a solved board takes no digit; Ctrl+Z leaves the solved state, Ctrl+Y and Ctrl+Shift+Z return', async () => {
    const { page, problems, close } = await openHost();
    const a = almostSolved();
    await mount(page, 'b', { bd: a.bd });
    assert.equal(await onEl(page, 'b', (el) => el.solved), false);
    await page.click(`#b [data-cell="${a.name}"]`);
    await page.keyboard.press(a.digit);
    const solvedEvents = [
      { id: 'b', type: 'change', detail: { bd: a.solvedBd }, bubbles: true },
      { id: 'b', type: 'solved', detail: { bd: a.solvedBd }, bubbles: true },
    ];
    assert.deepEqual(await takeEvents(page), solvedEvents);
    assert.deepEqual(await onEl(page, 'b', (el) => [el.solved, el.bd]), [true, a.solvedBd]);
    assert.equal(await page.getAttribute(`#b [data-cell="${a.name}"]`, 'aria-label'), `${a.name}, ${a.digit}, placed`);

    // Locked: digits, candidates and Delete change nothing.
    for (const key of ['1', 'Shift+2', 'Delete', 'Backspace']) await page.keyboard.press(key);
    await page.click(`#b [data-cell="r${Math.floor(a.other / 9) + 1}c${(a.other % 9) + 1}"]`);
    await page.keyboard.press('Delete');
    assert.deepEqual(await takeEvents(page), []);
    assert.deepEqual(await onEl(page, 'b', (el) => [el.solved, el.bd]), [true, a.solvedBd]);

    await page.keyboard.press('Control+z');
    assert.deepEqual(await takeEvents(page), [{ id: 'b', type: 'change', detail: { bd: a.bd }, bubbles: true }]);
    assert.deepEqual(await onEl(page, 'b', (el) => [el.solved, el.bd]), [false, a.bd]);
    assert.equal(await page.getAttribute(`#b [data-cell="${a.name}"]`, 'aria-label'), `${a.name}, empty`);

    await page.keyboard.press('Control+y');
    assert.deepEqual(await takeEvents(page), solvedEvents);
    assert.deepEqual(await onEl(page, 'b', (el) => [el.solved, el.bd]), [true, a.solvedBd]);

    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+Shift+z');
    assert.deepEqual(await takeEvents(page), [{ id: 'b', type: 'change', detail: { bd: a.bd }, bubbles: true }, ...solvedEvents]);
    // Nothing left to redo: no event.
    await page.keyboard.press('Control+y');
    assert.deepEqual(await takeEvents(page), []);

    // A board loaded solved is solved, without an event.
    await onEl(page, 'b', (el, bd) => { el.bd = bd; }, a.solvedBd);
    assert.equal(await onEl(page, 'b', (el) => el.solved), true);
    assert.deepEqual(await takeEvents(page), []);
    assert.deepEqual(problems, []);
    await close();
  });

  test('change carries the exact position after each kind of move, bubbles, and bd follows it', async () => {
    const { page, problems, close } = await openHost();
    await mount(page, 'b', { bd: LEGACY_162 });
    await page.evaluate(() => {
      window.bubbled = [];
      document.addEventListener('change', (e) => window.bubbled.push(e.detail.bd));
    });
    const puzzle = api.decode(LEGACY_162).board;
    const withCands = (i, mask) => ({ ...puzzle, candidates: Array.from({ length: 81 }, (_, j) => (j === i ? mask : 0)) });
    const steps = [
      // [keys, the board after them]
      [['5'], withPlaced(puzzle, 0, '5')],
      [['5'], puzzle], // the same digit again takes it back
      [['Shift+3'], withCands(0, 0b100)],
      [['Shift+7'], withCands(0, 0b1000100)],
      // No hidden modes: Space (and SudokuPad's X, C, Z) leave digits as digits; placing drops the candidates.
      [[' ', '7'], withPlaced(puzzle, 0, '7')],
      [['x', 'c', '8'], withPlaced(puzzle, 0, '8')],
      [['z', '9'], withPlaced(puzzle, 0, '9')],
      // Erasing the digit gives back the candidates placing the first one took.
      [['Delete'], withCands(0, 0b1000100)],
    ];
    await page.click('#b [data-cell="r1c1"]');
    const written = [];
    for (const [keys, board] of steps) {
      for (const key of keys) await page.keyboard.press(key);
      const expected = position(board);
      written.push(expected);
      assert.deepEqual(await takeEvents(page), [{ id: 'b', type: 'change', detail: { bd: expected }, bubbles: true }], keys.join());
      assert.deepEqual(await onEl(page, 'b', (el) => [el.bd, el.getAttribute('bd')]), [expected, expected]);
    }
    assert.deepEqual(await page.evaluate(() => window.bubbled), written);
    // Givens and black cells never change: no event.
    const given = [...puzzle.givens].findIndex((g, i) => g !== '.' && puzzle.black[i] === '0');
    await page.click(`#b [data-cell="r${Math.floor(given / 9) + 1}c${(given % 9) + 1}"]`);
    await page.keyboard.press('1');
    await page.keyboard.press('Delete');
    assert.deepEqual(await takeEvents(page), []);
    assert.deepEqual(problems, []);
    await close();
  });

  test('an engine that cannot load: an element with a bd shows why and fires error once; an empty one stays quiet', async () => {
    const opened = await env.openPage({ viewport: { width: 800, height: 900 } });
    const { page, problems, close } = opened;
    await page.route('**/page_bg.wasm', (route) => route.abort());
    await page.route('**/element-host.html', (route) => route.fulfill({ contentType: 'text/html', body: HOST }));
    await page.goto(new URL('element-host.html', env.server.url).href);
    await page.evaluate(() => customElements.whenDefined('str8ts-board'));
    await mount(page, 'a');
    await page.evaluate((bd) => {
      window.events ??= [];
      const el = document.createElement('str8ts-board');
      el.id = 'b';
      el.setAttribute('bd', bd);
      el.addEventListener('error', (e) => window.events.push({ id: el.id, type: e.type, detail: e.detail, bubbles: e.bubbles }));
      document.body.append(el);
    }, LEGACY_162);
    await page.waitForFunction(() => window.events.length >= 1);
    await page.evaluate(() => new Promise((resolve) => { setTimeout(resolve, 200); }));
    const message = 'The board engine could not load: Failed to fetch';
    // Once for the element with a bd; nothing for the empty one.
    assert.deepEqual(await takeEvents(page), [{ id: 'b', type: 'error', detail: { message }, bubbles: false }]);
    assert.deepEqual(await chrome(page, 'b'), { alert: message, alertVisible: true, grid: false });
    assert.deepEqual(await chrome(page, 'a'), { alert: null, alertVisible: false, grid: false });
    assert.deepEqual(await onEl(page, 'b', (el) => [el.board, el.solved]), [null, false]);
    // Another bd: still no engine, no second event; removing bd takes the message away.
    await onEl(page, 'b', (el, bd) => { el.bd = bd; }, SEED_243);
    await page.evaluate(() => new Promise((resolve) => { setTimeout(resolve, 50); }));
    assert.equal((await chrome(page, 'b')).alert, message);
    await onEl(page, 'b', (el) => el.removeAttribute('bd'));
    await page.evaluate(() => new Promise((resolve) => { setTimeout(resolve, 50); }));
    assert.deepEqual(await chrome(page, 'b'), { alert: null, alertVisible: false, grid: false });
    assert.deepEqual(await takeEvents(page), []);
    // What the browser itself reports of the blocked request, and nothing else.
    assert.deepEqual(problems.map((p) => p.replace(/http:\S+\//, '')).sort(),
      ['console: Failed to load resource: net::ERR_FAILED', 'request failed: page_bg.wasm']);
    await close();
  });

  test('readonly blocks every change and toggles at runtime; bd and readonly reflect both ways', async () => {
    const { page, problems, close } = await openHost();
    await mount(page, 'b', { bd: LEGACY_162, readonly: '' });
    const gridReadonly = () => page.getAttribute('#b [role="grid"]', 'aria-readonly');
    assert.equal(await onEl(page, 'b', (el) => el.readonly), true);
    assert.equal(await gridReadonly(), 'true');
    await page.click('#b [data-cell="r1c1"]');
    for (const key of ['5', 'Shift+3', 'Delete', 'Control+z']) await page.keyboard.press(key);
    assert.deepEqual(await takeEvents(page), []);
    assert.deepEqual(await onEl(page, 'b', (el) => [el.board, el.bd]), [api.decode(LEGACY_162).board, LEGACY_162]);
    // Arrows still move the focus.
    await page.keyboard.press('ArrowRight');
    assert.equal(await onEl(page, 'b', (el) => el.shadowRoot.activeElement?.dataset.cell), 'r1c2');

    assert.equal(await onEl(page, 'b', (el) => { el.readonly = false; return el.hasAttribute('readonly'); }), false);
    assert.equal(await gridReadonly(), 'false');
    await page.keyboard.press('5');
    const p1 = position(withPlaced(api.decode(LEGACY_162).board, 1, '5'));
    assert.deepEqual((await takeEvents(page)).map((e) => [e.type, e.detail.bd]), [['change', p1]]);

    assert.equal(await onEl(page, 'b', (el) => { el.setAttribute('readonly', ''); return el.readonly; }), true);
    assert.equal(await gridReadonly(), 'true');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('6');
    assert.deepEqual(await takeEvents(page), []);
    assert.equal(await onEl(page, 'b', (el) => { el.removeAttribute('readonly'); return el.readonly; }), false);
    await page.keyboard.press('Control+z');
    assert.deepEqual((await takeEvents(page)).map((e) => [e.type, e.detail.bd]), [['change', position(api.decode(LEGACY_162).board)]]);
    assert.equal(await onEl(page, 'b', (el) => { el.readonly = 'yes'; return el.getAttribute('readonly'); }), '');
    assert.equal(await onEl(page, 'b', (el) => { el.readonly = 0; return el.hasAttribute('readonly'); }), false);

    // bd: property -> attribute and attribute -> property.
    assert.equal(await onEl(page, 'b', (el, bd) => { el.bd = bd; return el.getAttribute('bd'); }, SEED_243), SEED_243);
    assert.deepEqual(await onEl(page, 'b', (el, bd) => { el.setAttribute('bd', bd); return [el.bd, el.board.variant]; }, SUDOKU_81),
      [SUDOKU_81, 'sudoku']);
    assert.deepEqual(await takeEvents(page), []);
    assert.deepEqual(problems, []);
    await close();
  });
});
