// The shipped JS API (www/pkg, wasm-bindgen --target web, after wasm-opt) in
// node: the very module the page imports, exercised through its JS surface.

import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LEGACY_162, SEED_243, SUDOKU_81, loadApi } from './helpers.mjs';

let api;
before(async () => {
  api = await loadApi();
});

describe('www/pkg API in node', () => {
  test('decode gives the format and a plain board object', () => {
    const { format, board } = api.decode(SEED_243);
    assert.equal(format, 'str8ts-com');
    assert.equal(board.variant, 'str8ts');
    assert.equal(board.black.length, 81);
    assert.equal([...board.black].filter((c) => c === '1').length, 13);
    assert.equal(board.black[7], '1'); // r1c8 "002": empty black
    assert.equal(board.givens[7], '.');
    assert.equal(board.black[8], '1'); // r1c9 "103": black clue 9
    assert.equal(board.givens[8], '9');
    assert.equal(board.givens[16], '6'); // r2c8 "041": given 6
    assert.equal(board.givens[18], '9'); // r3c1 given 9
    assert.equal(board.placed[79], '2'); // r9c8 "020": one candidate = placed 2
    assert.ok(Array.isArray(board.candidates));
    assert.equal(board.candidates.length, 81);
    assert.equal(board.candidates[0], 0b1111_1110); // r1c1: 2..8
    assert.equal(board.solution, null);
  });

  test('encode(decode(x).board, "str8ts-com") === x', () => {
    assert.equal(api.encode(api.decode(SEED_243).board, 'str8ts-com'), SEED_243);
  });

  test('a board object survives JSON and still encodes', () => {
    const board = JSON.parse(JSON.stringify(api.decode(SEED_243).board));
    assert.equal(api.encode(board, 'str8ts-com'), SEED_243);
  });

  test('texts without candidates give candidates: null', () => {
    const legacy = api.decode(LEGACY_162);
    assert.equal(legacy.format, 'str8ts-com-legacy');
    assert.equal(legacy.board.candidates, null);
    const sudoku = api.decode(SUDOKU_81);
    assert.equal(sudoku.format, 'sudoku81');
    assert.equal(sudoku.board.variant, 'sudoku');
    assert.equal(sudoku.board.givens, SUDOKU_81);
    assert.equal(sudoku.board.candidates, null);
  });

  test('bad input throws an Error with the codec message', () => {
    assert.throws(() => api.decode('hello'), (err) => {
      assert.ok(err instanceof Error, 'an Error instance');
      assert.match(err.message, /^unknown board format: /);
      return true;
    });
    const broken = `${SEED_243.slice(0, 30)}vvv${SEED_243.slice(33)}`;
    assert.throws(() => api.decode(broken), /^Error: str8ts-com at character 31 \(r2c2\): expected /);
    const board = api.decode(SEED_243).board;
    assert.throws(() => api.encode(board, 'nope'), (err) => err instanceof Error && /^unknown format 'nope'/.test(err.message));
    assert.throws(() => api.encode(board, 'sudoku81'), { message: 'sudoku81: expected a sudoku board, found a str8ts board' });
    assert.throws(() => api.encode('not a board', 'str8ts-com'), Error);
    assert.throws(() => api.encode({ ...board, givens: '123' }, 'str8ts-com'), Error);
  });

  test('formats() lists every format with what it holds', () => {
    const list = api.formats();
    assert.ok(Array.isArray(list));
    const byName = new Map(list.map((f) => [f.name, f]));
    assert.equal(byName.size, list.length, 'names are unique');
    for (const name of ['str8ts-com', 'sudoku81', 'json']) assert.ok(byName.has(name), name);
    assert.deepEqual(Object.keys(byName.get('str8ts-com')).sort(),
      ['black', 'candidates', 'name', 'solution', 'summary', 'values', 'variant', 'writable']);
    assert.equal(byName.get('str8ts-com').variant, 'str8ts');
    assert.equal(byName.get('str8ts-com').black, true);
    assert.equal(byName.get('sudoku81').variant, 'sudoku');
    assert.equal(byName.get('sudoku81').values, 'givens-only');
    assert.equal(byName.get('json').variant, null);
  });
});
