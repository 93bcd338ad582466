// How the player loads (the first render of a #bd= link): what is fetched
// before the board is drawn, and that nothing is fetched twice (a preload
// whose request does not match the page's own fetch, e.g. in its
// credentials mode, is wasted and shows up as a second request). The time
// it takes is measured by benches/browser.mjs, not asserted here.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_243, WWW, browserSuite } from './helpers.mjs';

const env = browserSuite();
const { openPage, load } = env;

/** The path of a URL of the test server ('/pkg/page.js'), query kept. */
const pathOf = (url) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe('loading the player', () => {
  test('index.html loads the bundle pkg/player.js and, async, engine-start.js, the bundle\'s imports with the glue; the wasm is preloaded', () => {
    const html = readFileSync(path.join(WWW, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    assert.deepEqual([...head.matchAll(/<script [^>]*>/g)].map(([tag]) => tag),
      ['<script type="module" src="engine-start.js" async>', '<script type="module" src="pkg/player.js">']);
    assert.deepEqual([...head.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)].map(([tag]) => tag), [
      '<link rel="modulepreload" href="pkg/page.js">',
      '<link rel="preload" href="pkg/page_bg.wasm" as="fetch" type="application/wasm" crossorigin="anonymous">',
    ]);
    // The bundle imports two files as they are: the glue (shared with the
    // spare engine) and engine-start.js (the very module index.html starts).
    const bundle = readFileSync(path.join(WWW, 'pkg', 'player.js'), 'utf8');
    assert.deepEqual([...bundle.matchAll(/\bfrom\s*"([^"]+)"/g)].map(([, spec]) => spec).sort(), ['../engine-start.js', './page.js']);
    // Its first line is V8's compile hint (bundle.mjs): its functions are
    // compiled with the script, off the main thread; anywhere else it is ignored.
    assert.equal(bundle.slice(0, bundle.indexOf('\n')), '//# allFunctionsCalledOnLoad');
  });

  test('a first visit fetches the page, two style sheets, the bundle, engine-start.js, the glue and the wasm before the board is drawn, each once', async () => {
    const { page, problems, close } = await openPage({ serviceWorkers: 'block' });
    const requests = [];
    page.on('request', (req) => requests.push(pathOf(req.url())));
    await load(page, `index.html#bd=${SEED_243}`);
    // The spare engine is loaded too (a second copy of the glue from the
    // compiled module): the wasm is still fetched once.
    await page.waitForFunction(() => performance.getEntriesByName('engine-spare').length === 1);
    const beforeBoard = await page.evaluate(() => {
      const drawn = performance.getEntriesByName('board-drawn')[0].startTime;
      return performance.getEntriesByType('resource').filter((e) => e.startTime < drawn).map((e) => e.name);
    });
    assert.deepEqual(beforeBoard.map(pathOf).sort(),
      ['/board.css', '/engine-start.js', '/pkg/page.js', '/pkg/page_bg.wasm', '/pkg/player.js', '/style.css']);
    const count = (p) => requests.filter((r) => r === p).length;
    assert.equal(requests[0], '/index.html');
    for (const p of ['/index.html', '/style.css', '/board.css', '/engine-start.js', '/pkg/player.js', '/pkg/page.js', '/pkg/page_bg.wasm', '/pkg/page.js?instance=1']) {
      assert.equal(count(p), 1, `${p} is fetched once: ${requests.join(' ')}`);
    }
    assert.deepEqual(requests.filter((r) => /^\/[\w-]+\.js$/.test(r) && !['/engine-start.js', '/worker.js', '/recovery.js'].includes(r)), [],
      'no module of the page is fetched besides the bundle and engine-start.js (worker.js and recovery.js are the worker\'s)');
    assert.deepEqual(problems, []);
    await close();
  });

  test('a page whose engine cannot load is shown, saying so', async () => {
    const { page, close } = await openPage({ serviceWorkers: 'block' });
    await page.route('**/pkg/page_bg.wasm', (route) => route.abort());
    await page.goto(new URL(`index.html#bd=${SEED_243}`, env.server.url).href);
    await page.waitForSelector('#message:not([hidden])');
    assert.equal(await page.textContent('#status'), 'Not available');
    assert.match(await page.textContent('#message'), /^Could not load the WebAssembly module:/);
    assert.equal(await page.isVisible('#message'), true);
    await close();
  });
});
