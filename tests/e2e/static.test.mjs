// Static checks of the player's modules (www/*.js): every file parses as a
// module, every name it uses is declared, imported or a global of the
// context it runs in (the page, a dedicated worker or the service worker;
// the globals are read from Chromium itself), and every name it imports is
// exported by the module it names. `node --check` catches none of these:
// an undeclared name only throws when its line runs (the `board` getter of
// <str8ts-board> used toBoardObject without importing it).
//
// The parser is acorn: the `acorn` package when it is installed, else the
// copy inside node (node --expose-internals). The scope analysis is here.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { WWW, browserSuite } from './helpers.mjs';

const ACORN_OPTIONS = { ecmaVersion: 'latest', sourceType: 'module', locations: true };

// ------------------------------------------------------------ the parser

/** Node's own acorn, run in a child process: sources in, { version, out: [{ ast } | { error }] } out. */
const CHILD = `
const acorn = require('internal/deps/acorn/acorn/dist/acorn');
const sources = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const out = sources.map((source) => {
  try {
    return { ast: acorn.parse(source, ${JSON.stringify(ACORN_OPTIONS)}) };
  } catch (err) {
    return { error: err.message };
  }
});
process.stdout.write(JSON.stringify({ version: acorn.version, out }));
`;

/** Parses `sources` (strings) to ESTree programs: [{ ast } | { error }], and names the parser. */
async function parseAll(sources) {
  try {
    const acorn = await import('acorn');
    const out = sources.map((source) => {
      try {
        return { ast: acorn.parse(source, ACORN_OPTIONS) };
      } catch (err) {
        return { error: err.message };
      }
    });
    return { parser: `acorn ${acorn.version} (package)`, out };
  } catch {
    // not installed: node's copy below
  }
  const run = spawnSync(process.execPath, ['--expose-internals', '-e', CHILD], {
    input: JSON.stringify(sources), maxBuffer: 1 << 30, encoding: 'utf8',
  });
  if (run.status !== 0) {
    throw new Error(`no JavaScript parser: the acorn package is not installed and node ${process.version} `
      + `offers no internal acorn (add acorn to devDependencies):\n${run.stderr}`);
  }
  const { version, out } = JSON.parse(run.stdout);
  return { parser: `acorn ${version} (inside node ${process.version})`, out };
}

// ------------------------------------------------------------ scopes

class Scope {
  constructor(parent, kind) {
    this.parent = parent;
    this.kind = kind; // module | function | class | block
    this.names = new Set();
  }

  /** The scope `var` declarations go to. */
  varScope() {
    let s = this;
    while (s.kind !== 'function' && s.kind !== 'module') s = s.parent;
    return s;
  }

  declares(name) {
    for (let s = this; s; s = s.parent) if (s.names.has(name)) return true;
    return false;
  }
}

const SKIP_KEYS = new Set(['type', 'start', 'end', 'loc', 'range']);

/**
 * The identifiers a module reads or writes that no scope of it declares
 * (imports, var/let/const, functions, classes, parameters, catch
 * parameters, destructuring), as [{ name, line, column }] in source order.
 * `typeof x` is not a use (the usual guard for a global that may be absent).
 */
export function freeNames(ast) {
  const refs = [];
  const module = new Scope(null, 'module');

  const ref = (id, scope) => refs.push({ name: id.name, scope, line: id.loc?.start.line, column: id.loc?.start.column });

  /** Declares the names of a binding pattern in `target`; defaults and computed keys are read in `scope`. */
  function declare(pattern, target, scope) {
    switch (pattern.type) {
      case 'Identifier':
        target.names.add(pattern.name);
        break;
      case 'ObjectPattern':
        for (const prop of pattern.properties) {
          if (prop.type === 'RestElement') {
            declare(prop.argument, target, scope);
          } else {
            if (prop.computed) visit(prop.key, scope);
            declare(prop.value, target, scope);
          }
        }
        break;
      case 'ArrayPattern':
        for (const element of pattern.elements) if (element) declare(element, target, scope);
        break;
      case 'RestElement':
        declare(pattern.argument, target, scope);
        break;
      case 'AssignmentPattern':
        declare(pattern.left, target, scope);
        visit(pattern.right, scope);
        break;
      default:
        throw new Error(`unexpected binding ${pattern.type}`);
    }
  }

  /** An assignment target (`x = `, `[a, b] = `, `for (x of ...)`): its identifiers are uses. */
  function target(node, scope) {
    switch (node.type) {
      case 'Identifier':
        ref(node, scope);
        break;
      case 'ObjectPattern':
        for (const prop of node.properties) {
          if (prop.type === 'RestElement') {
            target(prop.argument, scope);
          } else {
            if (prop.computed) visit(prop.key, scope);
            target(prop.value, scope);
          }
        }
        break;
      case 'ArrayPattern':
        for (const element of node.elements) if (element) target(element, scope);
        break;
      case 'RestElement':
        target(node.argument, scope);
        break;
      case 'AssignmentPattern':
        target(node.left, scope);
        visit(node.right, scope);
        break;
      default:
        visit(node, scope); // a member expression
    }
  }

  function func(node, outer) {
    const scope = new Scope(outer, 'function');
    if (node.type === 'FunctionExpression' && node.id) scope.names.add(node.id.name);
    if (node.type !== 'ArrowFunctionExpression') scope.names.add('arguments');
    for (const param of node.params) declare(param, scope, scope);
    if (node.body.type === 'BlockStatement') for (const statement of node.body.body) visit(statement, scope);
    else visit(node.body, scope);
  }

  function klass(node, outer) {
    const scope = new Scope(outer, 'class');
    if (node.id) scope.names.add(node.id.name);
    if (node.superClass) visit(node.superClass, outer);
    for (const member of node.body.body) {
      if (member.type === 'StaticBlock') {
        const block = new Scope(scope, 'function');
        for (const statement of member.body) visit(statement, block);
        continue;
      }
      if (member.computed) visit(member.key, scope);
      if (member.value) visit(member.value, scope);
    }
  }

  function children(node, scope) {
    for (const [key, value] of Object.entries(node)) {
      if (SKIP_KEYS.has(key) || !value || typeof value !== 'object') continue;
      if (Array.isArray(value)) {
        for (const item of value) if (item && typeof item.type === 'string') visit(item, scope);
      } else if (typeof value.type === 'string') {
        visit(value, scope);
      }
    }
  }

  function visit(node, scope) {
    switch (node.type) {
      case 'Identifier':
        ref(node, scope);
        break;
      case 'ImportDeclaration':
        for (const spec of node.specifiers) module.names.add(spec.local.name);
        break;
      case 'ExportNamedDeclaration':
        if (node.declaration) visit(node.declaration, scope);
        else if (!node.source) for (const spec of node.specifiers) if (spec.local.type === 'Identifier') ref(spec.local, scope);
        break;
      case 'ExportAllDeclaration':
        break;
      case 'VariableDeclaration': {
        const into = node.kind === 'var' ? scope.varScope() : scope;
        for (const declarator of node.declarations) {
          declare(declarator.id, into, scope);
          if (declarator.init) visit(declarator.init, scope);
        }
        break;
      }
      case 'FunctionDeclaration':
        if (node.id) scope.names.add(node.id.name);
        func(node, scope);
        break;
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        func(node, scope);
        break;
      case 'ClassDeclaration':
        if (node.id) scope.names.add(node.id.name);
        klass(node, scope);
        break;
      case 'ClassExpression':
        klass(node, scope);
        break;
      case 'BlockStatement':
      case 'StaticBlock': {
        const block = new Scope(scope, 'block');
        for (const statement of node.body) visit(statement, block);
        break;
      }
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement': {
        const block = new Scope(scope, 'block');
        if (node.type === 'ForStatement') {
          if (node.init) visit(node.init, block);
          if (node.test) visit(node.test, block);
          if (node.update) visit(node.update, block);
        } else {
          if (node.left.type === 'VariableDeclaration') visit(node.left, block);
          else target(node.left, block);
          visit(node.right, block);
        }
        visit(node.body, block);
        break;
      }
      case 'SwitchStatement': {
        visit(node.discriminant, scope);
        const block = new Scope(scope, 'block');
        for (const c of node.cases) children(c, block);
        break;
      }
      case 'CatchClause': {
        const block = new Scope(scope, 'block');
        if (node.param) declare(node.param, block, block);
        visit(node.body, block);
        break;
      }
      case 'AssignmentExpression':
        target(node.left, scope);
        visit(node.right, scope);
        break;
      case 'MemberExpression':
        visit(node.object, scope);
        if (node.computed) visit(node.property, scope);
        break;
      case 'Property': // of an object literal; patterns go through declare/target
        if (node.computed) visit(node.key, scope);
        visit(node.value, scope);
        break;
      case 'UnaryExpression':
        if (!(node.operator === 'typeof' && node.argument.type === 'Identifier')) visit(node.argument, scope);
        break;
      case 'LabeledStatement':
        visit(node.body, scope);
        break;
      case 'BreakStatement':
      case 'ContinueStatement':
      case 'MetaProperty':
      case 'PrivateIdentifier':
        break;
      default:
        children(node, scope);
    }
  }

  for (const statement of ast.body) visit(statement, module);
  return refs
    .filter((r) => !r.scope.declares(r.name))
    .map(({ name, line, column }) => ({ name, line, column }));
}

/** The names a module exports ('default' included); `export * from` is listed as { star: source }. */
function exportsOf(ast) {
  const names = new Set();
  const stars = [];
  const bound = (p, out) => {
    if (p.type === 'Identifier') out.add(p.name);
    else if (p.type === 'ObjectPattern') p.properties.forEach((q) => bound(q.type === 'RestElement' ? q.argument : q.value, out));
    else if (p.type === 'ArrayPattern') p.elements.forEach((q) => q && bound(q, out));
    else if (p.type === 'RestElement') bound(p.argument, out);
    else if (p.type === 'AssignmentPattern') bound(p.left, out);
  };
  for (const node of ast.body) {
    if (node.type === 'ExportDefaultDeclaration') names.add('default');
    if (node.type === 'ExportAllDeclaration') {
      if (node.exported) names.add(node.exported.name ?? node.exported.value);
      else stars.push(node.source.value);
    }
    if (node.type !== 'ExportNamedDeclaration') continue;
    const d = node.declaration;
    if (d?.type === 'VariableDeclaration') d.declarations.forEach((v) => bound(v.id, names));
    else if (d?.id) names.add(d.id.name);
    for (const spec of node.specifiers) names.add(spec.exported.name ?? spec.exported.value);
  }
  return { names, stars };
}

/** The relative module specifiers a module imports or re-exports: [{ source, names: [...] }] ('*' for a namespace). */
function importsOf(ast) {
  const out = [];
  for (const node of ast.body) {
    if (node.type === 'ImportDeclaration') {
      out.push({
        source: node.source.value,
        line: node.loc.start.line,
        names: node.specifiers.map((s) => {
          if (s.type === 'ImportDefaultSpecifier') return 'default';
          if (s.type === 'ImportNamespaceSpecifier') return '*';
          return s.imported.name ?? s.imported.value;
        }),
      });
    } else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
      out.push({
        source: node.source.value,
        line: node.loc.start.line,
        names: node.type === 'ExportAllDeclaration' ? ['*'] : node.specifiers.map((s) => s.local.name ?? s.local.value),
      });
    }
  }
  return out.filter((i) => i.source.startsWith('./') || i.source.startsWith('../'));
}

// ------------------------------------------------------------ contexts

/** Walks every node of `ast`, calling fn(node). */
function walk(node, fn) {
  fn(node);
  for (const [key, value] of Object.entries(node)) {
    if (SKIP_KEYS.has(key) || !value || typeof value !== 'object') continue;
    if (Array.isArray(value)) value.forEach((v) => v && typeof v.type === 'string' && walk(v, fn));
    else if (typeof value.type === 'string') walk(value, fn);
  }
}

const literal = (node) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null);

/**
 * The workers a module starts: `new Worker('x.js' | new URL('./x.js', ...))`
 * gives { file, context: 'worker' }, `serviceWorker.register('x.js')`
 * { file, context: 'service-worker' }.
 */
function workersOf(ast) {
  const out = [];
  walk(ast, (node) => {
    if (node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'Worker') {
      const arg = node.arguments[0];
      const file = literal(arg) ?? (arg?.type === 'NewExpression' && arg.callee.name === 'URL' ? literal(arg.arguments[0]) : null);
      if (file) out.push({ file, context: 'worker' });
    }
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression'
      && node.callee.property.name === 'register' && node.callee.object.type === 'MemberExpression'
      && node.callee.object.property.name === 'serviceWorker' && literal(node.arguments[0])) {
      out.push({ file: literal(node.arguments[0]), context: 'service-worker' });
    }
  });
  return out;
}

/** The module scripts of the HTML pages of www/ (<script type="module" src="...">). */
function pageScripts() {
  const out = [];
  for (const file of readdirSync(WWW).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(path.join(WWW, file), 'utf8');
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
      if (src && /\btype="module"/.test(tag) && !/^[a-z]+:/i.test(src)) out.push(src);
    }
  }
  return out;
}

const fileOf = (from, spec) => path.relative(WWW, path.resolve(path.dirname(path.join(WWW, from)), spec.split(/[?#]/)[0]));

// ------------------------------------------------------------ globals

/**
 * Members of ServiceWorkerGlobalScope that a dedicated worker lacks, and the
 * members of DedicatedWorkerGlobalScope a service worker lacks.
 */
const SERVICE_WORKER_ONLY = [
  'clients', 'registration', 'serviceWorker', 'skipWaiting', 'cookieStore', 'oninstall', 'onactivate', 'onfetch',
  'onpush', 'onpushsubscriptionchange', 'onsync', 'onperiodicsync', 'onnotificationclick', 'onnotificationclose',
  'oncookiechange', 'onbackgroundfetchsuccess', 'onbackgroundfetchfail', 'onbackgroundfetchabort',
  'onbackgroundfetchclick', 'oncanmakepayment', 'onpaymentrequest', 'oncontentdelete',
];
const DEDICATED_WORKER_ONLY = ['postMessage', 'close', 'name', 'requestAnimationFrame', 'cancelAnimationFrame', 'onrtctransform'];

/**
 * Globals of a window that are almost always a slip when used bare (a
 * missing local of that name): like eslint's confusing-browser-globals.
 */
const CONFUSING = [
  'event', 'name', 'status', 'length', 'top', 'parent', 'opener', 'origin', 'close', 'closed', 'open', 'find', 'print',
  'stop', 'external', 'frames', 'blur', 'focus', 'scroll', 'screen', 'menubar', 'toolbar', 'locationbar',
  'personalbar', 'scrollbars', 'statusbar', 'defaultStatus', 'onerror', 'onload',
];

/** Every global name of a window and of a dedicated worker in Chromium. */
async function chromiumGlobals(env) {
  const opened = await env.openPage();
  const { page } = opened;
  await page.route('**/globals-host.html', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>globals</title>' }));
  await page.goto(new URL('globals-host.html', env.server.url).href);
  const result = await page.evaluate(async () => {
    const LIST = `(() => {
      const names = new Set();
      for (let o = globalThis; o; o = Object.getPrototypeOf(o)) for (const n of Object.getOwnPropertyNames(o)) names.add(n);
      return [...names];
    })()`;
    const windowNames = (0, eval)(LIST);
    const url = URL.createObjectURL(new Blob([`postMessage(${LIST});`], { type: 'text/javascript' }));
    const workerNames = await new Promise((resolve, reject) => {
      const worker = new Worker(url);
      worker.onmessage = (e) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(e.message));
    });
    return { window: windowNames, worker: workerNames };
  });
  await opened.close();
  const worker = new Set(result.worker);
  const serviceWorker = new Set([...result.worker, ...SERVICE_WORKER_ONLY]);
  for (const n of DEDICATED_WORKER_ONLY) serviceWorker.delete(n);
  const window = new Set(result.window);
  for (const n of CONFUSING) window.delete(n);
  return { page: window, worker, 'service-worker': serviceWorker };
}

// ------------------------------------------------------------ the tests

const env = browserSuite();

/** The www/*.js modules (not the generated pkg/), with their sources. */
function wwwModules() {
  return readdirSync(WWW).filter((f) => f.endsWith('.js')).sort()
    .map((file) => ({ file, source: readFileSync(path.join(WWW, file), 'utf8') }));
}

describe('static checks of www/*.js', () => {
  test('the checker finds undeclared names and nothing else (the fixtures)', async () => {
    const fixtures = [
      // The bug this check was written for: the getter of <str8ts-board> before the fix.
      [`import { fromBoardObject } from './game.js';
export class Str8tsBoard extends HTMLElement {
  get board() {
    return this.history ? toBoardObject(this.history.state, { candidates: 'noted' }) : null;
  }
  load(b) { this.history = fromBoardObject(b); }
}`, ['HTMLElement', 'toBoardObject']],
      // Every kind of declaration, and names that are not uses (keys, members, labels, typeof).
      [`import def, { a as b } from './x.js';
import * as ns from './y.js';
const { c, d: [e = f1, ...g], ...h } = ns;
let i; var j = 1;
function k(l, { m = n1 } = {}, ...o) { return arguments.length + l + m + o + p1; var p1; }
class Q extends R1 { static s = 1; #t = 2; [u1] = 3; method(v) { return this.#t + v + w1.x + S2.y; } static { const z = 1; } }
const fe = function named() { return named; };
outer: for (const [aa, bb] of Object.entries({ key: 1, [cc1]: 2, def, b, shorthandMissing })) { if (aa) continue outer; break outer; }
for (i of [1]) {}
[i, j] = [j, i];
({ c: i, dd1: j } = {});
try { k(); } catch ({ message }) { message.trim(); } finally { typeof maybeGlobal; }
switch (j) { case 1: { const sw = 1; sw; break; } default: }
export { c as cee, e, g, h, Q, fe };
export default function () { return import.meta.url + new.target; }
export const later = () => yetToCome;
const yetToCome = 1;
label2: { break label2; }
`, ['f1', 'n1', 'R1', 'u1', 'w1', 'S2', 'Object', 'cc1', 'shorthandMissing']],
    ];
    const { out } = await parseAll(fixtures.map(([source]) => source));
    out.forEach(({ ast, error }, n) => {
      assert.equal(error, undefined, `fixture ${n} parses`);
      assert.deepEqual(freeNames(ast).map((r) => r.name), fixtures[n][1], `fixture ${n}`);
    });
    // An error of the parser reaches the test.
    const [bad] = (await parseAll(['const x = 1; const x = 2;'])).out;
    assert.match(bad.error, /Identifier 'x' has already been declared/);
  });

  test('every www module parses, uses only declared names and globals of its context, and imports exported names', async () => {
    const modules = wwwModules();
    assert.ok(modules.some((m) => m.file === 'str8ts-board.js'), 'the modules are found');
    const pkgFile = 'pkg/straights.js';
    const pkgSource = existsSync(path.join(WWW, pkgFile)) ? readFileSync(path.join(WWW, pkgFile), 'utf8') : null;
    assert.ok(pkgSource, `${pkgFile} is built`);
    const all = [...modules, { file: pkgFile, source: pkgSource, generated: true }];
    const { parser, out } = await parseAll(all.map((m) => m.source));
    const problems = [];
    const parsed = new Map();
    all.forEach((m, n) => {
      if (out[n].error) problems.push(`${m.file}: does not parse (${parser}): ${out[n].error}`);
      else parsed.set(m.file, { ...m, ast: out[n].ast });
    });

    // The contexts each module runs in: pages' module scripts and what they
    // import run in the page; worker files and what they import in workers.
    const contexts = new Map();
    const reach = (file, context, seen = new Set()) => {
      if (seen.has(file) || !parsed.has(file)) return;
      seen.add(file);
      if (!contexts.has(file)) contexts.set(file, new Set());
      contexts.get(file).add(context);
      for (const imp of importsOf(parsed.get(file).ast)) reach(fileOf(file, imp.source), context, seen);
    };
    const entries = pageScripts().map((src) => ({ file: fileOf('index.html', src), context: 'page' }));
    for (const { file, ast } of parsed.values()) {
      for (const w of workersOf(ast)) entries.push({ file: fileOf(file, w.file), context: w.context });
    }
    assert.ok(entries.some((e) => e.file === 'str8ts-board.js' && e.context === 'page'), JSON.stringify(entries));
    for (const e of entries) reach(e.file, e.context);

    const globals = await chromiumGlobals(env);
    for (const { file, ast, generated } of parsed.values()) {
      const where = [...(contexts.get(file) ?? ['page'])];
      if (!generated) {
        // A name must be a global of every context the module runs in.
        for (const r of freeNames(ast)) {
          const missing = where.filter((c) => !globals[c].has(r.name));
          if (!missing.length) continue;
          const at = `${file}:${r.line}:${r.column + 1}`;
          if (CONFUSING.includes(r.name) && missing.every((c) => c === 'page')) {
            problems.push(`${at}: '${r.name}' is not declared here; the window global of that name is almost never meant (write window.${r.name})`);
          } else {
            problems.push(`${at}: '${r.name}' is not declared, imported or a global (${missing.join(', ')})`);
          }
        }
      }
      for (const imp of importsOf(ast)) {
        const target = fileOf(file, imp.source);
        if (!parsed.has(target)) {
          problems.push(`${file}:${imp.line}: imports '${imp.source}', which is not a module of www/`);
          continue;
        }
        const exported = new Set();
        const collect = (f, seen = new Set()) => {
          if (seen.has(f) || !parsed.has(f)) return;
          seen.add(f);
          const { names, stars } = exportsOf(parsed.get(f).ast);
          names.forEach((n) => exported.add(n));
          stars.forEach((s) => collect(fileOf(f, s), seen));
        };
        collect(target);
        for (const name of imp.names) {
          if (name !== '*' && !exported.has(name)) problems.push(`${file}:${imp.line}: '${name}' is not exported by ${imp.source}`);
        }
      }
    }
    assert.deepEqual(problems, [], `checked with ${parser}`);
  });
});
