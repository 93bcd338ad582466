// Marks as Sudoku players know them from SudokuPad, in headless Chromium:
// corner and centre marks and cell colours entered by keyboard (B, C, V)
// and by the pad's Corner, Centre and Colour toggles; a placed digit hides
// its cell's marks; they are undone and redone like moves, saved with the
// game and back after a reload (with their undo steps); Str8ts offers
// colours but no corner or centre marks (its C stays Pencil); the pad's
// controls keep one line at 390 px; digits and marks on every colour keep
// their contrast, light and dark; screenshots of both widths and schemes.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LEGACY_162, SUDOKU_81, artifact, browserSuite, savedGameAt, storedRecords, writeStoredRecord } from './helpers.mjs';
import { puzzleOf, sameBoard } from '../../www/model/game.js';
import { History } from '../../www/model/history.js';
import { applyChange, changeText } from '../../www/model/changes.js';
import { eraseTop, marksText, toggleColour, toggleMark, withMarks } from '../../www/model/marks.js';
import { gameRecord, readRecord } from '../../www/store/record.js';

const env = browserSuite();
const { openPage, load } = env;

const SUDOKU = `index.html#bd=${SUDOKU_81}`;

/** What cell `name` draws: its label, digit, corner marks (in their slots), centre marks and colour. */
function drawn(page, name) {
  return page.$eval(`[data-cell="${name}"]`, (c) => ({
    label: c.getAttribute('aria-label'),
    digit: c.querySelector('.digit')?.textContent ?? '',
    corner: [...c.querySelectorAll('.corner-mark')].map((s) => s.dataset.text ?? '').join(''),
    centre: /** @type {HTMLElement | null} */ (c.querySelector('.centre-marks'))?.dataset.text ?? '',
    colour: c.dataset.colour ?? '',
  }));
}

/** Reloads the page and waits until it has drawn again. */
async function reload(page) {
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
}

/** Whether the mark mode button `id` is pressed. */
const pressed = async (page, id) => (await page.getAttribute(`#${id}`, 'aria-pressed')) === 'true';

/** The marks the test enters on SUDOKU_81 (r1c1 is a given 4, r1c2 and r1c3 are open). */
const EXPECTED = {
  r1c2: { label: 'r1c2, corner 1 3, colour orange', digit: '', corner: '13', centre: '', colour: '2' },
  r1c3: { label: 'r1c3, centre 5 6', digit: '', corner: '', centre: '56', colour: '' },
  r1c1: { label: 'r1c1, 4, given, colour cyan', digit: '4', corner: '', centre: '', colour: '7' },
};

/** Asserts that the cells of EXPECTED draw what it says. */
async function assertMarks(page, why) {
  for (const [name, want] of Object.entries(EXPECTED)) assert.deepEqual(await drawn(page, name), want, `${why}: ${name}`);
}

/** The WCAG contrast ratio of two computed CSS colours ("rgb(r, g, b)"). */
function contrast(a, b) {
  const lum = (css) => {
    const [r, g, bl] = css.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number).map((v) => v / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A bare Sudoku state of SUDOKU_81 (no engine needed: the marks' functions read none). */
function sudokuState() {
  const givens = Array.from(SUDOKU_81, (ch) => (ch === '.' ? 0 : Number(ch)));
  const zeros = new Array(81).fill(0);
  return { variant: 'sudoku', black: zeros.map(() => false), givens, placed: [...zeros], cands: [...zeros], solution: null };
}

describe('the marks in the model (node)', () => {
  test('toggles, the text form, changes and the record: round trips, and what does not fit is refused', () => {
    const puzzle = sudokuState();
    let s = toggleMark(puzzle, [1, 2], 'corner', 1);
    s = toggleMark(s, [1], 'corner', 3);
    s = toggleMark(s, [2], 'corner', 1); // r1c3 has 1: it goes there, r1c2 keeps its own
    s = toggleMark(s, [2], 'centre', 5);
    s = toggleColour(s, [0, 1], 2);
    assert.equal(marksText(s), '00c00201k00501c00202m010');
    // Marks make a different board (so History records them); none left leaves no layer behind.
    assert.equal(sameBoard(s, puzzle), false);
    assert.equal('colour' in toggleColour(toggleColour(puzzle, [5], 3), [5], 3), false);
    assert.deepEqual(withMarks(puzzle, marksText(s)), s);
    for (const bad of ['00k001', '81c001', '01c00a', '01k200', '01x001', '01k00']) assert.equal(withMarks(puzzle, bad), null, bad);
    // A change text carries the marks; applied, it gives the state back.
    assert.deepEqual(applyChange(puzzle, changeText(puzzle, s)), s);
    // Erase: the top layer of each cell (r1c1's given keeps its digit, loses its colour).
    const erased = eraseTop(s, [0, 1, 2]);
    assert.equal(marksText(erased), '01c002');
    assert.equal(marksText(eraseTop(erased, [1])), '');
    // The record keeps them (and the history's steps); one without them reads as before; damaged ones are named.
    const history = new History(s, { past: [puzzle] });
    const record = gameRecord(history, { rev: 1, elapsed: 0, solved: false, revealed: false, format: null });
    const read = readRecord(puzzleOf(s), JSON.stringify(record));
    assert.deepEqual(read.lost, []);
    assert.deepEqual(read.history?.state, s);
    assert.deepEqual(read.history?.past[0], puzzle);
    const { marks, ...old } = record;
    assert.equal(typeof marks, 'string');
    assert.deepEqual(readRecord(puzzle, JSON.stringify({ ...old, undo: [] })).lost, []);
    const damaged = readRecord(puzzle, JSON.stringify({ ...record, marks: 'zz' }));
    assert.deepEqual(damaged.lost, ['marks']);
    assert.deepEqual(damaged.history?.state.placed, s.placed);
  });
});

describe('corner and centre marks and colours', () => {
  test('by keyboard: B corner, C centre, V colour; a digit hides marks; undo and redo; all back after a reload', async () => {
    const { page, problems, close } = await openPage();
    await load(page, SUDOKU);
    await page.click('[data-cell="r1c2"]');
    await page.keyboard.press('b');
    assert.equal(await pressed(page, 'mark-corner'), true, 'B: Corner');
    assert.match(await page.textContent('#tip'), /^Corner marks/);
    await page.keyboard.press('1');
    await page.keyboard.press('3');
    // The corner marks fill the corners first: top left, then top right.
    assert.equal(await page.$eval('[data-cell="r1c2"]', (c) => [...c.querySelectorAll('.corner-mark')].map((s) => s.dataset.text ?? '.').join('')), '1.3......');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('c');
    assert.deepEqual([await pressed(page, 'mark-centre'), await pressed(page, 'mark-corner')], [true, false], 'C: Centre');
    await page.keyboard.press('5');
    await page.keyboard.press('6');
    await page.keyboard.press('v');
    assert.equal(await pressed(page, 'mark-colour'), true, 'V: Colour');
    await page.click('[data-cell="r1c2"]');
    await page.keyboard.press('2');
    // A given can be coloured too.
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('7');
    await assertMarks(page, 'entered');

    // Z: digits again; a digit hides the cell's marks, and Delete brings them back.
    await page.keyboard.press('z');
    assert.equal(await pressed(page, 'mark-colour'), false);
    await page.click('[data-cell="r1c3"]');
    await page.keyboard.press('9');
    assert.deepEqual(await drawn(page, 'r1c3'), { label: 'r1c3, 9, placed', digit: '9', corner: '', centre: '', colour: '' });
    await page.keyboard.press('Delete');
    await assertMarks(page, 'the digit taken out');

    // Undo takes the colour of r1c1 (before it: the digit and its Delete), Redo brings it back.
    for (let k = 0; k < 3; k++) await page.keyboard.press('Control+z');
    assert.equal((await drawn(page, 'r1c1')).colour, '', 'undone');
    await page.keyboard.press('Control+y');
    assert.equal((await drawn(page, 'r1c1')).colour, '7', 'redone');
    for (let k = 0; k < 2; k++) await page.keyboard.press('Control+y');

    // Saved with the game (and its undo steps); after a reload all is back.
    const saved = JSON.parse(await savedGameAt(page, (r) => typeof r.marks === 'string' && r.redo.length === 0 && r.marks.includes('00c007')));
    assert.equal(saved.marks, '00c00701k00501c00202m030');
    await reload(page);
    await assertMarks(page, 'after a reload');
    // The undo history holds the marks too: the first undo takes out r1c3's digit again (its Delete undone).
    await page.keyboard.press('Control+z');
    assert.equal((await drawn(page, 'r1c3')).digit, '9');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    assert.equal((await drawn(page, 'r1c1')).colour, '', 'the colour undone after the reload');
    assert.deepEqual(problems, []);
    await close();
  });

  test('by the pad: Corner, Centre and Colour toggles (aria-pressed), the digits as colours, Erase; back after a reload', async () => {
    const { page, problems, close } = await openPage();
    await load(page, SUDOKU);
    await page.click('[data-cell="r1c2"]');
    await page.click('#mark-corner');
    assert.deepEqual([await pressed(page, 'mark-corner'), await page.getAttribute('#mode', 'aria-pressed')], [true, 'false']);
    await page.click('.pad button[data-digit="1"]');
    await page.click('.pad button[data-digit="3"]');
    await page.click('[data-cell="r1c3"]');
    await page.click('#mark-centre');
    await page.click('.pad button[data-digit="5"]');
    await page.click('.pad button[data-digit="6"]');
    // Pencil turns a mark mode off, and a mark mode Pencil.
    await page.click('#mode');
    assert.deepEqual([await pressed(page, 'mark-centre'), await page.getAttribute('#mode', 'aria-pressed')], [false, 'true']);
    await page.click('#mark-colour');
    assert.equal(await page.getAttribute('#mode', 'aria-pressed'), 'false');
    assert.equal(await page.getAttribute('.pad button[data-digit="7"]', 'aria-label'), 'Colour 7, cyan');
    await page.click('[data-cell="r1c1"]');
    await page.click('.pad button[data-digit="7"]');
    await page.click('[data-cell="r1c2"]');
    await page.click('.pad button[data-digit="2"]');
    // Erase in Colour mode takes the colour alone.
    await page.click('[data-cell="r1c3"]');
    await page.click('.pad button[data-digit="4"]');
    assert.equal((await drawn(page, 'r1c3')).colour, '4');
    await page.click('#erase');
    await assertMarks(page, 'entered by the pad');
    // A second press on Colour: digits again, the pad's digits named by themselves.
    await page.click('#mark-colour');
    assert.equal(await pressed(page, 'mark-colour'), false);
    assert.equal(await page.getAttribute('.pad button[data-digit="7"]', 'aria-label'), null);
    // Undo and Redo buttons.
    await page.click('#undo');
    assert.equal((await drawn(page, 'r1c3')).colour, '4');
    await page.click('#redo');
    await savedGameAt(page, (r) => r.redo?.length === 0 && r.marks === '00c00701k00501c00202m030');
    await reload(page);
    await assertMarks(page, 'after a reload');
    assert.deepEqual(problems, []);
    await close();
  });

  test('Str8ts: colours, no corner or centre marks (C stays Pencil, B does nothing)', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    assert.deepEqual(await page.$$eval('.pad button[data-mark-mode]', (bs) => bs.filter((b) => !b.hidden).map((b) => b.id)), ['mark-colour']);
    assert.equal(await page.isVisible('#mark-corner'), false);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('b');
    await page.keyboard.press('c');
    assert.equal(await page.getAttribute('#mode', 'aria-pressed'), 'true', 'C: Pencil');
    await page.keyboard.press('4');
    assert.equal((await drawn(page, 'r1c1')).label, 'r1c1, candidates 4');
    await page.keyboard.press('v');
    await page.keyboard.press('6');
    assert.deepEqual(await drawn(page, 'r1c1'), { label: 'r1c1, candidates 4, colour mint', digit: '', corner: '', centre: '', colour: '6' });
    await reload(page);
    assert.equal((await drawn(page, 'r1c1')).colour, '6');
    assert.deepEqual(problems, []);
    await close();
  });

  test('a saved game whose marks are damaged: the position stays, the player is told', async () => {
    const { page, close } = await openPage();
    await load(page, SUDOKU);
    await page.click('[data-cell="r1c2"]');
    await page.keyboard.press('5');
    await savedGameAt(page, 1);
    const [[name, text]] = await storedRecords(page, 'straights:game:');
    await writeStoredRecord(page, name, JSON.stringify({ ...JSON.parse(text), rev: 50, marks: '99k001' }));
    await reload(page);
    assert.equal((await drawn(page, 'r1c2')).digit, '5');
    await page.waitForFunction(() => document.getElementById('message')?.textContent?.includes('some of its marks'));
    await close();
  });

  for (const [device, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
    test(`${device}: no pad control wraps; digits and marks keep their contrast on every colour; screenshots light and dark`, async () => {
      for (const colorScheme of ['light', 'dark']) {
        const { page, problems, close } = await openPage({ viewport, colorScheme, hasTouch: device === 'phone' });
        await load(page, SUDOKU);
        // Colours 1..9 along row 9's open cells and more, corner and centre marks, a placed digit, candidates.
        const open = await page.$$eval('[data-kind="empty"]', (cs) => cs.map((c) => c.dataset.cell));
        await page.click(`[data-cell="${open[0]}"]`);
        await page.keyboard.press('b');
        for (const d of '1289') await page.keyboard.press(d);
        await page.click(`[data-cell="${open[1]}"]`);
        await page.keyboard.press('c');
        for (const d of '3456') await page.keyboard.press(d);
        await page.click(`[data-cell="${open[2]}"]`);
        await page.keyboard.press('x');
        for (const d of '179') await page.keyboard.press(d);
        await page.keyboard.press('v');
        const coloured = [];
        for (let c = 1; c <= 9; c++) {
          const name = open[2 + c];
          coloured.push(name);
          await page.click(`[data-cell="${name}"]`);
          await page.keyboard.press(String(c));
        }
        // In each coloured cell: a placed digit, corner marks, centre marks.
        await page.keyboard.press('z');
        await page.click(`[data-cell="${coloured[0]}"]`);
        await page.keyboard.press('6');
        await page.click(`[data-cell="${coloured[1]}"]`);
        await page.keyboard.press('b');
        await page.keyboard.press('2');
        await page.click(`[data-cell="${coloured[2]}"]`);
        await page.keyboard.press('c');
        await page.keyboard.press('7');
        await page.click('#mark-colour');
        await page.click(`[data-cell="${coloured[3]}"]`);
        await page.screenshot({ path: artifact(`marks-${device}-${colorScheme}.png`), fullPage: device === 'phone' });
        // Every pad control on one line: its text's lines (from the text's boxes) count one.
        const wrapped = await page.$$eval('.pad button:not([hidden]), .toolbar button', (bs) => bs.filter((b) => {
          const range = document.createRange();
          range.selectNodeContents(b);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        }).map((b) => b.textContent));
        assert.deepEqual(wrapped, [], `${colorScheme}: no control wraps`);
        // Each cell's visible text (its big digit; candidates and marks are drawn by CSS) is in its label.
        const mismatched = await page.$$eval('[role="gridcell"]', (cs) => cs.filter((c) => !c.getAttribute('aria-label').includes(c.textContent.trim())).map((c) => c.dataset.cell));
        assert.deepEqual(mismatched, [], 'label and visible text agree');
        // Contrast of the digits and marks drawn on colours, against the colour.
        const samples = await page.$$eval('.cell.has-colour', (cs) => cs.flatMap((c) => {
          const bg = getComputedStyle(c).backgroundColor;
          return [...c.querySelectorAll('.digit, .corner-mark[data-text], .centre-marks')]
            .map((t) => ({ cell: c.dataset.cell, kind: t.className, fg: getComputedStyle(t).color, bg }));
        }));
        assert.ok(samples.length >= 3, 'digits and marks on colours');
        for (const { cell, kind, fg, bg } of samples) {
          const least = kind === 'digit' ? 3 : 4.5;
          assert.ok(contrast(fg, bg) >= least, `${colorScheme} ${cell} ${kind}: ${fg} on ${bg} is ${contrast(fg, bg).toFixed(2)}`);
        }
        assert.deepEqual(problems, []);
        await close();
      }
    });
  }
});
