// The README's picture (docs/player.png): the player on a desktop, light,
// with the second stage of a real Str8ts hint on show (a Compartment Range
// Check met on the way through weekly031 of the 505 str8ts.com puzzles:
// its compartment outlined, its eliminations struck). Not a test; run
// after `./build.sh build` when the player's look changes:
//
//   node tests/e2e/readme-screenshot.mjs

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, launchChromium, load, loadApi, openPage, positionWhere, secondStage, serveWww } from './helpers.mjs';

const api = await loadApi();
const text = readFileSync(path.join(ROOT, 'tests/data/str8ts-com-505.txt'), 'utf8').split('\n').find((l) => l.startsWith('weekly031:'));
const found = positionWhere(api, text ?? '', (h) => h.strategy === 'Compartment Range Check');
if (!found) throw new Error('no Compartment Range Check on the way through weekly031');
const server = await serveWww();
const browser = await launchChromium();
try {
  const { page, problems, close } = await openPage(browser, { viewport: { width: 1100, height: 720 } });
  await load(page, server, `index.html#bd=${encodeURIComponent(api.encode(found.board, 'str8ts-com'))}`);
  await secondStage(page);
  const out = path.join(ROOT, 'docs/player.png');
  await page.screenshot({ path: out });
  if (problems.length) throw new Error(problems.join('\n'));
  await close();
  console.log(`wrote ${path.relative(ROOT, out)}`);
} finally {
  await browser.close();
  await server.close();
}
