// Benchmark (not a test): how long the player's figure layer
// (www/board/figure-layer.js) takes to draw a hint's figure in headless
// Chromium, over the chain-like cases of HoDoKu's regression library
// (chains and loops 07xx, single-digit patterns 04xx, colouring 05xx,
// wings 08xx, ALS 09xx): each case's first step of its technique from the
// CLI (`straights hint --strategy <technique> --all --json`), drawn over
// the case's position 5 times; prints the median and p90 of the cases'
// medians (the draw and the style and layout it causes; not the paint). Needs `./build.sh build` (www/pkg, target/release/straights) and
// ../shared/data beside the checkout.
//
//   node tests/e2e/bench-figure-draw.mjs

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, launchChromium, loadApi, serveWww } from './helpers.mjs';

const LIBRARY = path.join(ROOT, '../shared/data/sudoku/hodoku-reglib-1.4.txt');
const CLI = path.join(ROOT, 'target/release/straights');
const CHAINED = /^(04|05|07|08|09)/;

const api = await loadApi();
const byTechnique = new Map();
for (const line of readFileSync(LIBRARY, 'utf8').split('\n').filter((l) => l.startsWith(':'))) {
  const technique = line.split(':')[1];
  if (!CHAINED.test(technique) || technique.endsWith('-x')) continue;
  byTechnique.set(technique, [...(byTechnique.get(technique) ?? []), line]);
}
const cases = [];
for (const [technique, lines] of byTechnique) {
  const out = execFileSync(CLI, ['hint', '--strategy', technique, '--all', '--json'], { input: `${lines.join('\n')}\n` }).toString();
  out.trim().split('\n').forEach((answer, k) => {
    const [step] = JSON.parse(answer);
    if (!step?.figure?.links?.length) return;
    const board = api.decode(lines[k]).board;
    const state = {
      variant: 'sudoku', black: Array(81).fill(false), givens: [...board.givens].map((c) => Number(c) || 0),
      placed: [...board.placed].map((c) => Number(c) || 0), cands: [...(board.candidates ?? Array(81).fill(0))], solution: null,
    };
    cases.push({ figure: step.figure, state, masks: [...api.candidates({ ...board, candidates: null })] });
  });
}

const server = await serveWww();
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(new URL('index.html', server.url).href);
await page.waitForSelector('html[data-ready="true"]');
const medians = await page.evaluate(async (all) => {
  const { createFigureLayer } = await import('/board/figure-layer.js');
  const board = /** @type {HTMLElement} */ (document.getElementById('board'));
  const layer = createFigureLayer();
  board.append(layer.element);
  const out = [];
  for (const { figure, state, masks } of all) {
    const times = [];
    for (let n = 0; n < 5; n++) {
      const t0 = performance.now();
      // A fresh state object each time: the layer redraws (it skips an unchanged figure and position).
      layer.draw(figure, { state: { ...state }, masks });
      // Style and layout of what was drawn, forced here, count too (paint does not).
      void layer.element.querySelector('g:last-child')?.getBoundingClientRect();
      times.push(performance.now() - t0);
    }
    out.push(times.sort((a, b) => a - b)[2]);
  }
  return out;
}, cases);
await browser.close();
await server.close();
medians.sort((a, b) => a - b);
const at = (q) => medians[Math.min(medians.length - 1, Math.floor(q * medians.length))].toFixed(2);
console.log(`figure draws of ${medians.length} library chain-like cases (median of 5 draws each): median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${medians[medians.length - 1].toFixed(2)} ms`);
