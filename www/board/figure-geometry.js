// Where a hint's figure is drawn (figure-layer.js): the geometry of its
// parts in the layer's units (the board 900 x 900, a cell 100). A
// candidate's place in its cell, a link end's point, the outline of a set
// of cells (its boundary as loops, then an inset path with rounded
// corners) and a link's bent curve with its arrowhead. Pure functions of
// numbers, no DOM: the node tests check them as they are.

/** A cell's side in the layer's units (the board is 900 x 900). */
export const CELL = 100;
/**
 * The distance between two candidate places of a cell: board.css sets the
 * candidates in a 3x3 grid inside a padding of 7% (3% on a small board),
 * which puts them 28.7 (31.3) apart; 29.5 is within a pixel of both.
 */
const SLOT = 29.5;
/** The radius of a candidate's disc. */
export const RADIUS = 14.5;

/** @typedef {import('../pkg/straights.js').FigureNode} FigureNode */

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
export const num = (v) => String(Math.round(v * 10) / 10);

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
