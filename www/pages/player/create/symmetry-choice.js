// Create mode's symmetry choice (#create-symmetry, for a kind with black
// cells): the kind's symmetries as the engine table lists them, and for the
// one chosen the cells each cell mirrors to (its orbit, worked out in the
// engine worker), which Black makes black or white together. The worker's
// answer comes later than the choice, so Black waits for it: the symmetry
// shown is the one applied from the start.

import { imagesOf } from './draft.js';
import { symmetryLabel } from '../../../shared/symmetries.js';

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** A cell's images under a symmetry: the cells Black changes with it (itself included). */
/** @typedef {(i: number) => number[]} Images */

/** No symmetry: each cell is its own only image. */
/** @type {Images} */
const alone = (i) => [i];

/**
 * Wires the symmetry select. `info` is the kind's engine table entry
 * (blackCells, symmetries), `initial` the symmetry chosen at the start,
 * `worker()` the engine worker, `note` the message area, and `onChange()`
 * keeps the draft once the setter chooses another symmetry. Returns
 * name(), the symmetry chosen, and images(), which resolves to the cells'
 * images under it once the worker has sent them.
 * @param {{ info: any, initial: string, worker: () => any, note: any, onChange: () => void }} options
 * @returns {{ name: () => string, images: () => Promise<Images> }}
 */
export function wireSymmetry({ info, initial, worker, note, onChange }) {
  const select = $('create-symmetry');
  let symmetry = initial;
  /** @type {Images} */
  let images = alone;
  /** Settles once `images` holds the cells of the symmetry chosen last. */
  /** @type {Promise<void>} */
  let imagesReady = Promise.resolve();
  select.replaceChildren(...['none', ...info.symmetries.filter((n) => n !== 'none')].map((name) => new Option(symmetryLabel(name), name, false, name === symmetry)));
  const apply = async () => {
    const wanted = select.value;
    symmetry = wanted;
    images = alone;
    if (wanted === 'none') return;
    // A job cancelled for a newer check is asked again: the symmetry shown is the one applied.
    for (let tries = 0; tries < 3; tries++) {
      try {
        const { result } = await worker().run('orbits', { symmetry: wanted });
        // The cells of a symmetry chosen since then are not overwritten by these late ones.
        if (select.value === wanted) images = imagesOf(result);
        return;
      } catch (err) {
        if (!(err instanceof Error && err.message === 'cancelled')) break;
      }
    }
    if (select.value === wanted) note.alert('Could not mirror black cells:', `the cells of ${symmetryLabel(wanted)} could not be found, so B makes black only the cells selected.`);
  };
  select.addEventListener('change', () => {
    imagesReady = apply();
    onChange();
  });
  if (info.blackCells) imagesReady = apply();
  return {
    name: () => symmetry,
    images: async () => {
      await imagesReady;
      return images;
    },
  };
}
