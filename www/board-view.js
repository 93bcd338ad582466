// Draws a board object (the shape the wasm `decode` returns) as an ARIA grid.
//
// Pure DOM construction: every text goes in through textContent, nothing is
// ever parsed as HTML.

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The name of cell `i` (0..81) as in every message: r1c1..r9c9. */
export function cellName(i) {
  return `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
}

/** The digits (1..9) of a candidate mask (bit d-1 = digit d). */
export function digitsOf(mask) {
  return DIGITS.filter((d) => mask & (1 << (d - 1)));
}

/** What is in cell `i` of `board`, as plain data. */
export function cellInfo(board, i) {
  const black = board.black[i] === '1';
  const given = board.givens[i] !== '.' && board.givens[i] !== '0' ? Number(board.givens[i]) : 0;
  const placed = board.placed[i] !== '.' && board.placed[i] !== '0' ? Number(board.placed[i]) : 0;
  const candidates = board.candidates && !black && !given && !placed ? digitsOf(board.candidates[i]) : [];
  let kind;
  if (black) kind = given ? 'black-clue' : 'black';
  else if (given) kind = 'given';
  else if (placed) kind = 'placed';
  else kind = candidates.length ? 'candidates' : 'empty';
  return { name: cellName(i), kind, value: given || placed || 0, candidates };
}

/** The accessible label of a cell: "r3c5, black, 7", "r1c2, 4, given", "r2c2, candidates 1 3 5". */
export function cellLabel(info) {
  switch (info.kind) {
    case 'black-clue': return `${info.name}, black, ${info.value}`;
    case 'black': return `${info.name}, black`;
    case 'given': return `${info.name}, ${info.value}, given`;
    case 'placed': return `${info.name}, ${info.value}, placed`;
    case 'candidates': return `${info.name}, candidates ${info.candidates.join(' ')}`;
    default: return `${info.name}, empty`;
  }
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function drawCell(info, index) {
  const cell = el('div', `cell cell--${info.kind}`);
  cell.setAttribute('role', 'gridcell');
  cell.dataset.cell = info.name;
  cell.dataset.kind = info.kind;
  cell.setAttribute('aria-label', cellLabel(info));
  cell.setAttribute('aria-colindex', String((index % 9) + 1));
  const col = index % 9;
  const row = Math.floor(index / 9);
  if (col === 2 || col === 5) cell.classList.add('cell--box-right');
  if (row === 2 || row === 5) cell.classList.add('cell--box-bottom');
  if (info.value) {
    cell.append(el('span', 'digit', String(info.value)));
  } else if (info.kind === 'candidates') {
    const grid = el('div', 'cands');
    grid.setAttribute('aria-hidden', 'true');
    for (const d of DIGITS) grid.append(el('span', 'cand', info.candidates.includes(d) ? String(d) : ''));
    cell.append(grid);
  }
  return cell;
}

/**
 * A new grid element for `board`: role=grid with nine role=row elements of
 * nine role=gridcell elements, each with data-cell="r1c1".. and an aria-label.
 */
export function drawBoard(board) {
  const variant = board.variant === 'sudoku' ? 'sudoku' : 'str8ts';
  const grid = el('div', `board board--${variant}`);
  grid.id = 'board';
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-label', variant === 'sudoku' ? 'Sudoku board' : 'Str8ts board');
  grid.setAttribute('aria-readonly', 'true');
  grid.setAttribute('aria-rowcount', '9');
  grid.setAttribute('aria-colcount', '9');
  for (let r = 0; r < 9; r++) {
    const row = el('div', 'row');
    row.setAttribute('role', 'row');
    row.setAttribute('aria-rowindex', String(r + 1));
    for (let c = 0; c < 9; c++) row.append(drawCell(cellInfo(board, r * 9 + c), r * 9 + c));
    grid.append(row);
  }
  return grid;
}
