// The format converter page: a board text or link in, the same board
// written in every format of the codec out (or why a format cannot hold
// it, and what it would drop), each with a Copy button, plus a link that
// opens the board in the player; a format a site opens from a link (its
// row's `link` in the wasm's table) gets links that open the board there and
// in this player. The wasm detects and decodes the text,
// writes each format and says what a format drops; the list of formats
// and their titles come from its formats() (the page keeps no copy); the
// codec's names and technical summaries wait in one For developers fold. convert.html#bd=<board> (or ?bd=) fills the box on load.
// This module reads the box and the address and says what the text was
// read as; the formats' blocks are format-blocks.js's.

import { allFormats, engineInfo, startEngine, wasm } from '../../engine/engine.js';
import { boardParam, linkTo, pastedBoard } from '../../shared/links.js';
import { registerServiceWorker } from '../../shared/offline.js';
import { disclosure } from '../../shared/note.js';
import { buildDevelopers, showReadAs } from './developers.js';
import { buildBlocks, element, sentence, showFormats } from './format-blocks.js';

/**
 * The page's element `id`, one its HTML holds: an input, select, button and
 * so on, as the code using it knows (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** How long typing must pause before the text is decoded (ms). */
const DEBOUNCE_MS = 200;

const source = $('source');
const sourceError = $('source-error');
const detected = $('detected');
const results = $('results');

/**
 * One labelled fact of the detected line: a label ("Read as", "Puzzle")
 * and its values, kept together when the line wraps on a phone.
 */
function detectedPart(label, ...values) {
  const part = element('span', 'detected-part');
  part.append(element('span', 'status-label', label), ...values);
  return part;
}

/**
 * Shows what the box was read as: the format (its title; its name in the
 * For developers fold) and
 * the puzzle kind, each after its label, and the link that opens the board
 * in the player. These are findings, not choices: plain labelled values.
 */
function showDetected(decoded) {
  const f = allFormats().find((x) => x.name === decoded.format);
  const kind = engineInfo(decoded.board.variant);
  const link = element('a', 'open-player', 'Open in player');
  link.id = 'open-player';
  link.href = linkTo(new URL('index.html', location.href).href, wasm.encode(decoded.board, kind.linkFormat));
  detected.replaceChildren(
    detectedPart('Read as', element('span', 'status-format', f?.title ?? decoded.format)),
    detectedPart('Puzzle', element('span', 'status-variant', kind.title)),
    link,
  );
  detected.dataset.format = decoded.format;
  detected.dataset.variant = decoded.board.variant;
  showReadAs(decoded.format);
}

/** Puts the page in its empty state: nothing decoded, no error. */
function showNothing(prompt) {
  detected.textContent = prompt;
  detected.dataset.format = '';
  detected.dataset.variant = '';
  showReadAs(null);
  results.hidden = true;
  sourceError.hidden = true;
  sourceError.textContent = '';
}

/**
 * Says under the box that its text is not a board: a sentence for the
 * player first, the codec's own message (which format it was last read as,
 * where it went wrong) behind Details.
 */
function showNotABoard(message) {
  showNothing('Not a board yet.');
  sourceError.replaceChildren(
    "This doesn't look like a board: paste a Str8ts or Sudoku link or grid. ",
    disclosure(sentence(message)),
  );
  sourceError.hidden = false;
}

/**
 * Decodes the box's text (a whole link is reduced to its board) and shows
 * the board in every format; a text that is not a board says so under the
 * box and keeps the text as typed.
 */
function convert() {
  const raw = source.value;
  if (!raw.trim()) {
    showNothing('Paste a board above: it is shown in every format below.');
    return;
  }
  let decoded;
  try {
    decoded = wasm.decode(pastedBoard(raw));
  } catch (err) {
    showNotABoard(err.message);
    return;
  }
  sourceError.hidden = true;
  showDetected(decoded);
  showFormats(decoded.board);
  results.hidden = false;
}

/** The board text of the address (#bd=... wins over ?bd=...), or null. */
function linkText() {
  return boardParam(location.hash) ?? boardParam(location.search);
}

/** Fills the box from the address's board, if it holds one, and converts it. */
function followLink() {
  const text = linkText();
  if (text === null || !text.trim()) return;
  source.value = text;
  convert();
}

/** Decodes the box's text once typing pauses. */
function wireInput() {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  source.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(convert, DEBOUNCE_MS);
  });
  $('convert-form').addEventListener('submit', (event) => {
    event.preventDefault();
    convert();
  });
  window.addEventListener('hashchange', followLink);
}

/** Loads the engine, builds the format blocks and converts the address's board. */
async function main() {
  try {
    await startEngine();
  } catch (err) {
    detected.textContent = 'Not available';
    sourceError.textContent = `Could not load the WebAssembly module: ${sentence(err.message)}`;
    sourceError.hidden = false;
    return;
  }
  buildBlocks();
  buildDevelopers();
  wireInput();
  if (linkText()) followLink();
  else convert();
  document.documentElement.dataset.ready = 'true';
  registerServiceWorker();
}

main();
