// The converter's one "For developers" fold (#developers, a <details>,
// closed): what players do not need to read. The codec's name of each
// format (the name the command line's --from and --to take) with its
// technical summary, from the wasm's formats() table (the page keeps no
// copy), and the name the box's text was read as.

import { allFormats } from '../../engine/engine.js';

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** An element `tag` with a class and, optionally, text. */
function element(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** One row of the formats table: the codec's name, the player's title, the summary. */
function formatRow(f) {
  const row = document.createElement('tr');
  row.dataset.format = f.name;
  const name = element('td');
  name.append(element('code', 'format-name', f.name));
  row.append(name, element('td', '', f.title), element('td', 'format-summary', f.summary));
  return row;
}

/** Fills the fold: the command line's use of the names, then the table of every format. */
export function buildDevelopers() {
  const intro = element('p', '', 'The command line tool reads and writes the same formats by these names: ');
  intro.append(element('code', '', 'straights convert --to NAME FILE'), ' (docs/cli.md). ');
  intro.append(element('span', '', 'The box above was read as '), element('code', 'developers-read', '–'), '.');
  const table = element('table', 'developers-formats');
  const head = element('tr');
  for (const title of ['Name', 'Format', 'What it holds']) {
    const th = element('th', '', title);
    th.scope = 'col';
    head.append(th);
  }
  const thead = element('thead');
  thead.append(head);
  const body = element('tbody');
  body.append(...allFormats().map(formatRow));
  table.append(thead, body);
  const scroller = element('div', 'developers-scroll');
  // A table wider than a phone scrolls: the keyboard can reach and scroll it too.
  scroller.tabIndex = 0;
  scroller.setAttribute('role', 'region');
  scroller.setAttribute('aria-label', 'Formats by name');
  scroller.append(table);
  $('developers-body').replaceChildren(intro, scroller);
}

/**
 * Names the format the box's text was read as (null: nothing read).
 * @param {string | null} name
 */
export function showReadAs(name) {
  const code = document.querySelector('#developers .developers-read');
  if (code) code.textContent = name ?? '–';
}
