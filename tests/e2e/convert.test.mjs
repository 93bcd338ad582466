// The format converter page (convert.html) in headless Chromium: a pasted
// board is shown in every format exactly as the wasm codec writes it in
// node, formats that cannot hold it say why, drops are named, bad input
// keeps the text and shows the codec's message, the address fills the box,
// Open in player and Copy work. Screenshots go to test-artifacts/.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SEED_243, SUDOKU_81, artifact, browserSuite, hashBoard } from './helpers.mjs';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });

const { openPage, load } = env;

/** The text of the output of format `name`. */
const outputText = (page, name) => page.textContent(`output[data-format="${name}"]`);

/** The message the codec throws for `text` (with the page's full stop). */
function decodeError(text) {
  try {
    api.decode(text);
  } catch (err) {
    return err.message.endsWith('.') ? err.message : `${err.message}.`;
  }
  throw new Error(`${text} decodes`);
}

/** A writer's refusal as the page words it: "Cannot write this board: it needs X, and this board has Y." */
function writeError(message) {
  const m = /^[\w-]+(?: at [^:]*)?: expected (.*), found (.*?)\.?$/s.exec(message);
  assert.ok(m, `a codec message: ${message}`);
  return `Cannot write this board: it needs ${m[1]}, and this board has ${m[2]}.`;
}

/**
 * What the page must show for `board` in format `f`: the encoded text (of
 * the board with its one solution, for a format that needs the solution
 * the board lacks), or the reason it cannot.
 */
function expectedOutput(f, board, kindTitle, otherTitle) {
  if (f.variant && f.variant !== board.variant) return `${otherTitle} formats cannot hold a ${kindTitle} board.`;
  if (!f.writable) return `${f.title} is read only: the converter reads it but cannot write it.`;
  try {
    return api.encode(board, f.name);
  } catch (err) {
    const solved = f.solution && !board.solution ? api.solve(board) : null;
    if (solved?.status === 'unique') return api.encode({ ...board, solution: solved.solution }, f.name);
    return writeError(err.message);
  }
}

/** The player's first words for a text that is not a board. */
const NOT_A_BOARD = "This doesn't look like a board: paste a Str8ts or Sudoku link or grid.";

/** The sentence under the box and the codec's words in its Details (closed). */
async function notABoard(page) {
  const whole = await page.textContent('#source-error');
  const details = page.locator('#source-error details');
  assert.equal(await details.getAttribute('open'), null);
  const technical = await details.locator('span').textContent();
  assert.equal(whole, `${NOT_A_BOARD} Details${technical}`);
  return technical;
}

/** Types `text` into the converter's box and waits for the format it must detect. */
async function paste(page, text, format) {
  await page.fill('#source', text);
  await page.waitForSelector(`#detected[data-format="${format}"]`);
}

describe('the converter', () => {
  test('shows a pasted str8ts.com string in every format, and why not for Sudoku ones', async () => {
    const { page, problems, close } = await openPage();
    await load(page, 'convert.html');
    await paste(page, SEED_243, 'str8ts-com');
    const { board } = api.decode(SEED_243);

    assert.equal(await page.textContent('#detected .status-format'), 'str8ts.com link');
    // The codec's name of the format is no player's word: it waits in the For developers fold.
    assert.equal(await page.locator('#detected code').count(), 0);
    assert.equal(await page.textContent('#developers .developers-read'), 'str8ts-com');
    assert.equal(await page.textContent('#detected .status-variant'), 'Str8ts');
    assert.equal(await page.getAttribute('#detected', 'data-variant'), 'str8ts');

    const formats = api.formats();
    assert.equal(await page.locator('output[data-format]').count(), formats.length);
    let sudokuOnly = 0;
    for (const f of formats) {
      const text = await outputText(page, f.name);
      assert.equal(text, expectedOutput(f, board, 'Str8ts', 'Sudoku'), f.name);
      const block = page.locator(`section.format[data-format="${f.name}"]`);
      assert.equal(await block.locator('h2').textContent(), f.title, f.name);
      assert.equal(await block.locator('code, .format-summary').count(), 0, f.name);
      assert.deepEqual(await page.$$eval(`#developers tr[data-format="${f.name}"] td`, (tds) => tds.map((td) => td.textContent)), [f.name, f.title, f.summary], f.name);
      if (f.variant === 'sudoku') {
        // No card of its own: one line in the card of the other kind's formats.
        sudokuOnly += 1;
        assert.equal(text, 'Sudoku formats cannot hold a Str8ts board.', f.name);
        assert.equal(await block.isHidden(), true, f.name);
        assert.equal(await page.textContent(`#other-kind li[data-format="${f.name}"]`), f.title, f.name);
      } else {
        assert.equal(await block.isVisible(), true, f.name);
      }
    }
    assert.equal(sudokuOnly, 16);
    assert.equal(await page.textContent('#other-kind .other-kind-reason'), 'Sudoku formats cannot hold a Str8ts board:');
    assert.equal(await page.locator('#other-kind li').count(), 16);
    assert.equal(await page.locator('section.format:visible').count(), formats.length - 16);
    // The exact texts of the Str8ts formats, as the codec writes them in node.
    assert.equal(await outputText(page, 'str8ts-com'), SEED_243);
    assert.equal(await outputText(page, 'str8ts-com-legacy'), api.encode(board, 'str8ts-com-legacy'));
    assert.equal(await outputText(page, 'str8ts-grid'), api.encode(board, 'str8ts-grid'));
    assert.equal(await outputText(page, 'json'), api.encode(board, 'json'));
    // The board carries no solution: the daandtu card solves the puzzle
    // first (it has one solution) and writes the code, which reads back as
    // the same puzzle with that solution.
    assert.equal(board.solution, null);
    const solved = api.solve(board);
    assert.equal(solved.status, 'unique');
    const code = await outputText(page, 'daandtu');
    assert.equal(code, api.encode({ ...board, solution: solved.solution }, 'daandtu'));
    const read = api.decode(code).board;
    assert.equal(read.solution, solved.solution);
    assert.equal(read.givens, board.givens);
    assert.equal(await page.isVisible('section.format[data-format="daandtu"] button.copy'), true);
    // JSON wraps after commas only; its text (what Copy takes) is unchanged.
    assert.equal(await page.locator('output[data-format="json"] wbr').count(), (api.encode(board, 'json').match(/,/g) ?? []).length);

    // What a format drops, as the codec says it; nothing for lossless ones.
    const note = (name) => page.locator(`section.format[data-format="${name}"] .format-note`);
    assert.deepEqual(api.losses(board, 'str8ts-com-legacy'), ['1 placed digit', '39 eliminated candidates']);
    assert.equal(await note('str8ts-com-legacy').textContent(), 'Drops 1 placed digit and 39 eliminated candidates.');
    assert.equal(await note('str8ts-text').textContent(), 'Drops 1 placed digit and 39 eliminated candidates.');
    assert.equal(await note('str8ts-com').isHidden(), true);
    assert.equal(await note('str8ts-grid').isHidden(), true);

    // A grid keeps its lines; a one-line text wraps.
    const grid = page.locator('output[data-format="str8ts-grid"]');
    assert.equal((await grid.textContent()).split('\n').length, 11);
    assert.equal(await grid.evaluate((el) => getComputedStyle(el).whiteSpace), 'pre');
    assert.equal(await page.locator('output[data-format="str8ts-com"]').evaluate((el) => getComputedStyle(el).whiteSpace), 'pre-wrap');

    // Formats that hold the board come first.
    const order = await page.$$eval('section.format', (els) => els.map((el) => el.dataset.format));
    // (The daandtu code too, written from the solved puzzle.)
    assert.deepEqual(order.slice(0, 5), ['str8ts-com', 'str8ts-com-legacy', 'daandtu', 'str8ts-text', 'str8ts-grid']);
    assert.equal(order[5], 'json');
    assert.equal(await page.$eval('#results > :last-child', (el) => el.id), 'other-kind');

    await page.screenshot({ path: artifact('convert-str8ts.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await close();
  });

  test('shows a Sudoku in every Sudoku format', async () => {
    const { page, problems, close } = await openPage();
    await load(page, 'convert.html');
    await paste(page, SUDOKU_81, 'sudoku81');
    const { board } = api.decode(SUDOKU_81);
    assert.equal(await page.textContent('#detected .status-format'), 'Sudoku, 81 digits');
    assert.equal(await page.textContent('#detected .status-variant'), 'Sudoku');

    let written = 0;
    for (const f of api.formats()) {
      const text = await outputText(page, f.name);
      assert.equal(text, expectedOutput(f, board, 'Sudoku', 'Str8ts'), f.name);
      if (f.variant === 'str8ts') {
        assert.equal(text, 'Str8ts formats cannot hold a Sudoku board.', f.name);
        assert.equal(await page.isVisible(`#other-kind li[data-format="${f.name}"]`), true, f.name);
      }
      else if (f.writable) {
        assert.equal(text, api.encode(board, f.name), f.name);
        written += 1;
      }
    }
    assert.equal(written, 16);
    assert.equal(await outputText(page, 'sudoku81'), SUDOKU_81);
    assert.equal(await outputText(page, 'opensudoku-xml'), 'OpenSudoku XML is read only: the converter reads it but cannot write it.');
    assert.equal(
      await page.textContent('section.format[data-format="sukaku"] .format-note'),
      'Drops the difference between digits and one-candidate cells (17 digits).',
    );
    assert.equal((await outputText(page, 'multiline')).split('\n').length, 13);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a whole link and a board with placed digits: the drops are named', async () => {
    const { page, problems, close } = await openPage();
    await load(page, 'convert.html');
    await paste(page, `https://www.str8ts.com/Str8ts_Solver.asp?bd=${SEED_243}&x=1`, 'str8ts-com');
    assert.equal(await outputText(page, 'str8ts-com'), SEED_243);

    // A sudokuwiki position with a placed digit: the givens-only formats drop it.
    const puzzle = api.decode(SUDOKU_81).board;
    const placed = `.${'.'.repeat(80)}`.split('');
    placed[1] = '1';
    const position = { ...puzzle, placed: placed.join('') };
    const link = api.encode(position, 'sudokuwiki');
    await paste(page, `https://www.sudokuwiki.org/sudoku.htm?bd=${link}`, 'sudokuwiki');
    const board = api.decode(link).board;
    assert.equal(board.placed[1], '1');
    assert.equal(await outputText(page, 'sudoku81'), SUDOKU_81);
    assert.equal(await page.textContent('section.format[data-format="sudoku81"] .format-note'), 'Drops 1 placed digit.');
    assert.equal(
      await page.textContent('section.format[data-format="opensudoku"] .format-note'),
      'Drops the difference between givens and placed digits (1 placed digit).',
    );
    assert.equal(await outputText(page, 'susser'), api.encode(board, 'susser'));
    assert.deepEqual(problems, []);
    await close();
  });

  test('bad input: a player\'s sentence first, the codec\'s message behind Details, the text kept', async () => {
    const { page, problems, close } = await openPage();
    await load(page, 'convert.html');
    const broken = `${SEED_243.slice(0, 30)}vvv${SEED_243.slice(33)}`;
    await page.fill('#source', broken);
    await page.waitForSelector('#source-error:not([hidden])');
    const expected = decodeError(broken);
    assert.match(expected, /^str8ts-com at character 31 \(r2c2\)/);
    const lead = "This doesn't look like a board: paste a Str8ts or Sudoku link or grid.";
    assert.ok((await page.textContent('#source-error')).startsWith(lead));
    // The codec's words are there but closed: Details opens them.
    const details = page.locator('#source-error details');
    assert.equal(await details.locator('summary').textContent(), 'Details');
    assert.equal(await details.getAttribute('open'), null);
    assert.equal(await details.locator('span').isVisible(), false);
    assert.equal(await details.locator('span').textContent(), expected);
    await details.locator('summary').click();
    assert.equal(await details.locator('span').isVisible(), true);
    assert.equal(await page.inputValue('#source'), broken);

    // Nonsense of another shape: the same sentence, the codec's own words in Details.
    const nonsense = '1,2,3 not a sudoku at all';
    await page.fill('#source', nonsense);
    await page.waitForFunction((text) => document.querySelector('#source-error details span')?.textContent === text, decodeError(nonsense));
    assert.ok((await page.textContent('#source-error')).startsWith(lead));
    assert.equal(await page.inputValue('#source'), nonsense);
    assert.equal(await page.isHidden('#results'), true);
    assert.equal(await page.getAttribute('#detected', 'data-format'), '');

    // Fixing the text brings the formats back and the message goes.
    await paste(page, SEED_243, 'str8ts-com');
    assert.equal(await page.isHidden('#source-error'), true);
    assert.equal(await page.isVisible('#results'), true);
    assert.deepEqual(problems, []);
    await close();
  });

  test('reads the spaced grids forums print, with and without | and rule lines', async () => {
    const { page, problems, close } = await openPage();
    await load(page, 'convert.html');
    const rows = SUDOKU_81.match(/.{9}/g).map((r) => [...r].join(' '));
    const boxed = rows.map((r) => `${r.slice(0, 5)} | ${r.slice(6, 11)} | ${r.slice(12)}`);
    const rule = '------+-------+------';
    const pretty = [...boxed.slice(0, 3), rule, ...boxed.slice(3, 6), rule, ...boxed.slice(6)].join('\n');
    for (const text of [rows.join('\n'), pretty]) {
      await page.fill('#source', '');
      await paste(page, text, 'multiline');
      assert.equal(await page.isHidden('#source-error'), true);
      assert.equal(await outputText(page, 'sudoku81'), SUDOKU_81);
    }

    // A row of eight cells: the message names the line.
    const short = rows.map((r, i) => (i === 2 ? r.slice(0, -2) : r)).join('\n');
    await page.fill('#source', short);
    await page.waitForSelector('#source-error:not([hidden])');
    assert.equal(await notABoard(page), 'multiline at character 37: expected 9 cells on line 3 (row 3), found 8 cells.');
    assert.deepEqual(problems, []);
    await close();
  });

  test('reads spreadsheet text whose first and last cells are empty, and its own excel output', async () => {
    const { page, problems, close } = await openPage();
    await load(page, 'convert.html');
    // r1c1 and r9c9 empty: the text starts and ends with a tab, which no trim may remove.
    const board81 = `.${SUDOKU_81.slice(1, 80)}.`;
    const excel = board81.match(/.{9}/g).map((r) => [...r].map((c) => (c === '.' ? '' : c)).join('\t')).join('\r\n');
    assert.ok(excel.startsWith('\t') && excel.endsWith('\t'));
    await paste(page, `${excel}\r\n`, 'excel');
    assert.equal(await page.isHidden('#source-error'), true);
    assert.equal(await outputText(page, 'sudoku81'), board81);

    // What the converter writes as excel reads back as the same board.
    await page.fill('#source', '');
    await paste(page, board81, 'sudoku81');
    const written = await outputText(page, 'excel');
    assert.equal(written, excel.replaceAll('\r\n', '\n'));
    await paste(page, written, 'excel');
    assert.equal(await page.isHidden('#source-error'), true);
    assert.equal(await outputText(page, 'sudoku81'), board81);
    assert.deepEqual(problems, []);
    await close();
  });

  test('reads its own multiline output indented, and SudokuPad links: classic givens, or why not', async () => {
    const { page, problems, close } = await openPage();
    await load(page, 'convert.html');
    await paste(page, SUDOKU_81, 'sudoku81');
    const grid = await outputText(page, 'multiline');
    for (const indent of ['    ', '\t']) {
      await page.fill('#source', '');
      await paste(page, grid.split('\n').map((l) => `${indent}${l}`).join('\n'), 'multiline');
      assert.equal(await page.isHidden('#source-error'), true);
      assert.equal(await outputText(page, 'sudoku81'), SUDOKU_81);
    }

    await page.fill('#source', '');
    await paste(page, `https://sudokupad.app/scf?puzzle=${SUDOKU_81.replaceAll('.', '0')}`, 'sudoku81');
    assert.equal(await outputText(page, 'sudoku81'), SUDOKU_81);

    const link = 'https://sudokupad.app/?puzzle=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSTzKLryBdZQmq';
    await page.fill('#source', link);
    await page.waitForSelector('#source-error:not([hidden])');
    const expected = decodeError(link);
    assert.match(expected, /^unknown board format: expected a board text, .*found a SudokuPad link\.$/);
    assert.equal(await notABoard(page), expected);
    assert.deepEqual(problems, []);
    await close();
  });

  test('convert.html#bd= and ?bd= fill the box on load', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `convert.html#bd=${SEED_243}`);
    assert.equal(await page.inputValue('#source'), SEED_243);
    assert.equal(await page.getAttribute('#detected', 'data-format'), 'str8ts-com');
    assert.equal(await outputText(page, 'str8ts-com'), SEED_243);

    await load(page, `convert.html?bd=${SUDOKU_81}`);
    assert.equal(await page.inputValue('#source'), SUDOKU_81);
    assert.equal(await page.getAttribute('#detected', 'data-format'), 'sudoku81');
    assert.deepEqual(problems, []);
    await close();
  });

  test('Open in player opens the same board; the player links here with its position', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `convert.html#bd=${SEED_243}`);
    const { board } = api.decode(SEED_243);
    const bd = api.encode(board, 'str8ts-com');
    assert.equal(new URL(await page.getAttribute('#open-player', 'href')).hash, `#bd=${bd}`);
    await page.click('#open-player');
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(new URL(page.url()).pathname, '/index.html');
    assert.equal(await hashBoard(page), bd);
    assert.equal(await page.getAttribute('#status', 'data-format'), 'str8ts-com');

    // Back to the converter from the player after a move: it opens on the position.
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('8');
    const position = await hashBoard(page);
    assert.equal(api.decode(position).board.placed[0], '8');
    await page.click('#convert-link');
    await page.waitForSelector('#detected[data-format="str8ts-com"]');
    assert.equal(new URL(page.url()).pathname, '/convert.html');
    assert.equal(await page.inputValue('#source'), position);
    assert.equal(await outputText(page, 'str8ts-com'), position);
    assert.equal(await page.getAttribute('.site-nav a[aria-current="page"]', 'href'), 'convert.html');
    assert.equal(await page.textContent('.site-nav a[href="index.html"]'), 'Play');
    assert.deepEqual(problems, []);
    await close();
  });

  test('the str8ts.com and sudokuwiki cards hold links that open the board there and in this player', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `convert.html#bd=${SEED_243}`);
    const formats = api.formats();
    const linkOf = (name) => formats.find((f) => f.name === name).link;
    assert.equal(linkOf('str8ts-com'), 'https://www.str8ts.com/str8ts.aspx?bd=');
    assert.equal(linkOf('sudokuwiki'), 'https://www.sudokuwiki.org/sudoku.htm?bd=');
    const card = page.locator('section.format[data-format="str8ts-com"]');
    const site = card.locator('a[href^="https://www.str8ts.com/str8ts.aspx?bd="]');
    assert.equal(await site.count(), 1);
    assert.equal(await site.getAttribute('href'), `https://www.str8ts.com/str8ts.aspx?bd=${SEED_243}`);
    assert.equal(await site.textContent(), 'Open at str8ts.com');
    assert.equal(await site.getAttribute('target'), '_blank');
    assert.equal(await site.getAttribute('rel'), 'noopener noreferrer');
    assert.equal(await site.isVisible(), true);
    // This player's own link, which opens the same board in a new tab.
    const own = card.locator('a.player-link');
    assert.equal(new URL(await own.getAttribute('href')).hash, `#bd=${SEED_243}`);
    assert.equal(await own.getAttribute('rel'), 'noopener noreferrer');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), own.click()]);
    await tab.waitForSelector('html[data-ready="true"]');
    assert.equal(new URL(tab.url()).pathname, '/index.html');
    assert.equal(await hashBoard(tab), SEED_243);
    await tab.close();
    // No other Str8ts card links anywhere: only formats whose row names a site.
    assert.equal(await page.locator('section.format:visible a.site-link').count(), 1);

    await paste(page, SUDOKU_81, 'sudoku81');
    const wiki = api.encode(api.decode(SUDOKU_81).board, 'sudokuwiki');
    const wikiLink = page.locator('section.format[data-format="sudokuwiki"] a[href^="https://www.sudokuwiki.org/sudoku.htm?bd="]');
    assert.equal(await wikiLink.getAttribute('href'), `https://www.sudokuwiki.org/sudoku.htm?bd=${wiki}`);
    assert.equal(await wikiLink.textContent(), 'Open at sudokuwiki.org');
    assert.equal(await wikiLink.getAttribute('rel'), 'noopener noreferrer');
    assert.equal(new URL(await page.getAttribute('section.format[data-format="sudokuwiki"] a.player-link', 'href')).hash, `#bd=${wiki}`);
    // The site answers the link (the request is stopped here: the tests stay offline).
    await page.context().route('https://www.sudokuwiki.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sudokuwiki</title>' }));
    const [site2] = await Promise.all([page.context().waitForEvent('page'), wikiLink.click()]);
    await site2.waitForLoadState();
    assert.equal(site2.url(), `https://www.sudokuwiki.org/sudoku.htm?bd=${wiki}`);
    assert.equal(await site2.evaluate(() => document.referrer), '');
    await site2.close();
    await page.screenshot({ path: artifact('convert-links.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await close();
  });

  test('a puzzle with several solutions: the daandtu card says why it writes no code', async () => {
    const { page, problems, close } = await openPage();
    // Only the black cells of the str8ts.com puzzle: many solutions.
    const { board } = api.decode(SEED_243);
    const bare = { ...board, givens: board.givens.replace(/\d/g, (d, k) => (board.black[k] === '1' ? d : '.')), placed: '.'.repeat(81), candidates: null };
    assert.equal(api.solve(bare).status, 'multiple');
    await load(page, `convert.html#bd=${api.encode(bare, 'str8ts-com')}`);
    assert.equal(await outputText(page, 'daandtu'), "Str8ts app code (daandtu) carries the puzzle's solution, and this puzzle has more than one solution.");
    assert.equal(await page.isHidden('section.format[data-format="daandtu"] button.copy'), true);
    assert.deepEqual(problems, []);
    await close();
  });

  test('format titles are players\' words', async () => {
    const titles = api.formats().map((f) => f.title);
    for (const word of ['legacy', 'JSON object', 'bd=']) {
      assert.ok(!titles.some((t) => t.includes(word)), `${word}: ${titles.join(', ')}`);
    }
    assert.ok(titles.includes('Older str8ts.com code'));
    assert.ok(titles.includes('Str8ts app code (daandtu)'));
  });

  test('Copied shows on one card at a time', async () => {
    const { page, problems, close } = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await load(page, `convert.html#bd=${SEED_243}`);
    const button = (name) => page.locator(`section.format[data-format="${name}"] button.copy`);
    await button('str8ts-grid').click();
    await page.waitForFunction(() => document.querySelector('section.format[data-format="str8ts-grid"] button.copy').textContent === 'Copied');
    await button('str8ts-text').click();
    await page.waitForFunction(() => document.querySelector('section.format[data-format="str8ts-text"] button.copy').textContent === 'Copied');
    // At once, not after the first button's own timer.
    assert.equal(await button('str8ts-grid').textContent(), 'Copy');
    assert.equal(await page.locator('button.copy', { hasText: 'Copied' }).count(), 1);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await outputText(page, 'str8ts-text'));
    assert.deepEqual(problems, []);
    await close();
  });

  test('Copy puts the text on the clipboard and says so', async () => {
    const { context, page, problems, close } = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await load(page, `convert.html#bd=${SEED_243}`);
    const { board } = api.decode(SEED_243);
    const copy = page.locator('section.format[data-format="str8ts-grid"] button.copy');
    assert.equal(await copy.textContent(), 'Copy');
    await copy.click();
    await page.waitForFunction(() => document.querySelector('section.format[data-format="str8ts-grid"] button.copy').textContent === 'Copied');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), api.encode(board, 'str8ts-grid'));
    await page.waitForFunction(() => document.querySelector('section.format[data-format="str8ts-grid"] button.copy').textContent === 'Copy');
    assert.ok(context);
    assert.deepEqual(problems, []);
    await close();
  });

  test('the "Read as" line labels its findings and keeps each one whole on phones', async () => {
    for (const width of [390, 320]) {
      const { page, problems, close } = await openPage({ viewport: { width, height: 844 } });
      await load(page, 'convert.html');
      await paste(page, SEED_243, 'str8ts-com');
      // Two labelled facts, then the link: the label is part of each fact.
      const parts = await page.$$eval('#detected > .detected-part', (els) =>
        els.map((el) => [el.querySelector('.status-label').textContent, getComputedStyle(el.querySelector('.status-label'), '::after').content]));
      assert.deepEqual(parts, [['Read as', '":"'], ['Puzzle', '":"']]);
      assert.equal(await page.textContent('#detected .detected-part:first-child .status-format'), 'str8ts.com link');
      assert.equal(await page.textContent('#detected .detected-part:nth-child(2) .status-variant'), 'Str8ts');
      // Findings, not choices: no value is drawn as a filled chip (a button look).
      const fills = await page.$$eval('#detected .status-format, #detected .status-variant', (els) =>
        els.map((el) => getComputedStyle(el).backgroundColor));
      assert.deepEqual(fills, ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
      // Each label shares its line with its value, and nothing leaves the screen.
      const rows = await page.$$eval('#detected > .detected-part', (els) => els.map((el) => {
        const [label, value] = [el.children[0], el.children[1]].map((c) => c.getBoundingClientRect());
        return { sameLine: Math.abs(label.top - value.top) < 4, right: el.getBoundingClientRect().right };
      }));
      for (const row of rows) {
        assert.equal(row.sameLine, true, `${width}px: a label on its value's line`);
        assert.ok(row.right <= width, `${width}px: ${row.right} inside the screen`);
      }
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width);
      await page.screenshot({ path: artifact(`convert-detected-${width}.png`) });
      assert.deepEqual(problems, []);
      await close();
    }
  });
});
