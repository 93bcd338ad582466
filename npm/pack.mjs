// Writes the npm package `straights` into target/npm/ (./build.sh package
// runs it after the build, then `npm pack` there):
//
//   index.js, index.d.ts      the engine API (package.json "exports": "."), a small
//                             wrapper (npm/index.js) over the whole wasm module:
//   straights.js, straights.d.ts, straights_bg.wasm   (www/pkg/, wasm-bindgen's)
//   straights-board.js, board.d.ts   the <str8ts-board> element ("./board"): the
//                             two-file embed of www/pkg/ (bundle.mjs) and its types,
//   page_bg.wasm              the element's wasm, next to it,
//   package.json, README.md (npm/README.md), LICENSE.
//
// The version is the crate's (Cargo.toml). Fails when a file is missing or
// when a JS file of the package refers to a file outside it.
//
//   node npm/pack.mjs

import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'target', 'npm');
const PKG = path.join(ROOT, 'www', 'pkg');
const HERE = path.join(ROOT, 'npm');

const cargo = readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8');
const version = /^\[package\][^[]*?^version\s*=\s*"([^"]+)"/m.exec(cargo)?.[1];
if (!version) throw new Error('no [package] version in Cargo.toml');

/** The package's files: [name in the package, source]. */
const FILES = [
  ['index.js', path.join(HERE, 'index.js')],
  ['index.d.ts', path.join(HERE, 'index.d.ts')],
  ['straights.js', path.join(PKG, 'straights.js')],
  ['straights.d.ts', path.join(PKG, 'straights.d.ts')],
  ['straights_bg.wasm', path.join(PKG, 'straights_bg.wasm')],
  ['straights-board.js', path.join(PKG, 'straights-board.js')],
  ['board.d.ts', path.join(HERE, 'board.d.ts')],
  ['page_bg.wasm', path.join(PKG, 'page_bg.wasm')],
  ['README.md', path.join(HERE, 'README.md')],
  ['LICENSE', path.join(ROOT, 'LICENSE')],
];

const packageJson = {
  name: 'straights',
  version,
  description: 'Str8ts and Sudoku in WebAssembly: every common board format, exact and human-style solvers, hints, grades, '
    + 'generators; and <str8ts-board>, a playable board element.',
  license: 'MIT',
  type: 'module',
  main: './index.js',
  types: './index.d.ts',
  exports: {
    '.': { types: './index.d.ts', default: './index.js' },
    './board': { types: './board.d.ts', default: './straights-board.js' },
    './straights_bg.wasm': './straights_bg.wasm',
    './page_bg.wasm': './page_bg.wasm',
    './package.json': './package.json',
  },
  files: FILES.map(([name]) => name).filter((name) => !['README.md', 'LICENSE'].includes(name)),
  // Importing the element registers <str8ts-board>.
  sideEffects: ['./straights-board.js'],
  keywords: ['str8ts', 'sudoku', 'puzzle', 'solver', 'wasm', 'web-component', 'custom-element'],
};

for (const [, source] of FILES) {
  if (!existsSync(source)) throw new Error(`${source} is missing: run ./build.sh build first`);
}
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
for (const [name, source] of FILES) copyFileSync(source, path.join(OUT, name));
writeFileSync(path.join(OUT, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);

// Nothing refers to a file outside the package: every relative import and
// every `new URL('...', import.meta.url)` names one of its files; no source map is linked.
const names = new Set([...FILES.map(([name]) => name), 'package.json']);
for (const name of names) {
  if (!/\.(js|ts)$/.test(name)) continue;
  const text = readFileSync(path.join(OUT, name), 'utf8');
  const refs = [
    ...text.matchAll(/\b(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g),
    ...text.matchAll(/new URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url/g),
  ].map((m) => m[1]);
  for (const ref of refs) {
    const file = path.posix.normalize(ref.replace(/^\.\//, '')).replace(/\.js$/, name.endsWith('.d.ts') ? '.d.ts' : '.js');
    const plain = path.posix.normalize(ref.replace(/^\.\//, ''));
    if (!names.has(plain) && !names.has(file)) throw new Error(`target/npm/${name} refers to ${ref}, which is not in the package`);
  }
  if (text.includes('sourceMappingURL')) throw new Error(`target/npm/${name} links a source map the package does not hold`);
}
console.log(`target/npm: straights ${version}, ${names.size} files`);
