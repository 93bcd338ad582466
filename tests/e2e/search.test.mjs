// The minimal-clue search page (www/search.html) in headless Chromium: a
// 1-puzzle grid finds exactly its puzzle in the worker, with progress, and
// links it to the player; "Try an example" fills a 2-puzzle grid of the
// 17-clue list and the search finds both; Cancel stops the worker; a bad grid gets the
// engine's error and keeps the text; the player links a uniquely solvable
// Sudoku's grid to the page. Screenshot: test-artifacts/search-done.png.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artifact, browserSuite } from './helpers.mjs';

const env = browserSuite();

/** The grid of the 17-clue list with one puzzle, and that puzzle. */
const GRID = '286537941541982736379614258917358624452176893863429517625743189194865372738291465';
const PUZZLE = '.......415..9......7.6........35.6..4.2......8............4..8..9....3...3.......';

/** The example grid ("Try an example") and its two 17-clue puzzles (tests/data/17-clue-grids-1-2.tsv, line 1). */
const EXAMPLE = '123456789457189236689273154291745368365928417748631592532894671876512943914367825';
const EXAMPLE_PUZZLES = [
  '.2....7.....1...36.89........1..........28.......3..9........7...65...........82.',
  '.23...7.....1.9..6.8.........1..........28.......3..9........7...65...........82.',
];

/** Opens search.html with `hash`; resolves to the page and its problems. */
async function openSearch(hash = '') {
  const opened = await env.openPage({ viewport: { width: 1000, height: 900 } });
  await opened.page.goto(new URL(`search.html${hash}`, env.server.url).href);
  return opened;
}

describe('the search page', () => {
  test('a 1-puzzle grid finds its puzzle, with progress, linked to the player', { timeout: 600_000 }, async () => {
    const { page, problems, close } = await openSearch(`#grid=${GRID}`);
    assert.equal(await page.inputValue('#grid'), GRID);
    assert.equal(await page.isHidden('#results'), true, 'no "Puzzles" heading before a search');
    await page.click('#start');
    assert.equal(await page.isDisabled('#start'), true);
    await page.waitForFunction(() => Number(document.getElementById('progress').value) > 0);
    // Plain words while it runs; the search's own terms behind Details.
    assert.match(await page.textContent('#state-text'), /^Searching for 17-clue puzzles in this grid… \d{1,2}% done, [\d,]+ puzzles? found so far\.$/);
    assert.match(await page.textContent('#state-facts'), /^[\d,]+ \/ [\d,]+ tasks · [\d,]+ puzzles? so far · [\d.]+ s$/);
    assert.equal(await page.isVisible('#state-details summary'), true);
    assert.equal(await page.isVisible('#state-facts'), false, 'Details is closed');
    await page.waitForFunction(() => !document.getElementById('start').disabled, null, { timeout: 590_000 });
    assert.match(await page.textContent('#state-text'), /^Found 1 puzzle of 17 clues in [\d.]+ s: the only one there is\.$/);
    assert.match(await page.textContent('#state-facts'),
      /^The search \(the hitting-set method of McGuire's checker\) used [\d,]+ unavoidable sets, [\d,]+ tasks, [\d,]+ nodes and [\d,]+ solver checks, and learnt [\d,]+ sets?\.$/);
    // No jargon in what a player reads without opening Details.
    const visible = await page.evaluate(() => document.querySelector('main').innerText);
    for (const word of ['hitting-set', 'nodes', 'learnt', 'unavoidable', 'tasks']) {
      assert.equal(visible.includes(word), false, `"${word}" shown: ${visible}`);
    }
    await page.click('#state-details summary');
    assert.equal(await page.isVisible('#state-facts'), true);
    const links = await page.$$eval('#puzzles a', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    assert.deepEqual(links, [[PUZZLE, `index.html#bd=${PUZZLE}`]]);
    assert.equal(await page.isVisible('#results-title'), true);
    assert.equal(await page.getAttribute('#progress', 'value'), await page.getAttribute('#progress', 'max'));
    await page.screenshot({ path: artifact('search-done.png') });
    assert.deepEqual(problems, []);
    await close();
  });

  test('Try an example fills a 17-clue grid, says what the search will do, and the search finds its 2 puzzles', { timeout: 900_000 }, async () => {
    const { page, problems, close } = await openSearch();
    assert.equal(await page.textContent('#state-text'), 'Paste a solution grid and press Search, or try an example.');
    assert.equal(await page.isHidden('#state-details'), true, 'no Details without facts');
    await page.fill('#clues', '20');
    await page.check('#first');
    await page.click('#example');
    assert.equal(await page.inputValue('#grid'), EXAMPLE);
    assert.equal(await page.inputValue('#clues'), '17');
    assert.equal(await page.isChecked('#first'), false);
    assert.equal(
      await page.textContent('#state-text'),
      'An example from Gordon Royle\'s list of 17-clue Sudoku: this grid is the only solution of exactly 2 puzzles ' +
        'of 17 clues. Press Search to find them all and prove there are no more ' +
        '(about half a minute on a laptop, longer on a phone).',
    );
    await page.click('#start');
    assert.equal(await page.isDisabled('#example'), true, 'no example while a search runs');
    await page.waitForFunction(() => !document.getElementById('start').disabled, null, { timeout: 890_000 });
    assert.match(await page.textContent('#state-text'), /^Found 2 puzzles of 17 clues in [\d.]+ s: all there are\.$/);
    const found = await page.$$eval('#puzzles a', (as) => as.map((a) => a.textContent));
    assert.deepEqual(found.sort(), EXAMPLE_PUZZLES);
    assert.equal(await page.isDisabled('#example'), false);
    assert.deepEqual(problems, []);
    await close();
  });

  test('Cancel stops the worker and says where it stopped', async () => {
    const { page, problems, close } = await openSearch(`#grid=${GRID}`);
    const closed = new Promise((resolve) => {
      page.on('worker', (worker) => worker.on('close', resolve));
    });
    await page.click('#start');
    await page.waitForFunction(() => Number(document.getElementById('progress').value) > 0);
    await page.click('#cancel');
    await closed;
    const state = await page.textContent('#state');
    assert.match(await page.textContent('#state-text'), /^Cancelled at \d{1,2}% \([\d,]+ puzzles? found so far\)\.$/);
    assert.match(await page.textContent('#state-facts'), /^Stopped after [\d,]+ \/ [\d,]+ tasks\.$/);
    assert.equal(await page.isDisabled('#start'), false);
    assert.equal(await page.isDisabled('#cancel'), true);
    // Nothing moves any more.
    const value = await page.getAttribute('#progress', 'value');
    await page.waitForTimeout(500);
    assert.equal(await page.getAttribute('#progress', 'value'), value);
    assert.equal(await page.textContent('#state'), state);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a bad grid gets the engine\'s error and keeps the text', async () => {
    const { page, problems, close } = await openSearch();
    const bad = `${GRID.slice(0, 80)}1`;
    await page.fill('#grid', bad);
    await page.click('#start');
    await page.waitForSelector('#grid-error:not([hidden])');
    assert.equal(await page.textContent('#grid-error'), 'Not a solution grid: 1 appears twice in a row: r9c6 and r9c9.');
    assert.equal(await page.inputValue('#grid'), bad);
    assert.equal(await page.isDisabled('#start'), false);
    await page.fill('#grid', 'hello');
    await page.click('#start');
    await page.waitForFunction(() => /has 5 characters/.test(document.getElementById('grid-error').textContent));
    assert.equal(await page.textContent('#grid-error'), 'A solution grid has 81 digits, this text has 5 characters.');
    // An empty box: a sentence of the page, no search; no empty "Puzzles" heading.
    await page.fill('#grid', '');
    await page.click('#start');
    await page.waitForFunction(() => document.getElementById('grid-error').textContent.startsWith('Paste'));
    assert.equal(await page.textContent('#grid-error'), 'Paste a solution grid (81 digits) into the box first.');
    assert.equal(await page.textContent('#state-text'), 'The search did not run.');
    assert.equal(await page.isHidden('#results'), true);
    assert.deepEqual(problems, []);
    await close();
  });

  test('editing the grid takes its old error away; an empty Clues field says so and runs nothing', async () => {
    const { page, problems, close } = await openSearch();
    await page.fill('#grid', `.${GRID.slice(1)}`);
    await page.click('#start');
    await page.waitForSelector('#grid-error:not([hidden])');
    assert.match(await page.textContent('#grid-error'), /^R1c1: expected a digit 1-9/);
    await page.fill('#grid', GRID);
    assert.equal(await page.isHidden('#grid-error'), true, 'the fixed text has no error under it');
    assert.equal(await page.textContent('#grid-error'), '');
    await page.fill('#clues', '');
    await page.click('#start');
    assert.equal(await page.$eval('#clues', (e) => e.validationMessage), 'Clues is empty: type the number of clues, 1 to 81.');
    assert.equal(await page.textContent('#state-text'), 'The search did not run.');
    assert.equal(await page.isDisabled('#start'), false, 'no search runs');
    assert.equal(await page.isHidden('#progress'), true);
    await page.fill('#clues', '17');
    assert.equal(await page.$eval('#clues', (e) => e.validationMessage), '', 'a typed count is valid again');
    assert.deepEqual(problems, []);
    await close();
  });

  test('the player links a uniquely solvable Sudoku\'s grid to the page', async () => {
    const { page, problems, close } = await env.openPage();
    await env.load(page, `index.html#bd=${PUZZLE}`);
    await page.waitForFunction((grid) => document.getElementById('search-link').href.endsWith(`search.html#grid=${grid}`), GRID);
    await page.click('#search-link');
    await page.waitForURL(/search\.html#grid=/);
    assert.equal(await page.inputValue('#grid'), GRID);
    assert.deepEqual(problems, []);
    await close();
  });
});
