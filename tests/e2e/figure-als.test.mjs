// An Almost Locked Set XY-Chain drawn in the player, in headless Chromium:
// a position of HoDoKu's regression library (read from ../shared/data,
// GPL data never copied here; the test is skipped with a note without it)
// whose next hint is that chain, opened in the player by its link with
// candidates; the hint's second stage marks each set in its own role
// (`set-1`, `set-2`, ...), draws the restricted commons as `data-link`
// arrows and marks the eliminations. Screenshots at phone and desktop
// size, light and dark: test-artifacts/figure-als-chain-*.png.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, artifact, browserSuite, secondStage } from './helpers.mjs';

const LIBRARY = path.join(ROOT, '../shared/data/sudoku/hodoku-reglib-1.4.txt');
const env = browserSuite();

/** The library's ALS-XY-Chain positions (code 0903, not the fail cases). */
function alsChainLines() {
  return readFileSync(LIBRARY, 'utf8').split('\n').filter((l) => /^:0903(-\d)?:/.test(l));
}

describe('an ALS chain drawn', { skip: existsSync(LIBRARY) ? false : `no ${LIBRARY} (../shared/data beside the checkout)` }, () => {
  test('the sets told apart, the chain drawn, the elimination marked; phone and desktop, light and dark', async () => {
    const { api } = env;
    const found = alsChainLines().map((line) => api.decode(line).board)
      .map((board) => ({ board, hint: api.hint(board) }))
      .find(({ hint }) => hint.strategy === 'Almost Locked Set XY-Chain');
    assert.ok(found, 'a library position whose next hint is an ALS-XY-Chain');
    const { board, hint } = found;
    const sets = new Set(hint.figure.candidates.map((c) => c.role).filter((r) => r.startsWith('set-')));
    assert.ok(sets.size >= 3, `at least three sets in the figure: ${[...sets]}`);
    const link = `index.html#bd=${encodeURIComponent(api.encode(board, 'sudokuwiki'))}`;
    const looks = [
      { name: 'desktop-light', options: { viewport: { width: 1280, height: 900 } } },
      { name: 'desktop-dark', options: { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' } },
      { name: 'phone-light', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
      { name: 'phone-dark', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' } },
    ];
    for (const { name, options } of looks) {
      const { page, problems, close } = await env.openPage(options);
      await env.load(page, link);
      await secondStage(page);
      assert.match(await page.textContent('#info'), /Almost Locked Set XY-Chain/);
      const drawnSets = await page.$$eval('[data-role^="set-"][data-digit]', (els) => new Set(els.map((e) => e.getAttribute('data-role'))).size);
      assert.equal(drawnSets, sets.size, `${name}: every set in its own role`);
      assert.ok(await page.locator('[data-link]').count() >= 3, `${name}: the chain's links drawn`);
      const eliminated = await page.$$eval('[data-role="eliminated"][data-digit]', (els) => els.map((e) => `${e.getAttribute('data-cell')}:${e.getAttribute('data-digit')}`));
      assert.deepEqual(eliminated.sort(), hint.eliminations.map(([i, d]) => `${i}:${d}`).sort(), `${name}: the eliminations marked`);
      await page.screenshot({ path: artifact(`figure-als-chain-${name}.png`) });
      assert.deepEqual(problems, []);
      await close();
    }
  });
});
