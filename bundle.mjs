// Each page's script as one file: its module (www/main.js for the player,
// www/daily.js, www/convert.js, www/print.js, www/search.js) and every
// module it imports, bundled and minified by esbuild into www/pkg/ (with a
// source map): pkg/player.js for index.html, pkg/daily.js for daily.html
// and so on (the table PAGES below). A first visit then fetches one script
// instead of ten to twenty: over HTTP/1.1 a browser fetches six files at a
// time per host, and modules are only found as their importers arrive, so
// they were a waterfall of several rounds before the page could work. The
// modules stay in www/ as they are (the embeddable element, the workers and
// the tests import them one by one).
//
// The bundle sits in www/pkg/ (build output, next to the wasm glue) while
// its modules sit in www/. Two things keep their addresses right:
//   - `import.meta.url`, which they resolve the wasm, the spare engine
//     (pkg/page.js?instance=N) and the worker script against, means www/'s
//     address in the bundle (the banner below works it out);
//   - the page's wasm glue (./pkg/page.js) is not bundled but imported as
//     ./page.js, the same file as the spare engine's copies, so that
//     anything serving a different glue (the crash tests) reaches the
//     page's own instance too.
//   - in the player's bundle, engine-start.js, which starts the page's wasm,
//     is not bundled but imported as ../engine-start.js: index.html also
//     loads it on its own, async, so that it runs before the bundle can (see
//     the file), and both must be the same module instance. The other pages
//     start their wasm from their bundle (their <link rel="preload"> has
//     already asked for it).
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
//   node bundle.mjs    (./build.sh build runs it after the wasm packages)

import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * The bundles, one per page: the page's module, the bundle's name in
 * www/pkg/, and whether it is the player's (engine-start.js kept external,
 * the compile hint first; see above).
 */
const PAGES = [
  { entry: 'www/main.js', out: 'player.js', player: true },
  { entry: 'www/daily.js', out: 'daily.js' },
  { entry: 'www/convert.js', out: 'convert.js' },
  { entry: 'www/print.js', out: 'print.js' },
  { entry: 'www/search.js', out: 'search.js' },
];

/** The page's wasm glue stays a file of its own (and, for the player, engine-start.js). */
const external = (player) => ({
  name: 'page-glue',
  setup(b) {
    b.onResolve({ filter: /^\.\/pkg\/page\.js$/ }, () => ({ path: './page.js', external: true }));
    if (player) b.onResolve({ filter: /^\.\/engine-start\.js$/ }, () => ({ path: '../engine-start.js', external: true }));
  },
});

/** `import.meta.url` of the bundled modules is www/'s address (see above). */
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
    define: { 'import.meta.url': '__www' },
    plugins: [external(player)],
    metafile: true,
    logLevel: 'warning',
  });
  const [[file, { bytes, inputs }]] = Object.entries(result.metafile.outputs).filter(([name]) => name.endsWith('.js'));
  console.log(`${file}: ${bytes} bytes from ${Object.keys(inputs).length} modules`);
}

for (const page of PAGES) await bundle(page);
