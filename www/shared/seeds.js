// Seeds of generated puzzles: their range (the engine's, exact as a JS
// number) and how a typed seed is read. Shared by the player's New-puzzle
// dialog and the booklet's parameters.

/**
 * The largest seed: the largest integer a JS number holds exactly
 * (2^53 - 1), the range of the engine's seeds, random ones included, so
 * every seed the player shows can be typed back.
 */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/** What a seed is (the clause of the booklet's parameter error). */
export const SEED_CLAUSE = `a seed is a whole number from 0 to ${MAX_SEED}.`;

/** The sentence on a seed out of that range (the New-puzzle dialog's). */
export const SEED_RULE = SEED_CLAUSE.charAt(0).toUpperCase() + SEED_CLAUSE.slice(1);

/**
 * The seed of the text `text` (digits only), or null when it is not one or passes MAX_SEED.
 * @param {string} text
 * @returns {number | null}
 */
export function seedValue(text) {
  if (!/^\d+$/.test(text)) return null;
  return BigInt(text) <= BigInt(MAX_SEED) ? Number(text) : null;
}
