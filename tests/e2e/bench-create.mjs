// Benchmark (not a test): how long create mode takes from a key press to
// the verdict on screen (the worker's check of the whole puzzle: count to
// two, grade, every clue needed or not), in headless Chromium, for the last
// change of a 40-given Sudoku (a generated Easy one with solution digits
// added up to 40) and of a generated Moderate Str8ts of 25 black cells
// (each puzzle's last given typed last); 20 presses each (the given typed and taken away in
// turn: the press measured is the one that makes the puzzle whole),
// printing the median and the worst. Needs `./build.sh build`.
//
//   node tests/e2e/bench-create.mjs

import { cellName, launchChromium, loadApi, serveWww } from './helpers.mjs';

const RUNS = 20;
const api = await loadApi();

/**
 * A Sudoku of 40 givens: the generated puzzle of seed 1 (Easy) with digits
 * of its solution added, cell by cell from r1c1, until it has 40.
 */
function sudoku40() {
  const made = api.generate({ variant: 'sudoku', grade: 1, seed: 1 });
  const givens = [...made.board.givens];
  for (let i = 0; i < 81 && givens.filter((c) => c !== '.').length < 40; i++) {
    if (givens[i] === '.') givens[i] = made.board.solution[i];
  }
  return { ...made, board: { ...made.board, givens: givens.join('') } };
}

const cases = [
  ['Sudoku, 40 givens', sudoku40()],
  ['Str8ts, 25 black cells', api.generate({ variant: 'str8ts', grade: 3, seed: 1, blackMin: 25, blackMax: 25 })],
];

const server = await serveWww();
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addInitScript(() => localStorage.setItem('straights:settings', '{"rulesSeen":true}'));
const page = await context.newPage();
for (const [name, made] of cases) {
  const { board } = made;
  const last = [...board.givens].findLastIndex((c, i) => c !== '.' && board.black[i] === '0');
  const without = api.encode({ ...board, givens: `${board.givens.slice(0, last)}.${board.givens.slice(last + 1)}`, solution: null, candidates: null }, 'json');
  await page.goto(new URL(`index.html?create#bd=${encodeURIComponent(without)}`, server.url).href);
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForFunction(() => document.getElementById('verdict').dataset.solutions === 'many' && !document.getElementById('verdict').dataset.pending);
  await page.click(`[data-cell="${cellName(last)}"]`);
  const times = [];
  for (let k = 0; k < RUNS; k++) {
    const ms = await page.evaluate(async (digit) => {
      const box = document.getElementById('verdict');
      const start = performance.now();
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: digit, bubbles: true }));
      await new Promise((resolve) => {
        const seen = () => (box.dataset.solutions === '1' && !box.dataset.pending ? resolve(undefined) : requestAnimationFrame(seen));
        seen();
      });
      return performance.now() - start;
    }, board.givens[last]);
    times.push(ms);
    await page.keyboard.press('Delete');
    await page.waitForFunction(() => document.getElementById('verdict').dataset.solutions === 'many' && !document.getElementById('verdict').dataset.pending);
  }
  times.sort((a, b) => a - b);
  console.log(`${name} (seed ${made.seed}): median ${times[RUNS / 2].toFixed(1)} ms, worst ${times[RUNS - 1].toFixed(1)} ms over ${RUNS} presses`);
}
await browser.close();
await server.close();
