// The Settings dialog: one checkbox per setting (store/settings.js), each
// stored as soon as it changes and applied at once (`apply`), so that a
// reload keeps it and the board follows it without closing the dialog.

/**
 * The page's element `id`, one its HTML holds (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/**
 * Each checkbox of the dialog and the setting it shows: `read(settings)`
 * gives its checked state, `write(checked)` the settings it changes.
 * @type {{ id: string, read: (s: import('../../store/settings.js').Settings) => boolean, write: (on: boolean) => object }[]}
 */
const BOXES = [
  { id: 'set-highlight-same', read: (s) => s.highlightSame, write: (on) => ({ highlightSame: on }) },
  { id: 'set-auto-remove', read: (s) => s.autoRemove, write: (on) => ({ autoRemove: on }) },
  { id: 'set-mistakes-now', read: (s) => s.mistakes === 'now', write: (on) => ({ mistakes: on ? 'now' : 'check' }) },
  { id: 'set-timer', read: (s) => !s.timerHidden, write: (on) => ({ timerHidden: !on }) },
  { id: 'set-left-handed', read: (s) => s.leftHanded, write: (on) => ({ leftHanded: on }) },
  { id: 'set-coords', read: (s) => !s.coordsHidden, write: (on) => ({ coordsHidden: !on }) },
];

/**
 * Wires the Settings button and dialog. `settings()` gives the settings in
 * force; `change(changes)` stores changes and applies them.
 * @param {{ settings: () => import('../../store/settings.js').Settings, change: (changes: object) => void }} options
 */
export function wireSettings({ settings, change }) {
  const dialog = $('settings-dialog');
  for (const box of BOXES) {
    $(box.id).addEventListener('change', (/** @type {Event} */ event) => {
      change(box.write(/** @type {HTMLInputElement} */ (event.target).checked));
    });
  }
  $('settings').addEventListener('click', () => {
    const now = settings();
    for (const box of BOXES) $(box.id).checked = box.read(now);
    dialog.showModal();
  });
}
