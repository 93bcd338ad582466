// The player's reliability in headless Chromium: a solved puzzle can be
// undone, restarted and played again; finishing by Hint keeps "Solved";
// messages never move the board (nor, on a desktop, the buttons); Back after a paste; broken
// puzzles say what is wrong; full storage is told once; hint sentences end
// with one full stop; an engine crash (a wasm trap) is reported and the
// trapped instance is replaced, on the page and in the worker.
// Expected values come from the same wasm package loaded in node.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LEGACY_162, PKG, SUDOKU_81, artifact, browserSuite, cellName, expectedLabel, hashBoard, readCells,
  removeStoredRecords, savedGameAt, storedRecords, writeStoredRecord,
} from './helpers.mjs';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });
const { openPage, load } = env;

const CRASH = 'Internal error in the engine (unreachable); it has been restarted.';
const NOTICE_START = 'Your last move could not be saved: storage is full or blocked.';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The labels the page must show for `board` (a board object). */
const labelsOf = (board) => Array.from({ length: 81 }, (_, i) => expectedLabel(board, i));
const puzzleLabels = (text) => labelsOf(api.decode(text).board);
const shownLabels = async (page) => (await readCells(page)).map((c) => c.label);

/** Indices of cells that are true on a page, e.g. selected or marked. */
const cellsWhere = (page, selector) => page.$$eval(selector, (cells) => cells.map((c) => Number(c.dataset.index)).sort((a, b) => a - b));

/** A board object `board` with the digit `text[i]` placed where `pick(i)` says. */
function withPlaced(board, digits, pick) {
  const placed = [...board.placed].map((c, i) => (pick(i) ? digits[i] : c));
  return { ...board, placed: placed.join('') };
}

/**
 * LEGACY_162 solved except its first open cell, as link text (the json
 * format: in the 243 form the cell's single candidate would read back as a
 * placed digit), and that cell.
 */
function oneStepFromSolved() {
  const board = api.decode(LEGACY_162).board;
  const solution = api.solve(board).solution;
  const open = [...board.givens].findIndex((g, i) => g === '.' && board.black[i] === '0');
  const almost = withPlaced(board, solution, (i) => i !== open && board.givens[i] === '.' && board.black[i] === '0');
  return { text: encodeURIComponent(api.encode({ ...almost, candidates: null }, 'json')), open };
}

/** The position of LEGACY_162 on the way to its end whose hint text is the longest, as link text. */
function longestHintPosition() {
  let board = api.decode(LEGACY_162).board;
  let best = null;
  for (let k = 0; k < 200; k++) {
    const step = api.hint(board);
    if (step.kind !== 'step') break;
    const line = `${step.strategy}: ${step.text}`;
    if (!best || line.length > best.line.length) best = { line, text: api.encode(board, 'str8ts-com') };
    const cands = board.candidates ? [...board.candidates] : api.candidates(board);
    const placed = [...board.placed];
    for (const [i, d] of step.placements) {
      placed[i] = String(d);
      cands[i] = 1 << (d - 1);
    }
    for (const [i, d] of step.eliminations) cands[i] &= ~(1 << (d - 1));
    board = { ...board, placed: placed.join(''), candidates: cands };
  }
  return best;
}

/** A board object with the given `digit` written as a given at cell `i`. */
function withGiven(board, i, digit) {
  const givens = [...board.givens];
  givens[i] = digit;
  return { ...board, givens: givens.join('') };
}

/** The enabled state of the play buttons. */
async function buttons(page) {
  const ids = ['mode', 'erase', 'undo', 'redo', 'fill', 'reset', 'check', 'hint', 'solve', 'restart'];
  const out = {};
  for (const id of ids) out[id] = !(await page.isDisabled(`#${id}`));
  out.digits = !(await page.isDisabled('.pad [data-digit="5"]'));
  return out;
}

/** Boxes of the board and the buttons in page coordinates (x, y, width, height, to 1/100 px). */
async function layout(page) {
  return page.evaluate(() => Object.fromEntries(['board', 'hint', 'undo', 'redo', 'reset', 'solve', 'new', 'erase'].map((id) => {
    const b = document.getElementById(id).getBoundingClientRect();
    const r = (v) => Math.round(v * 100) / 100;
    return [id, [r(b.x + window.scrollX), r(b.y + window.scrollY), r(b.width), r(b.height)]];
  })));
}

describe('a solved puzzle', () => {
  test('Undo after Solve brings the position back and play goes on; Restart after solving works and is undoable', async () => {
    const { page, problems, close } = await openPage();
    page.on('dialog', (dialog) => dialog.accept());
    await load(page, `index.html#bd=${LEGACY_162}`);
    const board = api.decode(LEGACY_162).board;
    const solution = api.solve(board).solution;
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press(solution[0]);
    const before = await shownLabels(page);
    await page.click('#solve');
    await page.waitForSelector('body.is-solved');
    assert.match(await page.textContent('#standing-text'), /^Solution shown after \d+:\d\d\.$/);
    assert.deepEqual(await cellsWhere(page, '[aria-selected="true"]'), [], 'the selection is cleared');
    assert.deepEqual(await buttons(page), {
      mode: false, erase: false, undo: true, redo: false, fill: false, reset: false, check: false, hint: false, solve: false, restart: true, digits: false,
    });

    await page.click('#undo');
    await page.waitForSelector('body:not(.is-solved)');
    assert.deepEqual(await shownLabels(page), before, 'the position before Solve');
    assert.equal(await page.isHidden('#standing'), true);
    assert.equal((await api.decode(await hashBoard(page))).board.placed[1], '.');
    await page.click('[data-cell="r1c2"]');
    await page.keyboard.press(solution[1]);
    assert.equal(await page.getAttribute('[data-cell="r1c2"]', 'aria-label'), `r1c2, ${solution[1]}, placed`, 'play goes on');
    assert.deepEqual(await buttons(page), {
      mode: true, erase: true, undo: true, redo: false, fill: true, reset: true, check: true, hint: true, solve: true, restart: true, digits: true,
    });

    await page.click('#solve');
    await page.waitForSelector('body.is-solved');
    const solvedLabels = await shownLabels(page);
    await page.click('#restart');
    await page.waitForSelector('body:not(.is-solved)');
    assert.deepEqual(await shownLabels(page), puzzleLabels(LEGACY_162), 'back to the givens');
    assert.equal(await page.textContent('#info'), 'Back to the start: Undo brings your position back.');
    assert.equal(await page.isDisabled('#restart'), true, 'nothing more to restart');
    await page.click('#undo');
    await page.waitForSelector('body.is-solved');
    assert.deepEqual(await shownLabels(page), solvedLabels, 'Restart is undoable');
    await page.click('#redo');
    assert.deepEqual(await shownLabels(page), puzzleLabels(LEGACY_162));
    assert.deepEqual(problems, []);
    await close();
  });

  test('its link and a reload show it solved, with Play again, which starts afresh', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.click('#solve');
    await page.waitForSelector('body.is-solved');
    const solvedText = await page.textContent('#standing-text');
    assert.match(solvedText, /^Solution shown after \d+:\d\d\.$/);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    await page.waitForSelector('body.is-solved');
    assert.equal(await page.textContent('#standing-text'), solvedText, 'the same time after a reload');
    await page.goto('about:blank');
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.waitForSelector('body.is-solved');
    assert.equal(await page.textContent('#standing-text'), solvedText);
    assert.equal(await page.textContent('#standing-action'), 'Play again');
    assert.equal(await page.textContent('#info'), '');
    await page.screenshot({ path: artifact('reliability-solved-revisit.png') });

    await page.click('text=Play again');
    await page.waitForSelector('body:not(.is-solved)');
    assert.deepEqual(await shownLabels(page), puzzleLabels(LEGACY_162));
    assert.equal(await page.textContent('#timer'), '0:00');
    assert.equal(await page.isDisabled('#undo'), true, 'a new game: nothing to undo');
    assert.equal(await page.isHidden('#standing'), true);
    // The fresh game is what a reload now restores.
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.evaluate(() => document.body.classList.contains('is-solved')), false);
    assert.deepEqual(await shownLabels(page), puzzleLabels(LEGACY_162));
    assert.deepEqual(problems, []);
    await close();

    // Someone else's solved position: solved, without a time that is not this player's.
    const board = api.decode(LEGACY_162).board;
    const solution = api.solve(board).solution;
    const solved = withPlaced(board, solution, (i) => board.givens[i] === '.' && board.black[i] === '0');
    const other = await openPage();
    await load(other.page, `index.html#bd=${api.encode(solved, 'str8ts-com')}`);
    await other.page.waitForSelector('body.is-solved');
    assert.equal(await other.page.textContent('#standing-text'), 'Solved.');
    assert.deepEqual(other.problems, []);
    await other.close();
  });

  test('finishing with Hint keeps "Solved in m:ss" standing, clears the selection and shows the solved style', async () => {
    for (const [name, options] of [['light', {}], ['dark', { colorScheme: 'dark' }]]) {
      const { page, problems, close } = await openPage(options);
      const { text, open } = oneStepFromSolved();
      await load(page, `index.html#bd=${text}`);
      await page.click(`[data-cell="${cellName(open)}"]`);
      await page.click('#hint');
      await page.waitForSelector('#info[data-kind="hint"]');
      await page.click('#hint');
      await page.waitForFunction(() => !document.getElementById('info').textContent.startsWith('Look at'));
      assert.match(await page.textContent('#info'), /\. Press Hint again to apply it\.$/);
      await page.click('#hint');
      await page.waitForSelector('body.is-solved');
      assert.match(await page.textContent('#standing-text'), /^Solved in 0:\d\d with 1 hint\.$/);
      assert.equal(await page.textContent('#info'), '', 'no "Applied: ..." after "Solved"');
      assert.deepEqual(await cellsWhere(page, '[aria-selected="true"]'), []);
      assert.equal(await page.getAttribute('#board', 'aria-readonly'), 'true');
      // The solved style: green frame, white cells tinted green.
      const style = (sel, prop) => page.$eval(sel, (el, p) => getComputedStyle(el)[p], prop);
      const [green, tint] = name === 'light' ? ['rgb(31, 122, 61)', 'rgb(227, 244, 232)'] : ['rgb(111, 211, 143)', 'rgb(23, 53, 35)'];
      assert.equal(await style('#board', 'borderTopColor'), green);
      assert.equal(await style(`[data-cell="${cellName(open)}"]`, 'backgroundColor'), tint);
      assert.equal(await style(`[data-cell="${cellName(open)}"] .digit`, 'color'), green);
      // The message stays while other things are said.
      await page.click('#copy-puzzle');
      assert.match(await page.textContent('#standing-text'), /^Solved in 0:\d\d with 1 hint\.$/);
      for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
        await page.setViewportSize(viewport.viewport);
        await page.screenshot({ path: artifact(`reliability-solved-${size}-${name}.png`) });
      }
      assert.deepEqual(problems, []);
      await close();
    }
  });
});

describe('the message area', () => {
  test('a long hint or an error moves neither the board nor the buttons on a desktop, nor the board on a phone; the hint is read whole', async () => {
    const { line, text } = longestHintPosition();
    assert.ok(line.length > 200, `a long hint: ${line.length} characters`);
    for (const [name, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      const { page, problems, close } = await openPage(options);
      await load(page, `index.html#bd=${text}`);
      const before = await layout(page);
      await page.click('#hint');
      await page.waitForSelector('#info[data-kind="hint"]');
      await page.click('#hint');
      await page.waitForFunction(() => !document.getElementById('info').textContent.startsWith('Look at'));
      assert.equal(await page.textContent('#info'), `${line}. Press Hint again to apply it.`);
      // The message area holds the whole hint, however long (no More to
      // press): under the board on a phone, where it grows taller and moves
      // the pad below it, not the board; beside the board, under the play
      // buttons, on a desktop, where it moves none of them.
      const note = await page.$eval('#note', (el) => ({ fits: el.scrollHeight <= el.clientHeight, height: el.clientHeight }));
      assert.equal(note.fits, true, `${name}: the whole hint is in view`);
      assert.equal(await page.$('#note-more'), null, `${name}: no More button`);
      const after = await layout(page);
      if (name === 'phone') {
        assert.deepEqual(after.board, before.board, `${name}: the board did not move`);
        assert.ok(note.height > 80, `${name}: the area grew to hold the hint (${note.height} px)`);
      } else {
        assert.deepEqual(after, before, `${name}: nothing moved`);
      }
      await page.screenshot({ path: artifact(`reliability-long-hint-${name}.png`) });
      // An error alert as well.
      await page.fill('#open-text', 'not a board');
      await page.press('#open-text', 'Enter');
      await page.waitForSelector('[role="alert"]:not([hidden])');
      const alerted = await layout(page);
      if (name === 'phone') assert.deepEqual(alerted.board, before.board, `${name}: the alert did not move the board`);
      else assert.deepEqual(alerted, before, `${name}: the alert moved nothing`);
      const { hint, undo, redo } = before;
      assert.equal(undo[1], redo[1], `${name}: Undo and Redo on one row`);
      if (name === 'desktop') {
        const right = (box) => Math.round(box[0] + box[2]);
        assert.deepEqual([right(before.reset), right(before.solve), right(before.new)], [right(redo), right(redo), right(redo)],
          `${name}: the button rows end together`);
        assert.equal(before.new[3], hint[3], `${name}: New puzzle… on one line, as high as Hint`);
      }
      assert.ok(hint[1] + hint[3] <= options.viewport.height, `${name}: the Hint button is on screen (${hint})`);
      assert.deepEqual(problems, []);
      await close();
    }
  });
});

describe('history', () => {
  test('Back after a paste returns to the previous puzzle and its position; Forward to the pasted one', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('6');
    await page.fill('#open-text', SUDOKU_81);
    await page.press('#open-text', 'Enter');
    await page.waitForSelector('#status[data-variant="sudoku"]');
    await page.goBack();
    await page.waitForSelector('#status[data-variant="str8ts"]');
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), 'r1c1, 6, placed');
    assert.equal((await api.decode(await hashBoard(page))).board.givens, api.decode(LEGACY_162).board.givens);
    await page.goForward();
    await page.waitForSelector('#status[data-variant="sudoku"]');
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), 'r1c1, 4, given');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('broken puzzles', () => {
  test('a Str8ts with several solutions says so on opening', async () => {
    const text = '...#....ia.#......i.....#...............#...............#.....g......a.##....#...';
    const { board, format } = api.decode(text);
    assert.equal(format, 'str8ts-text');
    const checked = api.check(board);
    assert.equal(checked.status, 'multiple');
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${text}`);
    assert.equal(await page.textContent('#standing-text'), checked.text);
    assert.equal(await page.textContent('#status .status-grade'), 'Several solutions');
    assert.equal(await page.isDisabled('#solve'), true);
    assert.equal(await page.isDisabled('#check'), true);
    await page.screenshot({ path: artifact('reliability-several-solutions.png') });
    assert.deepEqual(problems, []);
    await close();
  });

  test('a Str8ts whose givens clash: the message, the cells marked, and Hint points at the clash first', async () => {
    const board = withGiven(api.decode(LEGACY_162).board, 0, '4');
    const text = api.encode(board, 'str8ts-com-legacy');
    const checked = api.check(board);
    const step = api.hint(board);
    assert.equal(checked.status, 'conflict');
    assert.equal(step.kind, 'broken-clues');
    for (const [name, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      const { page, problems, close } = await openPage(options);
      await load(page, `index.html#bd=${text}`);
      assert.equal(await page.textContent('#standing-text'), checked.text);
      assert.equal(await page.textContent('#status .status-grade'), 'Clues clash');
      assert.deepEqual(await cellsWhere(page, '.cell.is-conflict'), [...checked.cells].sort((a, b) => a - b));
      assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), 'r1c1, 4, given, conflict');
      await page.click('#hint');
      await page.waitForSelector('#info[data-kind="hint"]');
      assert.equal(await page.textContent('#info'), `${step.text[0].toUpperCase()}${step.text.slice(1)}.`);
      assert.deepEqual(await cellsWhere(page, '.cell.is-hint'), [...step.cells].sort((a, b) => a - b));
      const labels = await shownLabels(page);
      await page.click('#hint');
      assert.deepEqual(await shownLabels(page), labels, 'nothing to apply');
      await page.screenshot({ path: artifact(`reliability-clashing-givens-${name}.png`) });
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test('a Sudoku whose givens clash, or with several solutions, says so too', async () => {
    const sudoku = api.decode(SUDOKU_81).board;
    const clash = withGiven(sudoku, 1, '4');
    const several = withGiven(sudoku, 0, '.');
    const { page, problems, close } = await openPage();
    for (const [board, chip] of [[clash, 'Clues clash'], [several, 'Several solutions']]) {
      const checked = api.check(board);
      await load(page, `index.html#bd=${api.encode(board, 'sudoku81')}`);
      assert.equal(await page.textContent('#standing-text'), checked.text);
      assert.equal(await page.textContent('#status .status-grade'), chip);
      for (const i of checked.cells) assert.match(await page.getAttribute(`[data-index="${i}"]`, 'aria-label'), /, conflict$/);
    }
    assert.equal(api.check(clash).text.endsWith('.'), true);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('storage', () => {
  test('where IndexedDB cannot be opened and localStorage is full: one notice a game, and play goes on', async () => {
    const { page, problems, close } = await openPage();
    await page.addInitScript(() => {
      IDBFactory.prototype.open = function open() {
        throw new DOMException('IndexedDB is not available here.', 'InvalidStateError');
      };
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await load(page, `index.html#bd=${LEGACY_162}`);
    assert.equal(await page.isHidden('#message'), true);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('3');
    await page.waitForSelector('#message:not([hidden])');
    assert.ok((await page.textContent('#message-text')).startsWith(NOTICE_START));
    await page.click('#message details summary');
    assert.equal(await page.textContent('#message details span'), 'The browser refused to write the saved game (QuotaExceededError).');
    await page.click('[data-cell="r1c2"]');
    await page.keyboard.press('4');
    assert.ok((await page.textContent('#message-text')).startsWith(NOTICE_START), 'the notice stays');
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), 'r1c1, 3, placed');
    assert.equal((await api.decode(await hashBoard(page))).board.placed[0], '3');
    // Another puzzle: its first move that cannot be saved is told again, the next ones not.
    await page.fill('#open-text', SUDOKU_81);
    await page.press('#open-text', 'Enter');
    await page.waitForSelector('#status[data-variant="sudoku"]');
    assert.equal(await page.isHidden('#message'), true);
    await page.click('[data-cell="r1c2"]');
    await page.keyboard.press('1');
    assert.equal(await page.getAttribute('[data-cell="r1c2"]', 'aria-label').then((l) => l.startsWith('r1c2, 1, placed')), true);
    await page.waitForSelector('#message:not([hidden])');
    await page.evaluate(() => document.getElementById('message').setAttribute('data-seen', '1'));
    await page.click('[data-cell="r1c3"]');
    await page.keyboard.press('2');
    assert.equal(await page.getAttribute('#message', 'data-seen'), '1', 'not told again');
    assert.deepEqual(problems, []);
    await close();
  });
});

const UNREADABLE = 'Saved progress for this puzzle could not be read; it was kept aside and can be exported from Saved games.';

describe('damaged saved games', () => {
  const partLost = (what) => `Part of the saved progress for this puzzle could not be read (${what}); the rest is restored, and the saved record was kept aside.`;

  test('a negative, huge or non-numeric time, a cut record and wrong types: no crash, a sane clock, the record kept aside and the player told', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('3');
    await savedGameAt(page, 1);
    const [[key, good]] = await storedRecords(page, 'straights:game:');
    const edit = (change) => JSON.stringify({ ...JSON.parse(good), ...change });
    const cases = [
      { name: 'negative time', text: edit({ elapsed: -3_600_000 }), placed: true, message: partLost('the time played') },
      { name: 'huge time', text: edit({ elapsed: 1e300 }), placed: true, message: partLost('the time played') },
      { name: 'non-numeric time', text: edit({ elapsed: '12:00' }), placed: true, message: partLost('the time played') },
      { name: 'cut short', text: good.slice(0, Math.floor(good.length / 2)), placed: false, message: UNREADABLE },
      { name: 'progress a number', text: edit({ progress: 42 }), placed: false, message: UNREADABLE },
      { name: 'a list, not a record', text: '[1,2,3]', placed: false, message: UNREADABLE },
      { name: 'history and marks of wrong types', text: edit({ undo: 'x', redo: [7], revealed: 'yes' }), placed: true, message: partLost('the undo history and some of its marks') },
      { name: 'a step of the history cut short', text: edit({ undo: [JSON.parse(good).undo[0].slice(0, 4)] }), placed: true, message: partLost('the undo history') },
      { name: 'a step of the old form cut short', text: edit({ undo: undefined, past: ['.'.repeat(100)] }), placed: true, message: partLost('the undo history') },
    ];
    for (const { name, text, placed, message } of cases) {
      for (const address of [`index.html#bd=${LEGACY_162}`, 'index.html']) {
        // Written from a page of the same origin that is no player (the player saves its own game on leaving).
        await page.goto(new URL('print.html', env.server.url).href);
        await removeStoredRecords(page, 'straights:aside:');
        await writeStoredRecord(page, key, text);
        await page.evaluate((k) => localStorage.setItem('straights:last', k.slice('straights:game:'.length)), key);
        await load(page, address);
        const label = await page.getAttribute('[data-cell="r1c1"]', 'aria-label');
        assert.equal(label, placed ? 'r1c1, 3, placed' : 'r1c1, empty', `${name} (${address})`);
        assert.match(await page.textContent('#timer'), /^0:0\d$/, `${name}: a sane clock`);
        await page.waitForSelector('#message-text');
        assert.equal(await page.textContent('#message-text'), message, name);
        const aside = await storedRecords(page, 'straights:aside:');
        assert.equal(aside.length, 1, `${name}: one record aside`);
        assert.ok(aside[0][0].endsWith(`:${key.slice('straights:game:'.length)}`), 'kept under the puzzle\'s key');
        assert.equal(aside[0][1], text, `${name}: kept as it was`);
      }
    }
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('damaged saved games and links with their own progress', () => {
  test('a partly damaged record that the link\'s own position replaces is told as not read (nothing of it restored), and kept aside', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('3');
    const link = encodeURIComponent(await hashBoard(page));
    await page.click('[data-cell="r1c2"]');
    await page.keyboard.press('4');
    const text = await savedGameAt(page, 2);
    const [[key]] = await storedRecords(page, 'straights:game:');
    const damaged = JSON.stringify({ ...JSON.parse(text), elapsed: -5 });
    await page.goto(new URL('print.html', env.server.url).href);
    await writeStoredRecord(page, key, damaged);
    await load(page, `index.html#bd=${link}`);
    assert.ok((await page.getAttribute('[data-cell="r1c1"]', 'aria-label')).startsWith('r1c1, 3, placed'));
    assert.ok((await page.getAttribute('[data-cell="r1c2"]', 'aria-label')).startsWith('r1c2, empty'), 'the link\'s position');
    await page.waitForSelector('#message-text');
    assert.equal(await page.textContent('#message-text'), UNREADABLE);
    const aside = (await storedRecords(page, 'straights:aside:')).map(([, t]) => t);
    assert.deepEqual(aside, [damaged]);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('a long game', () => {
  test('1,000 moves, a reload, and 1,000 undos reach the empty board; the saved game stays under 100 KB', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.click('[data-cell="r1c1"]');
    // 1,000 digits in r1c1, each different from the one before (each one a move), typed as keys on the board.
    await page.evaluate(() => {
      const target = document.activeElement;
      for (let k = 0; k < 1000; k++) {
        const d = (k % 9) + 1;
        target.dispatchEvent(new KeyboardEvent('keydown', { key: String(d), code: `Digit${d}`, bubbles: true, cancelable: true }));
      }
    });
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), `r1c1, ${(999 % 9) + 1}, placed`);
    const saved = await savedGameAt(page, (record) => record.undo.length === 1000);
    assert.ok(saved.length < 100_000, `the saved game takes ${saved.length} characters`);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), `r1c1, ${(999 % 9) + 1}, placed`);
    await page.evaluate(() => {
      for (let k = 0; k < 1000; k++) document.getElementById('undo').click();
    });
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), 'r1c1, empty');
    assert.equal(await page.isDisabled('#undo'), true, 'the start: nothing more to undo');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('saved games of the older form', () => {
  test('a record with whole positions (past, future) loads with its undo and redo, and is written back as changes', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('3');
    const text = await savedGameAt(page, 1);
    const [[key]] = await storedRecords(page, 'straights:game:');
    const { progress, elapsed } = JSON.parse(text);
    const empty = `${'.'.repeat(81)}${'000'.repeat(81)}`;
    const later = `34${progress.slice(2)}`;
    const old = JSON.stringify({ progress, past: [empty], future: [later], elapsed, solved: false, revealed: false, format: null, savedAt: 1 });
    await page.goto(new URL('print.html', env.server.url).href);
    await writeStoredRecord(page, key, old);
    await load(page, `index.html#bd=${LEGACY_162}`);
    const label = (name) => page.getAttribute(`[data-cell="${name}"]`, 'aria-label');
    assert.equal(await label('r1c1'), 'r1c1, 3, placed');
    assert.match(await page.textContent('#info'), /^Welcome back/);
    await page.click('#redo');
    assert.ok((await label('r1c2')).startsWith('r1c2, 4, placed'), 'the redo step of the old record');
    const saved = JSON.parse(await savedGameAt(page, 1));
    assert.equal(saved.past, undefined, 'written back as changes');
    assert.equal(saved.undo.length, 2);
    await page.click('#undo');
    await page.click('#undo');
    assert.equal(await label('r1c1'), 'r1c1, empty');
    assert.equal(await page.isDisabled('#undo'), true);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('engine crashes', () => {
  /**
   * A copy of the wasm glue `file` (pkg/page.js, the page's, or
   * pkg/straights.js, the worker's) with a trap switch in front of every
   * export: once tripped (an encode while window.__trapNextEncode is set, a
   * generate with seed 4242, or the first hint of a copy served with
   * `trapHint`), it calls the wasm allocator with an impossible size, a real
   * trap ("unreachable") in the real instance, and from then on every call
   * of that copy fails, so that any reuse of it shows.
   */
  function trappingGlue(file = 'straights.js', { trapHint = false } = {}) {
    const glue = readFileSync(path.join(PKG, file), 'utf8');
    let exports = 0;
    const body = glue.replace(/export function (\w+)\([^)]*\) \{/g, (head, name) => {
      exports += 1;
      return `${head} __guard('${name}', arguments);`;
    });
    assert.ok(exports >= 9, `every export guarded (${exports})`);
    return `let __trapped = false;
let __trapHint = ${trapHint};
function __guard(name, args) {
  if (__trapped) throw new Error('a trapped instance was used again');
  const trip = (name === 'hint' && __trapHint) || (name === 'encode' && globalThis.__trapNextEncode)
    || (name === 'generate' && args[0] && args[0].seed === 4242);
  if (!trip) return;
  __trapHint = false;
  globalThis.__trapNextEncode = false;
  __trapped = true;
  wasm.__wbindgen_malloc(0xFFFFFFF0, 1);
}
${body}`;
  }

  test('a trap in a hint (in the worker) or on the page is reported, and the next call runs on a fresh instance', async () => {
    const { context, page, problems, close } = await openPage({ serviceWorkers: 'block' });
    const pageGlue = trappingGlue('page.js');
    const served = [];
    // Every copy of the page's glue (its own, each fresh one) has its own switch.
    await context.route((url) => url.pathname.endsWith('/pkg/page.js'), (route) => {
      served.push(new URL(route.request().url()).search);
      return route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: pageGlue });
    });
    // The first worker's glue traps on its first hint; the workers after it do not.
    let workerCopies = 0;
    await context.route((url) => url.pathname.endsWith('/pkg/straights.js'), (route) => {
      workerCopies += 1;
      const body = trappingGlue('straights.js', { trapHint: workerCopies === 1 });
      return route.fulfill({ contentType: 'text/javascript; charset=utf-8', body });
    });
    let workers = 0;
    page.on('worker', () => { workers += 1; });
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.waitForFunction(() => performance.getEntriesByName('engine-spare').length === 1);
    assert.ok(served.includes('?instance=1'), `a spare instance is loaded: ${served}`);
    const step = api.hint(api.decode(LEGACY_162).board);

    await page.click('#hint');
    await page.waitForSelector('#message:not([hidden])');
    assert.equal(await page.textContent('#message'), CRASH);
    // The next hint, a move and the address all work: the trapped worker
    // would throw "a trapped instance was used again".
    await page.click('#hint');
    await page.waitForSelector('#info[data-kind="hint"]');
    await page.click('#hint');
    await page.waitForFunction(() => !document.getElementById('info').textContent.startsWith('Look at'));
    assert.equal(await page.textContent('#info'), `${step.strategy}: ${step.text}. Press Hint again to apply it.`);
    assert.equal(workers, 2, 'the trapped worker was replaced');
    assert.equal(workerCopies, 2);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('7');
    assert.equal((await api.decode(await hashBoard(page))).board.placed[0], '7');
    await page.screenshot({ path: artifact('reliability-crash-hint.png') });

    // A trap while a move writes the address: the message, the move on the
    // board, and the next move writes both into the address.
    const hideAlert = () => page.evaluate(() => { document.getElementById('message').hidden = true; });
    const spares = (n) => page.waitForFunction((k) => performance.getEntriesByName('engine-spare').length >= k, n);
    await page.evaluate(() => { window.__trapNextEncode = true; });
    await hideAlert();
    const solution = api.solve(api.decode(LEGACY_162).board).solution;
    await page.click('[data-cell="r1c2"]');
    await page.keyboard.press(solution[1]);
    await page.waitForSelector('#message:not([hidden])');
    assert.equal(await page.textContent('#message'), CRASH);
    assert.equal(await page.getAttribute('[data-cell="r1c2"]', 'aria-label'), `r1c2, ${solution[1]}, placed`);
    await spares(2);
    await page.click('[data-cell="r1c3"]');
    await page.keyboard.press(solution[2]);
    const placed = (await api.decode(await hashBoard(page))).board.placed;
    assert.deepEqual([placed[0], placed[1], placed[2]], ['7', solution[1], solution[2]]);
    // A trap that nothing in the page catches (Copy link writes the link
    // after an await): the same message, from the page's last resort.
    await page.evaluate(() => { window.__trapNextEncode = true; });
    await hideAlert();
    await page.click('#copy-puzzle');
    await page.waitForSelector('#message:not([hidden])');
    assert.equal(await page.textContent('#message'), CRASH);
    await spares(3);
    assert.deepEqual(served.filter((q) => q).sort(), ['?instance=1', '?instance=2', '?instance=3']);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a trap in the worker is reported, and the worker is replaced before the next job', async () => {
    const { context, page, problems, close } = await openPage({ serviceWorkers: 'block' });
    const glue = trappingGlue();
    await context.route((url) => url.pathname.endsWith('/pkg/straights.js') && !url.search,
      (route) => route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: glue }));
    let workers = 0;
    page.on('worker', () => { workers += 1; });
    await load(page, `index.html#bd=${LEGACY_162}`);
    await page.waitForSelector('#status .status-grade');
    assert.equal(workers, 1);
    const generate = async (seed) => {
      await page.click('#new');
      await page.selectOption('#new-grade', '1');
      await page.fill('#new-seed', String(seed));
      await page.click('#new-go');
      await page.waitForSelector('#busy', { state: 'hidden', timeout: 20000 });
    };
    await generate(4242);
    await page.waitForSelector('#message:not([hidden])');
    assert.equal(await page.textContent('#message'), CRASH);
    for (let wait = 0; workers < 2 && wait < 50; wait++) await page.waitForTimeout(100);
    assert.equal(workers, 2, 'a new worker');
    await generate(7);
    assert.equal(await page.textContent('#info'), 'New Easy Str8ts. Good luck!');
    const made = api.generate({ grade: 1, seed: 7, symmetry: 'rotate180' });
    assert.equal((await api.decode(await hashBoard(page))).board.givens, made.board.givens);
    assert.equal(workers, 2, 'the new worker stays');
    assert.deepEqual(problems, []);
    await close();
  });
});
