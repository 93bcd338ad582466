// Times the exact Sudoku solver in WebAssembly under node: `sudokuCount`
// (the solver on an 81-character puzzle, no board conversion) over every
// puzzle of FILE, counting to LIMIT (2 = uniqueness test, the default).
// Prints the process CPU time per puzzle (process.cpuUsage) of each of
// ROUNDS passes (default 3) and their median.
//
//   ./build.sh build && node benches/wasm_solve.mjs FILE [LIMIT] [ROUNDS]
//
// It loads www/pkg (the release build the page uses; STRAIGHTS_PKG to
// change). The native figure is the straights column of
// `benches/peers/run.sh --only top1465` (same measure): run both in turn.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = path.resolve(process.env.STRAIGHTS_PKG || `${root}www/pkg`);
const { initSync, sudokuCount } = await import(pathToFileURL(path.join(pkg, 'straights.js')).href);
initSync({ module: readFileSync(path.join(pkg, 'straights_bg.wasm')) });

const [file, limitText, roundsText] = process.argv.slice(2);
if (!file) throw new Error('usage: node benches/wasm_solve.mjs FILE [LIMIT] [ROUNDS]');
const limit = Number(limitText ?? 2);
const rounds = Number(roundsText ?? 3);
const puzzles = readFileSync(file, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l.length >= 81 && !l.startsWith('#'))
  .map((l) => l.slice(0, 81));

/** CPU µs per puzzle of one pass (repeated until it lasts 0.3 s). */
function pass() {
  let reps = 0;
  let sum = 0;
  const start = process.cpuUsage();
  let spent = 0;
  do {
    for (const p of puzzles) sum += sudokuCount(p, limit);
    reps += 1;
    const u = process.cpuUsage(start);
    spent = u.user + u.system;
  } while (spent < 300_000);
  if (sum === 0) throw new Error('no solutions counted');
  return spent / (reps * puzzles.length);
}

pass(); // untimed warm-up: V8 swaps in optimised code as functions get hot
const times = [];
for (let r = 0; r < rounds; r += 1) times.push(pass());
const sorted = [...times].sort((a, b) => a - b);
console.log(`wasm in node ${process.version}: ${path.basename(file)}, ${puzzles.length} puzzles, count to ${limit}`);
console.log(`CPU µs per puzzle: ${times.map((t) => t.toFixed(2)).join(', ')}; median ${sorted[Math.floor(rounds / 2)].toFixed(2)}`);
