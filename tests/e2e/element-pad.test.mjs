// The <str8ts-board> element's digit pad, Pencil mode, Undo and Redo
// buttons, solved state and hint figure, in headless Chromium, on a page
// holding nothing but the module (www/str8ts-board.js, the modules as they
// are): the pad shows with the `pad` attribute and on touch screens, its
// buttons are button[data-digit="1".."9"] in the open shadow root; a cell
// tapped, then a pad digit, enters it (a phone, 390 x 844, touch); Space,
// Z, X and C switch Pencil while the pad shows it; a solved board turns
// green and its digits are disabled; a real hint's figure (computed in node
// with the wasm `hint`) is drawn in the shadow root until the next move.
// The two-file bundle is tested in embed-two-files.test.mjs.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LEGACY_162, ROOT, SUDOKU_81, almostSolvedLegacy, artifact, browserSuite, positionWhere } from './helpers.mjs';
import { mountBoard, onElement, positionText, takeEvents, withPlaced } from './element-helpers.mjs';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });

/** A page with the module alone. */
const HOST = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>host</title>
<style>body { margin: 0.5rem; } str8ts-board { max-width: 30rem; }</style>
<script type="module" src="str8ts-board.js"></script></head>
<body></body></html>`;

/** Opens the host page (same origin as www/, served by a route). */
async function openHost(options = { viewport: { width: 800, height: 1000 } }) {
  const opened = await env.openPage(options);
  await opened.page.route('**/element-host.html', (route) => route.fulfill({ contentType: 'text/html', body: HOST }));
  await opened.page.goto(new URL('element-host.html', env.server.url).href);
  await opened.page.evaluate(() => customElements.whenDefined('str8ts-board'));
  return opened;
}

/** Adds a board with `attrs` and waits until it is drawn (element-helpers.mjs). */
const mount = (page, id, attrs) => mountBoard(page, id, attrs, { wait: true });
const onEl = onElement;

/** The pad as the element shows it: visible, its digits and tools (enabled, pressed). */
const padState = (page, id) => onEl(page, id, (el) => {
  const pad = el.shadowRoot.querySelector('.pad');
  const buttons = [...el.shadowRoot.querySelectorAll('.pad button')];
  return {
    visible: pad.getBoundingClientRect().height > 0,
    digits: buttons.filter((b) => b.matches('button[data-digit]')).map((b) => b.dataset.digit),
    enabled: Object.fromEntries(buttons.map((b) => [b.dataset.digit ?? b.dataset.action, !b.disabled])),
    pencil: el.shadowRoot.querySelector('button[data-action="mode"]').getAttribute('aria-pressed'),
  };
});

/** The position text the element must write for `board` (element-helpers.mjs). */
const position = (board) => positionText(api, board);
const withCands = (board, i, mask) => ({ ...board, candidates: Array.from({ length: 81 }, (_, j) => (j === i ? mask : 0)) });
const nameOf = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

describe('<str8ts-board>: digit pad, Pencil, Undo and Redo, solved, figure', () => {
  test('the pad: hidden on a desktop without `pad`, shown with it (reflected by the property), never on a read-only board', async () => {
    const { page, problems, close } = await openHost();
    assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), false, 'a desktop pointer');
    await mount(page, 'b', { bd: LEGACY_162 });
    assert.equal((await padState(page, 'b')).visible, false);
    assert.equal(await onEl(page, 'b', (el) => { el.pad = true; return el.getAttribute('pad'); }), '');
    const shown = await padState(page, 'b');
    assert.equal(shown.visible, true);
    assert.deepEqual(shown.digits, ['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    assert.equal(await onEl(page, 'b', (el) => el.shadowRoot.querySelectorAll('button[data-digit]').length), 9);
    assert.equal(await onEl(page, 'b', (el) => { el.removeAttribute('pad'); return el.pad; }), false);
    assert.equal((await padState(page, 'b')).visible, false);
    await onEl(page, 'b', (el) => { el.setAttribute('pad', ''); el.readonly = true; });
    assert.equal((await padState(page, 'b')).visible, false, 'read-only: no pad');
    await onEl(page, 'b', (el) => { el.readonly = false; });
    assert.equal((await padState(page, 'b')).visible, true);
    // No board, no pad.
    await onEl(page, 'b', (el) => { el.bd = null; });
    assert.equal((await padState(page, 'b')).visible, false);
    assert.deepEqual(await takeEvents(page), []);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a cell, then a pad digit; Pencil notes candidates (button, Space, X, C, Z); Erase, Undo and Redo buttons', async () => {
    const { page, problems, close } = await openHost();
    await mount(page, 'b', { bd: LEGACY_162, pad: '' });
    const puzzle = api.decode(LEGACY_162).board;
    await page.click('#b [data-cell="r1c1"]');
    const steps = [
      // [what is pressed, the board after it]
      [['pad:5'], withPlaced(puzzle, 0, '5')],
      [['pad:erase'], puzzle],
      [['pad:mode', 'pad:3'], withCands(puzzle, 0, 0b100)],
      [['pad:7'], withCands(puzzle, 0, 0b1000100)],
      // Space: Pencil off; placing drops the cell's candidates.
      [['Space', '8'], withPlaced(puzzle, 0, '8')],
      // Erasing the digit gives back the candidates placing it took.
      [['Delete'], withCands(puzzle, 0, 0b1000100)],
      [['x', '2'], withCands(puzzle, 0, 0b1000110)],
      [['z', '4'], withPlaced(puzzle, 0, '4')],
      [['pad:erase'], withCands(puzzle, 0, 0b1000110)],
      [['c', 'pad:9'], withCands(puzzle, 0, 0b101000110)],
      // Candidates erased by hand are gone for good.
      [['pad:erase'], puzzle],
    ];
    for (const [presses, board] of steps) {
      for (const press of presses) {
        if (press.startsWith('pad:')) {
          const what = press.slice(4);
          await page.click(/^\d$/.test(what) ? `#b button[data-digit="${what}"]` : `#b button[data-action="${what}"]`);
        } else {
          await page.keyboard.press(press);
        }
      }
      assert.deepEqual(await takeEvents(page), [{ id: 'b', type: 'change', detail: { bd: position(board) } }], presses.join());
    }
    // The keyboard stays on the board after a pad press: arrows go on from r1c1.
    assert.equal(await onEl(page, 'b', (el) => el.shadowRoot.activeElement?.dataset.cell), 'r1c1');
    assert.equal((await padState(page, 'b')).pencil, 'true');
    await page.click('#b button[data-action="mode"]');
    assert.equal((await padState(page, 'b')).pencil, 'false');

    // Undo and Redo: back through the steps and forward again.
    await page.click('#b button[data-action="undo"]');
    await page.click('#b button[data-action="undo"]');
    assert.deepEqual((await takeEvents(page)).map((e) => e.detail.bd),
      [position(withCands(puzzle, 0, 0b101000110)), position(withCands(puzzle, 0, 0b1000110))]);
    assert.equal((await padState(page, 'b')).enabled.redo, true);
    await page.click('#b button[data-action="redo"]');
    await page.click('#b button[data-action="redo"]');
    assert.deepEqual((await takeEvents(page)).map((e) => e.detail.bd),
      [position(withCands(puzzle, 0, 0b101000110)), position(puzzle)]);
    assert.equal((await padState(page, 'b')).enabled.redo, false, 'nothing left to redo');

    // A given takes no digit: the pad's digits are off there.
    const given = [...puzzle.givens].findIndex((g, i) => g !== '.' && puzzle.black[i] === '0');
    await page.click(`#b [data-cell="${nameOf(given)}"]`);
    const atGiven = await padState(page, 'b');
    assert.equal(atGiven.enabled['5'], false);
    assert.equal(atGiven.enabled.erase, false);
    assert.deepEqual(await takeEvents(page), []);
    assert.deepEqual(problems, []);
    await close();
  });

  test('without the pad, Space, Z, X and C leave digits as digits (no mode nobody can see)', async () => {
    const { page, problems, close } = await openHost();
    await mount(page, 'b', { bd: LEGACY_162 });
    await page.click('#b [data-cell="r1c1"]');
    await page.keyboard.press(' ');
    await page.keyboard.press('6');
    assert.deepEqual((await takeEvents(page)).map((e) => e.detail.bd), [position(withPlaced(api.decode(LEGACY_162).board, 0, '6'))]);
    assert.deepEqual(problems, []);
    await close();
  });

  test('solved from the pad: change and solved once, the board green, the digits off; Undo leaves it', async () => {
    const { page, problems, close } = await openHost();
    const { puzzle, solution, last, placed } = almostSolvedLegacy(api);
    const board = { ...puzzle, placed, candidates: null };
    const bd = position(board);
    const solvedBd = position(withPlaced(board, last, solution[last]));
    await mount(page, 'b', { bd, pad: '' });
    await page.click(`#b [data-cell="${nameOf(last)}"]`);
    await page.click(`#b button[data-digit="${solution[last]}"]`);
    assert.deepEqual(await takeEvents(page), [
      { id: 'b', type: 'change', detail: { bd: solvedBd } },
      { id: 'b', type: 'solved', detail: { bd: solvedBd } },
    ]);
    assert.equal(await page.getAttribute('#b [role="grid"]', 'data-solved'), 'true');
    assert.equal(await page.getAttribute('#b [role="grid"]', 'aria-readonly'), 'true');
    assert.equal(await onEl(page, 'b', (el) => el.shadowRoot.querySelector('[role="status"]').textContent), 'Solved.');
    // Every white cell green (the player's --solved-bg), the placed digits green.
    const colours = await onEl(page, 'b', (el) => {
      const cells = [...el.shadowRoot.querySelectorAll('[role="gridcell"]')];
      const white = cells.filter((c) => !c.className.includes('cell--black'));
      return {
        backgrounds: [...new Set(white.map((c) => getComputedStyle(c).backgroundColor))],
        placed: [...new Set(cells.filter((c) => c.dataset.kind === 'placed').map((c) => getComputedStyle(c.querySelector('.digit')).color))],
      };
    });
    assert.deepEqual(colours, { backgrounds: ['rgb(227, 244, 232)'], placed: ['rgb(31, 122, 61)'] });
    const pad = await padState(page, 'b');
    assert.ok(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'mode', 'erase'].every((k) => !pad.enabled[k]), 'digits, Pencil and Erase off');
    assert.equal(pad.enabled.undo, true);
    // Keys change nothing either.
    await page.keyboard.press('1');
    await page.keyboard.press('Delete');
    assert.deepEqual(await takeEvents(page), []);
    await page.click('#b button[data-action="undo"]');
    assert.deepEqual(await takeEvents(page), [{ id: 'b', type: 'change', detail: { bd } }]);
    assert.equal(await page.getAttribute('#b [role="grid"]', 'data-solved'), 'false');
    assert.equal((await padState(page, 'b')).enabled[solution[last]], true);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a Sudoku from the pad and the keyboard', async () => {
    const { page, problems, close } = await openHost();
    await mount(page, 's', { bd: SUDOKU_81, pad: '' });
    const puzzle = api.decode(SUDOKU_81).board;
    assert.equal(await onEl(page, 's', (el) => el.board.variant), 'sudoku');
    const open = [...puzzle.givens].findIndex((g) => g === '.');
    await page.click(`#s [data-cell="${nameOf(open)}"]`);
    await page.click('#s button[data-digit="9"]');
    const one = withPlaced(puzzle, open, '9');
    await page.keyboard.press('ArrowRight');
    const next = open + 1;
    assert.equal(puzzle.givens[next], '.', 'the next cell is open too');
    await page.keyboard.press('2');
    assert.deepEqual((await takeEvents(page)).map((e) => e.detail.bd), [position(one), position(withPlaced(one, next, '2'))]);
    assert.deepEqual(api.decode(await onEl(page, 's', (el) => el.bd)).board.placed, withPlaced(one, next, '2').placed);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a phone (390 x 844, touch): the pad shows by itself; a tapped cell, then a tapped pad digit, enters it', async () => {
    const { page, problems, close } = await openHost({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), true, 'a touch screen');
    await mount(page, 'b', { bd: LEGACY_162 });
    const pad = await padState(page, 'b');
    assert.equal(pad.visible, true);
    await page.tap('#b [data-cell="r1c2"]');
    await page.tap('#b button[data-digit="7"]');
    assert.deepEqual(await takeEvents(page), [{ id: 'b', type: 'change', detail: { bd: position(withPlaced(api.decode(LEGACY_162).board, 1, '7')) } }]);
    const box = await page.locator('#b').boundingBox();
    assert.ok(box && box.width <= 390, `fits (${box?.width})`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scroll');
    // Every pad button's label on one line ("Pencil: off" the widest).
    const wrapped = await page.$eval('#b', (el) => [...el.shadowRoot.querySelectorAll('.pad button')].filter((b) => {
      const range = document.createRange();
      range.selectNodeContents(b);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
    }).map((b) => b.textContent));
    assert.deepEqual(wrapped, []);
    assert.deepEqual(problems, []);
    await close();
  });

  test('figure: a real hint\'s figure (links, roles) drawn in the shadow root; gone after a move, or with figure = null', async () => {
    const hard = readFileSync(path.join(ROOT, 'tests/data/hodoku-grades-17clue-2000.tsv'), 'utf8').split('\n')
      .filter((l) => /\t(Extreme|Unfair)\t/.test(l)).map((l) => l.split('\t')[0]);
    let found = null;
    for (const text of hard.slice(0, 40)) {
      found = positionWhere(api, text, (h) => h.figure.links.length >= 2 && h.figure.candidates.length >= 1);
      if (found) break;
    }
    assert.ok(found, 'a step with links on the way');
    const { board, hint } = found;
    const { page, problems, close } = await openHost();
    await mount(page, 'b', { bd: LEGACY_162 });
    const drawn = () => onEl(page, 'b', (el) => ({
      links: [...el.shadowRoot.querySelectorAll('[data-link]')].map((e) => e.getAttribute('data-link')),
      roles: el.shadowRoot.querySelectorAll('[data-role]').length,
      marks: [...el.shadowRoot.querySelectorAll('[data-role][data-digit]')].map((e) => [Number(e.getAttribute('data-cell')), Number(e.getAttribute('data-digit')), e.getAttribute('data-role')]),
      text: el.shadowRoot.querySelector('.figure-text').textContent,
      figure: el.figure,
    }));
    await onEl(page, 'b', (el, [b, f]) => { el.board = b; el.figure = f; }, [board, hint.figure]);
    const shown = await drawn();
    assert.deepEqual(shown.links, hint.figure.links.map((l) => (l.strong ? 'strong' : 'weak')));
    assert.deepEqual(shown.marks, hint.figure.candidates.map((c) => [c.cell, c.digit, c.role]));
    assert.ok(shown.roles >= hint.figure.candidates.length + hint.figure.cells.length + hint.figure.houses.length);
    assert.ok(shown.text.length > 0, 'told to screen readers');
    assert.deepEqual(shown.figure, hint.figure);
    await page.locator('#b').screenshot({ path: artifact('element-figure.png') });

    // The next move takes it away.
    const open = [...board.placed].findIndex((p, i) => p === '.' && board.givens[i] === '.');
    await page.click(`#b [data-cell="${nameOf(open)}"]`);
    await page.keyboard.press('Shift+1');
    const after = await drawn();
    assert.deepEqual([after.links, after.roles, after.figure], [[], 0, null]);
    // figure = null too.
    await onEl(page, 'b', (el, f) => { el.figure = f; }, hint.figure);
    assert.ok((await drawn()).roles > 0);
    await onEl(page, 'b', (el) => { el.figure = null; });
    assert.deepEqual((await drawn()).roles, 0);
    assert.deepEqual((await takeEvents(page)).map((e) => e.type), ['change']);
    assert.deepEqual(problems, []);
    await close();
  });
});
