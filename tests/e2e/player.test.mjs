// Playing in headless Chromium: links in every main format, keyboard and
// mouse input, the address following the position, undo/redo, saved
// progress, bad links, hints, checks, solving and generating in the worker.
// Expected values come from the same wasm package loaded in node.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LEGACY_162, ROOT, SEED_243, SUDOKU_81, artifact, browserSuite, cellIndex, expectedLabel, hashBoard, readCells,
  savedGameAt, storedRecords,
} from './helpers.mjs';
import { NOT_A_BOARD, badLinkLine, TIP, TIP_DIGITS, TIP_PENCIL } from '../../www/shared/messages.js';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });

const { openPage, load } = env;

/** A daandtu code (with its solution) from the shared samples. */
const DAANDTU = JSON.parse(readFileSync(path.join(ROOT, 'tests/data/daandtu-samples.json'), 'utf8'))[1].code;

/** The labels the page must show for the board of `text`. */
function labelsOf(text) {
  const { board } = api.decode(text);
  return Array.from({ length: 81 }, (_, i) => expectedLabel(board, i));
}

/** The first cell (r1c1 order) of `kind` on the page. */
async function firstCell(page, kind) {
  const cells = await readCells(page);
  return cells.find((c) => c.kind === kind).cell;
}

/** The decoded board of the page's address. */
async function addressBoard(page) {
  return api.decode(await hashBoard(page)).board;
}

describe('the player', () => {
  test('opens str8ts.com 243 and 162 strings, a daandtu code and a sudokuwiki S9B link exactly', async () => {
    const { page, problems, close } = await openPage();
    // A Sudoku with a placed digit and candidates, as a sudokuwiki S9B string.
    const sudoku = api.decode(SUDOKU_81).board;
    const placed = [...sudoku.placed];
    placed[1] = '6';
    const withPlaced = { ...sudoku, placed: placed.join('') };
    const s9b = api.encode({ ...withPlaced, candidates: api.candidates(withPlaced) }, 'sudokuwiki-s9b');
    assert.match(s9b, /^S9B/);
    const cases = [
      [SEED_243, 'str8ts-com'],
      [LEGACY_162, 'str8ts-com-legacy'],
      [DAANDTU, 'daandtu'],
      [s9b, 'sudokuwiki-s9b'],
    ];
    for (const [text, format] of cases) {
      await load(page, `index.html#bd=${encodeURIComponent(text)}`);
      await page.waitForSelector(`#status[data-format="${format}"]`);
      const cells = await readCells(page);
      assert.deepEqual(cells.map((c) => c.label), labelsOf(text), format);
    }
    // The Sudoku: its placed digit and a candidate cell, and the box lines.
    assert.equal(await page.getAttribute('[data-cell="r1c2"]', 'aria-label'), 'r1c2, 6, placed');
    assert.match(await page.getAttribute('[data-cell="r1c3"]', 'aria-label'), /^r1c3, candidates( \d)+$/);
    assert.equal(await page.getAttribute('[role="grid"]', 'aria-label'), 'Sudoku board');
    assert.deepEqual(problems, []);
    await close();
  });

  test('keyboard play: digits, candidates, moves; the address follows every change', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    const empty = await firstCell(page, 'empty');
    const i = cellIndex(empty);
    assert.equal(await page.textContent('#tip'), TIP);
    assert.equal(await page.textContent('#mode'), 'Pencil: off');
    await page.click(`[data-cell="${empty}"]`);
    assert.equal(await page.getAttribute(`[data-cell="${empty}"]`, 'aria-selected'), 'true');
    // The tip follows the state: a selected cell says what a digit does.
    assert.equal(await page.textContent('#tip'), TIP_DIGITS);
    assert.equal(await page.isVisible('#tip'), true);

    await page.keyboard.press('5');
    assert.equal(await page.getAttribute(`[data-cell="${empty}"]`, 'aria-label'), `${empty}, 5, placed`);
    let board = await addressBoard(page);
    assert.equal(board.placed[i], '5');
    assert.equal(new URL(page.url()).hash.length, 4 + 243, 'the 243-character str8ts.com form');

    // Right arrow to the next open cell, Shift+3 notes a candidate, Space
    // switches candidate mode and 4 adds another.
    let next = i + 1;
    while ((await page.getAttribute(`[data-index="${next}"]`, 'data-kind')) !== 'empty') next++;
    for (let k = i; k < next; k++) await page.keyboard.press('ArrowRight');
    const nextName = await page.getAttribute(`[data-index="${next}"]`, 'data-cell');
    assert.equal(await page.getAttribute(`[data-cell="${nextName}"]`, 'aria-selected'), 'true');
    await page.keyboard.press('Shift+Digit3');
    await page.keyboard.press('Space');
    assert.equal(await page.getAttribute('#mode', 'aria-pressed'), 'true');
    assert.equal(await page.textContent('#mode'), 'Pencil: on');
    assert.equal(await page.textContent('#tip'), TIP_PENCIL);
    await page.keyboard.press('4');
    await page.keyboard.press('Space');
    assert.equal(await page.getAttribute(`[data-cell="${nextName}"]`, 'aria-label'), `${nextName}, candidates 3 4`);
    board = await addressBoard(page);
    assert.equal(board.candidates[next], 0b1100);
    assert.equal(board.placed[i], '5');

    // The address decodes to exactly what is on screen.
    assert.deepEqual((await readCells(page)).map((c) => c.label), labelsOf(await hashBoard(page)));

    // Black cells can be selected but not changed; nor can givens.
    const black = await firstCell(page, 'black');
    await page.click(`[data-cell="${black}"]`);
    await page.keyboard.press('7');
    assert.equal(await page.getAttribute(`[data-cell="${black}"]`, 'aria-label'), `${black}, black`);
    const given = await firstCell(page, 'given');
    const givenLabel = await page.getAttribute(`[data-cell="${given}"]`, 'aria-label');
    await page.click(`[data-cell="${given}"]`);
    await page.keyboard.press('1');
    await page.keyboard.press('Delete');
    assert.equal(await page.getAttribute(`[data-cell="${given}"]`, 'aria-label'), givenLabel);

    // Delete clears a placed digit.
    await page.click(`[data-cell="${empty}"]`);
    await page.keyboard.press('Delete');
    assert.equal(await page.getAttribute(`[data-cell="${empty}"]`, 'aria-label'), `${empty}, empty`);
    assert.equal((await addressBoard(page)).placed[i], '.');
    assert.deepEqual(problems, []);
    await close();
  });

  test('several cells: drag, Ctrl+click and Shift+arrows select; one key notes a candidate in all', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    // weekly001: r1c1-r1c4 are empty white cells.
    const centre = async (name) => {
      const box = await page.locator(`[data-cell="${name}"]`).boundingBox();
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    await page.mouse.move(...(await centre('r1c1')));
    await page.mouse.down();
    await page.mouse.move(...(await centre('r1c2')), { steps: 4 });
    await page.mouse.move(...(await centre('r1c3')), { steps: 4 });
    await page.mouse.up();
    await page.click('[data-cell="r2c1"]', { modifiers: ['Control'] });
    const selected = () => page.$$eval('[aria-selected="true"]', (cells) => cells.map((c) => c.dataset.cell).sort());
    assert.deepEqual(await selected(), ['r1c1', 'r1c2', 'r1c3', 'r2c1']);
    await page.keyboard.press('Shift+Digit7');
    for (const name of ['r1c1', 'r1c2', 'r1c3', 'r2c1']) {
      assert.equal(await page.getAttribute(`[data-cell="${name}"]`, 'aria-label'), `${name}, candidates 7`);
    }
    // Pressed again on the same cells, the candidate goes from all of them.
    await page.keyboard.press('Shift+Digit7');
    assert.equal(await page.getAttribute('[data-cell="r1c2"]', 'aria-label'), 'r1c2, empty');
    // Shift+arrows add the cells they pass (SudokuPad's way).
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    assert.deepEqual(await selected(), ['r1c1', 'r1c2', 'r2c2']);
    // Escape clears the selection; Space switches plain digits to candidates
    // and back; Backspace erases.
    await page.keyboard.press('Escape');
    assert.deepEqual(await selected(), []);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('Space');
    await page.keyboard.press('Digit4');
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), 'r1c1, candidates 4');
    await page.keyboard.press('Backspace');
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), 'r1c1, empty');
    await page.keyboard.press('Space');
    const digit = api.solve(api.decode(LEGACY_162).board).solution[0];
    await page.keyboard.press(`Digit${digit}`);
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), `r1c1, ${digit}, placed`);
    assert.deepEqual(problems, []);
    await close();
  });

  test('touch: a tap selects and the digit pad places', async () => {
    const { page, problems, close } = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.tap('[data-cell="r1c2"]');
    assert.equal(await page.getAttribute('[data-cell="r1c2"]', 'aria-selected'), 'true');
    const digit = api.solve(api.decode(LEGACY_162).board).solution[1];
    await page.tap(`[data-digit="${digit}"]`);
    assert.equal(await page.getAttribute('[data-cell="r1c2"]', 'aria-label'), `r1c2, ${digit}, placed`);
    await page.tap('#mode');
    await page.tap('[data-digit="5"]');
    await page.tap('#erase');
    assert.equal(await page.getAttribute('[data-cell="r1c2"]', 'aria-label'), 'r1c2, empty');
    assert.deepEqual(problems, []);
    await close();
  });

  test('copy link gives the puzzle alone, copy link with progress the position', async () => {
    const { context, page, problems, close } = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('4');
    assert.equal(await page.isHidden('#share-link'), true, 'no empty link box before a copy');
    await page.click('#copy-puzzle');
    assert.equal(await page.isVisible('#share-link'), true);
    const puzzleLink = new URL(await page.inputValue('#share-link'));
    const puzzle = api.decode(decodeURIComponent(puzzleLink.hash.slice(4)));
    assert.equal(puzzle.format, 'str8ts-com-legacy');
    assert.equal(puzzle.board.givens, api.decode(LEGACY_162).board.givens);
    assert.equal(puzzle.board.placed[0], '.');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), puzzleLink.href);
    await page.click('#copy-progress');
    const progress = api.decode(decodeURIComponent(new URL(await page.inputValue('#share-link')).hash.slice(4)));
    assert.equal(progress.format, 'str8ts-com');
    assert.equal(progress.board.placed[0], '4');
    assert.match(await page.textContent('#info'), /copied/);
    // The copied link opens the same position in a new page.
    const other = await openPage();
    await load(other.page, await page.inputValue('#share-link'));
    assert.equal(await other.page.getAttribute('[data-cell="r1c1"]', 'aria-label').then((l) => l.startsWith('r1c1, 4, placed')), true);
    await other.close();
    assert.deepEqual(problems, []);
    await close();
  });

  test('undo and redo, by keys and buttons', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    const empty = await firstCell(page, 'empty');
    await page.click(`[data-cell="${empty}"]`);
    await page.keyboard.press('2');
    await page.keyboard.press('8');
    // (A conflict with another digit may be added to the label: ignored here.)
    const label = async () => (await page.getAttribute(`[data-cell="${empty}"]`, 'aria-label')).replace(/, conflict$/, '');
    assert.equal(await label(), `${empty}, 8, placed`);
    await page.keyboard.press('Control+z');
    assert.equal(await label(), `${empty}, 2, placed`);
    await page.keyboard.press('Control+z');
    assert.equal(await label(), `${empty}, empty`);
    assert.equal(await page.isDisabled('#undo'), true);
    await page.keyboard.press('Control+y');
    assert.equal(await label(), `${empty}, 2, placed`);
    await page.click('#redo');
    assert.equal(await label(), `${empty}, 8, placed`);
    assert.equal(await page.isDisabled('#redo'), true);
    await page.click('#undo');
    assert.equal(await label(), `${empty}, 2, placed`);
    assert.equal((await addressBoard(page)).placed[cellIndex(empty)], '2');
    assert.deepEqual(problems, []);
    await close();
  });

  test('progress, history and time survive a reload and a visit to the bare puzzle link', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    const empty = await firstCell(page, 'empty');
    await page.click(`[data-cell="${empty}"]`);
    await page.keyboard.press('3');
    await page.keyboard.press('4');
    const before = (await readCells(page)).map((c) => c.label);
    // The reload comes once the second move is saved (a reload within the
    // same milliseconds as a move may find the save before it: the address
    // still holds the position, not its last undo step).
    await savedGameAt(page, (record) => Array.isArray(record.undo) && record.undo.length >= 2);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.deepEqual((await readCells(page)).map((c) => c.label), before);
    await page.click('#undo');
    assert.equal(await page.getAttribute(`[data-cell="${empty}"]`, 'aria-label'), `${empty}, 3, placed`);
    // The bare puzzle link brings the saved game back too.
    await page.goto('about:blank');
    await load(page, `index.html#bd=${LEGACY_162}`);
    assert.equal(await page.getAttribute(`[data-cell="${empty}"]`, 'aria-label'), `${empty}, 3, placed`);
    assert.match(await page.textContent('#info'), /progress is restored/);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a reload restores a cell with a single candidate (which the link writes as placed), with its history', async () => {
    const { page, problems, close } = await openPage();
    for (const text of [LEGACY_162, SUDOKU_81]) {
      await load(page, `index.html#bd=${text}`);
      const empty = await firstCell(page, 'empty');
      await page.click(`[data-cell="${empty}"]`);
      await page.keyboard.press('Shift+5');
      assert.equal(await page.getAttribute(`[data-cell="${empty}"]`, 'aria-label'), `${empty}, candidates 5`);
      // The address writes that cell as a placed 5: the saved game must still be the one restored.
      assert.equal((await addressBoard(page)).placed[cellIndex(empty)], '5');
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
      assert.equal(await page.getAttribute(`[data-cell="${empty}"]`, 'aria-label'), `${empty}, candidates 5`, text);
      assert.equal(await page.isEnabled('#undo'), true, 'the history is restored');
      assert.match(await page.textContent('#info'), /^Welcome back: your progress is restored\./);
      await page.click('#undo');
      assert.equal(await page.getAttribute(`[data-cell="${empty}"]`, 'aria-label'), `${empty}, empty`);
    }
    assert.deepEqual(problems, []);
    await close();
  });

  test('a bad hash shows the codec message and keeps the game and its saved progress', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    const empty = await firstCell(page, 'empty');
    await page.click(`[data-cell="${empty}"]`);
    await page.keyboard.press('6');
    await savedGameAt(page, 1);
    const saved = async () => [
      ...(await storedRecords(page)).map(([k, t]) => [k, k.startsWith('straights:game:') ? JSON.parse(t).progress : t]),
      ...await page.evaluate(() => Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])),
    ];
    const before = await saved();
    const labels = (await readCells(page)).map((c) => c.label);
    const bad = `${SEED_243.slice(0, 30)}vvv${SEED_243.slice(33)}`;
    const expected = (() => { try { api.decode(bad); } catch (err) { return err.message; } return null; })();
    assert.match(expected, /^str8ts-com at character 31 \(r2c2\)/);
    const kept = new URL(page.url()).hash;
    await page.evaluate((b) => { location.hash = `bd=${b}`; }, bad);
    await page.waitForSelector('[role="alert"]:not([hidden])');
    const stays = badLinkLine('the board on screen stays, with its own link back in the address, and the link’s text is in the Open box below');
    assert.equal(await page.textContent('#message-text'), stays);
    assert.match(await page.textContent('#message .message-details'), /str8ts-com at character 31 \(r2c2\)/);
    assert.deepEqual((await readCells(page)).map((c) => c.label), labels);
    assert.deepEqual(await saved(), before);
    assert.equal(new URL(page.url()).hash, kept, 'the address holds the kept position again');
    assert.equal(await page.inputValue('#open-text'), bad, 'the bad text stays to be corrected');
    // A page opened with a bad link: the last game, its own link, the same message.
    await page.goto('about:blank');
    await load(page, 'index.html#bd=garbage');
    const garbage = (() => { try { api.decode('garbage'); } catch (err) { return err.message; } return null; })();
    assert.equal(await page.textContent('#message-text'), stays);
    assert.ok((await page.textContent('#message .message-details')).includes(garbage));
    assert.deepEqual((await readCells(page)).map((c) => c.label), labels);
    assert.equal(new URL(page.url()).hash, kept);
    assert.equal(await page.inputValue('#open-text'), 'garbage');
    // Pasting garbage says so too, and changes nothing.
    await page.fill('#open-text', 'not a board');
    await page.press('#open-text', 'Enter');
    assert.equal(await page.textContent('#message-text'), NOT_A_BOARD);
    assert.deepEqual((await readCells(page)).map((c) => c.label), labels);
    assert.deepEqual(await saved(), before);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a hint shows its step and cells, and a second press applies it', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    const board = api.decode(LEGACY_162).board;
    const step = api.hint(board);
    assert.equal(step.kind, 'step');
    await page.click('#hint');
    await page.waitForSelector('#info[data-kind="hint"]');
    // Stage one: where to look and the technique, no cell given away.
    assert.match(await page.textContent('#info'), new RegExp(`^Look at .+: an? ${step.strategy}\\. Press Hint again to see it\\.$`));
    assert.deepEqual(await page.$$eval('.cell.is-hint', (cells) => cells.length), 0);
    await page.click('#hint');
    await page.waitForFunction(() => !document.getElementById('info').textContent.startsWith('Look at'));
    assert.equal(await page.textContent('#info'), `${step.strategy}: ${step.text}. Press Hint again to apply it.`);
    assert.equal(await page.textContent('#info strong'), step.strategy, 'the strategy name is bold');
    const marked = await page.$$eval('.cell.is-hint', (cells) => cells.map((c) => Number(c.dataset.index)));
    assert.deepEqual(marked.sort((a, b) => a - b), [...step.cells].sort((a, b) => a - b));
    await page.click('#hint');
    const after = await addressBoard(page);
    for (const [i, d] of step.placements) assert.equal(after.placed[i], String(d));
    for (const [i, d] of step.eliminations) {
      assert.ok(after.candidates, 'eliminations leave candidates on the board');
      assert.equal(after.candidates[i] & (1 << (d - 1)), 0, `${d} is gone from cell ${i}`);
    }
    assert.ok(step.placements.length + step.eliminations.length > 0);
    assert.equal(await page.textContent('#info'), `Applied: ${step.strategy}.`);
    assert.equal(await page.locator('.cell.is-hint').count(), 0);
    // A wrong digit is pointed out before anything else.
    const solution = api.solve(board).solution;
    const empty = await firstCell(page, 'candidates');
    const i = cellIndex(empty);
    const wrong = solution[i] === '1' ? '2' : '1';
    await page.click(`[data-cell="${empty}"]`);
    await page.keyboard.press(wrong);
    await page.click('#hint');
    await page.waitForSelector(`[data-cell="${empty}"].is-hint`);
    assert.match(await page.textContent('#info'), new RegExp(empty));
    assert.deepEqual(problems, []);
    await close();
  });

  test('the New puzzle dialog starts on the kind and grade being played', async () => {
    for (const [text, variant] of [[SEED_243, 'str8ts'], [SUDOKU_81, 'sudoku']]) {
      const { page, problems, close } = await openPage();
      await load(page, `index.html#bd=${text}`);
      await page.waitForSelector('#status .status-grade');
      const grade = api.grade(api.decode(text).board).grade;
      assert.equal(await page.textContent('#status .status-grade'), `${grade} ${api.engines().find((k) => k.variant === variant).grades[grade]}`);
      await page.click('#new');
      await page.waitForSelector('#new-dialog[open]');
      assert.equal(await page.inputValue('#new-variant'), variant);
      assert.equal(await page.inputValue('#new-grade'), String(grade), variant);
      await page.click('#new-cancel');
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test('the New puzzle dialog gives every bad seed the same sentence, and takes a seed pasted with spaces', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SEED_243}`);
    await page.click('#new');
    await page.waitForSelector('#new-dialog[open]');
    const rule = 'A seed is a whole number from 0 to 9007199254740991.';
    for (const bad of ['abc', '-1', '1.5', '12345678901234567890', '9007199254740992', '4 2']) {
      await page.fill('#new-seed', bad);
      await page.click('#new-go');
      assert.equal(await page.$eval('#new-seed', (e) => e.validationMessage), rule, bad);
      assert.equal(await page.isVisible('#new-dialog'), true, `${bad}: the dialog stays`);
    }
    await page.fill('#new-seed', ' 42 ');
    assert.equal(await page.$eval('#new-seed', (e) => e.validationMessage), '', 'a corrected seed is valid again');
    await page.selectOption('#new-grade', '1');
    await page.click('#new-go');
    await page.waitForSelector('#new-dialog:not([open])', { state: 'attached' });
    await page.waitForFunction(() => /^Seed 42 /.test(document.getElementById('notation-text').textContent));
    const made = api.generate({ grade: 1, seed: 42, symmetry: 'rotate180' });
    const shown = await addressBoard(page);
    assert.equal(shown.givens, made.board.givens);
    assert.equal(shown.black, made.board.black);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a 16-digit seed, as the player shows random ones, generates the same puzzle as in node; the busy text says "an Easy"', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SUDOKU_81}`);
    const seed = '9007199254740991';
    await page.click('#new');
    await page.waitForSelector('#new-dialog[open]');
    await page.selectOption('#new-variant', 'sudoku');
    await page.selectOption('#new-grade', '1');
    await page.selectOption('#new-symmetry', 'rotate180');
    await page.fill('#new-seed', seed);
    assert.equal(await page.$eval('#new-seed', (e) => e.validationMessage), '');
    // The busy line, as generation starts (it may end before a poll sees it).
    // Only what is written into #busy-text counts: the page's own placeholder
    // there ("Generating a puzzle…") is not what generation says.
    await page.evaluate(() => {
      window.busyLines = [];
      const busy = /** @type {HTMLElement} */ (document.getElementById('busy-text'));
      new MutationObserver(() => window.busyLines.push(busy.textContent))
        .observe(busy, { subtree: true, childList: true, characterData: true });
    });
    await page.click('#new-go');
    await page.waitForFunction((s) => document.getElementById('notation-text').textContent.startsWith(`Seed ${s} `), seed);
    assert.equal((await page.evaluate(() => window.busyLines)).find(Boolean), 'Generating an Easy Sudoku puzzle…');
    const made = api.generate({ variant: 'sudoku', grade: 1, seed: Number(seed), symmetry: 'rotate180' });
    assert.equal(made.seed, Number(seed));
    // What `straights generate --variant sudoku --grade 1 --seed 9007199254740991 --symmetry rotate180` prints.
    assert.equal(made.board.givens, '92....3..5....3....3..6..54...85.62.8.......9.95.72...37..8..1....3....8..6....32');
    assert.equal((await addressBoard(page)).givens, made.board.givens);
    assert.deepEqual(problems, []);
    await close();
  });

  test('check marks wrong digits; solve fills the board and ends the game', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    const solution = api.solve(api.decode(LEGACY_162).board).solution;
    const empty = await firstCell(page, 'empty');
    const i = cellIndex(empty);
    await page.click(`[data-cell="${empty}"]`);
    await page.keyboard.press(solution[i] === '1' ? '2' : '1');
    await page.click('#check');
    assert.equal(await page.textContent('#info'), `1 wrong digit: ${empty}.`);
    assert.equal(await page.getAttribute(`[data-cell="${empty}"]`, 'aria-label').then((l) => l.endsWith(', wrong')), true);
    await page.evaluate(() => {
      window.solvedEvents = 0;
      document.addEventListener('straights:solved', () => { window.solvedEvents += 1; });
    });
    await page.click('#solve');
    await page.waitForSelector('body.is-solved');
    assert.match(await page.textContent('#standing-text'), /^Solution shown after \d+:\d\d\.$/, 'a shown solution is no solve');
    assert.equal(await page.evaluate(() => window.solvedEvents), 1);
    const cells = await readCells(page);
    for (const [k, c] of cells.entries()) {
      if (solution[k] !== '#') assert.equal(c.digit, solution[k], c.cell);
    }
    assert.equal(await page.isDisabled('#hint'), true);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a new puzzle is made in a worker while the page stays responsive, and can be cancelled', async () => {
    // The worker's script arrives 2.5 s late (its request held back), so each
    // fresh worker is busy for a while whatever the machine's speed: the page
    // must answer meanwhile, and Cancel must stop the job. (Generation itself
    // takes milliseconds.) Service workers are blocked so that the request is
    // the page's own and can be held back.
    const { page, problems, close } = await openPage({ serviceWorkers: 'block' });
    await page.context().route('**/worker.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await load(page, `index.html#bd=${LEGACY_162}`);
    const empty = await firstCell(page, 'empty');
    await page.click('#new');
    await page.selectOption('#new-grade', '5');
    await page.fill('#new-seed', '128');
    await page.click('#new-go');
    await page.waitForSelector('#busy:not([hidden])');
    await page.click(`[data-cell="${empty}"]`);
    await page.keyboard.press('9');
    const busyDuringClick = await page.isVisible('#busy');
    assert.equal(await page.getAttribute(`[data-cell="${empty}"]`, 'aria-label'), `${empty}, 9, placed`);
    assert.ok(busyDuringClick, 'the click and the key were handled while the worker was busy');
    await page.waitForSelector('#busy', { state: 'hidden', timeout: 20000 });
    await page.waitForSelector('#status .status-grade');
    assert.equal(await page.textContent('#status .status-grade'), '5 Diabolical');
    const made = api.generate({ grade: 5, seed: 128, symmetry: 'rotate180' });
    const shown = await addressBoard(page);
    assert.equal(shown.givens, made.board.givens);
    assert.equal(shown.black, made.board.black);
    // A player's words first; the seed behind Details.
    assert.equal(await page.textContent('#info'), 'New Diabolical Str8ts. Good luck!');
    assert.equal(await page.textContent('#notation-summary'), 'Details');
    assert.match(await page.textContent('#notation-text'), /^Seed 128 \(the same seed, kind and grade make this puzzle again\); made in \d+ ms\.$/);

    // Cancel stops a running job and keeps the board: after a reload the
    // page has a fresh worker, whose script is held back again.
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    const labels = (await readCells(page)).map((c) => c.label);
    await page.click('#new');
    await page.selectOption('#new-grade', '5');
    await page.fill('#new-seed', '128');
    await page.click('#new-go');
    await page.click('#busy-cancel');
    await page.waitForSelector('#busy', { state: 'hidden' });
    assert.equal(await page.textContent('#info'), 'No new puzzle: cancelled.');
    assert.deepEqual((await readCells(page)).map((c) => c.label), labels);
    // The previous puzzle is one Back away, with its progress.
    await page.goBack();
    await page.waitForSelector('#status[data-format="str8ts-com"]');
    assert.equal(await page.getAttribute(`[data-cell="${empty}"]`, 'aria-label'), `${empty}, 9, placed`);
    assert.deepEqual(problems, []);
    await close();
  });

  test('screenshots: desktop and phone, light and dark', async () => {
    for (const [name, options] of [
      ['desktop-light', { viewport: { width: 1280, height: 1000 } }],
      ['desktop-dark', { viewport: { width: 1280, height: 1000 }, colorScheme: 'dark' }],
      ['phone-light', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
      ['phone-dark', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: 'dark' }],
    ]) {
      const { page, problems, close } = await openPage(options);
      await load(page, `index.html#bd=${SEED_243}`);
      await page.click('[data-cell="r5c6"]');
      const box = await page.locator('[role="grid"]').boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= options.viewport.width, `${name}: the board fits`);
      await page.screenshot({ path: artifact(`player-${name}.png`), fullPage: true });
      assert.deepEqual(problems, []);
      await close();
    }
  });
});

describe('Sudoku in the same player', () => {
  test('box conflicts, a hint pointing out the wrong digit, check and solve', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SUDOKU_81}`);
    const board = api.decode(SUDOKU_81).board;
    // r3c3 shares box 1 (not a row or column) with r1c1's given.
    assert.equal(board.givens[20], '.');
    const digit = board.givens[0];
    await page.click('[data-cell="r3c3"]');
    await page.keyboard.press(digit);
    assert.equal(await page.getAttribute('[data-cell="r3c3"]', 'aria-label'), `r3c3, ${digit}, placed, conflict`);
    // The given stays the puzzle's: only the player's digit is marked.
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), `r1c1, ${digit}, given`);
    assert.match(await hashBoard(page), /^[0-9a-v]{162}$/, 'the sudokuwiki 162-character form');
    assert.equal(await page.isDisabled('#hint'), false);
    await page.click('#hint');
    await page.waitForSelector('[data-cell="r3c3"].is-hint');
    assert.equal(await page.textContent('#info'), `r3c3 should not be ${digit}: that digit is wrong. Press Hint again to apply it.`);
    await page.click('#check');
    assert.equal(await page.textContent('#info'), '1 wrong digit: r3c3.');
    await page.click('#solve');
    await page.waitForSelector('body.is-solved');
    const solution = api.solve(board).solution;
    assert.deepEqual((await readCells(page)).map((c) => c.digit).join(''), solution);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('Sudoku hints, grade and candidates', () => {
  test('the grade chip, a hint and its second press, and Fill candidates', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SUDOKU_81}`);
    const board = api.decode(SUDOKU_81).board;
    const graded = api.grade(board);
    assert.ok(graded.grade >= 1 && graded.grade <= 5, JSON.stringify(graded));
    await page.waitForSelector('#status .status-grade');
    assert.equal(await page.textContent('#status .status-grade'), `${graded.grade} ${graded.name}`);
    const step = api.hint(board);
    assert.equal(step.kind, 'step');
    assert.match(step.code, /^\d{4}$/);
    await page.click('#hint');
    await page.waitForSelector('#info[data-kind="hint"]');
    await page.click('#hint');
    await page.waitForFunction(() => !document.getElementById('info').textContent.startsWith('Look at'));
    assert.equal(await page.textContent('#info'), `${step.text}. Press Hint again to apply it.`);
    const marked = await page.$$eval('.cell.is-hint', (cells) => cells.map((c) => Number(c.dataset.index)));
    assert.deepEqual(marked.sort((a, b) => a - b), [...step.cells].sort((a, b) => a - b));
    await page.click('#hint');
    const after = await addressBoard(page);
    for (const [i, d] of step.placements) assert.equal(after.placed[i], String(d));
    assert.equal(await page.textContent('#info'), `Applied: ${step.strategy}.`);
    // Fill candidates: every empty cell gets the digits its houses allow.
    await page.click('#fill');
    const filled = await addressBoard(page);
    assert.ok(filled.candidates, 'the address holds candidates');
    const expected = api.candidates(after);
    for (let i = 0; i < 81; i++) {
      if (filled.placed[i] === '.' && filled.givens[i] === '.') assert.equal(filled.candidates[i], expected[i], `cell ${i}`);
    }
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('a new Sudoku from the dialog', () => {
  test('made in the worker as asked, the address follows, and hints play it to the end', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.click('#new');
    // The dialog opens on the kind being played, then offers Sudoku's own levels and the Minimal box.
    assert.equal(await page.inputValue('#new-variant'), 'str8ts');
    assert.equal(await page.isVisible('#new-minimal'), false);
    await page.selectOption('#new-variant', 'sudoku');
    const levels = await page.$$eval('#new-grade option', (options) => options.map((o) => o.textContent));
    assert.deepEqual(levels, ['1 Easy', '2 Medium', '3 Hard', '4 Unfair', '5 Extreme']);
    assert.equal(await page.textContent('#new-symmetry-label'), 'Symmetry of the clues');
    assert.equal(await page.isVisible('#new-minimal'), true);
    await page.selectOption('#new-grade', '1');
    await page.selectOption('#new-symmetry', 'rotate90');
    await page.check('#new-minimal');
    await page.fill('#new-seed', '7');
    await page.click('#new-go');
    await page.waitForSelector('#status .status-grade');
    await page.waitForSelector('#busy', { state: 'hidden' });
    assert.equal(await page.textContent('#status .status-grade'), '1 Easy');
    const made = api.generate({ variant: 'sudoku', grade: 1, seed: 7, symmetry: 'rotate90', minimal: true });
    assert.equal(made.variant, 'sudoku');
    const start = await addressBoard(page);
    assert.equal(start.variant, 'sudoku');
    assert.equal(start.givens, made.board.givens);
    assert.equal(api.decode(made.bd).board.givens, made.board.givens);
    assert.equal(await page.textContent('#info'), 'New Easy Sudoku. Good luck!');
    assert.match(await page.textContent('#notation-text'), /^Seed 7 /);
    // Opened again, the dialog stays on Sudoku.
    await page.click('#new');
    assert.equal(await page.inputValue('#new-variant'), 'sudoku');
    await page.click('#new-cancel');

    // Hint, then Hint again to apply, until the board is solved.
    let presses = 0;
    while (!(await page.evaluate(() => document.body.classList.contains('is-solved')))) {
      assert.ok(presses < 1200, 'hints finish the puzzle (three presses a step)');
      await page.click('#hint');
      presses += 1;
    }
    // The address followed every step: it holds the solved position.
    const solved = await addressBoard(page);
    const solution = made.board.solution;
    for (let i = 0; i < 81; i++) {
      assert.equal(solved.givens[i] !== '.' ? solved.givens[i] : solved.placed[i], solution[i], `cell ${i}`);
    }
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('the page as a web app', () => {
  test('works offline after the first load (service worker)', async () => {
    const { context, page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
    assert.deepEqual((await readCells(page)).map((c) => c.label), labelsOf(LEGACY_162));
    // Playing offline still works, with the engine (hints need the worker's
    // wasm), and the spare engine (a second copy of pkg/page.js, loaded as
    // page.js?instance=1 to take over after a crash) comes from the cache.
    await page.click('#hint');
    await page.waitForSelector('#info[data-kind="hint"]');
    await page.waitForFunction(() => performance.getEntriesByName('engine-spare').length > 0);
    await context.setOffline(false);
    assert.deepEqual(problems.filter((p) => !p.startsWith('request failed')), []);
    await close();
  });

  test('no inline script; a Content-Security-Policy without unsafe-inline; nothing from a paste becomes HTML', async () => {
    const { page, problems, close } = await openPage();
    for (const file of ['index.html', 'embed.html']) {
      const html = readFileSync(path.join(ROOT, 'www', file), 'utf8');
      const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      assert.ok(csp, `${file} has a CSP meta tag`);
      const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
      assert.ok(scriptSrc && !scriptSrc.includes('unsafe-inline') && !scriptSrc.includes("'unsafe-eval'"), scriptSrc);
      for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        assert.match(attrs, /\bsrc=/, `${file}: every script is a file`);
        assert.equal(body.trim(), '', `${file}: no inline script`);
      }
      assert.doesNotMatch(html, /\son[a-z]+="/, `${file}: no inline event handlers`);
    }
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.fill('#open-text', '<img src=x onerror="window.pwned=1">');
    await page.press('#open-text', 'Enter');
    await page.waitForSelector('[role="alert"]:not([hidden])');
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    assert.equal(await page.locator('img').count(), 0);
    assert.deepEqual(problems, []);
    await close();
  });

  test('every cell is a labelled gridcell; focus is visible; the grid is one tab stop', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SEED_243}`);
    assert.equal(await page.locator('[role="grid"] [role="row"] > [role="gridcell"][aria-label]').count(), 81);
    assert.equal(await page.locator('[role="gridcell"][tabindex="0"]').count(), 1);
    await page.focus('[data-cell="r1c1"]');
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.dataset.cell);
    assert.equal(focused, 'r2c1');
    const shadow = await page.$eval('[data-cell="r2c1"]', (el) => getComputedStyle(el).boxShadow);
    assert.notEqual(shadow, 'none', 'the focused cell shows a ring');
    assert.equal(await page.getAttribute('[data-cell="r1c9"]', 'aria-label'), 'r1c9, black, 9');
    assert.equal(await page.getAttribute('[data-cell="r1c9"]', 'aria-readonly'), 'true');
    // Print: only the board, black cells black.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.isHidden('.toolbar'), true);
    assert.equal(await page.isHidden('.pad'), true);
    assert.equal(await page.isVisible('[role="grid"]'), true);
    assert.equal(await page.$eval('[data-cell="r1c8"]', (el) => getComputedStyle(el).backgroundColor), 'rgb(0, 0, 0)');
    await page.pdf({ path: artifact('print.pdf') });
    assert.deepEqual(problems, []);
    await close();
  });
});
