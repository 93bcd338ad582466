// The player's DOM-free modules in node: links, keys, timer formatting,
// the game model (moves, undo, saved progress), the player's sentences, the
// buttons' enabled states and the recovery from engine crashes (with fake
// wasm modules and workers whose calls trap).

import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { boardParam, linkTo, pastedBoard } from '../../www/shared/links.js';
import { boardKey, digitOfKey, historyKey, stepCell } from '../../www/board/keys.js';
import { formatTime } from '../../www/model/timer.js';
import { bit, peers, puzzleOf } from '../../www/model/game.js';
import { applyChanges, clearCells, fillSolution, placeDigit, toggleCandidate } from '../../www/model/moves.js';
import { History } from '../../www/model/history.js';
import { fromBoardObject, toBoardObject } from '../../www/model/board-object.js';
import { progressString, withProgress } from '../../www/model/progress.js';
import { eraseTop, marksText, withMarks } from '../../www/model/marks.js';
import { applyChange, changeText } from '../../www/model/changes.js';
import {
  RECORD_UNREADABLE, STORAGE_NOTICE, TIP, damagedLine, TIP_DIGITS, TIP_PENCIL, appliedLine, errorSentence, gradeLabel, hintLeadLength, hintLine, plural, pluralWord,
  problemLabel, revealedLine, sentence, solvedLine, tipFor,
} from '../../www/shared/messages.js';
import { controlStates } from '../../www/board/controls.js';
import { EngineCrash, crashText, isTrap, restartable, runJob } from '../../www/engine/recovery.js';
import { EngineWorker } from '../../www/engine/worker-client.js';
import { loadGame, readGame, saveGame, setAside } from '../../www/store/storage.js';
import { lastWriteError, openRecords, recordNames, recordPlace, recordText } from '../../www/store/records.js';
import { MAX_ELAPSED, gameRecord, readRecord, validElapsed } from '../../www/store/record.js';
import { MAX_COUNT, encodeBoard, readBoards, readGiven, readParams, writeGiven } from '../../www/shared/print-params.js';
import { MAX_SEED, seedValue } from '../../www/shared/seeds.js';
import { useKinds } from '../../www/model/kinds.js';
import { loadApi } from './helpers.mjs';
import { median, summarise, validFinish } from '../../www/store/stats.js';
import { readSettings } from '../../www/store/settings.js';

/** An empty Str8ts board object with black cells at r1c4 and r2c1. */
function board() {
  const black = [...'0'.repeat(81)];
  black[3] = '1';
  black[9] = '1';
  const givens = [...'.'.repeat(81)];
  givens[4] = '7';
  return {
    variant: 'str8ts', givens: givens.join(''), placed: '.'.repeat(81), black: black.join(''), candidates: null, solution: null,
  };
}

describe('links', () => {
  test('bd parameters of hashes and queries', () => {
    assert.equal(boardParam('#bd=abc'), 'abc');
    assert.equal(boardParam('?x=1&bd=4..+5&y=2'), '4..+5');
    assert.equal(boardParam('#bd=a%20b'), 'a b');
    assert.equal(boardParam('#bd=100%'), '100%', 'bad percent-encoding is kept raw');
    assert.equal(boardParam('#other=1'), null);
    assert.equal(pastedBoard('https://www.str8ts.com/str8ts.html?bd=123'), '123');
    assert.equal(pastedBoard('https://example.org/#bd=xyz'), 'xyz');
    assert.equal(pastedBoard('not a link'), 'not a link');
    assert.equal(linkTo('http://127.0.0.1:8000/index.html?bd=old#bd=old', 'new'), 'http://127.0.0.1:8000/index.html#bd=new');
  });

  test('keys and time', () => {
    assert.equal(digitOfKey({ code: 'Digit3', key: '#' }), 3);
    assert.equal(digitOfKey({ code: 'Numpad9', key: '9' }), 9);
    assert.equal(digitOfKey({ code: 'KeyA', key: 'a' }), 0);
    assert.equal(historyKey({ ctrlKey: true, key: 'z' }), 'undo');
    assert.equal(historyKey({ metaKey: true, key: 'Z', shiftKey: true }), 'redo');
    assert.equal(historyKey({ ctrlKey: true, key: 'y' }), 'redo');
    assert.equal(historyKey({ key: 'z' }), null);
    assert.equal(historyKey({ ctrlKey: true, key: 'c' }), null);
    assert.equal(stepCell(0, -1, 0), 72);
    assert.equal(stepCell(8, 0, 1), 0);
    assert.equal(formatTime(0), '0:00');
    assert.equal(formatTime(61_999), '1:01');
    assert.equal(formatTime(3_725_000), '1:02:05');
  });

  test('what a key means on a board (the page and <str8ts-board> both read keys with boardKey)', () => {
    const key = (k, code, mods = {}) => ({ key: k, code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
    assert.deepEqual(boardKey(key('z', 'KeyZ', { ctrlKey: true })), { command: 'undo' });
    assert.deepEqual(boardKey(key('Z', 'KeyZ', { metaKey: true, shiftKey: true })), { command: 'redo' });
    assert.deepEqual(boardKey(key('y', 'KeyY', { ctrlKey: true })), { command: 'redo' });
    assert.deepEqual(boardKey(key('ArrowUp', 'ArrowUp')), { command: 'move', dr: -1, dc: 0, extend: false });
    assert.deepEqual(boardKey(key('ArrowRight', 'ArrowRight', { shiftKey: true })), { command: 'move', dr: 0, dc: 1, extend: true });
    assert.deepEqual(boardKey(key('5', 'Digit5')), { command: 'digit', digit: 5, asCandidate: false });
    assert.deepEqual(boardKey(key('%', 'Digit5', { shiftKey: true })), { command: 'digit', digit: 5, asCandidate: true });
    assert.deepEqual(boardKey(key('5', 'Digit5'), true), { command: 'digit', digit: 5, asCandidate: true });
    assert.deepEqual(boardKey(key('%', 'Digit5', { shiftKey: true }), true), { command: 'digit', digit: 5, asCandidate: false });
    for (const [k, code] of [['Delete', 'Delete'], ['Backspace', 'Backspace'], ['0', 'Digit0']]) {
      assert.deepEqual(boardKey(key(k, code)), { command: 'erase' }, k);
    }
    assert.deepEqual(boardKey(key(' ', 'Space')), { command: 'mode' });
    assert.deepEqual(boardKey(key('h', 'KeyH')), { command: 'hint' });
    assert.deepEqual(boardKey(key('H', 'KeyH', { shiftKey: true })), { command: 'hint' });
    assert.deepEqual(boardKey(key('Escape', 'Escape')), { command: 'deselect' });
    // Other keys, and any other key with Ctrl, Cmd or Alt, are the browser's.
    for (const mods of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }]) {
      assert.equal(boardKey(key('5', 'Digit5', mods)), null);
      assert.equal(boardKey(key('ArrowLeft', 'ArrowLeft', mods)), null);
      assert.equal(boardKey(key('c', 'KeyC', mods)), null);
    }
    assert.equal(boardKey(key('a', 'KeyA')), null);
    assert.equal(boardKey(key('Tab', 'Tab')), null);
  });
});

describe('the game model', () => {
  // The kinds' houses come from the engine table (www/model/kinds.js), here the built page module's.
  before(async () => {
    const page = await loadApi('page');
    useKinds(() => page.engines());
  });

  test('placing, toggling, clearing; givens and black cells never change', () => {
    const s = fromBoardObject(board());
    let t = toggleCandidate(s, [0, 1], 5);
    assert.equal(t.cands[0], 1 << 4);
    t = placeDigit(t, [1], 5);
    assert.equal(t.placed[1], 5);
    assert.equal(t.cands[0], 0, 'placing clears the digit from the row');
    assert.equal(t.cands[1], 0);
    assert.equal(placeDigit(t, [1], 5).placed[1], 0, 'the same digit again removes it');
    assert.equal(placeDigit(t, [3, 4], 2), t, 'black cells and givens stay');
    t = toggleCandidate(t, [2, 5], 8);
    t = toggleCandidate(t, [2, 5], 8);
    assert.equal(t.cands[2] | t.cands[5], 0, 'toggling twice takes it back');
    t = clearCells(placeDigit(t, [2], 3), [2]);
    assert.equal(t.placed[2], 0);
    assert.equal(peers({ variant: 'sudoku' }, 0).length, 20);
    assert.equal(peers({ variant: 'str8ts' }, 0).length, 16);
  });

  test('erasing a digit gives back what placing it took, never what the player removed', () => {
    const all = 0x1ff;
    const s = { ...fromBoardObject(board()), cands: new Array(81).fill(0).map((_, i) => (i === 3 || i === 4 ? 0 : all)) };
    // r1c6 loses 6 by hand, then 6 goes into r1c2 (Str8ts: row and column peers).
    const byHand = toggleCandidate(s, [5], 6);
    const placed = placeDigit(byHand, [1], 6);
    assert.equal(placed.cands[1], 0);
    assert.equal(placed.cands[0] & bit(6), 0, 'placing takes 6 from the row');
    assert.equal(placed.cands[10] & bit(6), 0, 'and from the column');
    for (const erase of [(t) => clearCells(t, [1]), (t) => eraseTop(t, [1]), (t) => placeDigit(t, [1], 6)]) {
      const back = erase(placed);
      assert.equal(back.placed[1], 0);
      assert.equal(back.cands[1], all & ~bit(7), 'the cell gets its own candidates back (but the 7 its row shows)');
      assert.ok(back.cands[0] & bit(6) && back.cands[10] & bit(6), 'its peers get 6 back');
      assert.equal(back.cands[5] & bit(6), 0, 'the 6 removed by hand stays removed');
      assert.deepEqual(back.taken?.filter((m) => m), [bit(7)], 'only the 7 the given blocks is left to give back');
    }
    // Typing another digit over it gives 6 back and takes 7.
    const over = placeDigit(placed, [1], 7);
    assert.ok(over.cands[0] & bit(6));
    assert.equal(over.cands[0] & bit(7), 0);
    // A 6 still blocked by another 6 of the column stays out until that one goes too.
    const twice = placeDigit(placed, [18 + 2], 6);
    const one = clearCells(twice, [1]);
    assert.ok(one.cands[0] & bit(6), 'r1c1 sees no 6 any more');
    assert.equal(one.cands[2] & bit(6), 0, 'r1c3 still sees the 6 of r3c3');
    assert.ok(clearCells(one, [20]).cands[2] & bit(6));
    // Candidates erased by hand, or removed by a hint's logic, never come back.
    const erased = clearCells(clearCells(placed, [0]), [1]);
    assert.equal(erased.cands[0], 0);
    const proved = clearCells(applyChanges(placed, [], [[0, 6]]), [1]);
    assert.equal(proved.cands[0] & bit(6), 0);
    // What is to be given back is saved with the marks and in the history's changes.
    assert.deepEqual(withMarks(puzzleOf(placed), marksText(placed)).taken, placed.taken);
    assert.deepEqual(applyChange(byHand, changeText(byHand, placed)), placed);
    assert.equal(puzzleOf(placed).taken, undefined);
  });

  test('board objects, progress strings and undo', () => {
    const s = fromBoardObject(board());
    const t = toggleCandidate(placeDigit(s, [0], 4), [2], 6);
    const obj = toBoardObject(t, { candidates: 'all' });
    assert.equal(obj.placed[0], '4');
    assert.equal(obj.candidates[0], 1 << 3);
    assert.equal(obj.candidates[2], 1 << 5);
    assert.equal(obj.candidates[3], 0);
    assert.equal(toBoardObject(s, { candidates: 'noted' }).candidates, null);
    assert.deepEqual(withProgress(puzzleOf(t), progressString(t)), t);
    assert.equal(withProgress(puzzleOf(t), 'garbage'), null);
    const h = new History(s, { limit: 2 });
    assert.equal(h.push(s), false, 'no change, no entry');
    h.push(placeDigit(s, [0], 1));
    h.push(placeDigit(h.state, [0], 2));
    h.push(placeDigit(h.state, [0], 3));
    assert.equal(h.past.length, 2, 'the oldest states go beyond the limit');
    assert.ok(h.undo() && h.undo());
    assert.equal(h.state.placed[0], 1);
    assert.equal(h.undo(), false);
    assert.ok(h.redo());
    assert.equal(h.state.placed[0], 2);
  });
});

describe('the player\'s sentences', () => {
  test('every sentence ends with exactly one full stop', () => {
    assert.equal(sentence('remove 9 from r4c9'), 'remove 9 from r4c9.');
    assert.equal(sentence('Done.. '), 'Done.');
    assert.equal(sentence('Really?'), 'Really?');
    assert.equal(sentence('S9B..., a URL'), 'S9B..., a URL.');
    assert.equal(sentence(''), '');
    assert.equal(errorSentence(new Error('unknown board format: found 3 characters')), 'unknown board format: found 3 characters.');
    assert.equal(sentence(STORAGE_NOTICE), STORAGE_NOTICE);
    assert.ok(STORAGE_NOTICE.startsWith('Your last move could not be saved: storage is full or blocked.'));
  });

  test('hint lines: the strategy, the engine\'s text, one full stop, then how to apply it', () => {
    const step = { kind: 'step', strategy: 'Compartment Range Check', text: 'remove 9 from r4c9' };
    assert.equal(hintLine(step), 'Compartment Range Check: remove 9 from r4c9. Press Hint again to apply it.');
    assert.equal(appliedLine(step), 'Applied: Compartment Range Check.');
    assert.equal(hintLine({ kind: 'mistake', strategy: null, text: 'r1c1 should not be 1: that digit is wrong' }),
      'r1c1 should not be 1: that digit is wrong. Press Hint again to apply it.');
    assert.equal(hintLine({ kind: 'broken-clues', strategy: null, text: 'the puzzle itself is broken: 4 appears twice in a row: r1c1 and r1c8' }),
      'The puzzle itself is broken: 4 appears twice in a row: r1c1 and r1c8.', 'nothing to apply');
    assert.equal(hintLine({ kind: 'solved', strategy: null, text: 'the puzzle is solved' }), 'The puzzle is solved.');
    assert.equal(appliedLine({ kind: 'mistake', strategy: null, cells: [0] }), 'Applied: r1c1 cleared.');
    const solution = Array.from({ length: 81 }, (_, i) => (i % 9) + 1);
    assert.equal(appliedLine({ kind: 'missing-candidate', strategy: null, cells: [13] }, solution), 'Applied: 5 is a candidate of r2c5 again.');
    assert.equal(appliedLine({ kind: 'missing-candidate', strategy: null, cells: [13] }), 'Applied: r2c5 has its candidate back.');
    assert.equal(appliedLine({ kind: 'broken-clues', strategy: null, cells: [0, 7] }), '', 'nothing was applied');
  });

  test('counts: the noun in the number\'s form, digits grouped', () => {
    assert.equal(plural(1, 'wrong digit'), '1 wrong digit');
    assert.equal(plural(2, 'wrong digit'), '2 wrong digits');
    assert.equal(plural(0, 'puzzle'), '0 puzzles');
    assert.equal(plural(12345, 'Tough Str8ts puzzle'), '12,345 Tough Str8ts puzzles');
    assert.equal(plural(3, 'box', 'boxes'), '3 boxes');
    assert.equal(pluralWord(1, 'Solution'), 'Solution');
    assert.equal(pluralWord(4, 'Solution'), 'Solutions');
  });

  test('the tip follows the selection and the pencil', () => {
    assert.equal(tipFor({ selected: false, candidateMode: false }), 'Select a cell, then type or tap a digit.');
    assert.equal(tipFor({ selected: false, candidateMode: true }), TIP);
    assert.equal(tipFor({ selected: true, candidateMode: false }), 'Type or tap a digit to place it; Shift+digit or Pencil notes a candidate.');
    assert.equal(tipFor({ selected: true, candidateMode: true }), 'Pencil is on: a digit is noted as a candidate (again to remove it).');
    assert.notEqual(TIP_DIGITS, TIP_PENCIL);
    assert.equal(tipFor({ selected: true, candidateMode: false, touch: true }), 'Tap a digit to place it; with Pencil on, a digit is noted as a candidate.');
    assert.equal(tipFor({ selected: true, candidateMode: true, touch: true }), TIP_PENCIL);
    assert.equal(tipFor({ selected: false, candidateMode: false, touch: true }), TIP);
  });

  test('the bold lead of a hint line is the longest strategy name it starts with', () => {
    const names = ['Naked Pair', 'Naked Single', 'X-Wing', 'Locked Candidates Type 1 (Pointing)', 'Locked Candidates'];
    assert.equal(hintLeadLength('Naked Single: r1c1 must be 5.', names), 'Naked Single'.length);
    assert.equal(hintLeadLength('X-Wing on 4 in rows 1 and 5.', names), 'X-Wing'.length);
    assert.equal(hintLeadLength('Locked Candidates Type 1 (Pointing): 3 in box 1.', names), 35);
    assert.equal(hintLeadLength('r1c1 should not be 1: that digit is wrong.', names), 0);
    assert.equal(hintLeadLength('Naked Pairs everywhere.', names), 0, 'a longer word is no match');
  });

  test('the solved line and the chips', () => {
    assert.equal(solvedLine(125_400), 'Solved in 2:05.');
    assert.equal(solvedLine(null), 'Solved.');
    assert.equal(solvedLine(261_000, 3), 'Solved in 4:21 with 3 hints.');
    assert.equal(solvedLine(261_000, 1), 'Solved in 4:21 with 1 hint.');
    assert.equal(solvedLine(261_000, 0), 'Solved in 4:21 without a hint.');
    assert.equal(revealedLine(125_400), 'Solution shown after 2:05.');
    assert.equal(revealedLine(null), 'Solution shown.');
    assert.equal(gradeLabel({ grade: 3, name: 'Moderate' }), '3 Moderate');
    assert.equal(gradeLabel({ grade: 0, name: 'Unfinished' }), 'Logic cannot finish');
    assert.equal(problemLabel('conflict'), 'Clues clash');
    assert.equal(problemLabel('multiple'), 'Several solutions');
    assert.equal(problemLabel('none'), 'No solution');
  });
});

describe('which buttons can act', () => {
  const s = fromBoardObject(board());
  const solution = Array.from({ length: 81 }, (_, i) => (s.black[i] ? 0 : (i % 9) + 1));
  const base = { solution, canUndo: false, canRedo: false, cells: [], masks: null, canHint: true };

  test('a solved board is locked: only Undo, Redo (if any) and Restart act', () => {
    const solvedState = fillSolution(s, solution);
    const on = controlStates({ ...base, state: solvedState, solved: true, canUndo: true, cells: [0] });
    assert.deepEqual(on, {
      digits: false, mode: false, erase: false, undo: true, redo: false, fill: false, reset: false, check: false, hint: false, solve: false, restart: true,
    });
  });

  test('in play: erase needs something to erase, fill something to write, restart progress, digits a cell that may change', () => {
    const masks = Array(81).fill(0b111);
    // Nothing selected: the digits stay on (a press says how to select a cell).
    let on = controlStates({ ...base, state: s, solved: false, masks });
    assert.deepEqual(on, {
      digits: true, mode: true, erase: false, undo: false, redo: false, fill: true, reset: true, check: true, hint: true, solve: true, restart: false,
    });
    const t = placeDigit(s, [0], 5);
    on = controlStates({ ...base, state: t, solved: false, cells: [0], canUndo: true, masks });
    assert.equal(on.erase, true);
    assert.equal(on.digits, true);
    assert.equal(on.restart, true);
    assert.equal(controlStates({ ...base, state: t, solved: false, cells: [3, 4] }).digits, false, 'a black cell and a given');
    const filled = { ...t, cands: t.cands.map((m, i) => (!t.black[i] && !t.givens[i] && !t.placed[i] ? 0b111 : 0)) };
    assert.equal(controlStates({ ...base, state: filled, solved: false, masks }).fill, false, 'every candidate is already in');
    assert.equal(controlStates({ ...base, state: s, solved: false, solution: null }).solve, false);
    assert.equal(controlStates({ ...base, state: { ...s, variant: 'sudoku' }, solved: false, canHint: false }).hint, false);
  });
});

describe('recovery from engine crashes', () => {
  const trap = () => new WebAssembly.RuntimeError('unreachable');
  const CRASH = 'Internal error in the engine (unreachable); it has been restarted.';

  /** A fake wasm module: `hint` answers with its instance number, or traps while `broken`. */
  function fakeModule(n, { broken = false } = {}) {
    return {
      n,
      calls: 0,
      hint(board) {
        this.calls += 1;
        if (broken) throw trap();
        return { instance: n, board };
      },
      decode(text) {
        throw new Error(`unknown board format: ${text}`);
      },
    };
  }

  test('traps are told from other errors, with one message', () => {
    assert.equal(isTrap(trap()), true);
    assert.equal(isTrap(new Error('unreachable')), false);
    assert.equal(crashText(trap()), CRASH);
    const crash = new EngineCrash(CRASH);
    assert.equal(crash.crashed, true);
    assert.ok(crash instanceof Error);
  });

  test('a trapped instance is dropped; the next call runs on a fresh one', async () => {
    const first = fakeModule(0, { broken: true });
    const loaded = [];
    const ready = [];
    const engine = restartable(first, async (n) => {
      const m = fakeModule(n);
      loaded.push(m);
      return m;
    }, { onLoad: (n) => ready.push(n) });
    assert.equal(engine.spareReady, false);
    await engine.prepare();
    assert.equal(loaded.length, 1, 'a spare is ready before any trouble');
    assert.equal(engine.spareReady, true);
    assert.throws(() => engine.call('hint', 'b1'), (err) => err instanceof EngineCrash && err.message === CRASH);
    assert.deepEqual(engine.call('hint', 'b2'), { instance: 1, board: 'b2' }, 'the spare took over at once');
    assert.equal(first.calls, 1, 'the trapped instance is never called again');
    await engine.prepare();
    assert.equal(loaded.length, 2, 'and a new spare is loaded');
    assert.deepEqual(ready, [1, 2]);
    // Other errors pass through and keep the instance.
    assert.throws(() => engine.call('decode', 'x'), /^Error: unknown board format: x$/);
    assert.equal(engine.instance, loaded[0]);
  });

  test('without a spare, calls wait for the fresh instance, then use it', async () => {
    const first = fakeModule(0, { broken: true });
    let release;
    const gate = new Promise((resolve) => { release = resolve; });
    const engine = restartable(first, async (n) => {
      await gate;
      return fakeModule(n);
    });
    assert.throws(() => engine.call('hint', 'b'), { message: CRASH });
    assert.throws(() => engine.call('hint', 'b'), { message: 'The engine is restarting after an internal error; try again in a moment.' });
    assert.equal(first.calls, 1);
    release();
    await engine.prepare();
    assert.equal(engine.call('hint', 'c').instance, 1);
  });

  test('a fresh instance that cannot load is reported', async () => {
    const engine = restartable(fakeModule(0, { broken: true }), async () => { throw new Error('offline'); });
    assert.throws(() => engine.call('hint', 'b'), { message: CRASH });
    await engine.prepare();
    assert.throws(() => engine.call('hint', 'b'), { message: 'The engine could not be restarted (offline); reload the page.' });
  });

  test('the worker answers a trap with the message and crashed: true', () => {
    const jobs = { grade: () => { throw trap(); }, generate: (d) => ({ seed: d.options.seed }), bad: () => { throw new Error('grade 9'); } };
    let t = 0;
    const now = () => (t += 5);
    assert.deepEqual(runJob(jobs, { id: 1, job: 'grade' }, now), { id: 1, ok: false, error: CRASH, crashed: true });
    assert.deepEqual(runJob(jobs, { id: 2, job: 'generate', options: { seed: 7 } }, now), { id: 2, ok: true, result: { seed: 7 }, ms: 5 });
    assert.deepEqual(runJob(jobs, { id: 3, job: 'bad' }, now), { id: 3, ok: false, error: 'grade 9' });
    assert.deepEqual(runJob(jobs, { id: 4, job: 'toString' }, now), { id: 4, ok: false, error: "unknown job 'toString'" });
  });

  test('the page replaces a worker whose engine trapped before the next job', async () => {
    const workers = [];
    /** A fake worker: answers jobs with runJob; its first engine traps on 'grade'. */
    class FakeWorker {
      constructor() {
        this.n = workers.length;
        this.listeners = { message: [], error: [] };
        this.posted = [];
        this.terminated = false;
        workers.push(this);
      }
      addEventListener(type, fn) { this.listeners[type].push(fn); }
      terminate() { this.terminated = true; }
      postMessage(data) {
        this.posted.push(data);
        if (this.terminated) return;
        const n = this.n;
        const jobs = { grade: () => { if (n === 0) throw trap(); return { grade: 3, worker: n }; } };
        queueMicrotask(() => {
          if (this.terminated) return;
          for (const fn of this.listeners.message) fn({ data: runJob(jobs, data, () => 0) });
        });
      }
    }
    const client = new EngineWorker({ create: () => new FakeWorker() });
    const first = client.run('grade', { board: 'a' });
    const queued = client.run('grade', { board: 'q' });
    await assert.rejects(first, (err) => err instanceof EngineCrash && err.message === CRASH);
    assert.equal(workers.length, 2, 'a new worker was started');
    assert.equal(workers[0].terminated, true, 'the trapped one is gone');
    assert.deepEqual((await queued).result, { grade: 3, worker: 1 }, 'the job queued behind the crash ran on the new worker');
    const next = await client.run('grade', { board: 'b' });
    assert.deepEqual(next.result, { grade: 3, worker: 1 });
    assert.equal(workers[0].posted.length, 2, 'nothing more went to the trapped worker');
    assert.equal(client.busy, false);
  });
});

describe('saved games', () => {
  /** A Storage-like map; `fail(key, store)` may throw from setItem. */
  function fakeStorage(fail = () => {}) {
    const map = new Map();
    return {
      map,
      get length() { return map.size; },
      key: (i) => [...map.keys()][i] ?? null,
      getItem: (k) => (map.has(k) ? map.get(k) : null),
      setItem(k, v) { fail(k, map); map.set(k, String(v)); },
      removeItem: (k) => map.delete(k),
    };
  }

  test('where IndexedDB is missing the records stay in localStorage: a full storage refuses a save and removes nothing; a newer revision is never overwritten', async (t) => {
    const old = globalThis.window;
    t.after(() => { globalThis.window = old; });
    const quota = () => new DOMException('full', 'QuotaExceededError');
    let full = false;
    const store = fakeStorage((k, map) => { if (full && !(k === 'straights:last' && map.has(k))) throw quota(); });
    globalThis.window = { localStorage: store, addEventListener: () => {} };
    await openRecords();
    assert.equal(recordPlace(), 'localstorage', 'node has no IndexedDB');
    const text = (rev, progress) => JSON.stringify({ rev, progress });
    assert.equal(await saveGame('a', text(1, 'a1'), 0), 'saved');
    assert.equal(await saveGame('b', text(1, 'b1'), 0), 'saved');
    full = true;
    assert.equal(await saveGame('c', text(1, 'c1'), 0), 'failed');
    assert.equal(await saveGame('a', text(2, 'a2'), 1), 'failed');
    assert.deepEqual([loadGame('a').progress, loadGame('b').progress, readGame('c')], ['a1', 'b1', null], 'nothing removed, the old save as it was');
    assert.equal(lastWriteError(), 'QuotaExceededError');
    full = false;
    assert.equal(await saveGame('a', text(2, 'a2'), 1), 'saved', 'saved again once there is room');
    assert.equal(await saveGame('a', text(2, 'stale'), 1), 'stale', 'another tab wrote revision 2 meanwhile');
    assert.equal(loadGame('a').progress, 'a2');
    assert.equal(store.getItem('straights:game:a'), text(2, 'a2'));
  });
});

describe('damaged saved games', () => {
  test('every field is checked: a damaged time or history is named, an unreadable record gives nothing', () => {
    const puzzle = fromBoardObject(board());
    const moved = placeDigit(puzzle, [0], 4);
    const good = { progress: progressString(moved), past: [progressString(puzzle)], future: [], elapsed: 61_400, solved: false, revealed: false, format: 'json' };
    const read = (change) => readRecord(puzzle, JSON.stringify({ ...good, ...change }));
    const sound = read({});
    assert.deepEqual(sound.lost, []);
    assert.equal(sound.elapsed, 61_400);
    assert.equal(sound.history.state.placed[0], 4);
    assert.ok(sound.history.undo() && sound.history.state.placed[0] === 0);
    for (const elapsed of [-3_600_000, 1e300, '12:00', null, MAX_ELAPSED + 1]) {
      const r = read({ elapsed });
      assert.deepEqual([r.lost, r.elapsed, r.history.state.placed[0]], [['time'], 0, 4], String(elapsed));
    }
    assert.deepEqual(read({ past: 'x' }).lost, ['history']);
    assert.deepEqual(read({ past: [progressString(puzzle).slice(1)] }).history.past, []);
    assert.deepEqual(read({ revealed: 'yes', format: 3 }).lost, ['marks']);
    // The hints shown: a count, else null (a record from before they were counted reads as null, not 0).
    assert.equal(read({ hints: 3 }).hints, 3);
    for (const hints of [-1, 1.5, '3', null, undefined]) assert.equal(read({ hints }).hints, null, String(hints));
    // The last resort's revealed digits among them: a count; none in a record from before they were counted.
    assert.equal(read({ hints: 3, reveals: 2 }).reveals, 2);
    assert.equal(read({ hints: 3 }).reveals, 0);
    for (const reveals of [-1, 1.5, '3', null]) assert.equal(read({ hints: 3, reveals }).reveals, null, String(reveals));
    for (const text of [JSON.stringify(good).slice(0, 40), '[1]', 'null', '42', JSON.stringify({ ...good, progress: 42 })]) {
      assert.deepEqual(readRecord(puzzle, text), { history: null, elapsed: 0, revealed: false, format: null, hints: null, reveals: null, lost: ['record'] }, text);
    }
    assert.equal(validElapsed(1234.6), 1235);
    assert.equal(validElapsed(Number.NaN), null);
    assert.equal(damagedLine(['record'], true), RECORD_UNREADABLE);
    assert.equal(damagedLine(['time', 'history'], true),
      'Part of the saved progress for this puzzle could not be read (the time played and the undo history); the rest is restored, and the saved record was kept aside.');
  });

  test('the history is saved as changes: 10,000 moves in well under 1 MB, read back step by step; the old form (whole positions) still reads', () => {
    const puzzle = fromBoardObject(board());
    const h = new History(puzzle);
    const open = [0, 1, 2, 5, 6, 7, 8];
    for (let k = 0; k < 10_000; k++) {
      const cell = open[k % open.length];
      const next = k % 3 === 2 ? toggleCandidate(h.state, [cell + 18], (k % 9) + 1) : placeDigit(h.state, [cell], (k % 9) + 1);
      assert.ok(h.push(next) || h.push(clearCells(h.state, [cell])), `move ${k} is a move`);
    }
    for (let k = 0; k < 50; k++) h.undo();
    const record = gameRecord(h, { elapsed: 5, solved: false, revealed: false, format: null });
    const text = JSON.stringify(record);
    assert.ok(text.length < 300_000, `${text.length} characters`);
    assert.equal(h.past.length, 9950, 'no step cut');
    const back = readRecord(puzzle, text);
    assert.deepEqual(back.lost, []);
    assert.equal(back.history.past.length, 9950);
    assert.equal(back.history.future.length, 50);
    for (let k = 0; k < 9950; k += 97) assert.deepEqual(back.history.past[k], h.past[k], `step ${k}`);
    assert.deepEqual(back.history.future, h.future);
    assert.deepEqual(back.history.state, h.state);
    // The old form: whole positions in past and future.
    const moved = placeDigit(puzzle, [0], 4);
    const old = { progress: progressString(moved), past: [progressString(puzzle)], future: [progressString(placeDigit(moved, [1], 5))], elapsed: 1000 };
    const oldBack = readRecord(puzzle, JSON.stringify(old));
    assert.deepEqual(oldBack.lost, []);
    assert.deepEqual([oldBack.history.past, oldBack.history.future.map((s) => s.placed[1])], [[puzzle], [5]]);
    // Changes that do not fit the puzzle: a given cell, a cell past the board, a mask out of range.
    for (const bad of ['04.000', '81.000', '00.fff', '001001', '00']) {
      assert.deepEqual(readRecord(puzzle, JSON.stringify({ ...record, undo: [bad] })).lost, ['history'], bad);
    }
  });

  test('a record set aside is kept under a name of its own and leaves the game\'s name', async (t) => {
    // The records opened in the test above (localStorage, as node has no IndexedDB), in a storage of its own.
    const old = globalThis.window;
    t.after(() => { globalThis.window = old; });
    const map = new Map();
    globalThis.window = {
      addEventListener: () => {},
      localStorage: {
        get length() { return map.size; },
        key: (i) => [...map.keys()][i] ?? null,
        getItem: (k) => (map.has(k) ? map.get(k) : null),
        setItem: (k, v) => map.set(k, String(v)),
        removeItem: (k) => map.delete(k),
      },
    };
    assert.equal(await saveGame('k', '{"progress":', 0), 'saved');
    assert.equal(readGame('k'), '{"progress":');
    assert.equal(await setAside('k', '{"progress":'), true);
    assert.equal(readGame('k'), null);
    const names = recordNames('straights:aside:');
    assert.equal(names.length, 1);
    assert.match(names[0], /^straights:aside:\d+:k$/);
    assert.equal(recordText(names[0]), '{"progress":');
  });
});

describe('offline', () => {
  const www = new URL('../../www/', import.meta.url);
  const read = (f) => readFileSync(new URL(f, www), 'utf8');

  /** `spec` (relative) resolved against the www/ file `from`: 'model/game.js', 'pkg/page.js'. */
  const resolve = (from, spec) => new URL(spec, new URL(from, www)).pathname.slice(www.pathname.length);

  /** The files a module imports statically, as paths in www/ ('../pkg/page.js' from engine/ -> 'pkg/page.js'). */
  const importsOf = (f) => [...read(f).matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*'(\.\.?\/[^']+)'/gm)].map(([, spec]) => resolve(f, spec));

  /** Every module `roots` import, themselves included, down to the wasm glue in pkg/. */
  function closure(roots) {
    const seen = new Set();
    const queue = [...roots];
    while (queue.length > 0) {
      const f = queue.pop();
      if (seen.has(f)) continue;
      seen.add(f);
      if (!f.startsWith('pkg/')) queue.push(...importsOf(f));
    }
    return seen;
  }

  test('the service worker caches the pages, their bundles and styles, and exactly the modules still loaded one by one', () => {
    const files = JSON.parse(/const FILES = (\[[\s\S]*?\]);/.exec(read('sw.js'))[1].replace(/'/g, '"').replace(/,\s*\]/, ']'));
    const listed = readdirSync(www, { recursive: true }).map((f) => f.split(path.sep).join('/')).filter((f) => !f.startsWith('pkg/'));
    const pages = listed.filter((f) => f.endsWith('.html'));
    // What the pages load: the bundles in pkg/ and the modules of their own (engine-start.js, the element, embed.js).
    const scripts = pages.flatMap((f) => [...read(f).matchAll(/<script type="module" src="([^"]+)"/g)].map(([, src]) => src));
    assert.deepEqual(scripts.filter((src) => src.startsWith('pkg/')).sort(),
      ['pkg/convert.js', 'pkg/daily.js', 'pkg/player.js', 'pkg/print.js', 'pkg/search.js']);
    // The workers, started by their script's address from a module.
    const workers = listed.filter((f) => f.endsWith('.js'))
      .flatMap((f) => [...read(f).matchAll(/new Worker\(new URL\('(\.\.?\/[\w/.-]+\.js)'/g)].map(([, w]) => resolve(f, w)));
    assert.deepEqual(workers.sort(), ['engine/search-worker.js', 'engine/worker.js']);
    const modules = closure([...scripts, ...workers]);
    const expected = ['./', ...pages, ...listed.filter((f) => f.endsWith('.css')), ...modules, 'pkg/page_bg.wasm', 'pkg/straights_bg.wasm'];
    assert.deepEqual([...files].sort(), [...new Set(expected)].sort());
    assert.equal(new Set(files).size, files.length, 'each file once');
    // The bundled pages' modules are not cached one by one: no page loads them.
    for (const f of ['pages/player/main.js', 'pages/daily/daily.js', 'pages/convert/convert.js', 'pages/print/print.js', 'pages/search/search.js', 'engine/worker-client.js']) {
      assert.ok(!files.includes(f), `${f} is not cached`);
    }
  });
});

describe('seeds', () => {
  /** The engine table's kinds as readParams needs them. */
  const kinds = [{ variant: 'str8ts', title: 'Str8ts', grades: ['', 'Easy', 'Medium'], symmetries: ['rotate180'] }];
  const read = (query) => readParams(new URLSearchParams(query), kinds);

  test('every seed up to 2^53 - 1 (16 digits, as random ones are shown) is read exactly; larger ones are refused', () => {
    assert.equal(MAX_SEED, 9007199254740991);
    assert.equal(seedValue('9007199254740991'), 9007199254740991);
    assert.equal(seedValue('0000000000000000042'), 42);
    assert.equal(seedValue('9007199254740992'), null);
    assert.equal(seedValue('1e3'), null);
    assert.equal(seedValue(''), null);
  });

  test('a booklet\'s seed + count - 1 stays exact, else a sentence says the largest seed for that count', () => {
    assert.deepEqual(read('seed=9007199254740985&count=7'), { options: { ...read('').options, seed: 9007199254740985, count: 7 }, errors: [] });
    const { options, errors } = read('seed=9007199254740986&count=7');
    assert.equal(options.seed, null);
    assert.deepEqual(errors, [
      'seed=9007199254740986: puzzle 7 would have the seed 9007199254740992, past 9007199254740991; with count=7 the seed is at most 9007199254740985.',
    ]);
    assert.deepEqual(read('seed=9007199254740992').errors, ['seed=9007199254740992: a seed is a whole number from 0 to 9007199254740991.']);
  });
});

describe('a booklet of given puzzles (print.html?bd=…)', () => {
  const kinds = [{ variant: 'str8ts', title: 'Str8ts', grades: ['', 'Easy', 'Medium'], symmetries: ['rotate180'] }];
  const LEGACY = 'weekly001:000000040090000000800900002000060000000000500000000000000001000010000000000000080000010001000001000000100000000000100011000110001000000000001000000100000100010000';
  const SUDOKU = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

  test('every bd= value in order, percent-decoded as the player reads #bd= ("+" stays), an "&" inside a value kept', () => {
    assert.deepEqual(readBoards(`?bd=${LEGACY}&per-page=2&bd=${SUDOKU}`), [LEGACY, SUDOKU]);
    assert.deepEqual(readBoards('?bd=a%20b&bd=%2B1+2&bd=&bd=%E0%A4'), ['a b', '+1+2', '', '%E0%A4']);
    assert.deepEqual(readBoards('bd=https://x.org/?bd=123&more&grade=2'), ['https://x.org/?bd=123&more']);
    assert.deepEqual(readBoards('?variant=str8ts&count=6'), []);
    assert.deepEqual(readBoards(''), []);
  });

  test('written back: readable characters kept, "&", "#", "+", "=", "%" and spaces encoded; read again the same', () => {
    assert.equal(encodeBoard(LEGACY), LEGACY);
    assert.equal(encodeBoard('a&b#c+d=e%f g'), 'a%26b%23c%2Bd%3De%25f%20g');
    const boards = [LEGACY, SUDOKU, 'x&grade=1', '+--+ |1 2|'];
    const query = writeGiven(boards, { perPage: 2, paper: 'letter' });
    assert.equal(query, `?bd=${LEGACY}&bd=${SUDOKU}&bd=x%26grade%3D1&bd=%2B--%2B%20|1%202|&per-page=2&paper=letter`);
    assert.deepEqual(readBoards(query), boards);
    assert.deepEqual(readGiven(query, kinds), { boards, options: { perPage: 2, paper: 'letter' }, errors: [], ignored: '' });
  });

  test('per-page and paper still apply and are checked; the generation parameters are named as not used, not checked', () => {
    assert.deepEqual(readGiven(`?bd=${SUDOKU}`, kinds), { boards: [SUDOKU], options: { perPage: 4, paper: 'a4' }, errors: [], ignored: '' });
    const given = readGiven(`?variant=kakuro&bd=${SUDOKU}&grade=9&seed=x&per-page=5&paper=a3`, kinds);
    assert.deepEqual(given.errors, ['per-page=5: the puzzles on a page are 1, 2, 4 or 6.', 'paper=a3: the paper is a4 or letter.']);
    assert.equal(given.ignored, 'The address’s variant, grade and seed are not used: this booklet prints the puzzles given in it (bd=).');
    assert.equal(readGiven(`?bd=${SUDOKU}&count=3`, kinds).ignored, 'The address’s count is not used: this booklet prints the puzzles given in it (bd=).');
  });

  test(`at most ${MAX_COUNT} boards: more is refused in a sentence`, () => {
    const query = (n) => `?${Array(n).fill(`bd=${SUDOKU}`).join('&')}`;
    assert.equal(MAX_COUNT, 60);
    assert.deepEqual(readGiven(query(60), kinds).errors, []);
    const { boards, errors } = readGiven(query(61), kinds);
    assert.equal(boards.length, 61);
    assert.deepEqual(errors, ['bd=: the address gives 61 puzzles; a booklet holds at most 60.']);
  });
});

describe('statistics', () => {
  test('a finished game is read field by field; the summary per kind and grade has the solved count, best and median time and hints', () => {
    const at = 1_764_000_000_000;
    const games = [
      { kind: 'str8ts', grade: 3, elapsed: 300_000, hints: 2, reveals: 1, at },
      { kind: 'str8ts', grade: 3, elapsed: 100_000, hints: 0, reveals: 0, at },
      { kind: 'str8ts', grade: 3, elapsed: 200_000, hints: 1, reveals: 0, at },
      { kind: 'sudoku', grade: null, elapsed: null, hints: 0, reveals: 0, at },
      { kind: 'str8ts', grade: 1, elapsed: 50_000, hints: 0, reveals: 0, at },
    ];
    assert.deepEqual(games.map(validFinish), games);
    // An entry from before the last resort had no reveals: none.
    const { reveals, ...older } = games[2];
    assert.deepEqual(validFinish(older), games[2]);
    for (const bad of [null, {}, { ...games[0], kind: '' }, { ...games[0], grade: 0 }, { ...games[0], elapsed: -1 }, { ...games[0], hints: 1.5 }, { ...games[0], at: 'x' },
      { ...games[0], reveals: 3 }, { ...games[0], reveals: -1 }]) {
      assert.equal(validFinish(bad), null, JSON.stringify(bad));
    }
    assert.deepEqual(summarise(games), [
      { kind: 'str8ts', grade: 1, solved: 1, best: 50_000, median: 50_000, hints: 0, reveals: 0, clean: 1 },
      { kind: 'str8ts', grade: 3, solved: 3, best: 100_000, median: 200_000, hints: 3, reveals: 1, clean: 1 },
      { kind: 'sudoku', grade: null, solved: 1, best: null, median: null, hints: 0, reveals: 0, clean: 1 },
    ]);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.equal(median([]), null);
  });

  test('settings: each one checked, a damaged or missing one is its default', () => {
    const defaults = readSettings({});
    assert.deepEqual(defaults, { highlightSame: true, autoRemove: true, mistakes: 'check', timerHidden: false, leftHanded: false, coordsHidden: false, rulesSeen: false, persistAsked: false });
    assert.deepEqual(readSettings(null), defaults);
    assert.deepEqual(readSettings({ mistakes: 'now', autoRemove: false, leftHanded: 'yes', extra: 1 }), { ...defaults, mistakes: 'now', autoRemove: false });
    assert.deepEqual(readSettings({ mistakes: 'sometimes', timerHidden: 1 }), defaults);
  });
});
