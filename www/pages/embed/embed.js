// The embedding example: shows the events of the playable board.

const log = /** @type {HTMLElement} */ (document.getElementById('play-log'));
const board = /** @type {HTMLElement} */ (document.getElementById('play'));
board.addEventListener('change', (event) => {
  const { detail } = /** @type {CustomEvent} */ (event);
  log.textContent = `Moved: the position is now ${detail.bd.length} characters of str8ts.com code.`;
});
board.addEventListener('solved', () => {
  log.textContent = 'Solved!';
});
board.addEventListener('error', () => {
  log.textContent = 'The board could not be read: the element shows why.';
});
