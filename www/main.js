// The page: reads the board from the link (#bd=... or ?bd=...), decodes it
// with the wasm codec and draws it; re-draws when the hash changes.

import init, { decode } from './pkg/straights.js';
import { drawBoard } from './board-view.js';

/** The example string of the str8ts.com page on its string definitions. */
const EXAMPLE =
  '0vo03c0vc0js0vk0us0vg0021030ro03c1rc1js1rk1qs1rg0410q010100h0vc0jc0v40uc0v00q00u00uo0020021i81sk0130020q00s00p00q000j0021v41u80740020020ng0m01n00810091mk07k01g0jk0u01010u00m00u000200901g01k0v00u000206007g06807g00503o0070u01v01m01vg0eg07g00803g';

const VARIANT_NAMES = { str8ts: 'Str8ts', sudoku: 'Sudoku' };

const $ = (id) => document.getElementById(id);

/** The last board drawn; a broken link keeps it on screen. */
let current = null;

/**
 * The `bd` parameter of a hash or query string ("#bd=..." / "?bd=..."), or
 * null. Everything up to the next "&key=" belongs to the board, and '+' stays
 * '+' (extended Susser writes placed digits as +d).
 */
export function boardParam(part) {
  const body = part.replace(/^[#?]/, '');
  const match = /(?:^|&)bd=([\s\S]*?)(?=&[A-Za-z_][\w-]*=|$)/.exec(body);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1]; // not valid percent-encoding: give the codec the raw text
  }
}

/** The board text of the current link: the hash wins over the query. */
function linkText() {
  return boardParam(location.hash) ?? boardParam(location.search);
}

function showMessage(lead, detail) {
  const box = $('message');
  box.replaceChildren();
  const strong = document.createElement('strong');
  strong.textContent = lead;
  const text = document.createElement('span');
  text.id = 'message-text';
  text.textContent = detail;
  box.append(strong, ' ', text);
  box.hidden = false;
}

function clearMessage() {
  const box = $('message');
  box.hidden = true;
  box.replaceChildren();
}

function setStatus(parts) {
  const status = $('status');
  status.replaceChildren();
  for (const [text, className] of parts) {
    const span = document.createElement('span');
    if (className) span.className = className;
    span.textContent = text;
    status.append(span);
  }
}

function drawDecoded(decoded) {
  const { board, format } = decoded;
  const area = $('board-area');
  $('board')?.remove();
  $('empty').hidden = true;
  area.append(drawBoard(board));
  const blacks = [...board.black].filter((c) => c === '1').length;
  const parts = [[VARIANT_NAMES[board.variant] ?? board.variant, 'status-variant']];
  if (board.variant === 'str8ts') parts.push([`${blacks} black cells`, 'status-detail']);
  parts.push([format, 'status-format']);
  setStatus(parts);
  $('status').dataset.format = format;
  $('status').title = `Read as ${format}`;
}

function showEmpty() {
  $('board')?.remove();
  $('empty').hidden = false;
  setStatus([['No board', 'status-variant']]);
  delete $('status').dataset.format;
}

/** Reads the link and draws its board, or says what is wrong with it. */
function update() {
  const text = linkText();
  if (text === null || text.trim() === '') {
    clearMessage();
    if (!current) showEmpty();
    return;
  }
  try {
    const decoded = decode(text);
    current = decoded;
    clearMessage();
    drawDecoded(decoded);
  } catch (err) {
    showMessage('Could not read the board in this link:', err instanceof Error ? err.message : String(err));
    if (!current) showEmpty();
  }
}

/** Opens pasted text: a board string, or a link that holds one. */
function openPasted(raw) {
  const text = raw.trim();
  if (!text) return;
  let board = text;
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      board = boardParam(url.hash) ?? boardParam(url.search) ?? text;
    } catch {
      // not a URL after all: let the codec judge the text
    }
  }
  const hash = `#bd=${encodeURIComponent(board)}`;
  if (location.hash === hash) update();
  else location.hash = hash;
}

function wireUp() {
  $('example-link').href = `#bd=${EXAMPLE}`;
  const form = $('open-form');
  const input = $('open-text');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    openPasted(input.value);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  window.addEventListener('hashchange', update);
}

async function main() {
  wireUp();
  try {
    await init();
  } catch (err) {
    setStatus([['Not available', 'status-variant']]);
    showMessage('Could not load the WebAssembly module:', err instanceof Error ? err.message : String(err));
    return;
  }
  update();
  document.documentElement.dataset.ready = 'true';
}

main();
