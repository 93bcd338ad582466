// How the player loads (the first render of a #bd= link): what is fetched
// before the board is drawn, and that nothing is fetched twice (a preload
// whose request does not match the page's own fetch, e.g. in its
// credentials mode, is wasted and shows up as a second request). The time
// it takes is measured by benches/browser.mjs, not asserted here. The other
// pages load their modules as one bundle each too (bundle.mjs): what a
// first visit fetches, each once.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_243, WWW, browserSuite, pageBundles } from './helpers.mjs';

const env = browserSuite();
const { openPage, load } = env;

/** The path of a URL of the test server ('/pkg/page.js'), query kept. */
const pathOf = (url) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** The tags preloading the page's engine (glue and wasm) while the bundle loads. */
const ENGINE_PRELOADS = [
  '<link rel="modulepreload" href="pkg/page.js">',
  '<link rel="preload" href="pkg/page_bg.wasm" as="fetch" type="application/wasm" crossorigin="anonymous">',
];

/** The preload tags of a page's head. */
const preloadsOf = (head) => [...head.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)].map(([tag]) => tag);

describe('loading the player', () => {
  test('index.html loads the bundle pkg/player.js and, async, engine-start.js, the bundle\'s imports with the glue; the wasm is preloaded', () => {
    const html = readFileSync(path.join(WWW, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    assert.deepEqual([...head.matchAll(/<script [^>]*>/g)].map(([tag]) => tag),
      ['<script type="module" src="engine/engine-start.js" async>', '<script type="module" src="pkg/player.js">']);
    assert.deepEqual(preloadsOf(head), ENGINE_PRELOADS);
    // The bundle imports two files as they are: the glue (shared with the
    // spare engine) and engine-start.js (the very module index.html starts).
    const bundle = readFileSync(path.join(WWW, 'pkg', 'player.js'), 'utf8');
    assert.deepEqual([...bundle.matchAll(/\bfrom\s*"([^"]+)"/g)].map(([, spec]) => spec).sort(), ['../engine/engine-start.js', './page.js']);
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
      ['/board/board.css', '/engine/engine-start.js', '/pages/player/player.css', '/pkg/page.js', '/pkg/page_bg.wasm', '/pkg/player.js', '/shared/style.css']);
    const count = (p) => requests.filter((r) => r === p).length;
    assert.equal(requests[0], '/index.html');
    for (const p of ['/index.html', '/shared/style.css', '/pages/player/player.css', '/board/board.css', '/engine/engine-start.js', '/pkg/player.js', '/pkg/page.js', '/pkg/page_bg.wasm', '/pkg/page.js?instance=1']) {
      assert.equal(count(p), 1, `${p} is fetched once: ${requests.join(' ')}`);
    }
    assert.deepEqual(requests.filter((r) => /^\/(?!pkg\/)[\w/-]+\.js$/.test(r) && !['/engine/engine-start.js', '/engine/worker.js', '/engine/recovery.js'].includes(r)), [],
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

/** A solution grid for search.html's #grid= (the page shows it once its script ran). */
const GRID = '286537941541982736379614258917358624452176893863429517625743189194865372738291465';

/**
 * The other pages: the bundle each loads, what the bundle imports as it is
 * (the wasm glue, shared with the spare engine), and what a first visit
 * fetches besides the page and its style sheets until the network is idle.
 */
const PAGES = [
  {
    page: 'daily.html', bundle: 'pkg/daily.js', imports: ['./page.js'], css: ['shared/style.css', 'board/board.css', 'pages/daily/daily.css'],
    // The engine's worker generates the day's puzzles.
    fetched: ['/pkg/daily.js', '/pkg/page.js', '/pkg/page_bg.wasm', '/pkg/page.js?instance=1', '/engine/worker.js', '/engine/recovery.js', '/pkg/straights.js', '/pkg/straights_bg.wasm'],
  },
  {
    page: 'convert.html', bundle: 'pkg/convert.js', imports: ['./page.js'], css: ['shared/style.css', 'board/board.css', 'pages/convert/convert.css'],
    fetched: ['/pkg/convert.js', '/pkg/page.js', '/pkg/page_bg.wasm', '/pkg/page.js?instance=1'],
  },
  {
    page: 'print.html', bundle: 'pkg/print.js', imports: ['./page.js'], css: ['shared/style.css', 'board/board.css', 'pages/print/print.css'],
    fetched: ['/pkg/print.js', '/pkg/page.js', '/pkg/page_bg.wasm', '/pkg/page.js?instance=1', '/engine/worker.js', '/engine/recovery.js', '/pkg/straights.js', '/pkg/straights_bg.wasm'],
  },
  {
    // No engine on the page: the search runs in its worker, started by Search.
    page: 'search.html', bundle: 'pkg/search.js', imports: [], css: ['shared/style.css', 'board/board.css', 'pages/search/search.css'],
    fetched: ['/pkg/search.js'],
  },
];

/** Opens `page` of PAGES in `tab`; resolves when its script has run. */
async function visit(tab, page) {
  if (page === 'search.html') {
    await tab.goto(new URL(`search.html#grid=${GRID}`, env.server.url).href);
    await tab.waitForFunction((grid) => document.getElementById('grid').value === grid, GRID);
  } else {
    await load(tab, page);
  }
}

/** Opens `page` of PAGES with no service worker, recording its requests, until the network is idle. */
async function openFirstVisit(page) {
  const opened = await openPage({ serviceWorkers: 'block' });
  const requests = [];
  opened.page.on('request', (req) => requests.push(pathOf(req.url())));
  await visit(opened.page, page);
  await opened.page.waitForLoadState('networkidle');
  return { ...opened, requests };
}

describe('loading the other pages', () => {
  test('every page but embed.html loads one bundle of pkg/, its map linked, and preloads the engine its bundle imports; embed.html loads the element as it is', () => {
    assert.deepEqual(pageBundles().sort(), ['convert.js', 'daily.js', 'player.js', 'print.js', 'search.js']);
    for (const { page, bundle, imports } of PAGES) {
      const html = readFileSync(path.join(WWW, page), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      assert.deepEqual([...html.matchAll(/<script [^>]*>/g)].map(([tag]) => tag), [`<script type="module" src="${bundle}">`], page);
      assert.ok(head.includes(`<script type="module" src="${bundle}">`), `${page} loads its bundle in its head`);
      assert.deepEqual(preloadsOf(head), imports.includes('./page.js') ? ENGINE_PRELOADS : [], page);
      const js = readFileSync(path.join(WWW, bundle), 'utf8');
      // engine.js and engine-start.js both import the glue: the same file, one module.
      assert.deepEqual([...new Set([...js.matchAll(/\bfrom\s*"([^"]+)"/g)].map(([, spec]) => spec))].sort(), imports, bundle);
      assert.equal(js.slice(js.lastIndexOf('\n', js.length - 2) + 1).trim(), `//# sourceMappingURL=${path.basename(bundle)}.map`);
    }
    const embed = readFileSync(path.join(WWW, 'embed.html'), 'utf8');
    assert.deepEqual([...embed.slice(0, embed.indexOf('</head>')).matchAll(/<script [^>]*>/g)].map(([tag]) => tag),
      ['<script type="module" src="str8ts-board.js">', '<script type="module" src="pages/embed/embed.js">']);
  });

  for (const { page, css, fetched } of PAGES) {
    test(`a first visit of ${page} fetches the page, its style sheets, its bundle and what the bundle needs, each once`, async () => {
      const { page: tab, requests, problems, close } = await openFirstVisit(page);
      assert.equal(requests[0], `/${page}`);
      assert.deepEqual(requests.slice(1).sort(), [...css.map((f) => `/${f}`), ...fetched].sort(), requests.join(' '));
      assert.ok(!(await tab.evaluate(() => document.querySelector('.message.alert:not([hidden])'))), 'no error shown');
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test('after a first visit of the player, every other page works offline: the service worker cached its bundle', async () => {
    const { context, page: tab, problems, close } = await openPage();
    await load(tab, `index.html#bd=${SEED_243}`);
    await tab.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    await context.setOffline(true);
    for (const { page } of PAGES) {
      await visit(tab, page);
      assert.ok(!(await tab.evaluate(() => document.querySelector('.message.alert:not([hidden])'))), `${page}: no error shown`);
    }
    await context.setOffline(false);
    assert.deepEqual(problems.filter((p) => !p.startsWith('request failed')), []);
    await close();
  });
});
