// The npm package `straights` as an app gets it: the tarball ./build.sh
// package (and ./build.sh test, before this test) writes,
// target/npm/straights-<version>.tgz, unpacked into an empty folder as
// node_modules/straights. Its package.json (type module, the two entries
// with their types, files, license); nothing in it refers to a file outside
// it; the engine API in node; the fixture consumer (fixtures/consumer.mjs,
// importing both entries) bundled with esbuild, served with its host page
// from one 127.0.0.1 port while the package's files (its two wasm modules)
// come from another, plays a board in Chromium (a pad digit fires change);
// and tsc --noEmit checks the consumer against the package's .d.ts (and
// finds a wrong use of the element's types).

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LEGACY_162, ROOT, SUDOKU_81, launchChromium, loadApi, openPage } from './helpers.mjs';
import { startServer } from './static-server.mjs';

const version = /^\[package\][^[]*?^version\s*=\s*"([^"]+)"/m.exec(readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8'))?.[1];
const TARBALL = path.join(ROOT, 'target', 'npm', `straights-${version}.tgz`);
const FIXTURES = path.join(ROOT, 'tests', 'e2e', 'fixtures');

const env = {};
/** The wasm API in node, from www/pkg (loaded by `before`). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });

before(async () => {
  if (!existsSync(TARBALL)) throw new Error(`${TARBALL} is missing: run ./build.sh package first`);
  env.api = await loadApi();
  env.dir = mkdtempSync(path.join(os.tmpdir(), 'straights-npm-'));
  env.app = path.join(env.dir, 'app');
  env.pkg = path.join(env.app, 'node_modules', 'straights');
  mkdirSync(env.pkg, { recursive: true });
  execFileSync('tar', ['-xzf', TARBALL, '-C', env.pkg, '--strip-components=1']);
  for (const name of ['consumer.mjs', 'tsconfig.json']) copyFileSync(path.join(FIXTURES, name), path.join(env.app, name));
});

after(async () => {
  await env.browser?.close();
  await env.site?.close();
  await env.files?.close();
  if (env.dir) rmSync(env.dir, { recursive: true, force: true });
});

describe('the npm package', () => {
  test('package.json: type module, "." (the engine API) and "./board" (the element) with their types, files, MIT', () => {
    const pkg = JSON.parse(readFileSync(path.join(env.pkg, 'package.json'), 'utf8'));
    assert.equal(pkg.name, 'straights');
    assert.equal(pkg.version, version);
    assert.equal(pkg.type, 'module');
    assert.equal(pkg.license, 'MIT');
    assert.deepEqual(pkg.exports['.'], { types: './index.d.ts', default: './index.js' });
    assert.deepEqual(pkg.exports['./board'], { types: './board.d.ts', default: './straights-board.js' });
    assert.equal(pkg.types, './index.d.ts');
    const files = readdirSync(env.pkg).sort();
    assert.deepEqual(files, [...pkg.files, 'LICENSE', 'README.md', 'package.json'].sort());
    for (const name of ['index.js', 'index.d.ts', 'straights.js', 'straights_bg.wasm', 'straights-board.js', 'board.d.ts', 'page_bg.wasm']) {
      assert.ok(files.includes(name), name);
    }
    assert.match(readFileSync(path.join(env.pkg, 'README.md'), 'utf8'), /^# straights/);
    // Nothing refers to a file outside the package.
    for (const name of files.filter((f) => /\.(js|ts)$/.test(f))) {
      const text = readFileSync(path.join(env.pkg, name), 'utf8');
      assert.ok(!/["'`]\.\.\//.test(text), `${name} names no file outside the package`);
      assert.ok(!text.includes('sourceMappingURL'), `${name} links no source map`);
      // Module specifiers and addresses made from the module's own (not the wasm's import names, "./page_bg.js").
      const refs = [
        ...text.matchAll(/\b(?:from|import)\s*\(?\s*["'](\.\/[\w.-]+)["']/g),
        ...text.matchAll(/new URL\(\s*["'](\.\/[\w.-]+)["']\s*,\s*import\.meta\.url/g),
      ];
      for (const [, ref] of refs) {
        const file = ref.slice(2).replace(/\.js$/, name.endsWith('.d.ts') ? '.d.ts' : '.js');
        assert.ok(files.includes(ref.slice(2)) || files.includes(file), `${name}: ${ref} is in the package`);
      }
    }
  });

  test('the engine API in node: init reads the wasm file; decode, encode, detect, formats, solve, count, hint, grade, generate', async () => {
    const straights = await import(pathToFileURL(path.join(env.pkg, 'index.js')).href);
    assert.throws(() => straights.decode(LEGACY_162), /await init\(\) first/);
    await straights.init();
    const { board, format } = straights.decode(LEGACY_162);
    assert.deepEqual(board, api.decode(LEGACY_162).board);
    assert.equal(format, api.decode(LEGACY_162).format);
    assert.equal(straights.detect(LEGACY_162), format);
    assert.deepEqual(straights.formats(), api.formats());
    assert.equal(straights.encode(board, 'str8ts-com'), api.encode(board, 'str8ts-com'));
    assert.deepEqual(straights.solve(board), api.solve(board));
    assert.equal(straights.count(board), 1);
    assert.deepEqual(straights.hint(board), api.hint(board));
    assert.deepEqual(straights.grade(board), api.grade(board));
    assert.deepEqual(straights.generate({ grade: 2, seed: 11 }), api.generate({ grade: 2, seed: 11 }));
    const sudoku = straights.decode(SUDOKU_81).board;
    assert.equal(straights.count(sudoku, 5), api.sudokuCount(SUDOKU_81, 5));
    const open = { ...sudoku, givens: `${'.'.repeat(9)}${sudoku.givens.slice(9)}` };
    assert.equal(straights.count(open, 3), api.sudokuCount(open.givens, 3));
    assert.equal(straights.count(open, 3), 3);
    // Plain objects.
    assert.equal(Object.getPrototypeOf(straights.solve(board)), Object.prototype);
  });

  test('an app bundled with esbuild from both entries plays a board in Chromium, the package\'s files on another origin', async () => {
    const { build } = await import('esbuild');
    const site = path.join(env.dir, 'site');
    mkdirSync(site);
    await build({
      absWorkingDir: env.app,
      entryPoints: [path.join(env.app, 'consumer.mjs')],
      outfile: path.join(site, 'consumer.js'),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      logLevel: 'warning',
    });
    writeFileSync(path.join(site, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>app</title><link rel="icon" href="data:,">
<style>str8ts-board { max-width: 30rem; }</style>
<script type="module" src="consumer.js"></script></head><body></body></html>`);
    env.site = await startServer({ root: site, port: 0 });
    env.files = await startServer({ root: env.pkg, port: 0 });
    env.browser = await launchChromium();
    const { page, problems, close } = await openPage(env.browser);
    const requests = [];
    page.on('request', (req) => requests.push(req.url()));
    await page.goto(`${env.site.url}index.html?pkg=${encodeURIComponent(env.files.url)}`);
    await page.waitForFunction(() => window.consumer);
    await page.waitForFunction(() =>
      document.getElementById('board').shadowRoot.querySelectorAll('[role="gridcell"][data-kind]').length === 81);
    const { result, isElement, readonly } = await page.evaluate(() => window.consumer);
    const { board, format } = api.decode(LEGACY_162);
    assert.deepEqual(result, {
      format,
      detected: format,
      formats: api.formats().map((f) => f.name),
      solve: 'unique',
      count: 1,
      hint: api.hint(board).kind,
      grade: api.grade(board).name,
      generated: api.generate({ grade: 1, seed: 7 }).bd,
      encoded: api.encode(board, 'str8ts-com'),
    });
    assert.deepEqual([isElement, readonly], [true, false]);

    await page.click('#board [data-cell="r1c1"]');
    await page.click('#board button[data-digit="5"]');
    const changes = await page.evaluate(() => window.consumer.changes);
    assert.equal(changes.length, 1);
    assert.equal(api.decode(changes[0]).board.placed[0], '5');
    assert.deepEqual(await page.evaluate(() => window.consumer.errors), []);
    // The wasm modules came from the package's origin; nothing else from it.
    const fromPackage = requests.filter((url) => url.startsWith(env.files.url)).map((url) => url.slice(env.files.url.length));
    assert.deepEqual(fromPackage.sort(), ['page_bg.wasm', 'straights_bg.wasm']);
    assert.deepEqual(problems, []);
    await close();
  });

  test('tsc --noEmit checks the consumer against the package\'s .d.ts, and finds a wrong use', () => {
    const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
    const good = spawnSync(tsc, ['--noEmit', '-p', 'tsconfig.json'], { cwd: env.app, encoding: 'utf8' });
    assert.equal(good.status, 0, good.stdout + good.stderr);
    // The same check finds a number for `bd`, an unknown event detail and an unknown function.
    writeFileSync(path.join(env.app, 'bad.mjs'), `import { decode } from 'straights';
import 'straights/board';
const el = document.createElement('str8ts-board');
el.bd = 5;
el.addEventListener('change', (event) => event.detail.position);
decode(7);
`);
    writeFileSync(path.join(env.app, 'tsconfig.bad.json'), JSON.stringify({ extends: './tsconfig.json', files: ['bad.mjs'] }));
    const bad = spawnSync(tsc, ['--noEmit', '-p', 'tsconfig.bad.json'], { cwd: env.app, encoding: 'utf8' });
    assert.notEqual(bad.status, 0);
    const errors = (bad.stdout + bad.stderr).split('\n').filter((l) => /error TS\d+/.test(l));
    assert.equal(errors.length, 3, errors.join('\n'));
    assert.ok(errors.every((l) => l.startsWith('bad.mjs(')), errors.join('\n'));
  });
});
