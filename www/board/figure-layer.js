// The figure of a hint drawn over the board: an SVG layer laid exactly over
// the board's cells (a child of the board element, absolutely placed over its
// padding box, so it follows the board's size without any measuring, and
// lets every pointer event through to the cells). What it draws is the
// step's `figure` (the wasm HintResult's: candidates and cells with a role,
// houses, links; see src/outcome/figure.rs):
//
//   - a candidate with a role: a disc behind its digit at the candidate's
//     place in the cell, the digit drawn again on it (so the overlay also
//     shows candidates the player has not noted); the role told by shape and
//     line style as well as colour: eliminated struck through, placed a
//     ring, on filled / off a hollow ring, base solid / cover dashed ring,
//     fin a dotted ring, target a rounded square, set-N a colour each;
//   - a cell with a role: tinted (a fin cell hatched, the focus ringed);
//   - a house: a rounded outline around the union of its cells;
//   - a link: an arrow from candidate to candidate (a group's centre for a
//     group node), a quadratic curve bent sideways so that it passes around
//     the digits between its ends; strong solid, weak dashed.
//
// In cells where the player has noted no candidate, it also shows faintly
// every candidate the rules allow in the cells the figure is about (its
// houses, its cells and its candidates' cells), as an overlay: nothing is
// written into the game.
//
// DOM contract (read by tests outside the project): every link is one SVG
// element with data-link="strong" or "weak"; every marked candidate one
// element with data-cell="<0-80>" data-digit="<1-9>" data-role="<role>".
// Cells carry data-cell and data-role (no data-digit), houses data-house
// (the kind) and data-role.
//
// A figure in parts (a long forcing net: `parts`, each a whole figure with
// a caption, at most 20 links each) is drawn one part at a time, with a
// control under the board: "Part 1 of 3" between Previous and Next buttons
// (button[data-part-step="-1" | "1"] in div.figure-parts[data-part][data-parts]).
//
// Drawing is one pass: the elements are made into a fragment and put in at
// once; nothing is read from the layout. The colours are board.css's
// (--fig-*, light and dark). This module is the layer itself (its
// elements, what is on show, its parts); the drawing's elements are
// figure-shapes.js's, their geometry figure-geometry.js's, the words
// figure-text.js's and the parts' control figure-parts.js's.

import { figureText } from './figure-text.js';
import { CELL } from './figure-geometry.js';
import { figureDrawing, svg } from './figure-shapes.js';
import { mountParts, partControl, partLabel } from './figure-parts.js';

/** @typedef {import('../pkg/straights.js').Figure} Figure */

let layers = 0;

/**
 * The facts of the position a figure is drawn on.
 * @typedef {object} FigureFacts
 * @property {import('../model/game.js').State} state the position on show
 * @property {import('./figure-shapes.js').RuleMasks} [masks] the rules' candidates of the position
 *   (81 masks), or a function giving them (asked only when a cell without noted candidates
 *   needs them); null: none shown faintly
 * @property {number} [part] for a figure in parts, the part to show first (0 up; default 0)
 */

/**
 * A figure that may come in parts (src/outcome/figure.rs): each part a
 * whole figure with a caption, shown one at a time; the top-level lists
 * are the first part's.
 * @typedef {Figure & { caption?: string, parts?: Array<Figure & { caption?: string }> }} PartedFigure
 */

/**
 * The layer's two elements: the SVG over the board's cells (hidden from
 * assistive technology: `text` tells the figure) and the line of text.
 * @param {string} id the layer's
 * @returns {{ root: SVGSVGElement, text: HTMLElement }}
 */
function layerElements(id) {
  const root = /** @type {SVGSVGElement} */ (svg('svg', {
    class: 'figure',
    viewBox: `0 0 ${9 * CELL} ${9 * CELL}`,
    'aria-hidden': 'true',
    focusable: 'false',
  }));
  const text = document.createElement('p');
  text.className = 'figure-text';
  text.id = `${id}-text`;
  text.setAttribute('aria-live', 'polite');
  return { root, text };
}

/**
 * The figure layer: `element` (the SVG, to be put inside the board element:
 * board.css places it over the cells), `text` (a visually hidden line
 * telling the figure, aria-live, to be put next to the board), `parts`
 * (the control of a figure in parts: "Part 1 of 3" with Previous and Next
 * buttons; hidden for a figure of one piece; when the caller has not put
 * it anywhere, the layer puts it under the board, in the board's frame),
 * `draw(figure, facts)`, `showPart(n)` (shows part `n`, 0 up, of the
 * figure on show) and `clear()`. Drawing the same figure on the same
 * state again does nothing (the part on show stays).
 * @returns {{ element: SVGSVGElement, text: HTMLElement, parts: HTMLElement, draw: (figure: PartedFigure | null | undefined, facts: FigureFacts) => void, showPart: (n: number) => void, clear: () => void }}
 */
export function createFigureLayer() {
  const id = `fig-${++layers}`;
  const { root, text } = layerElements(id);
  const control = partControl((step) => showPart(part + step));
  /** @type {{ figure: PartedFigure, state: any, masks: FigureFacts['masks'] } | null} */
  let shown = null;
  let part = 0;

  function clear() {
    if (!shown) return;
    shown = null;
    root.replaceChildren();
    root.classList.remove('is-shown');
    text.textContent = '';
    control.element.hidden = true;
  }

  /**
   * Draws `figure` (the hint's) on the position `facts.state`; an empty or
   * missing figure clears the layer. A figure in parts shows part
   * `facts.part` (default the first) and its control.
   * @param {PartedFigure | null | undefined} figure
   * @param {FigureFacts} facts
   */
  function draw(figure, { state, masks = null, part: first = 0 }) {
    if (!figure || !state || isEmpty(figure)) {
      clear();
      return;
    }
    if (shown && shown.figure === figure && shown.state === state) return;
    shown = { figure, state, masks };
    part = Math.max(0, Math.min(first, (figure.parts?.length || 1) - 1));
    render();
  }

  /**
   * Shows part `n` (0 up, kept within the parts) of the figure on show.
   * @param {number} n
   */
  function showPart(n) {
    const count = shown?.figure.parts?.length ?? 0;
    if (count < 2) return;
    part = Math.max(0, Math.min(n, count - 1));
    render();
  }

  /** Draws the part on show of the figure on show, and sets its control. */
  function render() {
    if (!shown) return;
    const { figure, state, masks } = shown;
    const parts = (figure.parts?.length ?? 0) > 1 ? figure.parts ?? null : null;
    const piece = parts ? parts[part] : figure;
    const label = parts ? partLabel(part, parts.length, parts[part].caption) : '';
    const words = [label, figureText(piece)].filter(Boolean).join(': ');
    root.replaceChildren(figureDrawing(piece, { id, words, state, masks }));
    root.classList.add('is-shown');
    text.textContent = words;
    if (parts) {
      control.show(part, parts.length, label);
      mountParts(control.element, root);
    } else {
      control.element.hidden = true;
    }
  }

  return { element: root, text, parts: control.element, draw, showPart, clear };
}

/** True when a figure has nothing to draw. */
function isEmpty(figure) {
  return !figure.candidates?.length && !figure.cells?.length && !figure.houses?.length && !figure.links?.length;
}
