// A hint's figure drawn over the board (www/board/figure-layer.js): its pure
// parts in node (the text for screen readers, house outlines, link curves,
// the candidate moves of Fill, Reset and an applied hint), the layer
// itself in Chromium drawing a figure of every role (the DOM contract that
// tests outside the project read: data-link on links; data-cell, data-digit
// and data-role on marked candidates), and the player's hints: the figure
// of a real hint drawn and cleared by the next move, an elimination step
// marked and applied without filling any other cell, Fill candidates
// keeping what the hint removed and Reset candidates bringing it back.
// Screenshots go to test-artifacts/figure-*.png.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SUDOKU_81, artifact, browserSuite, readCells } from './helpers.mjs';
import { candidatePoint, linkGeometry, outlineLoops, outlinePath } from '../../www/board/figure-geometry.js';
import { figureText, houseName } from '../../www/board/figure-text.js';
import { candidatesWhereNone, fillCandidates, resetCandidates } from '../../www/model/moves.js';
import { fromBoardObject } from '../../www/model/board-object.js';
import { controlStates } from '../../www/board/controls.js';

/** A figure with every role, kind of house and link: what the layer is shown drawing. */
const EVERY_ROLE = {
  candidates: [
    { cell: 1, digit: 5, role: 'eliminated' },
    { cell: 1, digit: 7, role: 'eliminated' },
    { cell: 11, digit: 4, role: 'placed' },
    { cell: 20, digit: 1, role: 'base' },
    { cell: 20, digit: 2, role: 'cover' },
    { cell: 20, digit: 3, role: 'fin' },
    { cell: 30, digit: 5, role: 'on' },
    { cell: 75, digit: 5, role: 'off' },
    { cell: 41, digit: 1, role: 'set-1' },
    { cell: 41, digit: 3, role: 'set-2' },
    { cell: 41, digit: 7, role: 'set-3' },
    { cell: 41, digit: 9, role: 'set-4' },
    { cell: 50, digit: 6, role: 'target' },
    { cell: 60, digit: 2, role: 'pattern' },
    { cell: 70, digit: 8, role: 'focus' },
    { cell: 35, digit: 5, role: 'on' },
    { cell: 80, digit: 5, role: 'off' },
  ],
  cells: [
    { cell: 44, role: 'focus' },
    { cell: 52, role: 'fin' },
    { cell: 62, role: 'set-1' },
    { cell: 65, role: 'pattern' },
    { cell: 64, role: 'target' },
  ],
  houses: [
    { kind: 'row', cells: [72, 73, 74, 75, 76, 77, 78, 79, 80], role: 'base' },
    { kind: 'column', cells: [8, 17, 26, 35, 44, 53, 62, 71, 80], role: 'cover' },
    { kind: 'box', cells: [30, 31, 32, 39, 40, 41, 48, 49, 50], role: 'focus' },
    { kind: 'compartment', cells: [1, 2, 3, 4], role: 'pattern' },
    { kind: 'line', cells: [6, 15, 24, 33, 42, 51, 60, 69, 78], role: 'fin' },
  ],
  links: [
    { from: { cell: 30, digit: 5 }, to: { cell: 35, digit: 5 }, strong: true },
    { from: { cell: 35, digit: 5 }, to: { cell: 80, digit: 5 }, strong: false },
    { from: { cell: 80, digit: 5 }, to: { cell: 75, digit: 5 }, strong: true },
    { from: { cell: 76, digit: 5, group: [76, 77] }, to: { cell: 30, digit: 5 }, strong: false },
  ],
};

describe('the figure layer\'s pure parts', () => {
  test('the text for screen readers tells candidates, cells, houses and chains', () => {
    const text = figureText({
      candidates: [{ cell: 45, digit: 5, role: 'eliminated' }, { cell: 45, digit: 3, role: 'eliminated' }, { cell: 46, digit: 4, role: 'placed' }],
      cells: [{ cell: 27, role: 'pattern' }, { cell: 28, role: 'pattern' }],
      houses: [{ kind: 'box', cells: [27, 28, 29, 36, 37, 38, 45, 46, 47], role: 'focus' }],
      links: [
        { from: { cell: 0, digit: 5 }, to: { cell: 63, digit: 5 }, strong: true },
        { from: { cell: 63, digit: 5 }, to: { cell: 66, digit: 5, group: [66, 67] }, strong: false },
      ],
    });
    assert.equal(text, 'r6c2: 4 placed; r6c1: 3, 5 eliminated; pattern cells r4c1, r4c2; outlined box 4 (focus); '
      + 'chain r1c1 5 => r8c1 5 -> (r8c4, r8c5) 5.');
    assert.equal(figureText({ candidates: [], cells: [], houses: [], links: [] }), '');
    assert.equal(figureText(null), '');
    assert.equal(houseName({ kind: 'compartment', cells: [1, 2, 3] }), 'compartment r1c2-r1c4');
    assert.equal(houseName({ kind: 'line', cells: [6, 15, 24] }), 'column 7');
    assert.equal(houseName({ kind: 'line', cells: [9, 10, 11] }), 'row 2');
    assert.equal(houseName({ kind: 'row', cells: [9, 10] }), 'row 2');
  });

  test('a house\'s outline goes round the union of its cells', () => {
    assert.deepEqual(outlineLoops([0, 1, 9, 10]), [[[0, 0], [2, 0], [2, 2], [0, 2]]]);
    // An L of three cells: six corners; two cells apart: two loops.
    const [ell] = outlineLoops([0, 9, 10]);
    assert.equal(ell.length, 6);
    assert.equal(outlineLoops([0, 2]).length, 2);
    // A row, inset: inside the cells' boundary, rounded.
    const d = outlinePath([9, 10, 11, 12, 13, 14, 15, 16, 17], 5, 16);
    assert.match(d, /^M5 121Q5 105 21 105L879 105Q895 105 895 121/);
    assert.ok(d.endsWith('Z'));
  });

  test('a link bends sideways and ends off the discs, with its head at the end', () => {
    const a = candidatePoint(0, 5);
    const b = candidatePoint(8, 5);
    assert.deepEqual(a, [50, 50]);
    const { path, head } = linkGeometry(a, b);
    const [sx, sy, cx, cy] = path.slice(1).split(/[ Q]/).map(Number);
    assert.ok(sx > 50 && sx < 70 && sy < 50, `starts off the first disc: ${path}`);
    assert.ok(cy < 0 || cy === 8, `bends up, away from the row's digits: ${path}`);
    assert.ok(cx > 300 && cx < 600);
    assert.match(head, /^M\d/);
  });

  test('Fill keeps removed candidates out, Reset brings them back, an applied hint fills only its cells', () => {
    const board = {
      variant: 'sudoku', givens: `1${'.'.repeat(80)}`, placed: '.'.repeat(81), black: '0'.repeat(81), candidates: null, solution: null,
    };
    const start = fromBoardObject(board);
    const masks = Array(81).fill(0b111111110);
    masks[0] = 0;
    // The player's cell 1 holds 2, 3 and 1 (which the rules forbid); cell 2 holds 4.
    const cands = [...start.cands];
    cands[1] = 0b111;
    cands[2] = 0b1000;
    const noted = { ...start, cands };
    const filled = fillCandidates(noted, masks);
    assert.equal(filled.cands[1], 0b110, 'only the forbidden 1 goes');
    assert.equal(filled.cands[2], 0b1000, 'nothing comes back');
    assert.equal(filled.cands[3], masks[3], 'an empty cell gets the rules\' candidates');
    assert.equal(filled.cands[0], 0, 'a given gets none');
    const reset = resetCandidates(filled, masks);
    assert.deepEqual(reset.cands.slice(1), masks.slice(1));
    const hinted = candidatesWhereNone(noted, masks, [2, 5]);
    assert.equal(hinted.cands[2], 0b1000, 'a cell with candidates keeps them');
    assert.equal(hinted.cands[5], masks[5]);
    assert.equal(hinted.cands.filter((m) => m).length, 3, 'no other cell is filled');
    const facts = { solved: false, solution: null, canUndo: false, canRedo: false, masks };
    assert.deepEqual([controlStates({ ...facts, state: reset }).fill, controlStates({ ...facts, state: reset }).reset], [false, false]);
    assert.deepEqual([controlStates({ ...facts, state: filled }).fill, controlStates({ ...facts, state: filled }).reset], [false, true]);
    assert.deepEqual([controlStates({ ...facts, state: noted }).fill, controlStates({ ...facts, state: noted }).reset], [true, true]);
  });
});

const env = browserSuite();

/** A phone and a desktop, light and dark, as the screenshots are taken. */
const LOOKS = [
  ['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
  ['desktop', { viewport: { width: 1280, height: 900 } }],
];

/** What the page's figure layer holds: its marked candidates, cells, houses and links. */
function drawn(page) {
  return page.$eval('#board svg.figure', (svg) => ({
    shown: getComputedStyle(svg).display !== 'none',
    candidates: [...svg.querySelectorAll('[data-digit]')].map((e) => [Number(e.getAttribute('data-cell')), Number(e.getAttribute('data-digit')), e.getAttribute('data-role')]),
    cells: [...svg.querySelectorAll('[data-cell]:not([data-digit])')].map((e) => [Number(e.getAttribute('data-cell')), e.getAttribute('data-role')]),
    houses: [...svg.querySelectorAll('[data-house]')].map((e) => e.getAttribute('data-house')),
    links: [...svg.querySelectorAll('[data-link]')].map((e) => e.getAttribute('data-link')),
    faint: svg.querySelectorAll('.fig-faint-digit').length,
    text: document.querySelector('.figure-text')?.textContent ?? '',
  }));
}

const sorted = (list) => list.map((x) => JSON.stringify(x)).sort();

/** Presses Hint twice (where to look, then the step) and waits for the step's figure to be on show. */
async function showHint(page) {
  await page.click('#hint');
  await page.waitForSelector('#info[data-kind="hint"]');
  if ((await page.textContent('#info')).startsWith('Look at')) {
    await page.click('#hint');
    await page.waitForFunction(() => !document.getElementById('info').textContent.startsWith('Look at'));
  }
}

/** Presses Hint again to apply the hint on show. */
async function applyHint(page) {
  await page.click('#hint');
  await page.waitForSelector('#info:not([data-kind="hint"])');
}

/** The candidates each cell shows, as digit lists (none: []). */
async function shownCandidates(page) {
  return (await readCells(page)).map((c) => c.cands.filter(Boolean).map(Number));
}

describe('the figure layer in Chromium', () => {
  test('draws a figure of every role over the board, keeping the DOM contract', async () => {
    for (const [name, options] of LOOKS) {
      for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
        const { page, problems, close } = await env.openPage({ ...options, colorScheme });
        await env.load(page, `index.html#bd=${SUDOKU_81}`);
        const puzzle = env.api.decode(SUDOKU_81).board;
        const masks = env.api.candidates(puzzle);
        const result = await page.evaluate(async ({ figure, givens, masks }) => {
          const { createFigureLayer } = await import('/board/figure-layer.js');
          const board = /** @type {HTMLElement} */ (document.getElementById('board'));
          const layer = createFigureLayer();
          board.append(layer.element);
          board.after(layer.text);
          // The board's position (SUDOKU_81, nothing noted), drawn on by a layer of the test's own.
          const state = {
            variant: 'sudoku', black: Array(81).fill(false), givens, placed: Array(81).fill(0), cands: Array(81).fill(0), solution: null,
          };
          const times = [];
          for (let n = 0; n < 20; n++) {
            const t0 = performance.now();
            layer.draw(figure, { state: { ...state }, masks });
            times.push(performance.now() - t0);
          }
          const svg = layer.element;
          const box = svg.getBoundingClientRect();
          const cells = [...board.querySelectorAll('[role="gridcell"]')].map((c) => c.getBoundingClientRect());
          // A point over a marked candidate still reaches the cell below.
          const [x, y] = [cells[40].left + cells[40].width / 2, cells[40].top + cells[40].height / 2];
          const hit = document.elementFromPoint(x, y)?.closest('[role="gridcell"]')?.getAttribute('data-cell');
          // The link elements are the layer's only ones with data-link; they
          // and the marks stay attached after another draw of the same figure.
          layer.draw(figure, { state, masks });
          return {
            times: times.sort((a, b) => a - b),
            box: [box.left, box.top, box.right, box.bottom],
            grid: [cells[0].left, cells[0].top, cells[80].right, cells[80].bottom],
            hit,
            pointer: getComputedStyle(svg).pointerEvents,
            links: [...svg.querySelectorAll('[data-link]')].map((e) => [e.tagName, e.getAttribute('data-link')]),
            candidates: [...svg.querySelectorAll('[data-digit]')].map((e) => [Number(e.getAttribute('data-cell')), Number(e.getAttribute('data-digit')), e.getAttribute('data-role')]),
            faint: svg.querySelectorAll('.fig-faint-digit').length,
            text: layer.text.textContent,
          };
        }, { figure: EVERY_ROLE, givens: [...puzzle.givens].map((c) => Number(c) || 0), masks: [...masks] });
        // The layer lies exactly over the cells.
        result.box.forEach((v, i) => assert.ok(Math.abs(v - result.grid[i]) < 1.5, `${name}: layer ${result.box} over cells ${result.grid}`));
        assert.equal(result.pointer, 'none');
        assert.equal(result.hit, 'r5c5', 'pointer events reach the cell under the layer');
        assert.deepEqual(result.links, EVERY_ROLE.links.map((l) => ['g', l.strong ? 'strong' : 'weak']));
        assert.deepEqual(sorted(result.candidates), sorted(EVERY_ROLE.candidates.map((c) => [c.cell, c.digit, c.role])));
        assert.ok(result.faint > 0, 'the rules\' candidates of the cells it is about, faintly');
        assert.match(result.text, /^r2c3: 4 placed; r1c2: 5, 7 eliminated;/);
        // Twenty draws all ran; how long one takes is the benchmark's (bench-figure-draw.mjs, docs/benchmarks.md),
        // not a test's: a busy two-core machine fails any limit now and then.
        assert.equal(result.times.length, 20);
        await page.locator('#board').screenshot({ path: artifact(`figure-roles-${name}-${colorScheme}.png`) });
        assert.deepEqual(problems, []);
        await close();
      }
    }
  });
});

describe('a hint\'s figure in the player', () => {
  test('a step in three presses: where to look (its houses outlined, nothing given away), then its figure and words, then applied', async () => {
    const { page, problems, close } = await env.openPage();
    await env.load(page, `index.html#bd=${SUDOKU_81}`);
    const step = env.api.hint(env.api.decode(SUDOKU_81).board);
    assert.ok(step.figure.houses.length > 0, 'the step outlines a house');
    await page.click('#hint');
    await page.waitForSelector('#info[data-kind="hint"]');
    assert.match(await page.textContent('#info'), new RegExp(`^Look at (row|column|box) \\d: a ${step.strategy}\\. Press Hint again to see it\\.$`));
    assert.equal(await page.locator('[data-house]').count(), step.figure.houses.length, 'its houses outlined');
    assert.equal(await page.locator('svg [data-role][data-digit]').count(), 0, 'no candidate given away');
    assert.equal(await page.locator('.cell.is-hint, .cell.is-hint-target').count(), 0, 'no cell given away');
    const before = (await readCells(page)).map((c) => c.label);
    await page.click('#hint');
    await page.waitForFunction(() => !document.getElementById('info').textContent.startsWith('Look at'));
    assert.equal(await page.textContent('#info'), `${step.text}. Press Hint again to apply it.`);
    assert.equal(await page.locator('svg [data-role="placed"][data-digit]').count(), step.placements.length);
    assert.deepEqual((await readCells(page)).map((c) => c.label), before, 'nothing applied yet');
    await page.click('#hint');
    await page.waitForFunction(() => document.getElementById('info').textContent.startsWith('Applied'));
    const [cell, digit] = step.placements[0];
    assert.ok((await page.getAttribute(`[data-index="${cell}"]`, 'aria-label')).includes(`, ${digit}, placed`));
    assert.deepEqual(problems, []);
    await close();
  });

  test('a hint draws its figure (the placed candidate, its cells), and the next move clears it', async () => {
    const { page, problems, close } = await env.openPage();
    await env.load(page, `index.html#bd=${SUDOKU_81}`);
    const step = env.api.hint(env.api.decode(SUDOKU_81).board);
    assert.equal(step.kind, 'step');
    assert.ok(step.placements.length > 0, JSON.stringify(step));
    assert.equal((await drawn(page)).shown, false, 'no figure before a hint');
    await showHint(page);
    const figure = await drawn(page);
    assert.equal(figure.shown, true);
    assert.deepEqual(sorted(figure.candidates), sorted(step.figure.candidates.map((c) => [c.cell, c.digit, c.role])));
    for (const [i, d] of step.placements) assert.ok(figure.candidates.some(([c, g, r]) => c === i && g === d && r === 'placed'), `${d} placed in ${i}`);
    assert.deepEqual(sorted(figure.cells), sorted(step.figure.cells.map((c) => [c.cell, c.role])));
    assert.ok(figure.cells.length > 0, 'the step\'s cells are marked');
    for (const { role } of step.figure.cells) assert.ok(['pattern', 'focus', 'target'].includes(role), role);
    assert.equal(figure.links.length, step.figure.links.length);
    const [cell, digit] = step.placements[0];
    assert.match(figure.text, new RegExp(`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}: ${digit} placed`));
    // Undrawn by a move: a candidate noted anywhere.
    const empty = (await readCells(page)).find((c) => c.kind === 'empty').cell;
    await page.click(`[data-cell="${empty}"]`);
    await page.keyboard.press('Shift+Digit1');
    const after = await drawn(page);
    assert.equal(after.shown, false);
    assert.deepEqual([after.candidates, after.cells, after.links, after.text], [[], [], [], '']);
    // Shown again, then applied: gone with the hint.
    await showHint(page);
    assert.equal((await drawn(page)).shown, true);
    await applyHint(page);
    assert.equal((await drawn(page)).shown, false);
    assert.deepEqual(problems, []);
    await close();
  });

  test('an elimination step marks its candidates eliminated; applying it removes exactly them; Fill keeps them out, Reset brings them back', async () => {
    const { api } = env;
    const { page, problems, close } = await env.openPage({ viewport: { width: 1280, height: 900 } });
    await env.load(page, `index.html#bd=${SUDOKU_81}`);
    // Hints (placements) until the next step eliminates, as the player would play them.
    let board = api.decode(SUDOKU_81).board;
    let step = api.hint(board);
    for (let n = 0; !step.eliminations.length; n++) {
      assert.ok(n < 30 && step.kind === 'step', 'a step that eliminates comes soon');
      await showHint(page);
      await applyHint(page);
      const placed = [...board.placed];
      for (const [i, d] of step.placements) placed[i] = String(d);
      board = { ...board, placed: placed.join('') };
      step = api.hint(board);
    }
    assert.equal(step.placements.length, 0, step.text);
    const before = await shownCandidates(page);
    assert.ok(before.every((c) => c.length === 0), 'no candidates are noted');
    await showHint(page);
    const figure = await drawn(page);
    const eliminated = figure.candidates.filter(([, , role]) => role === 'eliminated').map(([c, d]) => [c, d]);
    assert.deepEqual(sorted(eliminated), sorted(step.eliminations));
    assert.ok(figure.faint > 0, 'the rules\' candidates of the cells the step is about are shown faintly');
    assert.match(figure.text, /eliminated/);
    await page.screenshot({ path: artifact('figure-hint-desktop-light.png') });

    // Applied: the eliminated cells get the rules' candidates less the eliminated; no other cell is filled.
    await applyHint(page);
    const rules = api.candidates(board);
    const expected = before.map(() => /** @type {number[]} */ ([]));
    for (const [i] of step.eliminations) {
      const gone = step.eliminations.filter(([c]) => c === i).map(([, d]) => d);
      expected[i] = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => rules[i] & (1 << (d - 1)) && !gone.includes(d));
    }
    assert.deepEqual(await shownCandidates(page), expected);
    assert.equal((await drawn(page)).shown, false);

    // Fill candidates: the other open cells get the rules' candidates; the eliminated stay out.
    const open = (await readCells(page)).map((c) => c.kind === 'empty' || c.kind === 'candidates');
    const allowed = (i) => (open[i] ? [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => rules[i] & (1 << (d - 1))) : []);
    assert.equal(await page.isDisabled('#reset'), false);
    await page.click('#fill');
    const filled = await shownCandidates(page);
    for (let i = 0; i < 81; i++) assert.deepEqual(filled[i], expected[i].length ? expected[i] : allowed(i), `cell ${i}`);
    assert.equal(await page.isDisabled('#fill'), true, 'Fill has nothing more to do');
    // Reset candidates: every rules candidate back, in one undo step.
    await page.click('#reset');
    const reset = await shownCandidates(page);
    for (let i = 0; i < 81; i++) assert.deepEqual(reset[i], allowed(i), `cell ${i}`);
    assert.equal(await page.isDisabled('#reset'), true, 'Reset has nothing more to do');
    await page.click('#undo');
    assert.deepEqual(await shownCandidates(page), filled);
    assert.deepEqual(problems, []);
    await close();
  });

  test('screenshots of a hint with a figure: phone and desktop, light and dark', async () => {
    for (const [name, options] of LOOKS) {
      for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
        const { page, problems, close } = await env.openPage({ ...options, colorScheme });
        await env.load(page, `index.html#bd=${SUDOKU_81}`);
        await showHint(page);
        const figure = await drawn(page);
        assert.ok(figure.candidates.length > 0);
        await page.screenshot({ path: artifact(`figure-${name}-${colorScheme}.png`) });
        assert.deepEqual(problems, []);
        await close();
      }
    }
  });
});
