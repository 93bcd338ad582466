// Times logic grading and hints in WebAssembly under node, the same way as
// `straights bench grade` natively: each puzzle of FILE (the first LIMIT)
// graded, and a hint asked on its start position; median, p90 and max.
// Then "path": every puzzle played to the end by hints as the player does
// (each hint's step applied to the board with its candidates, the next
// hint asked on the new position), every hint timed: the hard positions in
// the middle of a solve, not just the start.
//
//   ./build.sh build && node benches/wasm_grade.mjs FILE [LIMIT]
//
// It loads www/pkg (the release build the page uses). The native runs are
// `straights bench grade FILE --limit LIMIT` and the same with `--hint`.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = path.resolve(process.env.STRAIGHTS_PKG || `${root}www/pkg`);
const { initSync, decode, grade, hint, candidates } = await import(pathToFileURL(path.join(pkg, 'straights.js')).href);
initSync({ module: readFileSync(path.join(pkg, 'straights_bg.wasm')) });

const [file, limitText] = process.argv.slice(2);
if (!file) throw new Error('usage: node benches/wasm_grade.mjs FILE [LIMIT]');
const limit = Number(limitText ?? Infinity);
const boards = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .slice(0, limit)
  .map((l) => decode(l.trim().split(/\s+/)[0]).board);
const at = (sorted, q) => sorted[Math.round((sorted.length - 1) * q)];
const ms = (t) => `${t.toFixed(3)} ms`.padStart(12);

/** Times `job` on every board; prints median, p90 and max. */
function time(label, job) {
  for (const b of boards.slice(0, 5)) job(b); // warm-up, untimed
  const times = boards.map((b) => {
    const t = performance.now();
    job(b);
    return performance.now() - t;
  });
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(8)} ${String(times.length).padStart(6)} ${ms(at(times, 0.5))} ${ms(at(times, 0.9))} ${ms(times.at(-1))}`);
}

console.log(`wasm in node ${process.version}: ${file}, ${boards.length} puzzles`);
console.log(`${'what'.padEnd(8)} ${'count'.padStart(6)} ${'median'.padStart(12)} ${'p90'.padStart(12)} ${'max'.padStart(12)}`);
time('grade', (b) => grade(b));
time('hint', (b) => hint(b));

/** The board after a hint's step: its placements placed, its eliminations gone from the candidates. */
function applied(board, step) {
  const cands = board.candidates ? [...board.candidates] : candidates(board);
  const placed = [...board.placed];
  for (const [i, d] of step.placements) {
    placed[i] = String(d);
    cands[i] = 1 << (d - 1);
  }
  for (const [i, d] of step.eliminations) cands[i] &= ~(1 << (d - 1));
  return { ...board, placed: placed.join(''), candidates: cands };
}

/** Plays every board to the end by hints, timing each hint; prints median, p90, max and the slowest position's step. */
function timePath() {
  const times = [];
  let slowest = { t: 0, strategy: '' };
  for (const start of boards) {
    let board = start;
    for (let n = 0; n < 2000; n++) {
      const t = performance.now();
      const step = hint(board);
      const spent = performance.now() - t;
      if (step.kind !== 'step') break;
      times.push(spent);
      if (spent > slowest.t) slowest = { t: spent, strategy: step.strategy };
      board = applied(board, step);
    }
  }
  times.sort((a, b) => a - b);
  console.log(`${'path'.padEnd(8)} ${String(times.length).padStart(6)} ${ms(at(times, 0.5))} ${ms(at(times, 0.9))} ${ms(times.at(-1))}   slowest: ${slowest.strategy}`);
}

timePath();
