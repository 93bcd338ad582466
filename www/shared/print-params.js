// The printable booklet's parameters: read from the address
// (print.html?variant=str8ts&grade=4&count=6&seed=1&per-page=2&paper=a4,
// or print.html?bd=<board>&bd=<board>&per-page=2&paper=a4 for given
// puzzles), checked against the engine table the page asked the wasm for,
// and written back. Pure functions (the engine table is an argument), shared by the page
// and its tests. What a seed is lives in shared/seeds.js (the player's
// New-puzzle dialog reads seeds too).

import { MAX_SEED, SEED_CLAUSE, seedValue } from './seeds.js';
import { andList } from './messages.js';

/** Puzzles a booklet may hold. */
export const MAX_COUNT = 60;
/** How many puzzles a printed page may hold. */
export const PER_PAGE = [1, 2, 4, 6];
/** Solutions printed on one page. */
export const SOLUTIONS_PER_PAGE = 20;
/** The paper sizes the print style knows. */
export const PAPERS = ['a4', 'letter'];
/** What a booklet without parameters is (of the first kind of the engine table that generates). */
export const DEFAULTS = Object.freeze({ grade: 3, count: 6, perPage: 4, paper: 'a4', symmetry: 'rotate180' });

/** The address parameter of a given puzzle (one per puzzle, in any board format the codec reads). */
export const BOARD_PARAM = 'bd';
/** The fields that make puzzles: a booklet of given puzzles does not use them. */
export const GENERATION_FIELDS = ['variant', 'grade', 'count', 'seed', 'symmetry'];

/** The address parameter of each booklet field. */
const NAMES = { variant: 'variant', grade: 'grade', count: 'count', seed: 'seed', perPage: 'per-page', paper: 'paper', symmetry: 'symmetry' };

/**
 * "a, b or c" (or "a" alone).
 * @param {string[]} items
 * @returns {string}
 */
export function orList(items) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** The value of a whole number text within lo..hi, or null. */
function wholeIn(text, lo, hi) {
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= lo && n <= hi ? n : null;
}

/**
 * The kind named `text` among `kinds` (the engine table's entries that can
 * generate), or an error sentence listing the ones there are.
 */
function readVariant(text, kinds) {
  const kind = kinds.find((k) => k.variant === text);
  if (kind) return { value: kind };
  const names = kinds.map((k) => `${k.variant} (${k.title})`);
  return { error: `variant=${text}: the puzzle kind is ${orList(names)}.` };
}

/** The grade `text` of `kind`, or an error sentence naming its first and last grade. */
function readGrade(text, kind) {
  const last = kind.grades.length - 1;
  const grade = wholeIn(text, 1, last);
  if (grade !== null) return { value: grade };
  return {
    error: `grade=${text}: a ${kind.title} grade is a whole number from 1 (${kind.grades[1]}) to ${last} (${kind.grades[last]}).`,
  };
}

/** The symmetry `text` of `kind`, or an error sentence listing its symmetries. */
function readSymmetry(text, kind) {
  if (kind.symmetries.includes(text)) return { value: text };
  return { error: `symmetry=${text}: the ${kind.title} symmetry is ${orList(kind.symmetries)}.` };
}

/** Each field's reader: its value from the address text, or an error sentence. */
const READERS = {
  count: (text) => {
    const n = wholeIn(text, 1, MAX_COUNT);
    return n === null ? { error: `count=${text}: the number of puzzles is a whole number from 1 to ${MAX_COUNT}.` } : { value: n };
  },
  seed: (text) => {
    const seed = seedValue(text);
    return seed === null ? { error: `seed=${text}: ${SEED_CLAUSE}` } : { value: seed };
  },
  perPage: (text) => {
    const n = PER_PAGE.find((p) => String(p) === text);
    return n ? { value: n } : { error: `per-page=${text}: the puzzles on a page are ${orList(PER_PAGE.map(String))}.` };
  },
  paper: (text) => (PAPERS.includes(text.toLowerCase())
    ? { value: text.toLowerCase() }
    : { error: `paper=${text}: the paper is ${orList(PAPERS)}.` }),
};

/**
 * Puzzle n of a booklet has the seed seed + n - 1, which must stay a seed
 * (exact as a JS number): the sentence when the last one would not, else ''.
 */
function lastSeedProblem({ seed, count }) {
  if (seed === null || seed <= MAX_SEED - (count - 1)) return '';
  return `seed=${seed}: puzzle ${count} would have the seed ${BigInt(seed) + BigInt(count - 1)}, past ${MAX_SEED}; `
    + `with count=${count} the seed is at most ${MAX_SEED - count + 1}.`;
}

/**
 * The booklet the parameters `params` (URLSearchParams) ask for, with
 * `kinds` the engine table's kinds that generate: `{ options: { variant,
 * grade, count, seed (null: random), perPage, paper, symmetry }, errors:
 * [sentences] }`; a parameter in error keeps its default in `options`.
 * @param {URLSearchParams} params
 * @param {any[]} kinds
 * @returns {{ options: any, errors: string[] }}
 */
export function readParams(params, kinds) {
  const options = { variant: null, ...DEFAULTS, seed: null };
  const errors = [];
  const given = (field) => {
    const text = params.get(NAMES[field]);
    return text === null || text.trim() === '' ? null : text.trim();
  };
  const take = (field, result) => {
    if (result.error) errors.push(result.error);
    else options[field] = result.value;
  };
  let kind = kinds[0];
  if (given('variant') !== null) {
    const result = readVariant(given('variant'), kinds);
    if (result.error) errors.push(result.error);
    else kind = result.value;
  }
  options.variant = kind.variant;
  if (!kind.symmetries.includes(options.symmetry)) options.symmetry = kind.symmetries[0];
  if (given('grade') !== null) take('grade', readGrade(given('grade'), kind));
  if (given('symmetry') !== null) take('symmetry', readSymmetry(given('symmetry'), kind));
  for (const field of Object.keys(READERS)) {
    if (given(field) !== null) take(field, READERS[field](given(field)));
  }
  const lastSeedError = lastSeedProblem(options);
  if (lastSeedError) {
    errors.push(lastSeedError);
    options.seed = null;
  }
  return { options, errors };
}

/**
 * The address query of a booklet's options (every parameter written, the seed included).
 * @param {Record<string, unknown>} options
 * @returns {string}
 */
export function writeParams(options) {
  const params = new URLSearchParams();
  for (const field of ['variant', 'grade', 'count', 'seed', 'perPage', 'paper', 'symmetry']) {
    if (options[field] !== null && options[field] !== undefined) params.set(NAMES[field], String(options[field]));
  }
  return `?${params}`;
}

/**
 * A fresh random seed of up to 9 digits (short enough to copy by hand).
 * @returns {number}
 */
export function randomSeed() {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return n % 1_000_000_000;
}

/**
 * How a booklet of `count` puzzles falls into pages: `puzzlePages` (arrays
 * of puzzle indices, `perPage` each) and `solutionPages` (arrays of
 * indices, SOLUTIONS_PER_PAGE each).
 * @param {number} count
 * @param {number} perPage
 * @returns {{ puzzlePages: number[][], solutionPages: number[][] }}
 */
export function pagesOf(count, perPage) {
  const chunk = (size) => Array.from({ length: Math.ceil(count / size) }, (_, p) =>
    Array.from({ length: Math.min(size, count - p * size) }, (_, k) => p * size + k));
  return { puzzlePages: chunk(perPage), solutionPages: chunk(SOLUTIONS_PER_PAGE) };
}

/**
 * The given puzzles of an address query ("?bd=A&bd=B&per-page=2"), in
 * order: each `bd=` value, percent-decoded as the player reads its #bd=
 * (a "+" stays a "+", as board texts have them) and trimmed. A value runs
 * up to the next `&name=`, so that an "&" inside a board text (a pasted
 * link) stays in it; a value that is not valid percent-encoding is kept as
 * it is, for the codec to judge.
 * @param {string} query
 * @returns {string[]}
 */
export function readBoards(query) {
  const body = query.replace(/^\?/, '');
  const pairs = body.matchAll(/(?:^|&)([A-Za-z_][\w-]*)=([\s\S]*?)(?=&[A-Za-z_][\w-]*=|$)/g);
  return [...pairs].filter(([, name]) => name === BOARD_PARAM).map(([, , value]) => {
    try {
      return decodeURIComponent(value).trim();
    } catch {
      return value.trim();
    }
  });
}

/**
 * A board text as an address value: percent-encoded where a query needs it
 * ("&", "#", "+", "=", "%", spaces…), but with ":", "/", ",", "|", "@" and
 * ";" kept as they are, so that board texts and links stay readable.
 * @param {string} text
 * @returns {string}
 */
export function encodeBoard(text) {
  return encodeURIComponent(text).replace(/%(3A|2F|2C|7C|40|3B)/g, (code) => decodeURIComponent(code));
}

/**
 * The booklet of given puzzles an address query asks for (`query` holds
 * `bd=` values; `kinds` as for readParams): `{ boards: [texts], options:
 * { perPage, paper }, errors: [sentences], ignored: sentence or '' }`.
 * More than MAX_COUNT boards is an error; the generation parameters
 * (variant, grade, count, seed, symmetry) are not read, and `ignored` says
 * so when the address has any.
 * @param {string} query
 * @param {any[]} kinds
 * @returns {{ boards: string[], options: { perPage: number, paper: string }, errors: string[], ignored: string }}
 */
export function readGiven(query, kinds) {
  const boards = readBoards(query);
  const params = new URLSearchParams(query);
  const unused = GENERATION_FIELDS.filter((field) => params.has(NAMES[field])).map((field) => NAMES[field]);
  const layout = new URLSearchParams();
  for (const name of [NAMES.perPage, NAMES.paper]) {
    if (params.has(name)) layout.set(name, params.get(name) ?? '');
  }
  const { options, errors } = readParams(layout, kinds);
  if (boards.length > MAX_COUNT) {
    errors.unshift(`bd=: the address gives ${boards.length} puzzles; a booklet holds at most ${MAX_COUNT}.`);
  }
  const ignored = unused.length
    ? `The address’s ${andList(unused)} ${unused.length > 1 ? 'are' : 'is'} not used: this booklet prints the puzzles given in it (bd=).`
    : '';
  return { boards, options: { perPage: options.perPage, paper: options.paper }, errors, ignored };
}

/**
 * The address query of a booklet of given puzzles: each board as a `bd=`
 * value (encodeBoard), then per-page and paper.
 * @param {string[]} boards
 * @param {{ perPage: number, paper: string }} options
 * @returns {string}
 */
export function writeGiven(boards, { perPage, paper }) {
  const given = boards.map((text) => `${BOARD_PARAM}=${encodeBoard(text)}`);
  return `?${[...given, `${NAMES.perPage}=${perPage}`, `${NAMES.paper}=${paper}`].join('&')}`;
}
