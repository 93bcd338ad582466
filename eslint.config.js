// ESLint for the web player's modules (www/**/*.js, not the generated www/pkg/)
// and the end-to-end tests (tests/e2e/*.mjs): `./build.sh test` runs
// `node_modules/.bin/eslint --max-warnings 0 .` first. Every file gets the
// globals of the context it runs in, so a name that is neither declared,
// imported nor a global there is an error (no-undef), as are unused
// variables and imports (no-unused-vars, with the rest of
// eslint:recommended), imports of names the imported module does not
// export (local/named-imports, below), and in www/ a function over 80
// lines or a file over 400 (max-lines-per-function, max-lines).
//
// local/named-imports is here because eslint-plugin-import-x does not
// install with `npm ci` from the registry this project uses (its native
// resolver's bindings for other platforms are missing from it, so the
// lockfile cannot list them), and eslint-plugin-import does not support
// ESLint 10.

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';

// ------------------------------------------------------------ local/named-imports

/** Module path -> { mtimeMs, names, stars } (what it exports), read once per version. */
const exportCache = new Map();

/** The wasm-bindgen output directory (git-ignored build output). */
const PKG_DIR = path.resolve(import.meta.dirname, 'www', 'pkg') + path.sep;

/** The names a module exports ('default' included) and the sources of its `export * from`. */
function exportsOf(file, parser) {
  const { mtimeMs } = statSync(file);
  const cached = exportCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached;
  const options = { ecmaVersion: 'latest', sourceType: 'module' };
  const source = readFileSync(file, 'utf8');
  const ast = parser.parseForESLint ? parser.parseForESLint(source, options).ast : parser.parse(source, options);
  const names = new Set();
  const stars = [];
  const bound = (p) => {
    if (p.type === 'Identifier') names.add(p.name);
    else if (p.type === 'ObjectPattern') p.properties.forEach((q) => bound(q.type === 'RestElement' ? q.argument : q.value));
    else if (p.type === 'ArrayPattern') p.elements.forEach((q) => q && bound(q));
    else if (p.type === 'RestElement') bound(p.argument);
    else if (p.type === 'AssignmentPattern') bound(p.left);
  };
  const nameOf = (n) => n.name ?? n.value;
  for (const node of ast.body) {
    if (node.type === 'ExportDefaultDeclaration') names.add('default');
    if (node.type === 'ExportAllDeclaration') {
      if (node.exported) names.add(nameOf(node.exported));
      else stars.push(node.source.value);
    }
    if (node.type !== 'ExportNamedDeclaration') continue;
    const d = node.declaration;
    if (d?.type === 'VariableDeclaration') d.declarations.forEach((v) => bound(v.id));
    else if (d?.id) names.add(d.id.name);
    for (const spec of node.specifiers) names.add(nameOf(spec.exported));
  }
  const result = { mtimeMs, names, stars };
  exportCache.set(file, result);
  return result;
}

/** Every name `file` exports, following `export * from` (null when `file` is missing). */
function exportedNames(file, parser, seen = new Set()) {
  if (!existsSync(file)) return null;
  const out = new Set();
  if (seen.has(file)) return out;
  seen.add(file);
  const { names, stars } = exportsOf(file, parser);
  names.forEach((n) => out.add(n));
  for (const star of stars) {
    for (const n of exportedNames(path.resolve(path.dirname(file), star), parser, seen) ?? []) {
      if (n !== 'default') out.add(n);
    }
  }
  return out;
}

/** Relative imports and re-exports must name a file that exists and names it exports. */
const namedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'every name imported from a relative module is exported by it' },
    schema: [],
  },
  create(context) {
    const check = (node, specs) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !/^\.\.?\//.test(spec)) return;
      const file = path.resolve(path.dirname(context.physicalFilename), spec.split(/[?#]/)[0]);
      // www/pkg is build output: before the first build (a clean checkout:
      // the lint runs first in ./build.sh test) its names cannot be checked;
      // a missing export then fails the page's module link in the e2e tests.
      if (file.startsWith(PKG_DIR) && !existsSync(PKG_DIR)) return;
      let names;
      try {
        names = exportedNames(file, context.languageOptions.parser);
      } catch (err) {
        context.report({ node: node.source, message: `'${spec}' does not parse: ${err.message}` });
        return;
      }
      if (!names) {
        context.report({ node: node.source, message: `'${spec}' is not a file` });
        return;
      }
      for (const [at, name] of specs) {
        if (!names.has(name)) context.report({ node: at, message: `'${name}' is not exported by '${spec}'` });
      }
    };
    const nameOf = (n) => n.name ?? n.value;
    return {
      ImportDeclaration(node) {
        check(node, node.specifiers.flatMap((s) => {
          if (s.type === 'ImportDefaultSpecifier') return [[s, 'default']];
          if (s.type === 'ImportSpecifier') return [[s, nameOf(s.imported)]];
          return []; // a namespace
        }));
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.specifiers.map((s) => [s, nameOf(s.local)]));
      },
      ExportAllDeclaration(node) {
        check(node, []);
      },
    };
  },
};

// ------------------------------------------------------------ contexts

/** The globals two contexts share (a module imported by both runs in either). */
const common = (a, b) => Object.fromEntries(Object.entries(a).filter(([name]) => name in b));

/**
 * Globals of a window that are almost always a slip when used bare (a
 * missing local of that name): write `window.name` when it is meant.
 */
const CONFUSING_BROWSER_GLOBALS = [
  'event', 'name', 'status', 'length', 'top', 'parent', 'opener', 'origin', 'close', 'closed', 'open', 'find', 'print',
  'stop', 'external', 'frames', 'blur', 'focus', 'scroll', 'screen', 'menubar', 'toolbar', 'locationbar',
  'personalbar', 'scrollbars', 'statusbar', 'defaultStatus', 'onerror', 'onload',
].map((name) => ({ name, message: `the window global '${name}' is almost never meant bare: declare it, or write window.${name}` }));

/**
 * No module of www/ names a puzzle kind: what differs between kinds is a
 * fact of the wasm's engine table (`engines()`: boxes, default grade,
 * minimal, search, ...), asked of it (engine/engine.js, model/kinds.js).
 * A string that is a kind's name alone ('str8ts', "Sudoku", `sudoku`) is
 * an error; longer strings (prose, the element name str8ts-board) are fine.
 */
const KIND_NAME = '/^(str8ts|sudoku)$/i';
const NO_KIND_NAMES = [
  'error',
  { selector: `Literal[value=${KIND_NAME}]`, message: 'a puzzle kind by name: ask the engine table (engineInfo, defaultKind) instead' },
  { selector: `TemplateElement[value.cooked=${KIND_NAME}]`, message: 'a puzzle kind by name: ask the engine table (engineInfo, defaultKind) instead' },
];

/** The modules the dedicated worker (www/engine/worker.js) imports besides the generated pkg/: they run in the page too. */
const WORKER_SHARED = ['www/engine/recovery.js'];

export default [
  {
    // Only the player, its bundler and its tests (benches/, fuzz/ and build output are not linted).
    ignores: [
      '**/*', '!eslint.config.js', '!bundle.mjs', '!www/', '!www/**/', '!www/**/*.js', 'www/pkg/',
      '!tests/', '!tests/e2e/', '!tests/e2e/**/', '!tests/e2e/**/*.mjs',
    ],
  },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local: { rules: { 'named-imports': namedImports } } },
    rules: {
      'no-undef': 'error',
      'no-unused-vars': ['error', { vars: 'all', args: 'after-used', caughtErrors: 'none', ignoreRestSiblings: true }],
      'local/named-imports': 'error',
    },
  },
  {
    // Every module of www/, the workers' too: no kind named, and small
    // functions and files (issue 46: a function over 80 lines or a file
    // over 400, blank and comment lines counted, is split by what it does).
    files: ['www/**/*.js'],
    rules: {
      'no-restricted-syntax': NO_KIND_NAMES,
      'max-lines-per-function': ['error', { max: 80 }],
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    // The page's modules (index.html, embed.html and <str8ts-board> on any page).
    files: ['www/**/*.js'],
    ignores: ['www/engine/worker.js', 'www/sw.js', ...WORKER_SHARED],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-globals': ['error', ...CONFUSING_BROWSER_GLOBALS] },
  },
  {
    // The engine's dedicated worker (engine/worker-client.js starts it).
    files: ['www/engine/worker.js'],
    languageOptions: { globals: globals.worker },
  },
  {
    files: WORKER_SHARED,
    languageOptions: { globals: common(globals.browser, globals.worker) },
  },
  {
    // The service worker (shared/offline.js registers it).
    files: ['www/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Tests run in node; the functions they hand to page.evaluate run in the page.
    files: ['tests/e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['eslint.config.js', 'bundle.mjs'],
    languageOptions: { globals: globals.node },
  },
];
