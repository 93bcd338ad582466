// The player's state records in node (issue 46 §3: one owner per field):
// the selection and entry modes (board/selection.js), the puzzle, the
// position and the hint state (pages/player/controller/). Each changes only
// through its named updates; a write from outside throws.

import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Selection } from '../../www/board/selection.js';
import { Puzzle } from '../../www/pages/player/controller/puzzle.js';
import { Position } from '../../www/pages/player/controller/position.js';
import { HintState } from '../../www/pages/player/controller/hint-state.js';
import { History } from '../../www/model/history.js';
import { hasCornerMarks, useKinds } from '../../www/model/kinds.js';
import { loadApi } from './helpers.mjs';

/** The kinds' names: one with corner and centre marks (boxes) and one without. */
let boxed;
let plain;

before(async () => {
  const page = await loadApi('page');
  useKinds(() => page.engines());
  const kinds = page.engines().map((k) => k.variant);
  boxed = kinds.find((k) => hasCornerMarks(k));
  plain = kinds.find((k) => !hasCornerMarks(k));
  assert.ok(boxed && plain, 'a kind with corner marks and one without');
});

describe('the selection (board/selection.js)', () => {
  test('click, Shift-click, Ctrl-click, drag and focus as the board reads them', () => {
    const sel = new Selection();
    assert.deepEqual([...sel.selected], []);
    assert.equal(sel.focus, null);
    sel.select(10);
    sel.select(12, 'add');
    assert.deepEqual([...sel.selected], [10, 12]);
    assert.equal(sel.focus, 12);
    sel.select(10, 'toggle');
    assert.deepEqual([...sel.selected], [12], 'Ctrl-click takes a selected cell away');
    sel.select(12, 'toggle');
    assert.deepEqual([...sel.selected], [12], 'the last selected cell stays');
    assert.equal(sel.paint(13), true);
    assert.equal(sel.paint(13), false, 'a cell painted twice changes nothing');
    assert.deepEqual([...sel.selected], [12, 13]);
    assert.equal(sel.focusOn(13), false, 'the focus is there already');
    assert.equal(sel.focusOn(40), true);
    assert.deepEqual([...sel.selected], [40], 'the focus on an unselected cell selects it alone');
    sel.clear();
    assert.deepEqual([...sel.selected], []);
    assert.equal(sel.focus, null);
    assert.equal(sel.anchor, 12, 'the arrows start from the last cell selected (a click or key, not a drag or the focus)');
  });

  test('Pencil and the mark modes: one at a time, and only those the kind offers', () => {
    const sel = new Selection();
    sel.setPencil();
    assert.equal(sel.candidateMode, true);
    assert.equal(sel.chooseMarkMode('corner', plain), false, 'no corner marks without boxes');
    assert.equal(sel.candidateMode, true, 'a refused mode changes nothing');
    assert.equal(sel.chooseMarkMode('corner', boxed), true);
    assert.equal(sel.markMode, 'corner');
    assert.equal(sel.candidateMode, false, 'a mark mode turns Pencil off');
    sel.fitMarkMode(plain);
    assert.equal(sel.markMode, null, 'another kind on the board leaves a mode it lacks');
    sel.chooseMarkMode('colour', plain);
    sel.chooseMarkMode('colour', plain);
    assert.equal(sel.markMode, null, 'a second press leaves the mode');
    sel.chooseMarkMode('colour', plain);
    sel.setPencil(true);
    assert.equal(sel.markMode, null, 'Pencil turns the mark mode off');
  });

  test('its fields are read-only from outside', () => {
    const sel = new Selection();
    assert.throws(() => { /** @type {any} */ (sel).selected = new Set([1]); }, TypeError);
    assert.throws(() => { /** @type {any} */ (sel).focus = 3; }, TypeError);
    assert.throws(() => { /** @type {any} */ (sel).markMode = 'colour'; }, TypeError);
    assert.equal(sel.focus, null);
  });
});

describe('the game\'s records (pages/player/controller/)', () => {
  test('the puzzle: its facts begin with a game; a grade comes later; nothing else writes them', () => {
    const puzzle = new Puzzle();
    assert.equal(puzzle.key, null);
    assert.deepEqual(puzzle.regions, []);
    puzzle.begin({ key: 'k', format: 'f', regions: [[1, 2]], solution: [1], problem: null, grade: { label: null, level: null } });
    assert.equal(puzzle.key, 'k');
    assert.equal(puzzle.grade, null);
    puzzle.graded({ label: 'Easy', level: 1 });
    assert.equal(puzzle.grade, 'Easy');
    assert.equal(puzzle.level, 1);
    assert.equal(puzzle.key, 'k', 'a grade leaves the facts');
    assert.throws(() => { /** @type {any} */ (puzzle).solution = null; }, TypeError);
  });

  test('the position: solving makes the time the player\'s, Undo takes the solved state back, Solve reveals', () => {
    const position = new Position();
    assert.equal(position.open, false);
    const s = { variant: plain, givens: [], placed: [], cands: [], black: [] };
    position.begin(new History(s), { solved: false, revealed: false, timed: false });
    assert.equal(position.open, true);
    assert.equal(position.state, s);
    position.solvedNow(true);
    assert.deepEqual([position.solved, position.timed], [true, true]);
    position.solvedNow(false);
    assert.deepEqual([position.solved, position.timed], [false, true], 'the time stays the player\'s');
    position.reveal();
    assert.equal(position.revealed, true);
    assert.throws(() => { /** @type {any} */ (position).solved = false; }, TypeError);
  });

  test('the hint state: a hint counts once whatever its stages; revealed digits apart; unknown counts stay unknown', () => {
    const hint = new HintState();
    hint.show({ result: { kind: 'step' }, progress: 'p', stage: 1 });
    hint.advance();
    assert.equal(hint.shown?.stage, 2);
    assert.equal(hint.hints, 1, 'the second stage is the same hint');
    hint.show({ result: { kind: 'reveal' }, progress: 'q', stage: 2 });
    assert.deepEqual([hint.hints, hint.reveals], [2, 1]);
    hint.drop();
    assert.equal(hint.shown, null);
    hint.begin(null, null);
    hint.show({ result: { kind: 'reveal' }, progress: 'r', stage: 2 });
    assert.deepEqual([hint.hints, hint.reveals], [null, null], 'a game saved before hints were counted');
    assert.throws(() => { /** @type {any} */ (hint).hints = 0; }, TypeError);
  });
});
