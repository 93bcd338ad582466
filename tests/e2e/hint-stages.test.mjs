// The first stage of a hint (www/shared/hint-stages.js): where to look and
// which technique, read from real steps of the wasm engine in node.

import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SUDOKU_81, loadApi } from './helpers.mjs';
import { article, houseName, lookLine, whereToLook } from '../../www/shared/hint-stages.js';

let api;
before(async () => { api = await loadApi(); });

describe('where to look', () => {
  test('houses by name, articles by sound', () => {
    assert.equal(houseName({ kind: 'row', cells: [27, 28] }), 'row 4');
    assert.equal(houseName({ kind: 'column', cells: [7, 16] }), 'column 8');
    assert.equal(houseName({ kind: 'box', cells: [30, 31, 32, 39, 40, 41, 48, 49, 50] }), 'box 5');
    assert.equal(houseName({ kind: 'compartment', cells: [34, 35] }), 'the compartment r4c8-r4c9');
    assert.equal(houseName({ kind: 'line', cells: [7, 16, 25] }), 'column 8');
    assert.deepEqual(['X-Wing', 'AIC', 'Unique Rectangle', 'Naked Pair', 'Empty Rectangle'].map(article), ['an', 'an', 'a', 'a', 'an']);
  });

  test('a real Sudoku hint names its house and technique, and says what the next press does', () => {
    const step = api.hint({ ...api.decode(SUDOKU_81).board, candidates: null });
    assert.equal(step.kind, 'step');
    const line = lookLine(step);
    assert.match(line, /^Look at (row|column|box) \d: a Hidden Single\. Press Hint again to see it\.$/, line);
    // Without houses, the cells to look at; without those, the proof cells by row.
    assert.equal(whereToLook({ ...step, figure: { ...step.figure, houses: [], cells: [{ cell: 40, role: 'focus' }] } }), 'r5c5');
    assert.equal(whereToLook({ ...step, cells: [0, 10, 20, 30], figure: { candidates: [], cells: [], houses: [], links: [] } }), 'row 1, row 2, row 3 and row 4');
  });
});
