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
// (--fig-*, light and dark).

import { cellName, digitsOf, valueAt } from '../model/game.js';
import { mountParts, partControl, partLabel } from './figure-parts.js';

const NS = 'http://www.w3.org/2000/svg';

/** A cell's side in the layer's units (the board is 900 x 900). */
export const CELL = 100;
/**
 * The distance between two candidate places of a cell: board.css sets the
 * candidates in a 3x3 grid inside a padding of 7% (3% on a small board),
 * which puts them 28.7 (31.3) apart; 29.5 is within a pixel of both.
 */
const SLOT = 29.5;
/** The radius of a candidate's disc. */
const RADIUS = 14.5;

/** @typedef {import('../pkg/straights.js').Figure} Figure */
/** @typedef {import('../pkg/straights.js').FigureNode} FigureNode */

/**
 * What a role is called in the text of a figure: "set-2" -> "set 2".
 * @param {string} role
 * @returns {string}
 */
const roleWord = (role) => role.replace('-', ' ');

/**
 * The centre of candidate `digit` of `cell` in the layer's units.
 * @param {number} cell 0..80
 * @param {number} digit 1..9
 * @returns {[number, number]}
 */
export function candidatePoint(cell, digit) {
  const k = digit - 1;
  return [
    (cell % 9) * CELL + CELL / 2 + ((k % 3) - 1) * SLOT,
    Math.floor(cell / 9) * CELL + CELL / 2 + (Math.floor(k / 3) - 1) * SLOT,
  ];
}

/**
 * The centre of a link's end: its candidate, or the middle of a group's candidates.
 * @param {FigureNode} node
 * @returns {[number, number]}
 */
export function nodePoint(node) {
  const cells = node.group?.length ? node.group : [node.cell];
  let x = 0;
  let y = 0;
  for (const cell of cells) {
    const [px, py] = candidatePoint(cell, node.digit);
    x += px;
    y += py;
  }
  return [x / cells.length, y / cells.length];
}

/**
 * The boundary of the union of `cells`, as closed loops of corner points
 * (collinear corners merged), each going round with the cells on its right
 * (clockwise on screen for an outer edge, the other way round a hole).
 * @param {number[]} cells
 * @returns {Array<Array<[number, number]>>} corners in grid units (0..9)
 */
export function outlineLoops(cells) {
  const inside = new Set(cells);
  const has = (r, c) => r >= 0 && r < 9 && c >= 0 && c < 9 && inside.has(r * 9 + c);
  /** Edges by their start point "x,y": [x1, y1, x2, y2]. */
  const edges = new Map();
  const add = (x1, y1, x2, y2) => {
    const key = `${x1},${y1}`;
    if (!edges.has(key)) edges.set(key, []);
    edges.get(key).push([x1, y1, x2, y2]);
  };
  for (const i of inside) {
    const r = Math.floor(i / 9);
    const c = i % 9;
    if (!has(r - 1, c)) add(c, r, c + 1, r);
    if (!has(r, c + 1)) add(c + 1, r, c + 1, r + 1);
    if (!has(r + 1, c)) add(c + 1, r + 1, c, r + 1);
    if (!has(r, c - 1)) add(c, r + 1, c, r);
  }
  const loops = [];
  for (const list of edges.values()) {
    while (list.length) {
      /** @type {Array<[number, number]>} */
      const points = [];
      let edge = list.pop();
      const start = `${edge[0]},${edge[1]}`;
      for (let guard = 0; guard < 400 && edge; guard++) {
        points.push([edge[0], edge[1]]);
        const next = `${edge[2]},${edge[3]}`;
        if (next === start) break;
        edge = edges.get(next)?.pop();
      }
      loops.push(mergeCollinear(points));
    }
  }
  return loops;
}

/** The corners of a loop without the points in the middle of a straight side. */
function mergeCollinear(points) {
  const n = points.length;
  return points.filter((p, i) => {
    const a = points[(i + n - 1) % n];
    const b = points[(i + 1) % n];
    return (b[0] - p[0]) * (p[1] - a[1]) !== (b[1] - p[1]) * (p[0] - a[0]);
  });
}

/**
 * An SVG path of the union of `cells`, drawn `inset` units inside its
 * boundary with corners rounded by `round`.
 * @param {number[]} cells
 * @param {number} inset
 * @param {number} round
 * @returns {string}
 */
export function outlinePath(cells, inset, round) {
  let d = '';
  for (const loop of outlineLoops(cells)) {
    const n = loop.length;
    if (n < 3) continue;
    // Each side moves `inset` to its right (inwards); a corner is where its
    // two sides, one across and one down, meet again.
    const corners = loop.map((p, i) => {
      const prev = loop[(i + n - 1) % n];
      const next = loop[(i + 1) % n];
      const inDir = unit(p[0] - prev[0], p[1] - prev[1]);
      const outDir = unit(next[0] - p[0], next[1] - p[1]);
      const x = p[0] * CELL - (inDir[1] + outDir[1]) * inset;
      const y = p[1] * CELL + (inDir[0] + outDir[0]) * inset;
      return { x, y, inDir, outDir };
    });
    corners.forEach((k, i) => {
      const prev = corners[(i + n - 1) % n];
      const next = corners[(i + 1) % n];
      const rIn = Math.min(round, Math.hypot(k.x - prev.x, k.y - prev.y) / 2);
      const rOut = Math.min(round, Math.hypot(next.x - k.x, next.y - k.y) / 2);
      const a = [k.x - k.inDir[0] * rIn, k.y - k.inDir[1] * rIn];
      const b = [k.x + k.outDir[0] * rOut, k.y + k.outDir[1] * rOut];
      d += `${i === 0 ? 'M' : 'L'}${num(a[0])} ${num(a[1])}Q${num(k.x)} ${num(k.y)} ${num(b[0])} ${num(b[1])}`;
    });
    d += 'Z';
  }
  return d;
}

/** The unit vector along (x, y). */
function unit(x, y) {
  const len = Math.hypot(x, y) || 1;
  return [x / len, y / len];
}

/** A coordinate as an attribute writes it: at most one decimal. */
const num = (v) => String(Math.round(v * 10) / 10);

/**
 * The geometry of a link drawn from `a` to `b`: a quadratic curve bent to
 * the left of its direction (by a fifth of its length, between 16 and 110
 * units), its ends moved off the candidates' discs, and the arrowhead at
 * its end. `bend` (1 or -1) chooses the side.
 * @param {[number, number]} a
 * @param {[number, number]} b
 * @param {number} [bend]
 * @returns {{ path: string, head: string }}
 */
export function linkGeometry(a, b, bend = 1) {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = Math.hypot(dx, dy) || 1;
  const lift = Math.max(16, Math.min(110, len * 0.2)) * bend;
  const normal = [dy / len, -dx / len];
  const clamp = (v) => Math.max(8, Math.min(9 * CELL - 8, v));
  const control = [clamp((a[0] + b[0]) / 2 + normal[0] * lift), clamp((a[1] + b[1]) / 2 + normal[1] * lift)];
  const off = RADIUS + 2;
  const toward = (p, q, by) => {
    const [ux, uy] = unit(q[0] - p[0], q[1] - p[1]);
    return [p[0] + ux * by, p[1] + uy * by];
  };
  const start = toward(a, control, off);
  const end = toward(b, control, off);
  // The arrowhead points along the curve's direction at its end.
  const [tx, ty] = unit(end[0] - control[0], end[1] - control[1]);
  const headLength = 15;
  const headWidth = 7;
  const base = [end[0] - tx * headLength, end[1] - ty * headLength];
  const shaftEnd = [end[0] - tx * (headLength - 2), end[1] - ty * (headLength - 2)];
  const path = `M${num(start[0])} ${num(start[1])}Q${num(control[0])} ${num(control[1])} ${num(shaftEnd[0])} ${num(shaftEnd[1])}`;
  const head = `M${num(end[0])} ${num(end[1])}L${num(base[0] - ty * headWidth)} ${num(base[1] + tx * headWidth)}`
    + `L${num(base[0] + ty * headWidth)} ${num(base[1] - tx * headWidth)}Z`;
  return { path, head };
}

/**
 * A house as the text names it: "row 3", "column 5", "box 7", "compartment r1c2-r1c5".
 * @param {{ kind: string, cells: number[] }} house
 * @returns {string}
 */
export function houseName({ kind, cells }) {
  const first = cells[0] ?? 0;
  const row = Math.floor(first / 9) + 1;
  const col = (first % 9) + 1;
  const oneRow = cells.every((i) => Math.floor(i / 9) === row - 1);
  if (kind === 'box') return `box ${Math.floor((row - 1) / 3) * 3 + Math.floor((col - 1) / 3) + 1}`;
  if (kind === 'compartment') {
    const last = cells[cells.length - 1] ?? first;
    return cells.length > 1 ? `compartment ${cellName(first)}-${cellName(last)}` : `compartment ${cellName(first)}`;
  }
  if (kind === 'row' || (kind === 'line' && oneRow)) return `row ${row}`;
  return `column ${col}`;
}

/**
 * A link's end as the text names it: "r1c1 5", "(r7c1, r7c2) 5" for a group.
 * @param {FigureNode} node
 * @returns {string}
 */
function nodeName(node) {
  const where = node.group?.length ? `(${node.group.map(cellName).join(', ')})` : cellName(node.cell);
  return `${where} ${node.digit}`;
}

const sameNode = (a, b) => a.cell === b.cell && a.digit === b.digit
  && (a.group ?? []).join() === (b.group ?? []).join();

/** Roles in the order the text tells them. */
const ROLE_ORDER = ['placed', 'eliminated', 'target', 'focus', 'base', 'cover', 'fin', 'on', 'off', 'pattern'];
const roleRank = (role) => {
  const i = ROLE_ORDER.indexOf(role);
  return i >= 0 ? i : ROLE_ORDER.length + (Number(role.replace('set-', '')) || 0);
};

/**
 * The figure as a sentence for screen readers: "r6c2: 4 placed; r6c1: 5
 * eliminated; pattern cells r4c1, r4c2; outlined row 7 (base); chain r1c1 5
 * => r8c1 5 -> r8c4 5." ("=>" a strong link, "->" a weak one). Empty for
 * an empty figure.
 * @param {Figure | null | undefined} figure
 * @returns {string}
 */
export function figureText(figure) {
  if (!figure) return '';
  const parts = [];
  // Candidates: by role, then by cell: "r6c1: 5, 7 eliminated".
  const byRole = new Map();
  for (const { cell, digit, role } of figure.candidates ?? []) {
    if (!byRole.has(role)) byRole.set(role, new Map());
    const cells = byRole.get(role);
    if (!cells.has(cell)) cells.set(cell, []);
    cells.get(cell).push(digit);
  }
  for (const role of [...byRole.keys()].sort((a, b) => roleRank(a) - roleRank(b))) {
    for (const [cell, digits] of byRole.get(role)) {
      parts.push(`${cellName(cell)}: ${digits.sort((a, b) => a - b).join(', ')} ${roleWord(role)}`);
    }
  }
  const cellRoles = new Map();
  for (const { cell, role } of figure.cells ?? []) {
    if (!cellRoles.has(role)) cellRoles.set(role, []);
    cellRoles.get(role).push(cellName(cell));
  }
  for (const role of [...cellRoles.keys()].sort((a, b) => roleRank(a) - roleRank(b))) {
    const names = cellRoles.get(role);
    parts.push(`${roleWord(role)} ${names.length === 1 ? 'cell' : 'cells'} ${names.join(', ')}`);
  }
  const houses = (figure.houses ?? []).map((h) => `${houseName(h)} (${roleWord(h.role)})`);
  if (houses.length) parts.push(`outlined ${houses.join(', ')}`);
  // Links: one chain as long as each link starts where the one before ended.
  let chain = '';
  /** @type {FigureNode | null} */
  let last = null;
  for (const link of figure.links ?? []) {
    const arrow = link.strong ? '=>' : '->';
    if (last && sameNode(last, link.from)) {
      chain += ` ${arrow} ${nodeName(link.to)}`;
    } else {
      if (chain) parts.push(chain);
      chain = `chain ${nodeName(link.from)} ${arrow} ${nodeName(link.to)}`;
    }
    last = link.to;
  }
  if (chain) parts.push(chain);
  return parts.length ? `${parts.join('; ')}.` : '';
}

/**
 * An SVG element of the layer.
 * @param {string} tag
 * @param {Record<string, string | number>} [attrs]
 * @returns {SVGElement}
 */
function svg(tag, attrs = {}) {
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

let layers = 0;

/**
 * The facts of the position a figure is drawn on.
 * @typedef {object} FigureFacts
 * @property {import('../model/game.js').State} state the position on show
 * @property {ArrayLike<number> | null | (() => ArrayLike<number> | null)} [masks] the
 *   rules' candidates of the position (81 masks), or a function giving them
 *   (asked only when a cell without noted candidates needs them); null: none shown faintly
 * @property {number} [part] for a figure in parts, the part to show first (0 up; default 0)
 */

/**
 * A figure that may come in parts (src/outcome/figure.rs): each part a
 * whole figure with a caption, shown one at a time; the top-level lists
 * are the first part's.
 * @typedef {Figure & { caption?: string, parts?: Array<Figure & { caption?: string }> }} PartedFigure
 */

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
    const fragment = document.createDocumentFragment();
    const title = svg('title');
    title.textContent = 'Hint';
    const desc = svg('desc');
    desc.textContent = words;
    fragment.append(title, desc, hatch(id));
    fragment.append(cellMarks(piece, id), houseOutlines(piece), faintCandidates(piece, state, masks),
      candidateMarks(piece), linkArrows(piece));
    root.replaceChildren(fragment);
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
 * @param {FigureFacts['masks']} masks
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

/** True when a figure has nothing to draw. */
function isEmpty(figure) {
  return !figure.candidates?.length && !figure.cells?.length && !figure.houses?.length && !figure.links?.length;
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
