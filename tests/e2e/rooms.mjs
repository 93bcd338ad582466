// The rooms of www/ and the one way through them (docs/architecture.md):
// each room imports only itself and the rooms to its left,
//
//   pkg < model < engine < store < shared < board < element < pages/* < top
//
// where pkg/ is the generated wasm glue, pages/<page>/ is one room per page
// (a page never imports another page) and `top` is www/'s own two scripts,
// str8ts-board.js (the element's public address) and sw.js. An import here is
// every relative specifier of `import ... from`, `export ... from`, a bare
// `import '...'`, `import('...')` (a dynamic import or a JSDoc type: a type
// is a dependency too) and `new Worker(new URL('...', import.meta.url))`.
// static.test.mjs runs `roomProblems` over the real www/ and over made-up
// wrong imports.

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The rooms, left to right: a room may import only itself and those before it. */
export const ROOMS = ['pkg', 'model', 'engine', 'store', 'shared', 'board', 'element', 'pages', 'top'];

/** A module's place: its room's rank in ROOMS and, for a page's module, the page ('pages/player'). */
export function roomOf(file) {
  const parts = file.split('/');
  if (parts.length === 1) return { rank: ROOMS.indexOf('top'), name: 'top' };
  if (parts[0] === 'pages') return { rank: ROOMS.indexOf('pages'), name: `pages/${parts[1]}` };
  return { rank: ROOMS.indexOf(parts[0]), name: parts[0] };
}

/** The specifiers a module's text names: static and re-exporting imports, `import(...)`, workers' scripts. */
const IMPORTS = [
  /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bnew\s+Worker\(\s*new\s+URL\(\s*['"]([^'"]+)['"]/g,
];

/**
 * The relative specifiers `source` imports, in order of the patterns above.
 * @param {string} source
 * @returns {string[]}
 */
export function specifiersOf(source) {
  return IMPORTS.flatMap((pattern) => [...source.matchAll(pattern)].map(([, spec]) => spec))
    .filter((spec) => spec.startsWith('./') || spec.startsWith('../'));
}

/**
 * The wrong imports among `modules` (a Map from a path in www/, 'board/input.js',
 * to its text): "board/x.js imports ../element/y.js (element is right of board)".
 * @param {Map<string, string>} modules
 * @returns {string[]}
 */
export function roomProblems(modules) {
  const problems = [];
  for (const [file, source] of modules) {
    const from = roomOf(file);
    for (const spec of specifiersOf(source)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (target.startsWith('../')) continue;
      const to = roomOf(target);
      if (to.rank < 0) problems.push(`${file} imports ${spec} (${target} is in no room)`);
      else if (to.rank > from.rank) problems.push(`${file} imports ${spec} (${to.name} is right of ${from.name})`);
      else if (to.name !== from.name && to.name.startsWith('pages/') && from.name.startsWith('pages/')) {
        problems.push(`${file} imports ${spec} (a page imports another page: ${to.name})`);
      }
    }
  }
  return problems;
}

/**
 * Every module of the directory `www` but the generated pkg/: path in www/ -> text.
 * @param {string} www
 * @returns {Map<string, string>}
 */
export function wwwModules(www) {
  return new Map(readdirSync(www, { recursive: true }).map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => f.endsWith('.js') && !f.startsWith('pkg/'))
    .sort()
    .map((f) => [f, readFileSync(path.join(www, f), 'utf8')]));
}
