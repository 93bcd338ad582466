// Static checks of the player's modules: the rooms' one way (rooms.mjs), and ESLint with the project's
// eslint.config.js (`./build.sh test` runs it first, as
// `node_modules/.bin/eslint .`). These tests show that the configuration
// does its job: a name no scope declares, an unused import, a name the
// imported module does not export (or a module that is not there) and a
// page global used in the worker all fail with the expected rule, as do a function of www/ over 80 lines and a
// file over 400, and the real www/ and tests/e2e/ lint clean.
// `node --check` catches none of these: an undeclared name only throws when
// its line runs (the `board` getter of <str8ts-board> once used
// toBoardObject without importing it).

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT, WWW } from './helpers.mjs';
import { roomProblems, wwwModules } from './rooms.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The problems ESLint finds in `source` as if it were the file `file` (relative to the repository), as "rule: message". */
async function lint(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('static checks of www/*.js and tests/e2e/*.mjs (ESLint)', () => {
  test('the configuration fails an undefined name, an unused import, a missing export and a page global in the worker', async () => {
    // The bug the first static check was written for: the getter of <str8ts-board> before the fix.
    assert.deepEqual(await lint('www/element/str8ts-board.js', `import { fromBoardObject } from '../model/board-object.js';
export class Str8tsBoard extends HTMLElement {
  get board() {
    return this.history ? toBoardObject(this.history.state, { candidates: 'noted' }) : null;
  }
  load(b) { this.history = fromBoardObject(b); }
}
`), ["no-undef: 'toBoardObject' is not defined."]);

    assert.deepEqual(await lint('www/pages/player/main.js', `import { cellName, valueAt } from '../../model/game.js';
export const first = (s) => valueAt(s, 0);
`), ["no-unused-vars: 'cellName' is defined but never used."]);

    assert.deepEqual(await lint('www/pages/player/main.js', `import { cellName, noSuchName } from '../../model/game.js';
export const names = [cellName(0), noSuchName];
`), ["local/named-imports: 'noSuchName' is not exported by '../../model/game.js'"]);
    assert.deepEqual(await lint('tests/e2e/x.test.mjs', `export { cellName as name } from '../../www/model/game.js';
export * from '../../www/no-such-module.js';
`), ["local/named-imports: '../../www/no-such-module.js' is not a file"]);

    // The dedicated worker has no document; the page has no `clients` (a service worker's).
    assert.deepEqual(await lint('www/engine/worker.js', 'self.postMessage(document.title);\n'),
      ["no-undef: 'document' is not defined."]);
    assert.deepEqual(await lint('www/pages/player/main.js', 'clients.claim();\n'), ["no-undef: 'clients' is not defined."]);
    assert.deepEqual(await lint('www/sw.js', 'clients.claim();\n'), []);
    // A puzzle kind by name: the engine table's facts say what differs.
    assert.deepEqual((await lint('www/model/game.js', "export const sudoku = (s) => s.variant === 'sudoku';\n")).map((m) => m.split(':')[0]),
      ['no-restricted-syntax']);
    // A bare window global that is almost never meant.
    assert.deepEqual((await lint('www/pages/player/main.js', 'export const n = name.length;\n')).map((m) => m.split(':')[0]),
      ['no-restricted-globals']);
    // Small functions and files in www/: 81 lines of a function, 401 of a file (comments count); e2e tests are not held to it.
    const body = (n) => Array.from({ length: n }, (_, i) => `  let v${i} = ${i};`).join('\n');
    const fn = (lines) => `export function f() {\n${body(lines - 3)}\n  return [${Array.from({ length: lines - 3 }, (_, i) => `v${i}`)}];\n}\n`;
    assert.deepEqual(await lint('www/pages/player/main.js', fn(80)), []);
    assert.deepEqual((await lint('www/pages/player/main.js', fn(81))).map((m) => m.split(':')[0]), ['max-lines-per-function']);
    const file = (lines) => `${'// a line\n'.repeat(lines - 1)}export const x = 1;\n`;
    assert.deepEqual(await lint('www/pages/player/main.js', file(400)), []);
    assert.deepEqual((await lint('www/pages/player/main.js', file(401))).map((m) => m.split(':')[0]), ['max-lines']);
    assert.deepEqual(await lint('tests/e2e/x.test.mjs', file(401)), []);
  });

  test('every www module and every e2e test lints clean (www/pkg/ is generated and not linted)', async () => {
    const results = await eslint.lintFiles(['.']);
    const linted = results.map((r) => path.relative(ROOT, r.filePath).split(path.sep).join('/'));
    const modules = readdirSync(WWW, { recursive: true }).map((f) => f.split(path.sep).join('/'))
      .filter((f) => f.endsWith('.js') && !f.startsWith('pkg/')).map((f) => `www/${f}`);
    assert.ok(modules.includes('www/element/str8ts-board.js') && modules.includes('www/pages/player/main.js'), 'the modules are found');
    for (const file of [...modules, 'tests/e2e/static.test.mjs', 'tests/e2e/helpers.mjs']) {
      assert.ok(linted.includes(file), `${file} is linted`);
    }
    assert.ok(!linted.some((f) => f.startsWith('www/pkg/')), 'www/pkg/ is not linted');
    const problems = results.flatMap((r) => r.messages.map((m) =>
      `${path.relative(ROOT, r.filePath)}:${m.line}:${m.column}: ${m.ruleId}: ${m.message}`));
    assert.deepEqual(problems, []);
  });
});

describe('the rooms of www/ import one way (rooms.mjs, docs/architecture.md)', () => {
  test('no module imports a room to its right, and no page imports another page', () => {
    const modules = wwwModules(WWW);
    assert.ok(modules.has('element/str8ts-board.js') && modules.has('pages/player/main.js') && modules.has('sw.js'), 'the modules are found');
    assert.deepEqual(roomProblems(modules), []);
  });

  test('the check fails wrong imports of every form, naming the file and the import', () => {
    const wrong = new Map([
      ['engine/engine.js', "import { isFull } from '../board/game.js';\n"],
      ['model/game.js', "export { wasm } from '../engine/engine.js';\n"],
      ['store/x.js', "/** @typedef {import('../shared/messages.js').Line} Line */\nconst m = await import('../board/keys.js');\n"],
      ['board/board-view.js', "const w = new Worker(new URL('../element/x.js', import.meta.url), { type: 'module' });\n"],
      ['pages/player/create/finish.js', "import { encodeBoard } from '../../print/print-params.js';\n"],
      ['shared/links.js', "import '../pages/daily/daily.js';\n"],
    ]);
    assert.deepEqual(roomProblems(wrong), [
      'engine/engine.js imports ../board/game.js (board is right of engine)',
      'model/game.js imports ../engine/engine.js (engine is right of model)',
      'store/x.js imports ../shared/messages.js (shared is right of store)',
      'store/x.js imports ../board/keys.js (board is right of store)',
      'board/board-view.js imports ../element/x.js (element is right of board)',
      'pages/player/create/finish.js imports ../../print/print-params.js (a page imports another page: pages/print)',
      'shared/links.js imports ../pages/daily/daily.js (pages/daily is right of shared)',
    ]);
    // Within a room, to the left, a page's own folders and the top's imports are fine.
    assert.deepEqual(roomProblems(new Map([
      ['board/input.js', "import { boardKey } from './keys.js';\nimport { isFull } from '../model/game.js';\n"],
      ['pages/player/create/finish.js', "import { tabs } from '../tabs.js';\nimport { linkTo } from '../../../shared/links.js';\n"],
      ['str8ts-board.js', "export * from './element/str8ts-board.js';\n"],
    ])), []);
  });
});
