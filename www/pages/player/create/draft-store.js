// The draft of create mode, kept in the records (store/records.js:
// IndexedDB, localStorage where it is not) under `straights:draft:<kind>`,
// one draft per kind: its puzzle, its undo and redo steps (as puzzle
// texts) and the symmetry chosen. Written after every change; read back
// field by field, a step that cannot be read is left out (never the draft).

import { fromBoardObject } from '../../../model/board-object.js';
import { wasm } from '../../../engine/engine.js';
import { recordText, writeRecords } from '../../../store/records.js';
import { draftOf } from './draft.js';

/** The record name of a kind's draft. */
const draftName = (variant) => `straights:draft:${variant}`;
/** The most undo (or redo) steps kept with a draft. */
const MAX_STEPS = 500;

/**
 * The draft of `text` (a puzzle text of the codec) of kind `variant`, or null when it cannot be read or is another kind.
 * @param {unknown} text
 * @param {string} variant
 */
function draftFrom(text, variant) {
  if (typeof text !== 'string') return null;
  try {
    const state = draftOf(fromBoardObject(wasm.decode(text).board));
    return state.variant === variant ? state : null;
  } catch {
    return null;
  }
}

/**
 * The kept draft of kind `variant`: { state, history: { past, future }, symmetry }, or null for none.
 * @param {string} variant
 */
export function loadDraft(variant) {
  let value;
  try {
    value = JSON.parse(recordText(draftName(variant)) ?? 'null');
  } catch {
    return null;
  }
  const state = draftFrom(value?.puzzle, variant);
  if (!state) return null;
  const steps = (list) => (Array.isArray(list) ? list.slice(-MAX_STEPS).map((t) => draftFrom(t, variant)).filter((s) => s !== null) : []);
  return {
    state,
    history: { past: steps(value.past), future: steps(value.future) },
    symmetry: typeof value.symmetry === 'string' ? value.symmetry : null,
  };
}

/**
 * Keeps the draft of kind `variant` ({ puzzle, past, future, symmetry }:
 * puzzle texts and the symmetry's name); a refused write leaves the old one.
 * @param {string} variant
 * @param {{ puzzle: string, past: string[], future: string[], symmetry: string }} draft
 * @returns {Promise<boolean>}
 */
export async function saveDraft(variant, draft) {
  const text = JSON.stringify({ ...draft, past: draft.past.slice(-MAX_STEPS), future: draft.future.slice(0, MAX_STEPS), savedAt: Date.now() });
  return (await writeRecords([[draftName(variant), text]])) === 'saved';
}
