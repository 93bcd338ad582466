// How the pages name the engine's symmetries: the player's New-puzzle
// dialog and the booklet's form and printed lines say the same.

/** How a symmetry name of the engine is shown (symmetryLabel: the name itself when not listed). */
export const SYMMETRY_LABELS = {
  rotate180: 'Rotation (180°)',
  rotate90: 'Rotation (90°)',
  diagonal: 'Diagonal',
  'anti-diagonal': 'Anti-diagonal',
  mirror: 'Mirror',
  none: 'None',
};

/**
 * The label of the symmetry `name` (the name itself when SYMMETRY_LABELS lacks it).
 * @param {string} name
 * @returns {string}
 */
export const symmetryLabel = (name) => SYMMETRY_LABELS[name] ?? name;
