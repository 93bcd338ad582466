// Times the Str8ts generator in WebAssembly under node, the same way as
// `straights bench generate` natively: seeds 0..COUNT per grade, median, p90
// and max per grade.
//
//   ./build.sh build && node benches/wasm_generate.mjs [COUNT] [SYMMETRY]
//
// It loads www/pkg (the release build the page uses, after wasm-opt). The
// native run is `straights bench generate --count COUNT`: same seeds, same puzzles.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = fileURLToPath(new URL('..', import.meta.url));
// STRAIGHTS_PKG=dir measures another build of the package (e.g. another opt-level).
const pkg = path.resolve(process.env.STRAIGHTS_PKG || `${root}www/pkg`);
const { initSync, generate } = await import(pathToFileURL(path.join(pkg, 'straights.js')).href);
initSync({ module: readFileSync(path.join(pkg, 'straights_bg.wasm')) });

const count = Number(process.argv[2] ?? 200);
const symmetry = process.argv[3] ?? 'rotate180';
const names = ['Easy', 'Gentle', 'Moderate', 'Tough', 'Diabolical', 'Extreme'];
const at = (sorted, q) => sorted[Math.round((sorted.length - 1) * q)];
const ms = (t) => `${t.toFixed(3)} ms`.padStart(12);

// Warm-up (untimed): lets V8 tier the module up, as a page does with its first puzzles.
for (let seed = 0; seed < 30; seed++) generate({ grade: 4, seed: 1_000_000 + seed, symmetry });

console.log(`wasm generate in node ${process.version}, ${count} puzzles per grade, ${symmetry}`);
console.log(`${'grade'.padEnd(14)} ${'count'.padStart(6)} ${'median'.padStart(12)} ${'p90'.padStart(12)} ${'max'.padStart(12)}`);
for (let grade = 1; grade <= 6; grade++) {
    const times = [];
    for (let seed = 0; seed < count; seed++) {
        const t = performance.now();
        const made = generate({ grade, seed, symmetry });
        times.push(performance.now() - t);
        if (made.grade !== grade) throw new Error(`grade ${grade} seed ${seed}: got grade ${made.grade}`);
    }
    times.sort((a, b) => a - b);
    const label = `${grade} ${names[grade - 1]}`;
    console.log(`${label.padEnd(14)} ${String(times.length).padStart(6)} ${ms(at(times, 0.5))} ${ms(at(times, 0.9))} ${ms(times[times.length - 1])}`);
}
