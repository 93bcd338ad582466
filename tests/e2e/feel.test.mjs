// How the player feels to a newcomer used to str8ts.com and SudokuPad: the
// selected cell's compartment shaded, givens never marked by a rule break,
// the keys going back to the board after a button click, a digit with no
// cell selected saying what to do, SudokuPad's mode keys (Z, X, C, Tab) and
// multi-selection (one undo step per action), and the finished state.
// Expected values come from the same wasm package loaded in node.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LEGACY_162, SUDOKU_81, almostSolvedLegacy, browserSuite, cellIndex, cellName } from './helpers.mjs';
import { boardKey } from '../../www/board/keys.js';
import { NO_SELECTION, SOLVED_BOARD } from '../../www/shared/messages.js';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });

const { openPage, load } = env;

/** The names of the cells matching `selector`, sorted. */
const cellsWhere = (page, selector) => page.$$eval(selector, (cells) => cells.map((c) => c.dataset.cell).sort());

/** The accessible label of cell `name`. */
const label = (page, name) => page.getAttribute(`[data-cell="${name}"]`, 'aria-label');

/** The cell that has the keyboard focus (its name), or the focused element's tag. */
const focused = (page) => page.evaluate(() => document.activeElement?.dataset.cell ?? document.activeElement?.id
  ?? document.activeElement?.tagName);

/** Whether candidate mode is on, as the mode button says. */
const candidateMode = async (page) => (await page.getAttribute('#mode', 'aria-pressed')) === 'true';

/** The computed background colour of cell `name`. */
const background = (page, name) => page.$eval(`[data-cell="${name}"]`, (c) => getComputedStyle(c).backgroundColor);

/** CIE L*a*b* of a CSS "rgb(r, g, b)" colour (sRGB, D65). */
function lab(css) {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c > 0.04045 ? ((c + 0.055) / 1.055) ** 2.4 : c / 12.92;
  });
  const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047);
  const y = f(r * 0.2126 + g * 0.7152 + b * 0.0722);
  const z = f((r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** How far apart two CSS colours look (CIE76 ΔE: about 2.3 is just noticeable). */
const deltaE = (a, b) => Math.hypot(...lab(a).map((v, k) => v - lab(b)[k]));

describe('what the board shows', () => {
  test('the selected cell\'s compartments are shaded apart from the rest of its row and column (light and dark); not in Sudoku', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    const regions = api.regions(api.decode(LEGACY_162).board);
    const focus = cellIndex('r3c2');
    const expected = [...new Set(regions.filter((r) => r.includes(focus)).flat().map(cellName))].sort();
    // weekly001: r3c1-r3c3 across (the black 9 at r3c4 ends it), r1c2-r4c2 down.
    assert.deepEqual(expected, ['r1c2', 'r2c2', 'r3c1', 'r3c2', 'r3c3', 'r4c2']);
    await page.click('[data-cell="r3c2"]');
    assert.deepEqual(await cellsWhere(page, '.is-compartment'), expected);
    // r3c6 is in the row but not in the compartment; r1c1 is in neither.
    assert.match(await page.getAttribute('[data-cell="r3c6"]', 'class'), /\bis-related\b/);
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      const [compartment, related, plain] = await Promise.all(['r3c3', 'r3c6', 'r1c1'].map((n) => background(page, n)));
      // Told apart at a glance: on the dark board a step of 15 (the old
      // dark tints were 11 apart, and players could not tell them apart).
      const step = scheme === 'dark' ? 15 : 9;
      assert.ok(deltaE(compartment, related) >= step, `${scheme}: compartment against row, ΔE ${deltaE(compartment, related)}`);
      assert.ok(deltaE(related, plain) >= 5, `${scheme}: row against the rest, ΔE ${deltaE(related, plain)}`);
      assert.ok(deltaE(compartment, plain) >= step, `${scheme}: compartment against the rest`);
    }
    // A black cell has no compartment.
    await page.click('[data-cell="r3c4"]');
    assert.deepEqual(await cellsWhere(page, '.is-compartment'), []);
    // Sudoku keeps its row, column and box, without compartments.
    await load(page, `index.html#bd=${SUDOKU_81}`);
    await page.click('[data-cell="r5c5"]');
    assert.deepEqual(await cellsWhere(page, '.is-compartment'), []);
    assert.equal((await cellsWhere(page, '.is-related')).length, 20);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a rule break marks the player\'s digit, never a given or a black clue', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    const givenColour = await page.$eval('[data-cell="r1c8"] .digit', (d) => getComputedStyle(d).color);
    // 4 at r1c6 repeats the given 4 of r1c8; 9 at r3c6 the black clue 9 of r3c4.
    await page.click('[data-cell="r1c6"]');
    await page.keyboard.press('4');
    await page.click('[data-cell="r3c6"]');
    await page.keyboard.press('9');
    await page.click('[data-cell="r9c9"]');
    const board = api.decode(LEGACY_162).board;
    const placed = [...board.placed];
    placed[cellIndex('r1c6')] = '4';
    placed[cellIndex('r3c6')] = '9';
    const broken = new Set(api.conflicts({ ...board, placed: placed.join('') }).flatMap((c) => c.cells).map(cellName));
    assert.ok(broken.has('r1c8') && broken.has('r3c4'), 'the engine counts the given and the clue in the breaks');
    const marked = await cellsWhere(page, '.is-conflict');
    assert.ok(marked.includes('r1c6') && marked.includes('r3c6'), String(marked));
    for (const name of marked) assert.equal(await page.getAttribute(`[data-cell="${name}"]`, 'data-kind'), 'placed', name);
    assert.equal(await label(page, 'r1c6'), 'r1c6, 4, placed, conflict');
    assert.equal(await label(page, 'r1c8'), 'r1c8, 4, given');
    assert.equal(await label(page, 'r3c4'), 'r3c4, black, 9');
    assert.equal(await page.$eval('[data-cell="r1c8"] .digit', (d) => getComputedStyle(d).color), givenColour);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('keys and buttons', () => {
  test('after a click on Undo (or a pad digit) the keys act on the board; a button pressed from the keyboard keeps the focus', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('5');
    await page.keyboard.press('6');
    await page.click('#undo');
    assert.equal(await label(page, 'r1c1'), 'r1c1, 5, placed');
    assert.equal(await focused(page), 'r1c1');
    // Space switches candidate mode instead of pressing Undo again.
    await page.keyboard.press('Space');
    assert.equal(await candidateMode(page), true);
    assert.equal(await label(page, 'r1c1'), 'r1c1, 5, placed');
    // Enter is not Undo either.
    await page.keyboard.press('Enter');
    assert.equal(await label(page, 'r1c1'), 'r1c1, 5, placed');
    // A pad digit (candidate mode on) then an arrow and another key.
    await page.click('[data-cell="r1c2"]');
    await page.click('[data-digit="3"]');
    assert.equal(await label(page, 'r1c2'), 'r1c2, candidates 3');
    assert.equal(await focused(page), 'r1c2');
    await page.keyboard.press('Space');
    assert.equal(await candidateMode(page), false);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('7');
    assert.equal(await label(page, 'r1c3'), 'r1c3, 7, placed');
    // Undo reached with the keyboard and pressed with Enter keeps the focus.
    await page.focus('#undo');
    await page.keyboard.press('Enter');
    assert.equal(await label(page, 'r1c3'), 'r1c3, empty');
    assert.equal(await focused(page), 'undo');
    await page.keyboard.press('Enter');
    assert.equal(await label(page, 'r1c2'), 'r1c2, empty');
    assert.deepEqual(problems, []);
    await close();
  });

  test('a digit with no cell selected says how to select one', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    assert.equal(NO_SELECTION, 'Select a cell first: click it, or use the arrow keys.');
    await page.keyboard.press('5');
    assert.equal(await page.textContent('#info'), NO_SELECTION);
    await page.evaluate(() => document.getElementById('info').replaceChildren());
    assert.equal(await page.isDisabled('[data-digit="5"]'), false);
    await page.click('[data-digit="5"]');
    assert.equal(await page.textContent('#info'), NO_SELECTION);
    // Escape lets go of the selection: the next digit asks again and changes nothing.
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('Escape');
    assert.deepEqual(await cellsWhere(page, '[aria-selected="true"]'), []);
    await page.evaluate(() => document.getElementById('info').replaceChildren());
    await page.keyboard.press('5');
    assert.equal(await page.textContent('#info'), NO_SELECTION);
    assert.equal(await label(page, 'r1c1'), 'r1c1, empty');
    // The arrows then go on from the last cell.
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await cellsWhere(page, '[aria-selected="true"]'), ['r1c2']);
    assert.deepEqual(problems, []);
    await close();
  });

  test('SudokuPad\'s mode keys: Z digits, X and C candidates, Tab on the board switches; Shift+Tab and Escape leave', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.click('[data-cell="r1c1"]');
    const steps = [['x', true], ['x', true], ['z', false], ['c', true], ['Shift+KeyZ', false], ['Tab', true], ['Tab', false]];
    for (const [key, on] of steps) {
      await page.keyboard.press(key);
      assert.equal(await candidateMode(page), on, key);
      assert.equal(await focused(page), 'r1c1', `${key} keeps the focus on the board`);
    }
    await page.keyboard.press('x');
    await page.keyboard.press('4');
    assert.equal(await label(page, 'r1c1'), 'r1c1, candidates 4');
    // Shift+Tab leaves the board (and leaves the mode as it is).
    await page.keyboard.press('Shift+Tab');
    assert.equal(await candidateMode(page), true);
    assert.equal(await page.evaluate(() => document.getElementById('board').contains(document.activeElement)), false);
    // Escape lets go of the board: Tab then goes on to the digit pad.
    await page.click('[data-cell="r1c2"]');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.digit), '1');
    assert.equal(await candidateMode(page), true);
    assert.deepEqual(problems, []);
    await close();
  });

  test('the mode keys as boardKey reads them (the <str8ts-board> element reads them too: they switch its Pencil while its pad shows it, else do nothing)', () => {
    const key = (k, code, mods = {}) => ({ key: k, code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
    assert.deepEqual(boardKey(key('z', 'KeyZ')), { command: 'mode', candidate: false });
    assert.deepEqual(boardKey(key('Z', 'KeyZ', { shiftKey: true })), { command: 'mode', candidate: false });
    assert.deepEqual(boardKey(key('x', 'KeyX')), { command: 'mode', candidate: true });
    assert.deepEqual(boardKey(key('c', 'KeyC')), { command: 'mode', candidate: true });
    assert.deepEqual(boardKey(key(' ', 'Space')), { command: 'mode' });
    assert.equal(boardKey(key('v', 'KeyV')), null);
    assert.deepEqual(boardKey(key('z', 'KeyZ', { ctrlKey: true })), { command: 'undo' });
    assert.equal(boardKey(key('x', 'KeyX', { ctrlKey: true })), null, 'Ctrl+X stays the browser\'s');
  });
});

describe('several cells at once', () => {
  test('Ctrl-click and Shift-click add cells; a candidate, a digit or Delete acts on all of them, one undo step each', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    const selected = () => cellsWhere(page, '[aria-selected="true"]');
    await page.click('[data-cell="r1c1"]');
    await page.click('[data-cell="r1c2"]', { modifiers: ['Control'] });
    assert.deepEqual(await selected(), ['r1c1', 'r1c2']);
    assert.deepEqual(await cellsWhere(page, '.is-selected'), ['r1c1', 'r1c2'], 'every selected cell is drawn');
    await page.keyboard.press('x');
    await page.keyboard.press('5');
    assert.equal(await label(page, 'r1c1'), 'r1c1, candidates 5');
    assert.equal(await label(page, 'r1c2'), 'r1c2, candidates 5');
    await page.keyboard.press('Control+z');
    assert.equal(await label(page, 'r1c1'), 'r1c1, empty');
    assert.equal(await label(page, 'r1c2'), 'r1c2, empty');
    // SudokuPad's rule: some have it, so it is added to all; all have it, so it goes.
    await page.keyboard.press('Control+y');
    await page.click('[data-cell="r1c3"]', { modifiers: ['Shift'] });
    assert.deepEqual(await selected(), ['r1c1', 'r1c2', 'r1c3']);
    await page.keyboard.press('5');
    assert.equal(await label(page, 'r1c3'), 'r1c3, candidates 5');
    await page.keyboard.press('5');
    for (const name of ['r1c1', 'r1c2', 'r1c3']) assert.equal(await label(page, name), `${name}, empty`);
    // Digit mode: every selected cell but the given r1c8 gets the 7.
    await page.click('[data-cell="r1c8"]', { modifiers: ['Shift'] });
    await page.keyboard.press('z');
    await page.keyboard.press('7');
    // (Three 7s in a row break the rules: the label says so, not asked here.)
    const digitLabel = async (name) => (await label(page, name)).replace(/, conflict$/, '');
    for (const name of ['r1c1', 'r1c2', 'r1c3']) assert.equal(await digitLabel(name), `${name}, 7, placed`);
    assert.equal(await label(page, 'r1c8'), 'r1c8, 4, given');
    await page.keyboard.press('Delete');
    for (const name of ['r1c1', 'r1c2', 'r1c3']) assert.equal(await label(page, name), `${name}, empty`);
    await page.keyboard.press('Control+z');
    for (const name of ['r1c1', 'r1c2', 'r1c3']) assert.equal(await digitLabel(name), `${name}, 7, placed`);
    // Ctrl-click on a selected cell takes it away; a plain click selects one again.
    await page.click('[data-cell="r1c2"]', { modifiers: ['Control'] });
    assert.deepEqual(await selected(), ['r1c1', 'r1c3', 'r1c8']);
    await page.click('[data-cell="r5c5"]');
    assert.deepEqual(await selected(), ['r5c5']);
    // Shift+arrows add the cells they pass.
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    assert.deepEqual(await selected(), ['r5c5', 'r5c6', 'r6c6']);
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await selected(), ['r6c5']);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('the finished state', () => {
  test('the last digit: the time stops and is shown, the board is read-only, Play again and New puzzle are offered', async () => {
    const { puzzle, solution, last, placed } = almostSolvedLegacy(api);
    // Every candidate mask written (0 on the open cell): with its one naive
    // candidate the 243 form could not tell the open cell from a placed digit.
    const mask = (d) => (/[1-9]/.test(d) ? 1 << (Number(d) - 1) : 0);
    const candidates = Array.from({ length: 81 }, (_, i) => mask(placed[i]) || mask(puzzle.givens[i]));
    const text = api.encode({ ...puzzle, placed, candidates, solution: null }, 'str8ts-com');
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${encodeURIComponent(text)}`);
    await page.click(`[data-cell="${cellName(last)}"]`);
    await page.waitForTimeout(1100);
    await page.keyboard.press(solution[last]);
    await page.waitForSelector('body.is-solved');
    const line = await page.textContent('#standing-text');
    assert.match(line, /^Solved in 0:0[1-9] without a hint\.$/);
    const time = line.slice('Solved in '.length, -' without a hint.'.length);
    assert.equal(await page.textContent('#timer'), time);
    await page.waitForTimeout(1500);
    assert.equal(await page.textContent('#timer'), time, 'the clock stands still');
    assert.equal(await page.getAttribute('#board', 'aria-readonly'), 'true');
    assert.equal(await page.isVisible('#standing-action'), true);
    assert.equal(await page.textContent('#standing-action'), 'Play again');
    assert.equal(await page.isVisible('#standing-new'), true);
    assert.equal(await page.isDisabled('[data-digit="1"]'), true);
    // A key on the solved board changes nothing and says what is left to do.
    await page.click('[data-cell="r1c1"]');
    const before = await label(page, 'r1c1');
    await page.keyboard.press('Delete');
    assert.equal(await label(page, 'r1c1'), before);
    assert.equal(await page.textContent('#info'), SOLVED_BOARD);
    // New puzzle… opens the dialog.
    await page.click('#standing-new');
    assert.equal(await page.evaluate(() => document.getElementById('new-dialog').open), true);
    await page.click('#new-cancel');
    // Play again: the givens, the clock from 0 and play going on.
    await page.click('#standing-action');
    await page.waitForSelector('body:not(.is-solved)');
    assert.equal(await page.isHidden('#standing-new'), true);
    assert.equal(await label(page, cellName(last)), `${cellName(last)}, empty`);
    assert.deepEqual(problems, []);
    await close();
  });
});
