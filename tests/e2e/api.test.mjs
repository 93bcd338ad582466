// The shipped JS API (www/pkg, wasm-bindgen --target web, after wasm-opt) in
// node: the very modules the page and its workers import, exercised through
// their JS surface: the whole one (pkg/straights.js, the workers') and the
// page's small one (pkg/page.js).

import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LEGACY_162, SEED_243, SUDOKU_81, loadApi } from './helpers.mjs';

let api;
let page;
before(async () => {
  api = await loadApi();
  page = await loadApi('page');
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
      ['black', 'candidates', 'link', 'name', 'solution', 'summary', 'title', 'values', 'variant', 'writable']);
    // A format a site opens names the site's address for it; others have none.
    assert.equal(byName.get('str8ts-com').link, 'https://www.str8ts.com/str8ts.aspx?bd=');
    assert.equal(byName.get('sudoku81').link, null);
    assert.equal(byName.get('str8ts-com').title, 'str8ts.com link');
    assert.equal(byName.get('sudoku81').title, 'Sudoku, 81 digits');
    assert.equal(new Set(list.map((f) => f.title)).size, list.length, 'titles are unique');
    assert.equal(byName.get('str8ts-com').variant, 'str8ts');
    assert.equal(byName.get('str8ts-com').black, true);
    assert.equal(byName.get('sudoku81').variant, 'sudoku');
    assert.equal(byName.get('sudoku81').values, 'givens-only');
    assert.equal(byName.get('json').variant, null);
  });

  test('losses() says what a format drops of a board', () => {
    const board = api.decode(SEED_243).board;
    assert.deepEqual(api.losses(board, 'str8ts-com-legacy'), ['1 placed digit', '39 eliminated candidates']);
    assert.deepEqual(api.losses(board, 'str8ts-com'), []);
    assert.throws(() => api.losses(board, 'nope'), /^Error: unknown format 'nope'/);
  });

  test('engines() gives each puzzle kind\'s facts: link formats, grade names, strategies, symmetries', () => {
    const [str8ts, sudoku] = api.engines();
    assert.equal(str8ts.variant, 'str8ts');
    assert.equal(str8ts.linkFormat, 'str8ts-com');
    assert.equal(str8ts.puzzleFormat, 'str8ts-com-legacy');
    assert.deepEqual(str8ts.grades, ['Unfinished', 'Easy', 'Gentle', 'Moderate', 'Tough', 'Diabolical', 'Extreme']);
    assert.deepEqual(str8ts.strategies[0], ['Row/Column Elimination', 1]);
    assert.deepEqual(str8ts.strategies.at(-1), ['Forcing Chain', 6]);
    const symmetries = ['none', 'rotate180', 'diagonal', 'mirror', 'rotate90', 'anti-diagonal'];
    assert.deepEqual(str8ts.symmetries, symmetries);
    assert.deepEqual([str8ts.hint, str8ts.grade, str8ts.generate], [true, true, true]);
    assert.equal(sudoku.variant, 'sudoku');
    assert.equal(sudoku.linkFormat, 'sudokuwiki');
    assert.equal(sudoku.puzzleFormat, 'sudoku81');
    assert.deepEqual([sudoku.hint, sudoku.grade, sudoku.generate], [true, true, true]);
    assert.deepEqual(sudoku.symmetries, symmetries);
    assert.deepEqual(sudoku.grades, ['Unfinished', 'Easy', 'Medium', 'Hard', 'Unfair', 'Extreme']);
    assert.deepEqual(sudoku.strategies[0], ['Full House', 1]);
    // What each kind has, asked by name: black cells, corner and centre marks.
    assert.deepEqual([str8ts.blackCells, str8ts.cornerMarks], [true, false]);
    assert.deepEqual([sudoku.blackCells, sudoku.cornerMarks], [false, true]);
  });

  test('regions() gives a Str8ts board\'s compartments and nothing for Sudoku', () => {
    // Black cells at r1c4 and r2c1: r1c2 lies in r1c1-r1c3 and in column 2 (all white).
    const black = [...'0'.repeat(81)];
    black[3] = '1';
    black[9] = '1';
    const board = {
      variant: 'str8ts', givens: '.'.repeat(81), placed: '.'.repeat(81), black: black.join(''), candidates: null, solution: null,
    };
    const regions = api.regions(board);
    const ofCell1 = new Set(regions.filter((r) => r.includes(1)).flat());
    assert.deepEqual([...ofCell1].sort((a, b) => a - b), [0, 1, 2, 10, 19, 28, 37, 46, 55, 64, 73]);
    assert.equal(regions.length, 9 + 1 + 9 + 1);
    assert.deepEqual(api.regions({ ...board, variant: 'sudoku', black: '0'.repeat(81) }), []);
  });

  test('search finds every 79-clue set of a grid, with progress per task', () => {
    const grid = '286537941541982736379614258917358624452176893863429517625743189194865372738291465';
    const calls = [];
    const result = api.search(grid, { clues: 79 }, (p) => calls.push(p));
    // Any two empty cells leave a grid unique: C(81, 2) sets.
    assert.equal(result.puzzles.length, 3240);
    assert.equal(result.clues, 79);
    assert.deepEqual(result.puzzles, [...result.puzzles].sort());
    assert.ok(result.puzzles.every((p) => p.length === 81 && [...p].filter((c) => c === '.').length === 2));
    assert.equal(calls.length, result.tasks);
    assert.deepEqual(calls.map((c) => c.done), Array.from({ length: result.tasks }, (_, i) => i + 1));
    assert.ok(calls.every((c) => c.total === result.tasks));
    assert.equal(calls.reduce((n, c) => n + c.puzzles.length, 0), 3240);
    assert.equal(result.stopped, false);
    const first = api.search(grid, { clues: 79, first: true }, () => {});
    assert.equal(first.puzzles.length, 1);
    assert.equal(first.stopped, true);
  });

  test('search refuses a bad grid, bad options and stops when onProgress throws', () => {
    const grid = '286537941541982736379614258917358624452176893863429517625743189194865372738291465';
    assert.throws(() => api.search('123', {}, () => {}), /^Error: a solution grid has 81 digits, this text has 3 characters$/);
    assert.throws(() => api.search(grid, { clue: 17 }, () => {}), /^Error: search options: unknown field `clue`, expected one of clues, first$/);
    assert.throws(() => api.search(grid, { clues: 0 }, () => {}), /^Error: search options: clues must be 1 to 81, not 0$/);
    assert.throws(() => api.search(grid, { clues: 79 }, () => { throw new Error('stop here'); }), /onProgress threw: .*stop here/);
  });
});

describe('the page\'s module (pkg/page.js)', () => {
  /** The functions a module exports, less wasm-bindgen's loaders. */
  const functionsOf = (mod) => Object.keys(mod)
    .filter((k) => typeof mod[k] === 'function' && !['default', 'initSync'].includes(k)).sort();

  test('exports exactly the page\'s functions; the whole module adds the workers\' ones', () => {
    const pageNames = [
      'candidates', 'check', 'conflicts', 'daily', 'decode', 'encode', 'engines', 'formats', 'losses', 'regions', 'solve',
    ];
    assert.deepEqual(functionsOf(page), pageNames);
    assert.deepEqual(functionsOf(api), [...pageNames, 'generate', 'grade', 'hint', 'orbits', 'search', 'solutionPath', 'sudokuCount', 'verdict'].sort());
  });

  test('decodes, encodes, checks and solves as the whole module does', () => {
    for (const text of [SEED_243, LEGACY_162, SUDOKU_81]) {
      const decoded = page.decode(text);
      assert.deepEqual(decoded, api.decode(text));
      const board = decoded.board;
      const link = board.variant === 'str8ts' ? 'str8ts-com' : 'sudokuwiki';
      assert.equal(page.encode(board, link), api.encode(board, link));
      assert.deepEqual(page.check(board), api.check(board));
      assert.deepEqual(page.solve(board), api.solve(board));
      assert.deepEqual(page.conflicts(board), api.conflicts(board));
      assert.deepEqual(page.candidates(board), api.candidates(board));
      assert.deepEqual(page.regions(board), api.regions(board));
      assert.deepEqual(page.losses(board, 'json'), api.losses(board, 'json'));
    }
    assert.equal(page.encode(page.decode(SEED_243).board, 'str8ts-com'), SEED_243);
    assert.equal(page.check(page.decode(SUDOKU_81).board).status, 'unique');
    assert.throws(() => page.decode('hello'), /^Error: unknown board format: /);
  });

  test('gives the same facts of the puzzle kinds and formats as the whole module', () => {
    assert.deepEqual(page.engines(), api.engines());
    assert.deepEqual(page.formats(), api.formats());
    assert.deepEqual(page.daily('2026-11-23', 'sudoku'), api.daily('2026-11-23', 'sudoku'));
  });
});
