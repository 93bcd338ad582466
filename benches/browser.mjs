// Browser figures of the player in headless Chromium (Debian's), measured,
// not asserted:
//   - first render of a #bd= link: from navigation start to the board drawn
//     (the page's performance mark 'board-drawn'), median and p90 of fresh
//     page loads (new browser context each, so no cache or saved game), with
//     the medians of DOMContentLoaded and of the wasm ready (mark
//     'wasm-ready') on the way, and of the board on screen: the second
//     animation frame after the mark, once the frame that lays the board out
//     and paints it is done;
//   - both wasm modules' sizes (after wasm-opt) and gzipped: the page's
//     (pkg/page_bg.wasm, what a first render loads) and the whole one the
//     workers load (pkg/straights_bg.wasm);
//   - puzzle generation per grade in the page's Web Worker (time inside the
//     worker, seeds 0..COUNT-1, rotate180): median and p90.
//
//   ./build.sh build && node benches/browser.mjs [LOADS=20] [COUNT=50] [WWW...]
//
// COUNT=0 skips the generation figures. Each further argument WWW is
// another copy of www/ (e.g. of an older build, `cp -r www /tmp/www-old`
// before a change): the first-render loads then alternate between www/ and
// every copy, in turns, so that all are measured under the same load of the
// machine, and each gets its line.

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { PKG, SEED_243, launchChromium, serveWww } from '../tests/e2e/helpers.mjs';
import { startServer } from '../tests/e2e/static-server.mjs';

const loads = Number(process.argv[2] ?? 20);
const count = Number(process.argv[3] ?? 50);
const others = process.argv.slice(4);
const at = (sorted, q) => sorted[Math.round((sorted.length - 1) * q)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

/**
 * One fresh load of `url`: navigation start to the board drawn, to
 * DOMContentLoaded, to the wasm ready and to the board on screen.
 */
async function firstRender(url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  // Injected by the DevTools protocol, before the page's own scripts (the CSP does not apply).
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('board-drawn').length) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => { window.boardPainted = performance.now(); }));
    }).observe({ type: 'mark' });
  });
  await page.goto(url);
  await page.waitForFunction(() => window.boardPainted > 0);
  const times = await page.evaluate(() => ({
    drawn: performance.getEntriesByName('board-drawn')[0].startTime,
    dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventStart,
    wasm: performance.getEntriesByName('wasm-ready')[0].startTime,
    painted: window.boardPainted,
  }));
  await context.close();
  return times;
}

/** Generation times per grade in the page's Web Worker, COUNT puzzles each (seeds 0..COUNT-1). */
async function generation() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL(`index.html#bd=${SEED_243}`, copies[0].url).href);
  await page.waitForSelector('html[data-ready="true"]');
  const rows = await page.evaluate(async (n) => {
    const { EngineWorker } = await import('./engine/worker-client.js');
    const worker = new EngineWorker();
    // Warm-up, as in benches/wasm_generate.mjs.
    for (let seed = 0; seed < 30; seed++) await worker.run('generate', { options: { grade: 4, seed: 1e6 + seed } });
    const out = [];
    for (let grade = 1; grade <= 6; grade++) {
      const times = [];
      for (let seed = 0; seed < n; seed++) {
        const { ms } = await worker.run('generate', { options: { grade, seed, symmetry: 'rotate180' } });
        times.push(ms);
      }
      times.sort((a, b) => a - b);
      out.push([grade, times]);
    }
    return out;
  }, count);
  const names = ['', 'Easy', 'Gentle', 'Moderate', 'Tough', 'Diabolical', 'Extreme'];
  console.log(`generation in the page's Web Worker, ${count} puzzles per grade:`);
  for (const [grade, times] of rows) {
    console.log(`  ${grade} ${names[grade].padEnd(11)} median ${fmt(at(times, 0.5)).padStart(10)}  p90 ${fmt(at(times, 0.9)).padStart(10)}`);
  }
  await context.close();
}

const copies = [await serveWww(), ...await Promise.all(others.map((root) => startServer({ root, port: 0 })))];
const browser = await launchChromium();
try {
  const runs = copies.map(() => ({ drawn: [], dcl: [], wasm: [], painted: [] }));
  for (let k = 0; k < loads; k++) {
    // Every copy in turn, the order reversed every other round.
    const order = copies.map((_, i) => i);
    if (k % 2) order.reverse();
    for (const i of order) {
      const times = await firstRender(new URL(`index.html#bd=${SEED_243}`, copies[i].url).href);
      for (const [key, ms] of Object.entries(times)) runs[i][key].push(ms);
    }
  }
  console.log(`chromium ${browser.version()}, ${loads} fresh loads of index.html#bd=<seed 243>`);
  for (const [i, run] of runs.entries()) {
    for (const list of Object.values(run)) list.sort((a, b) => a - b);
    const label = i === 0 ? '' : ` [${others[i - 1]}]`;
    console.log(`first render (navigation start to board drawn)${label}: median ${fmt(at(run.drawn, 0.5))}, p90 ${fmt(at(run.drawn, 0.9))}`
      + ` (DOMContentLoaded ${fmt(at(run.dcl, 0.5))}, wasm ready ${fmt(at(run.wasm, 0.5))}, on screen ${fmt(at(run.painted, 0.5))})`);
  }

  for (const [label, file] of [['page wasm', 'page_bg.wasm'], ['worker wasm', 'straights_bg.wasm']]) {
    const wasm = readFileSync(path.join(PKG, file));
    const gz = gzipSync(wasm, { level: 9 }).length;
    console.log(`${label} (pkg/${file}): ${wasm.length} bytes (${(wasm.length / 1024).toFixed(0)} KiB), ${gz} bytes gzipped`);
  }

  if (count > 0) await generation();
} finally {
  await browser.close();
  await Promise.all(copies.map((copy) => copy.close()));
}
