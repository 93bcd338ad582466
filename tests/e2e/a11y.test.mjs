// Every page, as phones and desktops show it, light and dark: no serious or
// critical accessibility violation by axe-core (Deque's rules engine, the one
// Lighthouse and the browsers' own audits run), the player's dialogs open
// too; and at 390 px no control's label wraps onto a second line.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { LEGACY_162, SUDOKU_81, browserSuite } from './helpers.mjs';

const env = browserSuite();
const { openPage, load } = env;

/** axe-core's browser script (injected into each page; the pages' CSP is bypassed for it alone). */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** The pages, each with its address (a board where it takes one) and, for a page without data-ready, what shows it is up. */
const PAGES = [
  ['player, Str8ts', `index.html#bd=${LEGACY_162}`],
  ['player, Sudoku', `index.html#bd=${SUDOKU_81}`],
  ['daily', 'daily.html?date=2026-11-23'],
  ['converter', `convert.html#bd=${LEGACY_162}`],
  ['booklet', 'print.html'],
  ['booklet of given puzzles', `print.html?bd=${LEGACY_162}&bd=hello&bd=${SUDOKU_81}`, '#booklet[data-state="done"]'],
  ['17-clue search', 'search.html', '#start:not([disabled])'],
  ['create mode, Str8ts', 'index.html?create=str8ts'],
  ['create mode, Sudoku', 'index.html?create=sudoku'],
];

/** The player's dialogs, each opened by its button. */
const DIALOGS = [
  ['#how-to-play', '#rules-dialog'],
  ['#settings', '#settings-dialog'],
  ['#stats', '#stats-dialog'],
  ['#saved-games', '#saved-dialog'],
  ['#new', '#new-dialog'],
];

/**
 * The serious and critical violations axe finds on the page now, as lines
 * "rule: target (summary)".
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    // @ts-ignore: axe is the injected script's global
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`) }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n}`));
}

/**
 * The visible controls (buttons, links of the navigation, labels, summaries)
 * whose text runs onto more than one line.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
function wrappedLabels(page) {
  return page.$$eval('button, nav a, label, summary', (elements) => elements.filter((e) => {
    const box = e.getBoundingClientRect();
    if (!box.width || getComputedStyle(e).visibility === 'hidden' || e.closest('[hidden], dialog:not([open])')) return false;
    // The label's own words: its text, not a select or input it holds.
    const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    const lines = new Set();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('select, option, input, textarea, output, details > :not(summary)')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 1) lines.add(Math.round(r.top + r.height / 2));
    }
    return lines.size > 1;
  }).map((e) => `${e.tagName.toLowerCase()}#${e.id || e.getAttribute('for') || ''}: ${e.textContent.trim().slice(0, 50)}`));
}

describe('accessibility', () => {
  for (const [size, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    for (const scheme of ['light', 'dark']) {
      test(`${size}, ${scheme}: no serious or critical violation on any page or player dialog${size === 'phone' ? ', and no label wraps' : ''}`, async () => {
        const { page, problems, close } = await openPage({ ...options, colorScheme: scheme, bypassCSP: true });
        const found = [];
        for (const [name, address, ready] of PAGES) {
          if (ready) {
            await page.goto(new URL(address, env.server.url).href);
            await page.waitForSelector(ready);
          } else {
            await load(page, address);
          }
          found.push(...(await violations(page)).map((v) => `${name}: ${v}`));
          if (size === 'phone') found.push(...(await wrappedLabels(page)).map((v) => `${name}: wraps: ${v}`));
        }
        await load(page, `index.html#bd=${SUDOKU_81}`);
        for (const [opener, dialog] of DIALOGS) {
          await page.click(opener);
          await page.waitForSelector(`${dialog}[open]`);
          found.push(...(await violations(page)).map((v) => `${dialog}: ${v}`));
          if (size === 'phone') found.push(...(await wrappedLabels(page)).map((v) => `${dialog}: wraps: ${v}`));
          await page.keyboard.press('Escape');
          await page.waitForSelector(`${dialog}:not([open])`, { state: 'attached' });
        }
        assert.deepEqual(found, []);
        assert.deepEqual(problems, []);
        await close();
      });
    }
  }
});
