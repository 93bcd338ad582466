// The control of a hint figure in parts (figure-layer.js): a long forcing
// net comes as parts of at most 20 links, each a whole figure with a
// caption, drawn one at a time; this is the row under the board that says
// which part is on show ("Part 1 of 3") between Previous and Next buttons
// (DOM contract: button[data-part-step="-1" | "1"] in
// div.figure-parts[data-part][data-parts]). Laid out by board.css.

/**
 * "Part 2 of 3 (Suppose r1c4 is 3: then r5c2 is not 8)", the caption left out when there is none.
 * @param {number} part 0 up
 * @param {number} count
 * @param {string | undefined} caption
 * @returns {string}
 */
export function partLabel(part, count, caption) {
  return `Part ${part + 1} of ${count}${caption ? ` (${caption})` : ''}`;
}

/**
 * The control of a figure in parts: a group with a Previous button, the
 * part on show in words (aria-live) and a Next button, each button
 * carrying data-part-step="-1" or "1". `onStep(step)` is called with -1
 * or 1 when one is pressed.
 * @param {(step: number) => void} onStep
 * @returns {{ element: HTMLElement, show: (part: number, count: number, label: string) => void }}
 */
export function partControl(onStep) {
  const element = document.createElement('div');
  element.className = 'figure-parts';
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', 'Parts of the hint drawing');
  // Laid out by board.css (.figure-parts: a row under the board, in the board frame's column).
  element.hidden = true;
  const button = (step, words) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = words;
    b.dataset.partStep = String(step);
    b.addEventListener('click', () => onStep(step));
    return b;
  };
  const previous = button(-1, 'Previous');
  const next = button(1, 'Next');
  const label = document.createElement('span');
  label.className = 'figure-parts-label';
  label.setAttribute('aria-live', 'polite');
  element.append(previous, label, next);
  return {
    element,
    show(part, count, words) {
      element.hidden = false;
      element.dataset.part = String(part + 1);
      element.dataset.parts = String(count);
      label.textContent = `Part ${part + 1} of ${count}`;
      label.title = words;
      previous.disabled = part === 0;
      next.disabled = part === count - 1;
    },
  };
}

/**
 * Puts the part control under the board when the caller has put it
 * nowhere: in the board's frame (a grid: a row of its own under the
 * board), else right after the board element.
 * @param {HTMLElement} element
 * @param {SVGSVGElement} root the layer, inside the board element
 */
export function mountParts(element, root) {
  if (element.isConnected) return;
  const board = root.parentElement;
  if (!board) return;
  const frame = board.parentElement;
  if (frame?.classList.contains('board-frame')) frame.append(element);
  else board.after(element);
}
