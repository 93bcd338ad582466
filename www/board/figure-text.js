// A hint's figure in words (figure-layer.js puts them in the layer's
// description and in a visually hidden aria-live line beside the board):
// its candidates by role, its cells, its outlined houses and its links as
// chains ("=>" strong, "->" weak), for screen readers.

import { cellName } from '../model/game.js';

/** @typedef {import('../pkg/straights.js').Figure} Figure */
/** @typedef {import('../pkg/straights.js').FigureNode} FigureNode */

/**
 * What a role is called in the text of a figure: "set-2" -> "set 2".
 * @param {string} role
 * @returns {string}
 */
const roleWord = (role) => role.replace('-', ' ');

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
