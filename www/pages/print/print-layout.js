// The booklet's printed pages (print.css lays them out on paper): its
// puzzle pages, `per-page` puzzles to a page, each puzzle a figure with its
// caption, grid, link to the player and the line that makes it again; then
// its solutions, small, on the last page(s). print.js draws them into
// #booklet as the puzzles come.

import { engineInfo, gradeName } from '../../engine/engine.js';
import { pluralWord } from '../../shared/messages.js';
import { disclosure } from '../../shared/note.js';
import { pagesOf } from '../../shared/print-params.js';
import { symmetryLabel } from '../../shared/symmetries.js';
import { drawGrid } from './print-grid.js';

/**
 * The booklet being made: its options, puzzles so far and title (what its
 * puzzle pages are headed with); a newer one replaces it.
 * @typedef {{ options: any, puzzles: any[], title: string }} Booklet
 */

/** The player's address of a puzzle string. */
const playerLink = (bd) => new URL(`index.html#bd=${bd}`, location.href).href;

/** A sheet's heading: what it holds, and its page number. */
function sheetTitle(text, page, pages) {
  const title = document.createElement('h2');
  title.className = 'sheet-title';
  const number = document.createElement('span');
  number.className = 'page-number';
  number.textContent = `page ${page} of ${pages}`;
  title.append(text, number);
  return title;
}

/**
 * What a printed puzzle says to find it again in the player, short enough
 * to type: "New puzzle… in the straights player: Str8ts, 4 Tough,
 * Rotation (180°), seed 1" (the dialog makes the same puzzle from the
 * same kind, grade, symmetry and seed). A given puzzle has no such short
 * form (its board text is up to hundreds of characters): its line says
 * where its link is.
 */
function replayLine(puzzle, options) {
  const kind = engineInfo(puzzle.variant).title;
  if (puzzle.seed === null) return `Given ${kind} puzzle: the booklet’s page links it to the straights player`;
  const grade = `${puzzle.grade} ${gradeName(puzzle.grade, puzzle.variant)}`;
  return `New puzzle… in the straights player: ${kind}, ${grade}, ${symmetryLabel(options.symmetry)}, seed ${puzzle.seed}`;
}

/**
 * A given puzzle's grade as its caption says it: the grade's name
 * ("Tough"), "logic cannot finish" for grade 0, '' while not known (or
 * for a kind the engine cannot grade).
 */
function gradeWords(puzzle) {
  if (puzzle.grade === null) return '';
  return puzzle.grade > 0 ? gradeName(puzzle.grade, puzzle.variant) : 'logic cannot finish';
}

/**
 * What a puzzle's caption says after "Puzzle 1": "Tough" for a generated
 * puzzle, "Str8ts · Tough" for a given one (kinds may be mixed; the grade
 * once the engine has graded it). The seed is no player's word: it waits
 * under the screen's Details (seedDetails).
 */
function captionText(puzzle) {
  if (puzzle.seed !== null) return gradeName(puzzle.grade, puzzle.variant);
  const grade = gradeWords(puzzle);
  return `${engineInfo(puzzle.variant).title}${grade ? ` · ${grade}` : ''}`;
}

/**
 * A generated puzzle's seed on screen, under a Details disclosure (closed;
 * not printed: the paper's own line says how to make it again), or null
 * for a given puzzle.
 */
function seedDetails(puzzle) {
  if (puzzle.seed === null) return null;
  const details = disclosure(`Seed ${puzzle.seed}: New puzzle… in the player makes this puzzle again from its kind, grade, symmetry and seed.`);
  details.classList.add('puzzle-details', 'screen-only');
  return details;
}

/** Sets the data attributes `fields` of `element`, leaving out the null ones. */
function setData(element, fields) {
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) element.dataset[key] = String(value);
  }
}

/**
 * A puzzle's figure: "Puzzle 1" and its grade (a given puzzle: its kind and
 * grade), the grid, its link to the player on screen and, on paper, the
 * short line that makes it again; on screen, its seed under Details.
 */
export function puzzleFigure(puzzle, options) {
  const figure = document.createElement('figure');
  figure.className = 'puzzle';
  setData(figure, {
    number: puzzle.number, seed: puzzle.seed, grade: puzzle.grade, given: puzzle.place, bd: puzzle.bd, solution: puzzle.solution,
  });
  const caption = document.createElement('figcaption');
  const number = document.createElement('strong');
  number.textContent = `Puzzle ${puzzle.number}`;
  caption.append(number, ` · ${captionText(puzzle)}`);
  const link = document.createElement('p');
  link.className = 'puzzle-link';
  const anchor = document.createElement('a');
  anchor.href = playerLink(puzzle.bd);
  anchor.textContent = `Play puzzle ${puzzle.number} in the player`;
  const printed = document.createElement('span');
  printed.className = 'print-only';
  printed.textContent = replayLine(puzzle, options);
  const details = seedDetails(puzzle);
  link.append(anchor, ...(details ? [' ', details] : []), printed);
  const label = `${engineInfo(puzzle.variant).title} puzzle ${puzzle.number}`;
  figure.append(caption, drawGrid(puzzle.board, { label }), link);
  return figure;
}

/** A solution's small figure: its puzzle's number (a given puzzle's with its kind) and the solved grid. */
function solutionFigure(puzzle) {
  const figure = document.createElement('figure');
  figure.className = 'solution';
  setData(figure, { number: puzzle.number, solution: puzzle.solution });
  const caption = document.createElement('figcaption');
  const title = engineInfo(puzzle.variant).title;
  caption.textContent = puzzle.seed === null ? `Puzzle ${puzzle.number} · ${title}` : `Puzzle ${puzzle.number}`;
  const label = `Solution of ${title} puzzle ${puzzle.number}`;
  figure.append(caption, drawGrid(puzzle.board, { solution: puzzle.solution, label }));
  return figure;
}

/**
 * The class of a solutions page for its number of solutions: print.css
 * sizes the grids to fill the paper (4, 6, 12 or 20 to a page).
 */
function solutionsLayout(count) {
  const layout = [4, 6, 12].find((n) => count <= n) ?? 20;
  return `sheet-solutions solutions-${layout}`;
}

/** A printed page: its heading and figures, in the layout of its kind. */
function sheet(className, title, figures) {
  const section = document.createElement('section');
  section.className = `sheet ${className}`;
  const grid = document.createElement('div');
  grid.className = 'sheet-grid';
  grid.append(...figures);
  section.append(title, grid);
  return section;
}

/** "1–4" or "5" for the puzzle numbers of a page. */
const span = (indices) => (indices.length > 1 ? `${indices[0] + 1}–${indices[indices.length - 1] + 1}` : `${indices[0] + 1}`);

/**
 * Draws the booklet's pages from the puzzles made so far, numbered as in a
 * booklet of `total` puzzles (the count asked for while generating; the
 * puzzles made after a Cancel).
 * @param {Booklet} booklet
 * @param {number} total
 */
export function render({ options, puzzles, title }, total) {
  const { puzzlePages, solutionPages } = pagesOf(puzzles.length, options.perPage);
  const planned = pagesOf(total, options.perPage);
  const pages = planned.puzzlePages.length + planned.solutionPages.length;
  const solutionStart = planned.puzzlePages.length;
  const sheets = [
    ...puzzlePages.map((indices, p) => sheet(`sheet-puzzles per-${options.perPage}`,
      sheetTitle(`${title}: ${pluralWord(indices.length, 'puzzle')} ${span(indices)} of ${total}`, p + 1, pages),
      indices.map((i) => puzzleFigure(puzzles[i], options)))),
    ...solutionPages.map((indices, p) => sheet(solutionsLayout(indices.length),
      sheetTitle(`${pluralWord(indices.length, 'Solution')} ${span(indices)}`, solutionStart + p + 1, pages),
      indices.map((i) => solutionFigure(puzzles[i])))),
  ];
  /** @type {HTMLElement} */ (document.getElementById('booklet')).replaceChildren(...sheets);
}
