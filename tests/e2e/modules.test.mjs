// The player's DOM-free modules in node: links, keys, timer formatting and
// the game model (moves, undo, saved progress).

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { boardParam, linkTo, pastedBoard, progressFormat, puzzleFormat } from '../../www/links.js';
import { digitOfKey, historyKey, stepCell } from '../../www/keys.js';
import { formatTime } from '../../www/timer.js';
import {
  History, clearCells, compartmentCells, fromBoardObject, peers, placeDigit, progressString, puzzleOf,
  toBoardObject, toggleCandidate, withProgress,
} from '../../www/game.js';

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
    assert.equal(progressFormat({ variant: 'sudoku' }), 'sudokuwiki');
    assert.equal(puzzleFormat({ variant: 'str8ts' }), 'str8ts-com-legacy');
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
});

describe('the game model', () => {
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
    assert.deepEqual(compartmentCells(s, 1).sort((a, b) => a - b), [0, 1, 2, 10, 19, 28, 37, 46, 55, 64, 73]);
    assert.equal(peers({ variant: 'sudoku' }, 0).length, 20);
    assert.equal(peers({ variant: 'str8ts' }, 0).length, 16);
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
