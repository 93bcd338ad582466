// Copying a text for the player, as every Copy and Share button does: the
// text goes to the clipboard and the button says "Copied" for a moment;
// where the browser refuses the clipboard, the text is selected on the
// page (an element the caller names) and the button says "Press Ctrl+C".

/** How long the button says "Copied" (ms). */
export const COPIED_MS = 1500;

/**
 * Copies `text`, saying so on `button` (its own label back after
 * COPIED_MS); `selectable()` gives the element to select when the
 * clipboard is refused (called only then).
 * @param {string} text
 * @param {HTMLElement & { resetTimer?: ReturnType<typeof setTimeout>, label?: string }} button
 * @param {() => Node} selectable
 * @returns {Promise<boolean>} whether the clipboard took it
 */
export async function copyWithFeedback(text, button, selectable) {
  button.label ??= button.textContent ?? '';
  let copied = true;
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = 'Copied';
  } catch {
    /** @type {Selection} */ (getSelection()).selectAllChildren(selectable());
    button.textContent = 'Press Ctrl+C';
    copied = false;
  }
  clearTimeout(button.resetTimer);
  button.resetTimer = setTimeout(() => { button.textContent = button.label ?? ''; }, COPIED_MS);
  return copied;
}
