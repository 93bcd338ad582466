// The converter's format blocks (convert.js): one labelled block for every
// format of the codec, each showing the board in that format (or why the
// format cannot hold it), what writing it drops, the links that open it at
// a site or in this player, and a Copy button; the blocks of the formats
// that hold the board first, the other puzzle kind's formats named in one
// card at the end. The wasm writes each format and says what it drops.
// Here too: `element` and `sentence`, which convert.js makes its lines with.

import { allFormats, engineInfo, wasm } from '../../engine/engine.js';
import { linkTo } from '../../shared/links.js';
import { copyWithFeedback } from '../../shared/clipboard.js';
import { andList } from '../../shared/messages.js';

/**
 * The page's element `id`, one its HTML holds: an input, select, button and
 * so on, as the code using it knows (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** The blocks' list (#results), which convert.js shows and hides. */
const results = $('results');
/** The one card that lists the formats of the other puzzle kind. */
const otherKind = $('other-kind');

/** The format blocks by format name: { output, note, copy, links }. */
const blocks = new Map();

/** A sentence from an error message: the message with a full stop. */
export function sentence(message) {
  const text = String(message).trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * A writer's refusal as a sentence for a user: the codec's "name: expected
 * X, found Y" becomes "Cannot write this board: it needs X, and this board
 * has Y."; any other message is shown as a capitalised sentence.
 */
function writeError(message) {
  const m = /^[\w-]+(?: at [^:]*)?: expected (.*), found (.*?)\.?$/s.exec(String(message).trim());
  if (m) return `Cannot write this board: it needs ${m[1]}, and this board has ${m[2]}.`;
  const text = sentence(message);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An element `tag` with a class and, optionally, text. */
export function element(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/**
 * One labelled block for format `f` (its title: the codec's name and its
 * technical summary wait in the For developers fold, developers.js), with an empty <output data-format> for the board text, a note line for
 * what the format drops and a Copy button; remembered in `blocks`.
 */
function formatBlock(f) {
  const block = element('section', 'format');
  block.dataset.format = f.name;
  const titleId = `format-${f.name}`;
  block.setAttribute('aria-labelledby', titleId);
  const head = element('div', 'format-head');
  const title = element('h2', 'format-title', f.title);
  title.id = titleId;
  const copy = element('button', 'copy', 'Copy');
  copy.type = 'button';
  copy.setAttribute('aria-label', `Copy the ${f.title} text`);
  const label = element('div', 'format-label');
  label.append(title);
  head.append(label, copy);
  const output = element('output', 'format-text');
  output.dataset.format = f.name;
  output.htmlFor = 'source';
  output.setAttribute('aria-labelledby', titleId);
  // Long texts scroll inside it: the keyboard can reach and scroll it too.
  output.tabIndex = 0;
  const note = element('p', 'format-note');
  note.hidden = true;
  const links = element('p', 'format-links');
  links.hidden = true;
  block.append(head, output, links, note);
  copy.addEventListener('click', () => copyText(output, copy));
  blocks.set(f.name, { output, note, copy, links });
  return block;
}

/** Builds a block for every format of the codec, in the CLI's order, and the card for the other kind's formats. */
export function buildBlocks() {
  results.replaceChildren(...allFormats().map(formatBlock), otherKind);
}

/**
 * Puts every Copy button but `except` back to "Copy", so that "Copied"
 * shows on one card at a time.
 */
function resetCopyButtons(except) {
  for (const { copy } of blocks.values()) {
    if (copy === except) continue;
    clearTimeout(copy.resetTimer);
    copy.textContent = 'Copy';
  }
}

/**
 * Copies the text of `output` to the clipboard and says "Copied" on the
 * button for a moment (the other cards' buttons go back to "Copy"); where
 * the clipboard is refused, selects the text for the user to copy and says
 * how.
 */
async function copyText(output, button) {
  resetCopyButtons(button);
  await copyWithFeedback(output.textContent, button, () => output);
}

/**
 * Why format `f` cannot hold `board`, or null when it can: a format of
 * the other puzzle kind ("Sudoku formats cannot hold a Str8ts board"), or
 * a read-only one.
 */
function whyNot(f, board) {
  if (f.variant && f.variant !== board.variant) {
    return `${engineInfo(f.variant).title} formats cannot hold a ${engineInfo(board.variant).title} board.`;
  }
  if (!f.writable) return `${f.title} is read only: the converter reads it but cannot write it.`;
  return null;
}

/** What writing `board` in `f` drops, as a sentence ("Drops 1 placed digit and 39 eliminated candidates."), or ''. */
function dropSentence(f, board) {
  const lost = wasm.losses(board, f.name);
  return lost.length ? `Drops ${andList(lost)}.` : '';
}

/** Whether `text` is one line of JSON, which may wrap after its commas only. */
const isJsonLine = (text) => /^[[{]/.test(text) && !text.includes('\n');

/**
 * Puts `text` in `output`; a JSON line gets a <wbr> after each comma, so it
 * wraps there and never inside a number (textContent, which Copy takes,
 * stays the exact text).
 */
function setOutputText(output, text) {
  if (!isJsonLine(text)) {
    output.textContent = text;
    return;
  }
  const parts = text.split(',');
  output.replaceChildren(...parts.flatMap((part, k) => (k === parts.length - 1
    ? [part]
    : [`${part},`, document.createElement('wbr')])));
}

/**
 * `board` with its solution, for a format that carries one (a daandtu code
 * holds the digit of every white cell): the board itself when it has its
 * solution or the format holds none; else the exact solver's one solution,
 * or a sentence saying why there is none to write.
 * @returns {{ board: any, why: string | null }}
 */
function withSolution(f, board) {
  if (!f.solution || board.solution) return { board, why: null };
  const solved = wasm.solve(board);
  if (solved.status === 'unique') return { board: { ...board, solution: solved.solution }, why: null };
  const count = solved.status === 'none' ? 'no solution' : 'more than one solution';
  return { board, why: `${f.title} carries the puzzle's solution, and this puzzle has ${count}.` };
}

/**
 * The text of `board` in format `f`, or why it cannot be written: the
 * writer's refusal as a sentence; a format that needs the solution the board
 * lacks gets it from the solver first.
 * @returns {{ text: string | null, why: string | null }}
 */
function writeFormat(f, board) {
  try {
    return { text: wasm.encode(board, f.name), why: null };
  } catch (err) {
    const solved = withSolution(f, board);
    if (solved.board === board) return { text: null, why: solved.why ?? writeError(err.message) };
    try {
      return { text: wasm.encode(solved.board, f.name), why: null };
    } catch (again) {
      return { text: null, why: writeError(again.message) };
    }
  }
}

/**
 * The links that open `text` of format `f`: at the site the format's row
 * names (its `link`, e.g. str8ts.com), and in this player when `f` is the
 * player's link format for the board's kind; each opens in a new tab and
 * sends no referrer.
 */
function openLinks(f, board, text) {
  const links = [];
  if (f.link) {
    const site = new URL(f.link).hostname.replace(/^www\./, '');
    links.push(newTabLink(`${f.link}${encodeURIComponent(text)}`, `Open at ${site}`, 'site-link'));
  }
  if (engineInfo(board.variant).linkFormat === f.name) {
    links.push(newTabLink(linkTo(new URL('index.html', location.href).href, text), 'Open in this player', 'player-link'));
  }
  return links;
}

/** A link to `href` that opens in a new tab, sending no referrer. */
function newTabLink(href, text, className) {
  const link = element('a', className, text);
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  return link;
}

/**
 * Shows `board` in format `f`'s block: the text (multi-line texts keep
 * their lines), the links that open it and what it drops, or why the format
 * cannot hold it (the codec's own message when the writer refuses the
 * board).
 */
function showFormat(f, board) {
  const { output, note, copy, links } = blocks.get(f.name);
  /** @type {string | null} */
  let text = null;
  let why = whyNot(f, board);
  if (!why) ({ text, why } = writeFormat(f, board));
  setOutputText(output, text ?? why ?? '');
  const opens = text === null ? [] : openLinks(f, board, text);
  links.replaceChildren(...opens);
  links.hidden = opens.length === 0;
  output.dataset.state = text === null ? 'unavailable' : 'text';
  output.classList.toggle('multiline', text !== null && text.includes('\n'));
  output.classList.toggle('json', text !== null && isJsonLine(text));
  copy.hidden = text === null;
  const drops = text === null ? '' : dropSentence(f, board);
  note.textContent = drops;
  note.hidden = !drops;
}

/**
 * Shows `board` in every format's block, then puts the blocks in their
 * order (orderBlocks).
 */
export function showFormats(board) {
  for (const f of allFormats()) showFormat(f, board);
  orderBlocks(board);
}

/**
 * Puts the blocks of the formats that hold the board first and those that
 * cannot (read-only ones, the writer's refusals) after them, each group in
 * the CLI's order; the other puzzle kind's formats get no card of their
 * own but one line in the `otherKind` card at the end.
 */
function orderBlocks(board) {
  const all = allFormats().map((f) => results.querySelector(`.format[data-format="${f.name}"]`));
  const unavailable = (block) => blocks.get(block.dataset.format).output.dataset.state === 'unavailable';
  const wrongKind = new Set(allFormats().filter((f) => f.variant && f.variant !== board.variant).map((f) => f.name));
  for (const block of all) {
    block.classList.toggle('format--unavailable', unavailable(block));
    block.hidden = wrongKind.has(block.dataset.format);
  }
  const shown = all.filter((b) => !b.hidden);
  results.append(...shown.filter((b) => !unavailable(b)), ...shown.filter(unavailable), ...all.filter((b) => b.hidden), otherKind);
  showOtherKind(board, allFormats().filter((f) => wrongKind.has(f.name)));
}

/**
 * Fills the card of the formats that cannot hold `board` because they are
 * of the other puzzle kind: one sentence, then each format's title
 * (data-format: its name), so the list stays short.
 */
function showOtherKind(board, formats) {
  otherKind.hidden = formats.length === 0;
  if (!formats.length) return;
  const other = engineInfo(formats[0].variant).title;
  const reason = element('p', 'other-kind-reason', `${other} formats cannot hold a ${engineInfo(board.variant).title} board:`);
  const list = element('ul', 'other-kind-list');
  for (const f of formats) {
    const item = element('li', 'other-kind-format');
    item.dataset.format = f.name;
    item.append(element('span', 'other-kind-title', f.title));
    list.append(item);
  }
  otherKind.replaceChildren(reason, list);
}
