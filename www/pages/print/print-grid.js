// A board drawn for paper: one SVG of 9x9 cells of 10 units each, with
// thin cell lines, the box lines of a kind with boxes (Sudoku's, as the engine table says), Str8ts' black cells with white clue
// digits, and the givens (or a solution's digits). Colours come from
// print.css classes (the page's theme on screen, black on white in print);
// SVG keeps the lines crisp at any size the printer uses.

import { engineInfo } from '../../engine/engine.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Units per cell. */
const CELL = 10;
const SIZE = 9 * CELL;

/** An SVG element `name` with `attributes`. */
function svg(name, attributes = {}) {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** The path of the grid lines at the cell boundaries `at` (in cells), both ways. */
function linesAt(at) {
  return at.map((k) => `M${k * CELL} 0V${SIZE}M0 ${k * CELL}H${SIZE}`).join('');
}

/** A digit centred in cell `i`. */
function digitText(i, digit, className) {
  const text = svg('text', {
    x: (i % 9) * CELL + CELL / 2,
    y: Math.floor(i / 9) * CELL + CELL / 2,
    class: className,
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
  });
  text.textContent = digit;
  return text;
}

/** The digit cell `i` shows and its class: a black clue, a given, a solution digit, or none. */
function cellDigit(board, i, solution) {
  const given = board.givens[i];
  const hasGiven = given >= '1' && given <= '9';
  if (board.black[i] === '1') return hasGiven ? [given, 'digit-black'] : null;
  if (hasGiven) return [given, 'digit-given'];
  const solved = solution?.[i];
  return solved >= '1' && solved <= '9' ? [solved, 'digit-solved'] : null;
}

/**
 * The SVG of `board` (a board object: givens, black, variant) with the
 * digits of `solution` (81 characters, or null for the puzzle alone) in
 * its open cells; `label` is its accessible name.
 * @param {{ variant: string, givens: string, black: string }} board
 * @param {{ solution?: string | null, label: string }} options
 * @returns {SVGSVGElement}
 */
export function drawGrid(board, { solution = null, label }) {
  const root = svg('svg', {
    viewBox: `-1 -1 ${SIZE + 2} ${SIZE + 2}`,
    class: `grid grid-${board.variant}`,
    role: 'img',
    'aria-label': label,
  });
  root.append(svg('rect', { class: 'grid-bg', x: 0, y: 0, width: SIZE, height: SIZE }));
  // The thin lines go under the black cells, so runs of black cells stay
  // solid; the box lines and the frame go over everything, unbroken.
  root.append(svg('path', { class: 'grid-thin', d: linesAt([1, 2, 3, 4, 5, 6, 7, 8]) }));
  for (let i = 0; i < 81; i++) {
    if (board.black[i] !== '1') continue;
    root.append(svg('rect', { class: 'cell-black', x: (i % 9) * CELL, y: Math.floor(i / 9) * CELL, width: CELL, height: CELL }));
  }
  if (engineInfo(board.variant).boxes.length) root.append(svg('path', { class: 'grid-box', d: linesAt([3, 6]) }));
  root.append(svg('rect', { class: 'grid-frame', x: 0, y: 0, width: SIZE, height: SIZE }));
  for (let i = 0; i < 81; i++) {
    const digit = cellDigit(board, i, solution);
    if (digit) root.append(digitText(i, ...digit));
  }
  return root;
}
