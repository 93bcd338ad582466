// Each page's script as one file: its module (www/pages/player/main.js for
// the player, www/pages/daily/daily.js, .../convert.js, .../print.js,
// .../search.js) and every module it imports, bundled and minified by
// esbuild into www/pkg/ (with a source map): pkg/player.js for index.html,
// pkg/daily.js for daily.html and so on (the table PAGES below). A first
// visit then fetches one script instead of ten to twenty: over HTTP/1.1 a
// browser fetches six files at a time per host, and modules are only found
// as their importers arrive, so they were a waterfall of several rounds
// before the page could work. The modules stay in www/'s folders as they are
// (the embeddable element, the workers and the tests import them one by one).
//
// The bundle sits in www/pkg/ (build output, next to the wasm glue) while
// its modules sit in www/'s folders (model/, engine/, board/, element/, pages/<page>/, ...).
// Two things keep their addresses right:
//   - `import.meta.url`, which they resolve the wasm, the spare engine
//     (pkg/page.js?instance=N) and the worker script against, means each
//     module's own address in the bundle too: `__www` (www/'s address,
//     worked out by the banner below) followed by the module's path in www/
//     (the plugin `module-urls` writes it into each module as it is loaded);
//   - the page's wasm glue (www/pkg/page.js, whatever relative specifier
//     names it) is not bundled but imported as ./page.js, the same file as
//     the spare engine's copies, so that anything serving a different glue
//     (the crash tests) reaches the page's own instance too.
//   - in the player's bundle, engine/engine-start.js, which starts the
//     page's wasm, is not bundled but imported as ../engine/engine-start.js:
//     index.html also loads it on its own, async, so that it runs before the
//     bundle can (see the file), and both must be the same module instance.
//     The other pages start their wasm from their bundle (their
//     <link rel="preload"> has already asked for it).
//
// One more bundle is not a page's: the two-file embed, pkg/straights-board.js
// (the table EMBED below), which pages of other sites load by itself. It is
// the <str8ts-board> element (entry element/str8ts-board-bundle.js) with
// everything it needs in ONE ES module: its modules, its styles (the text of
// board/board.css and element/str8ts-board.css, minified, adopted as
// constructable style sheets: element-styles.js is replaced by a module
// holding them, so no CSS is fetched) and the page's wasm glue (pkg/page.js,
// bundled in this time). Its one other file is the wasm, pkg/page_bg.wasm,
// fetched from next to the bundle: engine/engine-start.js is replaced by
// engine/engine-start-bundled.js, which resolves it against the bundle's
// own address (`import.meta.url` is left alone in this bundle) or where
// setWasmUrl says. Copying the two files anywhere is all it takes. Its
// source map is written but not linked (the bundle stays one file); the
// build fails if the bundle imports anything.
//
// The player's bundle starts with V8's compile hint `//# allFunctionsCalledOnLoad`
// (explicit compile hints, Chromium 136 and later; other engines read a
// comment): most of the player's code runs before its first board is
// drawn, so its functions are compiled eagerly, with the script, on the
// background thread that streams it, instead of one by one on the main
// thread when first called (in traces of first visits, the main thread's
// time from the wasm's arrival to the board drawn was about a quarter
// shorter).
//
// The other pages' bundles go without the hint: it was measured for the
// player only.
//
// The six pages' common head and navigation have one source, PARTIALS
// below: each page holds them between markers (`<!-- #head -->` ...
// `<!-- /head -->`, `<!-- #site -->`, `<!-- #nav index.html -->`, the word
// after the name is the partial's argument), and this script rewrites what
// is between them. They stay written out in the committed pages (not
// written by a script in the page, nor fetched): the browser sees them in
// the first bytes, with the page's preloads and style sheets, so first paint
// and the pages' loading are as before, and the pages work as files too.
// `node bundle.mjs --check` changes nothing and fails when a page differs
// from its partials (./build.sh test runs it, before anything is built).
//
//   node bundle.mjs            the pages' partials, then the bundles and the two-file embed (./build.sh build runs it after the wasm packages)
//   node bundle.mjs --check    only checks the pages' partials

import { build, transform } from 'esbuild';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const WWW = path.join(ROOT, 'www');
/** The page's wasm glue and the player's wasm start, kept out of the bundles (see above). */
const GLUE = path.join(WWW, 'pkg', 'page.js');
const ENGINE_START = path.join(WWW, 'engine', 'engine-start.js');

/**
 * The bundles, one per page: the page's module, the bundle's name in
 * www/pkg/, and whether it is the player's (engine-start.js kept external,
 * the compile hint first; see above).
 */
const PAGES = [
  { entry: 'www/pages/player/main.js', out: 'player.js', player: true },
  { entry: 'www/pages/daily/daily.js', out: 'daily.js' },
  { entry: 'www/pages/convert/convert.js', out: 'convert.js' },
  { entry: 'www/pages/print/print.js', out: 'print.js' },
  { entry: 'www/pages/search/search.js', out: 'search.js' },
];

/** The page's wasm glue stays a file of its own (and, for the player, engine-start.js). */
const external = (player) => ({
  name: 'page-glue',
  setup(b) {
    b.onResolve({ filter: /(^|\/)(page|engine-start)\.js$/ }, ({ path: spec, resolveDir }) => {
      const file = path.resolve(resolveDir, spec);
      if (file === GLUE) return { path: './page.js', external: true };
      if (player && file === ENGINE_START) return { path: '../engine/engine-start.js', external: true };
      return undefined;
    });
  },
});

/** `import.meta.url` of a bundled module is its own address: www/'s (`__www`) and its path there (see above). */
const moduleUrls = {
  name: 'module-urls',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const own = path.relative(WWW, file).split(path.sep).join('/');
      return { contents: source.replaceAll('import.meta.url', `(__www + ${JSON.stringify(own)})`), loader: 'js' };
    });
  },
};

/** www/'s address, from the bundle's own (www/pkg/<page>.js). */
const WWW_URL = "const __www = new URL('..', import.meta.url).href;";

/** Bundles one page's modules into www/pkg/; logs its size and module count. */
async function bundle({ entry, out, player = false }) {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile: `www/pkg/${out}`,
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: 'linked',
    // The compile hint must be the file's first line (see above).
    banner: { js: player ? `//# allFunctionsCalledOnLoad\n${WWW_URL}` : WWW_URL },
    plugins: [external(player), moduleUrls],
    metafile: true,
    logLevel: 'warning',
  });
  const [[file, { bytes, inputs }]] = Object.entries(result.metafile.outputs).filter(([name]) => name.endsWith('.js'));
  console.log(`${file}: ${bytes} bytes from ${Object.keys(inputs).length} modules`);
}

// ------------------------------------------------------------ the two-file embed

/** The two-file embed: its entry and its name in www/pkg/ (its wasm: pkg/page_bg.wasm). */
const EMBED = { entry: 'www/element/str8ts-board-bundle.js', out: 'straights-board.js' };
const ENGINE_START_BUNDLED = path.join(WWW, 'engine', 'engine-start-bundled.js');
const ELEMENT_STYLES = path.join(WWW, 'element', 'element-styles.js');
const ENGINE_JS = path.join(WWW, 'engine', 'engine.js');
/** engine.js's fresh engine (see embedParts) and what the two-file embed has instead. */
const FRESH_ENGINE_URL = 'const url = new URL(`../pkg/page.js?instance=${n}`, import.meta.url);';
const FRESH_ENGINE_NONE = "const url = new URL('about:blank'); throw new Error(`no fresh engine ${n} in the two-file embed`);";
/** The element's style sheets (paths in www/), in element-styles.js's order. */
const ELEMENT_SHEETS = ['board/board.css', 'element/str8ts-board.css'];

/** element-styles.js of the two-file embed: the sheets' text `css`, adopted (a <style> where that cannot be). */
const stylesModule = (css) => `// element-styles.js as the two-file embed has it (bundle.mjs).
const CSS = ${JSON.stringify(css)};
let sheets = null;
export function addStyles(root) {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    sheets ??= CSS.map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    });
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
    return;
  }
  const style = document.createElement('style');
  style.textContent = CSS.join('\\n');
  root.append(style);
}
`;

/** The two-file embed's replacements: engine-start-bundled.js for engine-start.js, the styles inlined. */
const embedParts = {
  name: 'embed-parts',
  setup(b) {
    b.onResolve({ filter: /(^|\/)(engine-start|element-styles)\.js$/ }, ({ path: spec, resolveDir }) => {
      const file = path.resolve(resolveDir, spec);
      if (file === ENGINE_START) return { path: ENGINE_START_BUNDLED };
      if (file === ELEMENT_STYLES) return { path: ELEMENT_STYLES, namespace: 'element-styles' };
      return undefined;
    });
    // A fresh engine after a trap is a new copy of pkg/page.js, which this bundle does not
    // have next to it: the element says the engine could not be restarted (a reload does).
    b.onLoad({ filter: /engine\.js$/ }, async ({ path: file }) => {
      if (file !== ENGINE_JS) return undefined;
      const source = await readFile(file, 'utf8');
      if (!source.includes(FRESH_ENGINE_URL)) throw new Error(`${file}: no \`${FRESH_ENGINE_URL}\` to replace (bundle.mjs)`);
      return { contents: source.replace(FRESH_ENGINE_URL, FRESH_ENGINE_NONE), loader: 'js' };
    });
    b.onLoad({ filter: /.*/, namespace: 'element-styles' }, async () => {
      const css = [];
      for (const sheet of ELEMENT_SHEETS) {
        const text = await readFile(path.join(WWW, sheet), 'utf8');
        css.push((await transform(text, { loader: 'css', minify: true })).code.trim());
      }
      return { contents: stylesModule(css), loader: 'js', resolveDir: path.join(WWW, 'element') };
    });
  },
};

/** Bundles the two-file embed into www/pkg/ (see above); fails if it imports anything. */
async function bundleEmbed({ entry, out }) {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile: `www/pkg/${out}`,
    bundle: true,
    format: 'esm',
    minify: true,
    // The map for debugging and the tests' freshness check, not linked: the bundle stays one file.
    sourcemap: 'external',
    plugins: [embedParts],
    metafile: true,
    logLevel: 'warning',
  });
  const [[file, { bytes, inputs, imports }]] = Object.entries(result.metafile.outputs).filter(([name]) => name.endsWith('.js'));
  if (imports.length) throw new Error(`${file} imports ${imports.map((i) => i.path).join(', ')}: it must be one file`);
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  if (!text.includes('"./page_bg.wasm"') || text.includes('pkg/page_bg.wasm')) throw new Error(`${file} must fetch page_bg.wasm from next to itself`);
  console.log(`${file}: ${bytes} bytes from ${Object.keys(inputs).length} modules (the two-file embed, with pkg/page_bg.wasm)`);
}

// ------------------------------------------------------------ the pages' common head and navigation

/** The pages the navigation links to, in its order, and their link texts. */
const NAV = [
  ['index.html', 'Play'],
  ['daily.html', 'Daily'],
  ['convert.html', 'Converter'],
  ['print.html', 'Booklet'],
  ['search.html', '17-clue search'],
];

/** The pages' Content-Security-Policy; embed.html's starts no worker and shows the player in an iframe. */
const CSP = {
  site: "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'",
  embed: "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'",
};

/** The site's icon (two black squares), inline: no request. */
const ICON = `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 2 2'%3E%3Cpath d='M0 0h1v1H0zM1 1h1v1H1z'/%3E%3C/svg%3E">`;

/**
 * The partials, by marker name: their lines for the marker's argument.
 *   head          the first lines of every head (embed: its own policy, no referrer rule)
 *   site          the icon and the site's style sheets (embed: the icon alone; player: its
 *                 own sheet too, between the shared one and the board's)
 *   nav <page>    the site's navigation, <page> marked as the current one (the
 *                 player's Daily link has an id: it points at the day on the board)
 */
const PARTIALS = {
  head: (arg) => [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${arg === 'embed' ? CSP.embed : CSP.site}">`,
    ...(arg === 'embed' ? [] : ['<meta name="referrer" content="no-referrer">']),
    '<meta name="color-scheme" content="light dark">',
  ],
  site: (arg) => [
    ICON,
    ...(arg === 'embed' ? [] : [
      '<link rel="stylesheet" href="shared/style.css">',
      ...(arg === 'player' ? ['<link rel="stylesheet" href="pages/player/player.css">'] : []),
      '<link rel="stylesheet" href="board/board.css">',
    ]),
  ],
  nav: (current) => [
    '<nav class="site-nav" aria-label="Pages">',
    ...NAV.map(([href, text]) => {
      const id = current === 'index.html' && href === 'daily.html' ? 'id="daily-link" ' : '';
      return `  <a ${id}href="${href}"${href === current ? ' aria-current="page"' : ''}>${text}</a>`;
    }),
    '</nav>',
  ],
};

/** `html` with every marked block written from its partial (indented as its opening marker). */
function withPartials(html, file) {
  return html.replace(/^( *)<!-- #([\w-]+)(?: ([\w.-]+))? -->\n[\s\S]*?^ *<!-- \/\2 -->$/gm, (block, indent, name, arg) => {
    const partial = PARTIALS[name];
    if (!partial) throw new Error(`${file}: no partial '${name}'`);
    const lines = [`<!-- #${name}${arg ? ` ${arg}` : ''} -->`, ...partial(arg), `<!-- /${name} -->`];
    return lines.map((line) => indent + line).join('\n');
  });
}

/** The pages at www/'s root: each one's text and its text with the partials written. */
function pages() {
  const www = path.join(ROOT, 'www');
  return readdirSync(www).filter((f) => f.endsWith('.html')).map((name) => {
    const file = path.join(www, name);
    const text = readFileSync(file, 'utf8');
    return { name, file, text, written: withPartials(text, name) };
  });
}

if (process.argv.includes('--check')) {
  const stale = pages().filter((p) => p.text !== p.written).map((p) => p.name);
  if (stale.length) {
    console.error(`out of date with the partials of bundle.mjs: ${stale.join(', ')} (run node bundle.mjs)`);
    process.exit(1);
  }
  console.log('every page is up to date with its partials');
} else {
  for (const p of pages()) {
    if (p.text !== p.written) {
      writeFileSync(p.file, p.written);
      console.log(`www/${p.name}: partials written`);
    }
  }
  for (const page of PAGES) await bundle(page);
  await bundleEmbed(EMBED);
}
