// Browser figures of the player in headless Chromium (Debian's), measured,
// not asserted:
//   - first render of a #bd= link: from navigation start to the board drawn
//     (the page's performance mark 'board-drawn'), median and p90 of fresh
//     page loads (new browser context each, so no cache or saved game);
//   - both wasm modules' sizes (after wasm-opt) and gzipped: the page's
//     (pkg/page_bg.wasm, what a first render loads) and the whole one the
//     workers load (pkg/straights_bg.wasm);
//   - puzzle generation per grade in the page's Web Worker (time inside the
//     worker, seeds 0..COUNT-1, rotate180): median and p90.
//
//   ./build.sh build && node benches/browser.mjs [LOADS=20] [COUNT=50]

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { PKG, SEED_243, launchChromium, serveWww } from '../tests/e2e/helpers.mjs';

const loads = Number(process.argv[2] ?? 20);
const count = Number(process.argv[3] ?? 50);
const at = (sorted, q) => sorted[Math.round((sorted.length - 1) * q)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

const server = await serveWww();
const browser = await launchChromium();
try {
  const firsts = [];
  for (let k = 0; k < loads; k++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await page.goto(new URL(`index.html#bd=${SEED_243}`, server.url).href);
    await page.waitForFunction(() => performance.getEntriesByName('board-drawn').length > 0);
    firsts.push(await page.evaluate(() => performance.getEntriesByName('board-drawn')[0].startTime));
    await context.close();
  }
  firsts.sort((a, b) => a - b);
  console.log(`chromium ${browser.version()}, ${loads} fresh loads of index.html#bd=<seed 243>`);
  console.log(`first render (navigation start to board drawn): median ${fmt(at(firsts, 0.5))}, p90 ${fmt(at(firsts, 0.9))}`);

  for (const [label, file] of [['page wasm', 'page_bg.wasm'], ['worker wasm', 'straights_bg.wasm']]) {
    const wasm = readFileSync(path.join(PKG, file));
    const gz = gzipSync(wasm, { level: 9 }).length;
    console.log(`${label} (pkg/${file}): ${wasm.length} bytes (${(wasm.length / 1024).toFixed(0)} KiB), ${gz} bytes gzipped`);
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL(`index.html#bd=${SEED_243}`, server.url).href);
  await page.waitForSelector('html[data-ready="true"]');
  const rows = await page.evaluate(async (n) => {
    const { EngineWorker } = await import('./worker-client.js');
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
} finally {
  await browser.close();
  await server.close();
}
