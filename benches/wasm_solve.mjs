// Times the exact Sudoku solver in WebAssembly under node: `sudokuCount`
// (the solver on an 81-character puzzle, no board conversion) over every
// puzzle of FILE, counting to LIMIT (2 = uniqueness test, the default).
// Prints the process CPU time per puzzle (process.cpuUsage) of each of
// ROUNDS passes (default 3) and their median. With --chromium the same
// passes run in a page of headless Chromium (Debian's, the browsers' newer
// V8) instead, timed by the page's clock (wall time: run it on a quiet machine).
//
//   ./build.sh build && node benches/wasm_solve.mjs [--chromium] FILE [LIMIT] [ROUNDS]
//
// It loads www/pkg (the release build the page uses; in node, STRAIGHTS_PKG
// names another; Chromium gets www/ from the e2e tests' static server). The native figure is the straights column of
// `benches/peers/run.sh --only top1465` (same measure): run both in turn.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = path.resolve(process.env.STRAIGHTS_PKG || `${root}www/pkg`);

const args = process.argv.slice(2);
const inChromium = args[0] === '--chromium';
const [file, limitText, roundsText] = inChromium ? args.slice(1) : args;
if (!file) throw new Error('usage: node benches/wasm_solve.mjs [--chromium] FILE [LIMIT] [ROUNDS]');
const limit = Number(limitText ?? 2);
const rounds = Number(roundsText ?? 3);
const puzzles = readFileSync(file, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l.length >= 81 && !l.startsWith('#'))
  .map((l) => l.slice(0, 81));

/**
 * µs per puzzle of ROUNDS passes over the puzzles, after an untimed one (V8
 * swaps in optimised code as functions get hot); each pass is repeated until
 * it lasts 0.3 s of `clock` (µs). Self-contained: it also runs in a page.
 */
function passes({ puzzles, limit, rounds }, count, clock) {
  const pass = () => {
    let reps = 0;
    let sum = 0;
    const start = clock();
    let spent = 0;
    do {
      for (const p of puzzles) sum += count(p, limit);
      reps += 1;
      spent = clock() - start;
    } while (spent < 300_000);
    if (sum === 0) throw new Error('no solutions counted');
    return spent / (reps * puzzles.length);
  };
  pass();
  return Array.from({ length: rounds }, pass);
}

/** The passes in headless Chromium, on the module www/ serves; and the browser's version. */
async function chromiumPasses() {
  const { launchChromium, serveWww } = await import('../tests/e2e/helpers.mjs');
  const server = await serveWww();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(new URL('pkg/straights.js', server.url).href);
    const times = await page.evaluate(async ({ source, input }) => {
      const api = await import('/pkg/straights.js');
      await api.default();
      // eslint-disable-next-line no-new-func
      const run = new Function(`return ${source}`)();
      return run(input, api.sudokuCount, () => performance.now() * 1000);
    }, { source: passes.toString(), input: { puzzles, limit, rounds } });
    return { times, where: `headless Chromium ${browser.version()} (wall time)` };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The passes in this node process, on the module in `pkg`. */
async function nodePasses() {
  const { initSync, sudokuCount } = await import(pathToFileURL(path.join(pkg, 'straights.js')).href);
  initSync({ module: readFileSync(path.join(pkg, 'straights_bg.wasm')) });
  const cpu = () => {
    const u = process.cpuUsage();
    return u.user + u.system;
  };
  return { times: passes({ puzzles, limit, rounds }, sudokuCount, cpu), where: `node ${process.version} (CPU time)` };
}

const { times, where } = inChromium ? await chromiumPasses() : await nodePasses();
const sorted = [...times].sort((a, b) => a - b);
console.log(`wasm in ${where}: ${path.basename(file)}, ${puzzles.length} puzzles, count to ${limit}`);
console.log(`µs per puzzle: ${times.map((t) => t.toFixed(2)).join(', ')}; median ${sorted[Math.floor(rounds / 2)].toFixed(2)}`);
