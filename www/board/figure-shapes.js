// The SVG elements of a hint's figure (figure-layer.js lays them over the
// board): the marked candidates (a disc or rounded square by role, the
// digit drawn again on it, eliminated struck through), the tinted cells
// (a fin cell hatched), the outlined houses, the faint candidates of cells
// where the player noted none, and the links as arrows (a group node's
// candidates in a capsule). Each role's look is a class (board.css's
// --fig-* colours); the data-* attributes are the DOM contract that
// figure-layer.js describes. Elements are made, never read from the layout.

import { digitsOf, valueAt } from '../model/game.js';
import { CELL, RADIUS, candidatePoint, linkGeometry, nodePoint, num, outlinePath } from './figure-geometry.js';

const NS = 'http://www.w3.org/2000/svg';

/** @typedef {import('../pkg/straights.js').Figure} Figure */

/**
 * The rules' candidates of the position a figure is drawn on (81 masks),
 * or a function giving them (asked only when a cell without noted
 * candidates needs them); null: none shown faintly.
 * @typedef {ArrayLike<number> | null | (() => ArrayLike<number> | null)} RuleMasks
 */

/**
 * An SVG element of the layer.
 * @param {string} tag
 * @param {Record<string, string | number>} [attrs]
 * @returns {SVGElement}
 */
export function svg(tag, attrs = {}) {
  const node = /** @type {SVGElement} */ (document.createElementNS(NS, tag));
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

/** The class of a role: "fig-role-set-2"; an unknown set number beyond 4 takes set 1 to 4's colours in turn. */
function roleClass(role) {
  const set = /^set-(\d+)$/.exec(role);
  if (set) return `fig-role-set-${((Number(set[1]) - 1) % 4 + 4) % 4 + 1}`;
  return `fig-role-${role}`;
}

/** The shape of a marked candidate: a rounded square for a target, else a disc. */
function candidateMark(cell, digit, role) {
  const [x, y] = candidatePoint(cell, digit);
  const g = svg('g', {
    class: `fig-cand ${roleClass(role)}`,
    transform: `translate(${num(x)} ${num(y)})`,
    'data-cell': cell,
    'data-digit': digit,
    'data-role': role,
  });
  if (role === 'target') {
    g.append(svg('rect', { class: 'fig-disc', x: -RADIUS, y: -RADIUS, width: 2 * RADIUS, height: 2 * RADIUS, rx: 5 }));
  } else {
    g.append(svg('circle', { class: 'fig-disc', r: RADIUS }));
  }
  const text = svg('text', { class: 'fig-digit', y: 1 });
  text.textContent = String(digit);
  g.append(text);
  if (role === 'eliminated') {
    const s = RADIUS * 0.78;
    g.append(svg('line', { class: 'fig-strike', x1: -s, y1: s, x2: s, y2: -s }));
  }
  return g;
}

/**
 * A figure's drawing, to be put in the layer at once: its title ("Hint")
 * and description (`words`), the fin cells' hatching, then from the
 * bottom up its cells, houses, faint candidates, marked candidates and links.
 * @param {Figure} figure
 * @param {{ id: string, words: string, state: any, masks?: RuleMasks }} facts `id` the layer's
 *   (for the hatching's id), `state` the position on show, `masks` the rules' candidates
 * @returns {DocumentFragment}
 */
export function figureDrawing(figure, { id, words, state, masks }) {
  const fragment = document.createDocumentFragment();
  const title = svg('title');
  title.textContent = 'Hint';
  const desc = svg('desc');
  desc.textContent = words;
  fragment.append(title, desc, hatch(id));
  fragment.append(cellMarks(figure, id), houseOutlines(figure), faintCandidates(figure, state, masks),
    candidateMarks(figure), linkArrows(figure));
  return fragment;
}

/**
 * The cells of a figure, tinted (a fin cell hatched as well).
 * @param {Figure} figure
 * @param {string} id the layer's (for the hatching's id)
 * @returns {SVGElement}
 */
function cellMarks(figure, id) {
  const cells = svg('g', { class: 'fig-cells' });
  for (const { cell, role } of figure.cells ?? []) {
    const x = (cell % 9) * CELL;
    const y = Math.floor(cell / 9) * CELL;
    const box = { x: x + 4, y: y + 4, width: CELL - 8, height: CELL - 8, rx: 10 };
    cells.append(svg('rect', { class: `fig-cell ${roleClass(role)}`, ...box, 'data-cell': cell, 'data-role': role }));
    // A fin cell is hatched as well as tinted.
    if (role === 'fin') cells.append(svg('rect', { class: 'fig-cell-hatch', ...box, fill: `url(#${id}-hatch)` }));
  }
  return cells;
}

/**
 * The houses of a figure, outlined.
 * @param {Figure} figure
 * @returns {SVGElement}
 */
function houseOutlines(figure) {
  const houses = svg('g', { class: 'fig-houses' });
  (figure.houses ?? []).forEach((house, n) => {
    // A house that shares cells with earlier ones sits inside them there (a row and its box: two lines).
    const mine = new Set(house.cells);
    const under = (figure.houses ?? []).slice(0, n).filter((h) => h.cells.some((i) => mine.has(i))).length;
    houses.append(svg('path', {
      class: `fig-house ${roleClass(house.role)}`,
      d: outlinePath(house.cells, 5 + Math.min(under, 3) * 7, 16),
      'data-house': house.kind,
      'data-role': house.role,
    }));
  });
  return houses;
}

/**
 * Faint: the rules' candidates of the cells the figure is about, where the player noted none.
 * @param {Figure} figure
 * @param {any} state
 * @param {RuleMasks | undefined} masks
 * @returns {SVGElement}
 */
function faintCandidates(figure, state, masks) {
  const marked = new Set((figure.candidates ?? []).map((m) => m.cell * 10 + m.digit));
  const about = new Set([
    ...(figure.houses ?? []).flatMap((h) => h.cells),
    ...(figure.cells ?? []).map((c) => c.cell),
    ...(figure.candidates ?? []).map((c) => c.cell),
    ...(figure.links ?? []).flatMap((l) => [l.from, l.to]).flatMap((n) => (n.group?.length ? n.group : [n.cell])),
  ]);
  const faint = svg('g', { class: 'fig-faint' });
  const open = [...about].filter((i) => i >= 0 && i < 81 && !state.black[i] && !valueAt(state, i) && !state.cands[i]);
  const rules = open.length ? (typeof masks === 'function' ? masks() : masks) : null;
  if (!rules) return faint;
  for (const i of open.sort((a, b) => a - b)) {
    for (const d of digitsOf(rules[i])) {
      if (marked.has(i * 10 + d)) continue;
      const [x, y] = candidatePoint(i, d);
      const t = svg('text', { class: 'fig-faint-digit', x: num(x), y: num(y + 1) });
      t.textContent = String(d);
      faint.append(t);
    }
  }
  return faint;
}

/**
 * The marked candidates of a figure.
 * @param {Figure} figure
 * @returns {SVGElement}
 */
function candidateMarks(figure) {
  const candidates = svg('g', { class: 'fig-cands' });
  for (const { cell, digit, role } of figure.candidates ?? []) candidates.append(candidateMark(cell, digit, role));
  return candidates;
}

/**
 * The links of a figure as arrows (a group node's candidates in a capsule).
 * @param {Figure} figure
 * @returns {SVGElement}
 */
function linkArrows(figure) {
  const links = svg('g', { class: 'fig-links' });
  for (const link of figure.links ?? []) {
    const kind = link.strong ? 'strong' : 'weak';
    const g = svg('g', { class: `fig-link fig-link--${kind}`, 'data-link': kind });
    for (const node of [link.from, link.to]) {
      if (node.group?.length) g.append(groupOutline(node));
    }
    const { path, head } = linkGeometry(nodePoint(link.from), nodePoint(link.to));
    g.append(svg('path', { class: 'fig-link-halo', d: path }), svg('path', { class: 'fig-link-line', d: path }),
      svg('path', { class: 'fig-link-head', d: head }));
    links.append(g);
  }
  return links;
}

/** The hatching a fin cell is filled with (board.css colours its lines). */
function hatch(id) {
  const defs = svg('defs');
  const pattern = svg('pattern', {
    id: `${id}-hatch`, width: 12, height: 12, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)',
  });
  pattern.append(svg('line', { class: 'fig-hatch-line', x1: 0, y1: 0, x2: 0, y2: 12 }));
  defs.append(pattern);
  return defs;
}

/** A dashed capsule round the candidates of a group node. */
function groupOutline(node) {
  const points = (node.group ?? []).map((cell) => candidatePoint(cell, node.digit));
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const pad = RADIUS + 3;
  const x = Math.min(...xs) - pad;
  const y = Math.min(...ys) - pad;
  return svg('rect', {
    class: 'fig-group', x: num(x), y: num(y), width: num(Math.max(...xs) + pad - x), height: num(Math.max(...ys) + pad - y), rx: pad,
  });
}
