// The board as the player page and the <str8ts-board> element show it: the
// ARIA grid of the cells (board-view.js) with a hint's figure drawn over them
// (figure-layer.js, inside the grid element, which board.css lays over the
// cells). One builder, so that the page and the element cannot drift apart.

import { createBoardView } from './board-view.js';
import { createFigureLayer } from './figure-layer.js';

/**
 * A figure on show: the figure, the position it is drawn on and the rules'
 * candidates for cells without noted ones (figure-layer.js's facts).
 * @typedef {{ figure: import('../pkg/straights.js').Figure, state: import('../model/game.js').State,
 *             masks: (() => ArrayLike<number> | null) | ArrayLike<number> | null }} ShownFigure
 */

/**
 * A board view with its figure layer: `element` (the grid, with the layer
 * in it), `cells`, `text` (the figure's words for screen readers, for the
 * caller to place), `view` and `figure` (the two parts), and
 * `render(state, marks, shown)`, which draws the position with its marks
 * (board-view.js) and the figure `shown`, or clears the layer when it is null.
 * @param {{ id?: string }} [options] the grid element's id
 */
export function createFiguredBoard({ id } = {}) {
  const view = createBoardView({ id });
  const figure = createFigureLayer();
  view.element.append(figure.element);
  /**
   * @param {import('../model/game.js').State} state
   * @param {Parameters<typeof view.render>[1]} marks
   * @param {ShownFigure | null} shown
   */
  function render(state, marks, shown) {
    view.render(state, marks);
    drawFigure(shown);
  }
  /** @param {ShownFigure | null} shown the figure to draw, or null to clear the layer */
  function drawFigure(shown) {
    if (shown) figure.draw(shown.figure, shown);
    else figure.clear();
  }
  return { element: view.element, cells: view.cells, text: figure.text, view, figure, render, drawFigure };
}
