// The player's script as one file: www/main.js and every module it imports,
// bundled and minified by esbuild into www/pkg/player.js (with a source
// map), which index.html loads. A first visit then fetches one script
// instead of about twenty: over HTTP/1.1 a browser fetches six files at a
// time per host, and modules are only found as their importers arrive, so
// twenty modules were a waterfall of four or more rounds before the board
// could be drawn. The modules stay in www/ as they are (the other pages,
// the embeddable element and the tests import them one by one).
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
//   - engine-start.js, which starts the page's wasm, is not bundled but
//     imported as ../engine-start.js: index.html also loads it on its own,
//     async, so that it runs before the bundle can (see the file), and both
//     must be the same module instance.
//
// The bundle starts with V8's compile hint `//# allFunctionsCalledOnLoad`
// (explicit compile hints, Chromium 136 and later; other engines read a
// comment): most of the player's code runs before its first board is
// drawn, so its functions are compiled eagerly, with the script, on the
// background thread that streams it, instead of one by one on the main
// thread when first called (in traces of first visits, the main thread's
// time from the wasm's arrival to the board drawn was about a quarter
// shorter).
//
//   node bundle.mjs    (./build.sh build runs it after the wasm packages)

import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The page's wasm glue and engine-start.js stay files of their own. */
const pageGlue = {
  name: 'page-glue',
  setup(b) {
    b.onResolve({ filter: /^\.\/pkg\/page\.js$/ }, () => ({ path: './page.js', external: true }));
    b.onResolve({ filter: /^\.\/engine-start\.js$/ }, () => ({ path: '../engine-start.js', external: true }));
  },
};

const result = await build({
  absWorkingDir: ROOT,
  entryPoints: ['www/main.js'],
  outfile: 'www/pkg/player.js',
  bundle: true,
  format: 'esm',
  minify: true,
  sourcemap: 'linked',
  // The compile hint must be the file's first line (see above).
  banner: { js: "//# allFunctionsCalledOnLoad\nconst __www = new URL('..', import.meta.url).href;" },
  define: { 'import.meta.url': '__www' },
  plugins: [pageGlue],
  metafile: true,
  logLevel: 'warning',
});

const [[file, { bytes, inputs }]] = Object.entries(result.metafile.outputs).filter(([name]) => name.endsWith('.js'));
console.log(`${file}: ${bytes} bytes from ${Object.keys(inputs).length} modules`);
