// The player speaks a player's words (issue 37's defects): a new puzzle is
// new each time, its seed and time behind Details; a seed typed once is
// not used again; greetings and "Applied: …" go once play goes on; pasted
// nonsense gets a sentence, the codec's message behind Details.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LEGACY_162, browserSuite, hashBoard, savedGameAt } from './helpers.mjs';
import { NOT_A_BOARD } from '../../www/shared/messages.js';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });
const { openPage, load } = env;

/** Opens New puzzle…, asks for grade 1 (and `seed` when given), and waits for the board. */
async function generate(page, seed = null) {
  const before = page.url();
  await page.click('#new');
  await page.selectOption('#new-grade', '1');
  if (seed !== null) await page.fill('#new-seed', String(seed));
  await page.click('#new-go');
  await page.waitForSelector('#busy', { state: 'hidden', timeout: 20000 });
  await page.waitForFunction((url) => location.href !== url || document.getElementById('info').textContent !== '', before);
}

/** The first cell whose label says it is empty. */
const emptyCell = (page) => page.$$eval('[data-cell]', (cells) => cells.find((c) => /, empty$/.test(c.getAttribute('aria-label')))?.dataset.cell);

describe('a player\'s words', () => {
  test('New puzzle… twice with the seed untouched: two puzzles, two addresses, no seed or ms in the line', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    const boards = [];
    const addresses = [];
    for (let k = 0; k < 2; k++) {
      await generate(page);
      assert.equal(await page.inputValue('#new-seed'), '', 'the seed field is empty');
      const line = await page.textContent('#info');
      assert.equal(line, 'New Easy Str8ts. Good luck!');
      assert.doesNotMatch(line, /seed|ms\b/i);
      // The seed and time are there for who wants them.
      assert.equal(await page.isVisible('#notation'), true);
      assert.equal(await page.textContent('#notation-summary'), 'Details');
      assert.match(await page.textContent('#notation-text'), /^Seed \d+ .*made in \d+ ms\.$/);
      addresses.push(page.url());
      boards.push(api.decode(await hashBoard(page)).board.givens);
    }
    assert.notEqual(addresses[0], addresses[1]);
    assert.notEqual(boards[0], boards[1]);
    // The first move takes the greeting away.
    await page.click(`[data-cell="${await emptyCell(page)}"]`);
    await page.keyboard.press('Shift+1');
    assert.equal(await page.textContent('#info'), '');
    assert.equal(await page.isVisible('#notation'), false);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a seed is used once: the field is empty again, and the same seed on its own puzzle says so', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    await generate(page, 42);
    const address = page.url();
    assert.equal(api.decode(await hashBoard(page)).board.givens, api.generate({ grade: 1, seed: 42, symmetry: 'rotate180' }).board.givens);
    await page.click('#new');
    assert.equal(await page.inputValue('#new-seed'), '', 'the seed is not kept for the next puzzle');
    await page.click('#new-cancel');
    await generate(page, 42);
    assert.equal(page.url(), address, 'the game stays');
    assert.equal(await page.textContent('#info'), 'Seed 42 makes the puzzle you are playing: clear the seed in New puzzle… for a different one.');
    assert.deepEqual(problems, []);
    await close();
  });

  test('"Welcome back" goes with the first move, "Applied: …" with Undo', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    const cell = await emptyCell(page);
    await page.click(`[data-cell="${cell}"]`);
    await page.keyboard.press('Shift+3');
    // The reload comes after the move is saved, as a person's does (a reload in the same
    // milliseconds as the move, on a busy machine, may find the save before it).
    await savedGameAt(page, 1);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.match(await page.textContent('#info'), /^Welcome back/);
    await page.click(`[data-cell="${cell}"]`);
    await page.keyboard.press('Shift+4');
    assert.equal(await page.textContent('#info'), '');
    // A hint applied, then taken back.
    await page.click('#hint');
    await page.waitForSelector('#info[data-kind="hint"]');
    while (await page.getAttribute('#info', 'data-kind') === 'hint') await page.click('#hint');
    assert.match(await page.textContent('#info'), /^Applied: /);
    await page.keyboard.press('Control+z');
    assert.equal(await page.textContent('#info'), '');
    assert.deepEqual(problems, []);
    await close();
  });

  test('pasted nonsense: a player\'s sentence first, the codec\'s message under Details, the text kept', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${LEGACY_162}`);
    const text = '1,2,3 this is not, a board at all';
    const codec = (() => { try { api.decode(text); } catch (err) { return err.message; } return null; })();
    assert.ok(codec);
    await page.fill('#open-text', text);
    await page.press('#open-text', 'Enter');
    await page.waitForSelector('#message:not([hidden])');
    assert.equal(await page.textContent('#message-text'), NOT_A_BOARD);
    assert.equal(await page.isVisible('#message .message-details > span'), false, 'the details start closed');
    await page.click('#message .message-details > summary');
    assert.equal(await page.textContent('#message .message-details > span'), `${codec}.`);
    assert.equal(await page.inputValue('#open-text'), text);
    assert.deepEqual(problems, []);
    await close();
  });
});
