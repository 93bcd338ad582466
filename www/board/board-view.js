// Draws a game state (see game.js) as an ARIA grid and keeps it up to date:
// 81 cell elements made once, then updated in place on every render.
//
// Pure DOM construction: every text goes in through textContent, nothing is
// ever parsed as HTML.

import { cellName, digitsOf, layerOf, valueAt } from '../model/game.js';
import { kindOf } from '../model/kinds.js';
import { colourName } from '../model/colours.js';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * What is in a cell, as plain data.
 * @typedef {object} CellInfo
 * @property {string} name r1c1..r9c9
 * @property {string} kind 'black', 'black-clue', 'given', 'placed', 'candidates' or 'empty'
 * @property {number} value the digit shown, 0 if none
 * @property {number[]} candidates
 * @property {number[]} corner the corner marks shown (none under a digit)
 * @property {number[]} centre the centre marks shown (none under a digit)
 * @property {number} colour the cell's colour (0 none, 1..9)
 */

/**
 * A board view: its grid element, the 81 cell elements, and render(state, deco).
 * @typedef {object} BoardView
 * @property {HTMLElement} element
 * @property {HTMLElement[]} cells
 * @property {(state: import('../model/game.js').State, deco?: object) => void} render
 */

/**
 * What is in cell `i`, as plain data: { name, kind, value, candidates }.
 * @param {import('../model/game.js').State} state
 * @param {number} i
 * @returns {CellInfo}
 */
export function cellInfo(state, i) {
  const black = state.black[i];
  const given = state.givens[i];
  const placed = state.placed[i];
  const open = !black && !given && !placed;
  const candidates = open ? digitsOf(state.cands[i]) : [];
  // A placed digit hides the cell's marks (they stay, and come back when it goes), as in SudokuPad.
  const corner = open ? digitsOf(layerOf(state, 'corner')[i]) : [];
  const centre = open ? digitsOf(layerOf(state, 'centre')[i]) : [];
  const colour = black ? 0 : layerOf(state, 'colour')[i];
  let kind;
  if (black) kind = given ? 'black-clue' : 'black';
  else if (given) kind = 'given';
  else if (placed) kind = 'placed';
  else kind = candidates.length ? 'candidates' : 'empty';
  return { name: cellName(i), kind, value: valueAt(state, i), candidates, corner, centre, colour };
}

/**
 * The accessible label of a cell: "r3c5, black, 7", "r1c2, 4, given", "r2c2, candidates 1 3 5".
 * @param {CellInfo} info
 * @returns {string}
 */
export function cellLabel(info) {
  const marks = [
    info.corner?.length ? `corner ${info.corner.join(' ')}` : '',
    info.centre?.length ? `centre ${info.centre.join(' ')}` : '',
    info.colour ? `colour ${colourName(info.colour)}` : '',
  ].filter(Boolean);
  // An empty cell with marks is named by its marks alone ("r1c2, corner 1 3").
  const content = info.kind === 'empty' && marks.length ? info.name : contentLabel(info);
  return [content, ...marks].join(', ');
}

/** The label of what a cell holds, without its marks and colour (see cellLabel). */
function contentLabel(info) {
  switch (info.kind) {
    case 'black-clue': return `${info.name}, black, ${info.value}`;
    case 'black': return `${info.name}, black`;
    case 'given': return `${info.name}, ${info.value}, given`;
    case 'placed': return `${info.name}, ${info.value}, placed`;
    case 'candidates': return `${info.name}, candidates ${info.candidates.join(' ')}`;
    default: return `${info.name}, empty`;
  }
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * A small digit (a candidate, a corner or centre mark): drawn from its
 * data-text by CSS (board.css), not as text, so that the cell's visible
 * text is its big digit alone and its label (which names candidates and
 * marks in words) says all the rest: checkers such as axe's
 * label-content-name-mismatch compare the two.
 */
function mark(className, text) {
  const node = el('span', className);
  if (text) node.dataset.text = text;
  return node;
}

/**
 * Where corner marks go, in the order they fill (SudokuPad's): the four
 * corners, then the middles of the top and bottom, then of the sides;
 * slots of a 3x3 grid, 0 top left, row by row.
 */
const CORNER_SLOTS = [0, 2, 6, 8, 1, 7, 3, 5, 4];

/**
 * The corner and centre marks of a cell (marks.js): the corner marks in
 * the slots of a 3x3 grid, the centre marks in one line across the middle
 * (smaller when there are many).
 */
function drawMarks(info) {
  const box = el('div', 'marks');
  box.setAttribute('aria-hidden', 'true');
  const slots = Array.from({ length: 9 }, () => '');
  info.corner.forEach((d, k) => { slots[CORNER_SLOTS[k]] = String(d); });
  const corner = el('div', 'corner-marks');
  for (const text of slots) corner.append(mark('corner-mark', text));
  box.append(corner);
  if (info.centre.length) {
    const many = info.centre.length > 4 ? ' centre-marks--many' : '';
    box.append(mark(`centre-marks${many}`, info.centre.join('')));
  }
  return box;
}

/**
 * Fills a cell element with its digit, else its corner and centre marks
 * when it has any (its candidates stay in the game, for Fill candidates,
 * hints and Check, and show again once the marks go), else its candidate
 * mini-grid.
 */
function drawContent(cell, info) {
  cell.replaceChildren();
  if (info.value) {
    cell.append(el('span', 'digit', String(info.value)));
  } else if (info.corner.length || info.centre.length) {
    cell.append(drawMarks(info));
  } else if (info.kind === 'candidates') {
    const grid = el('div', 'cands');
    grid.setAttribute('aria-hidden', 'true');
    for (const d of DIGITS) grid.append(mark('cand', info.candidates.includes(d) ? String(d) : ''));
    cell.append(grid);
  }
}

/**
 * The class flags of cell i (what `info` says is in it) under the
 * decorations `deco`. A rule break marks the player's digits only: a given
 * or a black clue in it stays drawn as the puzzle's (never red), as on
 * str8ts.com; only a broken puzzle's own clash (`deco.clash`, clues against
 * clues) marks clues.
 */
function flags(i, info, deco) {
  return [
    ['selected', deco.selected?.has(i)],
    ['focus', deco.focus === i],
    ['related', deco.related?.has(i)],
    ['compartment', deco.compartment?.has(i)],
    ['same', deco.same?.has(i)],
    ['conflict', deco.conflicts?.has(i) && (info.kind === 'placed' || Boolean(deco.clash?.has(i)))],
    ['wrong', deco.wrong?.has(i)],
    ['hint', deco.hint?.has(i)],
    ['hint-target', deco.hintTargets?.has(i)],
  ];
}

/**
 * A board view: `{ element, cells, render(state, deco) }`. The element is a
 * role=grid with nine role=row elements of nine role=gridcell elements, each
 * with data-cell="r1c1".. and an aria-label. `deco` holds sets of cell
 * indices: selected, related (row, column, compartment or box of the
 * focus), compartment (the focus's Str8ts compartments alone, shaded more
 * strongly), same (same digit), conflicts (the player's digits among them
 * are marked), clash (clues of a broken puzzle that clash: marked too),
 * wrong, hint, hintTargets; and
 * `focus` (the cell with the keyboard focus) and `readonly`.
 * @param {{ id?: string }} [options]
 * @returns {BoardView}
 */
export function createBoardView({ id } = {}) {
  const grid = el('div', 'board');
  if (id) grid.id = id;
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-rowcount', '9');
  grid.setAttribute('aria-colcount', '9');
  const cells = [];
  const base = [];
  for (let r = 0; r < 9; r++) {
    const row = el('div', 'row');
    row.setAttribute('role', 'row');
    row.setAttribute('aria-rowindex', String(r + 1));
    for (let c = 0; c < 9; c++) {
      const i = r * 9 + c;
      const cell = el('div', 'cell');
      cell.setAttribute('role', 'gridcell');
      cell.setAttribute('aria-colindex', String(c + 1));
      cell.dataset.cell = cellName(i);
      cell.dataset.index = String(i);
      cell.tabIndex = -1;
      base.push(['cell', c === 2 || c === 5 ? 'cell--box-right' : '', r === 2 || r === 5 ? 'cell--box-bottom' : '']
        .filter(Boolean).join(' '));
      cells.push(cell);
      row.append(cell);
    }
    grid.append(row);
  }
  const drawn = new Array(81).fill(null);

  function render(state, deco = {}) {
    // An unknown kind is drawn as the engine table's first (kindOf).
    const kind = /** @type {import('../model/kinds.js').KindFacts} */ (kindOf(state.variant));
    grid.className = `board board--${kind.variant}`;
    grid.setAttribute('aria-label', `${kind.title} board`);
    grid.setAttribute('aria-readonly', deco.readonly ? 'true' : 'false');
    grid.setAttribute('aria-multiselectable', deco.readonly ? 'false' : 'true');
    for (let i = 0; i < 81; i++) {
      const cell = cells[i];
      const info = cellInfo(state, i);
      const key = `${info.kind}:${info.value}:${info.candidates.join('')}:${info.corner.join('')}:${info.centre.join('')}`;
      if (drawn[i] !== key) {
        drawContent(cell, info);
        drawn[i] = key;
      }
      cell.dataset.kind = info.kind;
      const on = flags(i, info, deco).filter(([, yes]) => yes).map(([name]) => name);
      cell.className = [base[i], `cell--${info.kind}`, ...on.map((name) => `is-${name}`), info.colour ? 'has-colour' : ''].filter(Boolean).join(' ');
      if (info.colour) cell.dataset.colour = String(info.colour);
      else delete cell.dataset.colour;
      const extra = on.filter((name) => name === 'conflict' || name === 'wrong');
      cell.setAttribute('aria-label', [cellLabel(info), ...extra].join(', '));
      cell.setAttribute('aria-selected', deco.selected?.has(i) ? 'true' : 'false');
      const fixed = info.kind === 'given' || info.kind === 'black' || info.kind === 'black-clue';
      cell.setAttribute('aria-readonly', deco.readonly || fixed ? 'true' : 'false');
      cell.tabIndex = deco.focus === i || (deco.focus == null && i === 0) ? 0 : -1;
    }
  }

  return { element: grid, cells, render };
}

/**
 * The names of the rows (r1…r9, down the board's left) or of the columns
 * (c1…c9, along its top), as the hints name cells: one span each, with
 * data-coord="r1"… Hidden from screen readers, whose cell names say it.
 * @param {'r' | 'c'} axis
 * @returns {HTMLElement}
 */
function coordLabels(axis) {
  const box = el('div', `coords coords--${axis === 'r' ? 'rows' : 'cols'}`);
  box.setAttribute('aria-hidden', 'true');
  for (let k = 1; k <= 9; k++) {
    const label = el('span', '', `${axis}${k}`);
    label.dataset.coord = `${axis}${k}`;
    box.append(label);
  }
  return box;
}

/**
 * A frame round the board element `grid` (a board view's element) that
 * shows the row and column names beside its cells: the player's (the
 * <str8ts-board> element and the daily preview show the grid alone).
 * `show(on)` adds the 18 names or takes them out; board.css lays them out
 * (.board-frame.has-coords).
 * @param {HTMLElement} grid
 * @returns {{ element: HTMLElement, show: (on: boolean) => void }}
 */
export function createCoordFrame(grid) {
  const frame = el('div', 'board-frame');
  const labels = [coordLabels('c'), coordLabels('r')];
  frame.append(grid);
  return {
    element: frame,
    show(on) {
      frame.classList.toggle('has-coords', on);
      if (on) frame.prepend(...labels);
      else for (const box of labels) box.remove();
    },
  };
}
