// Times a generator in WebAssembly under node, the same way as `straights
// bench generate` natively: seeds 0..COUNT per grade, median, p90 and max
// per grade. Sudoku also gets "any" (random minimal puzzles, not graded).
//
//   ./build.sh build && node benches/wasm_generate.mjs [COUNT] [SYMMETRY] [VARIANT]
//
// VARIANT is str8ts (the default) or sudoku. It loads www/pkg (the release
// build the page uses, after wasm-opt). The native run is `straights bench
// generate --variant VARIANT --count COUNT --symmetry SYMMETRY` (and
// `--grades any` for Sudoku's first row): same seeds, same puzzles.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = fileURLToPath(new URL('..', import.meta.url));
// STRAIGHTS_PKG=dir measures another build of the package (e.g. another opt-level).
const pkg = path.resolve(process.env.STRAIGHTS_PKG || `${root}www/pkg`);
const { initSync, generate, engines } = await import(pathToFileURL(path.join(pkg, 'straights.js')).href);
initSync({ module: readFileSync(path.join(pkg, 'straights_bg.wasm')) });

const count = Number(process.argv[2] ?? 200);
const symmetry = process.argv[3] ?? 'rotate180';
const variant = process.argv[4] ?? 'str8ts';
const info = engines().find((e) => e.variant === variant);
if (!info) throw new Error(`unknown variant '${variant}': expected str8ts or sudoku`);
const at = (sorted, q) => sorted[Math.round((sorted.length - 1) * q)];
const ms = (t) => `${t.toFixed(3)} ms`.padStart(12);

/**
 * Untimed puzzles of `grade` (other seeds) for at least 0.3 s: V8 first runs
 * the module's code from its baseline compiler and swaps in optimised code
 * function by function as each gets hot, compiled in the background. A row
 * of short puzzles (random minimal, level 1: 200 take 15 ms) timed before
 * that had finished came out up to twice as slow in some runs, not others;
 * a fixed count of 30 warm-up puzzles was not enough on 2 cores.
 */
function warmUp(grade) {
  const start = performance.now();
  for (let seed = 1_000_000; performance.now() - start < 300; seed++) generate({ variant, grade, seed, symmetry });
}

console.log(`wasm generate in node ${process.version}, ${info.title}, ${count} puzzles per grade, ${symmetry}`);
console.log(`${'grade'.padEnd(14)} ${'count'.padStart(6)} ${'median'.padStart(12)} ${'p90'.padStart(12)} ${'max'.padStart(12)}`);
const grades = [...(variant === 'sudoku' ? [0] : []), ...info.grades.slice(1).map((_, k) => k + 1)];
for (const grade of grades) {
  warmUp(grade);
  const times = [];
  for (let seed = 0; seed < count; seed++) {
    const t = performance.now();
    const made = generate({ variant, grade, seed, symmetry });
    times.push(performance.now() - t);
    if (made.grade !== grade) throw new Error(`grade ${grade} seed ${seed}: got grade ${made.grade}`);
  }
  times.sort((a, b) => a - b);
  const label = grade === 0 ? 'any' : `${grade} ${info.grades[grade]}`;
  console.log(`${label.padEnd(14)} ${String(times.length).padStart(6)} ${ms(at(times, 0.5))} ${ms(at(times, 0.9))} ${ms(times[times.length - 1])}`);
}
