// The page in headless Chromium: it reads the board from the link, draws
// every cell exactly, reports bad links in an alert and follows hash changes.
// Screenshots go to test-artifacts/.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  LEGACY_162, SEED_243, SUDOKU_81, artifact, browserSuite, cellName, expectedLabel, readCells,
} from './helpers.mjs';
import { NOT_A_BOARD, badLinkLine } from '../../www/shared/messages.js';

const env = browserSuite();
/** The wasm API in node (loaded by the suite's `before` hook). */
const api = new Proxy({}, { get: (_, name) => env.api[name] });

const { openPage, load } = env;

/** What the message on a broken link adds while a board is on screen (one sentence, messages.js badLinkLine). */
const STAYS = 'the board on screen stays, with its own link back in the address';
const IN_BOX = ', and the link’s text is in the Open box below';

describe('the page', () => {
  test('draws the seed string from #bd= exactly', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SEED_243}`);
    const { board } = api.decode(SEED_243);

    assert.equal(await page.getAttribute('#status', 'data-format'), 'str8ts-com');
    assert.match(await page.textContent('#status'), /Str8ts/);
    // A player sees the kind, not the format the link was written in (data-format keeps its machine name).
    assert.equal(await page.locator('#status .status-format').count(), 0);
    assert.equal(await page.isHidden('[role="alert"]'), true);

    // Structure: one grid, nine rows, 81 cells named r1c1..r9c9 in order.
    assert.equal(await page.locator('[role="grid"]').count(), 1);
    assert.equal(await page.locator('[role="grid"] > [role="row"]').count(), 9);
    const cells = await readCells(page);
    assert.deepEqual(cells.map((c) => c.cell), Array.from({ length: 81 }, (_, i) => cellName(i)));

    // Every label as computed independently from the decoded board.
    assert.deepEqual(cells.map((c) => c.label), Array.from({ length: 81 }, (_, i) => expectedLabel(board, i)));

    const at = (name) => cells.find((c) => c.cell === name);
    assert.deepEqual(at('r1c8'), { cell: 'r1c8', kind: 'black', label: 'r1c8, black', digit: '', cands: [] });
    assert.deepEqual(at('r1c9'), { cell: 'r1c9', kind: 'black-clue', label: 'r1c9, black, 9', digit: '9', cands: [] });
    assert.deepEqual(at('r2c8'), { cell: 'r2c8', kind: 'given', label: 'r2c8, 6, given', digit: '6', cands: [] });
    assert.deepEqual(at('r3c1'), { cell: 'r3c1', kind: 'given', label: 'r3c1, 9, given', digit: '9', cands: [] });
    assert.deepEqual(at('r9c8'), { cell: 'r9c8', kind: 'placed', label: 'r9c8, 2, placed', digit: '2', cands: [] });
    assert.deepEqual(at('r1c1'), {
      cell: 'r1c1', kind: 'candidates', label: 'r1c1, candidates 2 3 4 5 6 7 8', digit: '',
      cands: ['', '2', '3', '4', '5', '6', '7', '8', ''],
    });
    const blacks = cells.filter((c) => c.kind === 'black' || c.kind === 'black-clue');
    assert.equal(blacks.length, 13);
    assert.equal(blacks.length, [...board.black].filter((c) => c === '1').length);
    assert.deepEqual(cells.filter((c) => c.kind === 'black-clue').map((c) => `${c.cell}=${c.digit}`),
      ['r1c9=9', 'r4c6=4', 'r5c3=3', 'r9c1=1']);

    // Looks: black cells dark, black clues light on dark, givens bold, placed digits in another colour.
    const style = (sel, prop) => page.$eval(sel, (el, p) => getComputedStyle(el)[p], prop);
    const luminance = (rgb) => {
      const [r, g, b] = rgb.match(/\d+/g).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    assert.ok(luminance(await style('[data-cell="r1c8"]', 'backgroundColor')) < 0.15, 'black cell is dark');
    assert.ok(luminance(await style('[data-cell="r2c8"]', 'backgroundColor')) > 0.85, 'white cell is light');
    assert.ok(luminance(await style('[data-cell="r1c9"] .digit', 'color')) > 0.85, 'black clue digit is light');
    assert.ok(Number(await style('[data-cell="r2c8"] .digit', 'fontWeight')) >= 700, 'given is bold');
    assert.notEqual(await style('[data-cell="r9c8"] .digit', 'color'), await style('[data-cell="r2c8"] .digit', 'color'));
    const box = await page.locator('[role="grid"]').boundingBox();
    assert.ok(Math.abs(box.width - box.height) < 2 && box.width > 400, `square and large: ${box.width}x${box.height}`);

    await page.screenshot({ path: artifact('seed-light.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await close();
  });

  test('dark mode and a phone-sized viewport', async () => {
    const { page, problems, close } = await openPage({ colorScheme: 'dark', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await load(page, `index.html#bd=${SEED_243}`);
    const bg = await page.$eval('html', (el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = bg.match(/\d+/g).map(Number);
    assert.ok(r + g + b < 150, `dark background: ${bg}`);
    const box = await page.locator('[role="grid"]').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, 'the board fits the width');
    // White cells stand clearly apart from black ones (WCAG contrast), and
    // candidates are at least 10 px on a 390 px screen.
    const contrast = await page.evaluate(() => {
      const lum = (el) => {
        const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+/g).slice(0, 3).map((v) => {
          const c = Number(v) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const white = lum(document.querySelector('[data-cell="r2c8"]'));
      const black = lum(document.querySelector('[data-cell="r1c8"]'));
      return (white + 0.05) / (black + 0.05);
    });
    assert.ok(contrast >= 2.5, `white/black cell contrast ${contrast.toFixed(2)}:1`);
    const candSize = await page.$eval('.cand', (el) => parseFloat(getComputedStyle(el).fontSize));
    assert.ok(candSize >= 10, `candidates ${candSize} px`);
    await page.screenshot({ path: artifact('seed-dark-phone.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await close();
  });

  test('reads ?bd= too, and Sudoku boards get box lines', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html?bd=${SUDOKU_81}`);
    assert.equal(await page.getAttribute('#status', 'data-format'), 'sudoku81');
    assert.equal(await page.getAttribute('[role="grid"]', 'aria-label'), 'Sudoku board');
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), 'r1c1, 4, given');
    assert.equal(await page.getAttribute('[data-cell="r1c2"]', 'aria-label'), 'r1c2, empty');
    assert.equal(await page.locator('.cell--black, .cell--black-clue').count(), 0);
    const thick = await page.$eval('[data-cell="r1c3"]', (el) => parseFloat(getComputedStyle(el).borderRightWidth));
    const thin = await page.$eval('[data-cell="r1c2"]', (el) => parseFloat(getComputedStyle(el).borderRightWidth));
    assert.ok(thick > thin, `box line ${thick}px, cell line ${thin}px`);
    await page.screenshot({ path: artifact('sudoku.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await close();
  });

  test('a bad link shows the codec message in an alert, as text', async () => {
    const { page, problems, close } = await openPage();
    const bad = 'hello<img src=x id=injected>';
    await load(page, `index.html#bd=${encodeURIComponent(bad)}`);
    let expected;
    try {
      api.decode(bad);
    } catch (err) {
      expected = err.message;
    }
    assert.ok(expected?.startsWith('unknown board format'), expected);
    await page.waitForSelector('[role="alert"]:not([hidden])');
    await page.waitForFunction(() => document.getElementById('open-text').value !== '');
    // A player's words first; the codec's message under Details.
    assert.equal(await page.textContent('#message-text'), badLinkLine(`${STAYS}${IN_BOX}`));
    assert.equal(await page.textContent('#message .message-details > span'), `${expected}.`);
    assert.equal(await page.locator('#injected').count(), 0, 'nothing from the URL becomes HTML');
    // A fresh visitor with a broken link still gets a puzzle to play, with
    // its own link in the address; the link's text is in the Open box, to be corrected.
    assert.equal(await page.locator('[role="grid"] [role="gridcell"]').count(), 81);
    const hash = decodeURIComponent(new URL(page.url()).hash);
    assert.equal(api.solve(api.decode(hash.slice(4)).board).status, 'unique', 'the new puzzle\'s link');
    assert.equal(await page.inputValue('#open-text'), bad);
    await page.screenshot({ path: artifact('bad-link.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await close();
  });

  test('follows hash changes and keeps the board on a broken one', async () => {
    const { page, problems, close } = await openPage();
    await load(page, `index.html#bd=${SEED_243}`);
    assert.equal(await page.getAttribute('#status', 'data-format'), 'str8ts-com');

    await page.evaluate((s) => { location.hash = `bd=${s}`; }, SUDOKU_81);
    await page.waitForSelector('#status[data-format="sudoku81"]');
    assert.equal(await page.getAttribute('[data-cell="r1c7"]', 'aria-label'), 'r1c7, 8, given');

    await page.evaluate((s) => { location.hash = `bd=${encodeURIComponent(s)}`; }, LEGACY_162);
    await page.waitForSelector('#status[data-format="str8ts-com-legacy"]');
    assert.equal(await page.locator('.cell--black, .cell--black-clue').count(), 14);

    const broken = `${SEED_243.slice(0, 30)}vvv${SEED_243.slice(33)}`;
    await page.evaluate((s) => { location.hash = `bd=${s}`; }, broken);
    await page.waitForSelector('[role="alert"]:not([hidden])');
    const expected = (() => { try { api.decode(broken); } catch (err) { return err.message; } })();
    assert.match(expected, /^str8ts-com at character 31 \(r2c2\)/);
    assert.equal(await page.textContent('#message-text'), badLinkLine(`${STAYS}${IN_BOX}`));
    assert.match(await page.textContent('#message .message-details'), /str8ts-com at character 31 \(r2c2\)/);
    // The last good board stays on screen.
    assert.equal(await page.getAttribute('#status', 'data-format'), 'str8ts-com-legacy');
    assert.equal(await page.locator('[role="gridcell"]').count(), 81);

    await page.evaluate((s) => { location.hash = `bd=${s}`; }, SEED_243);
    await page.waitForSelector('[role="alert"][hidden]', { state: 'attached' });
    assert.equal(await page.getAttribute('#status', 'data-format'), 'str8ts-com');

    // What the user typed in the Open box is never replaced by a bad link's text.
    await page.fill('#open-text', 'my own half-typed board');
    await page.evaluate((s) => { location.hash = `bd=${s}`; }, broken);
    await page.waitForSelector('[role="alert"]:not([hidden])');
    assert.equal(await page.textContent('#message-text'), badLinkLine(STAYS));
    assert.equal(await page.inputValue('#open-text'), 'my own half-typed board');
    assert.equal(decodeURIComponent(new URL(page.url()).hash), `#bd=${SEED_243}`, 'the game\'s own link is back');
    assert.deepEqual(problems, []);
    await close();
  });

  test('a pasted link or string opens its board', async () => {
    const { page, problems, close } = await openPage();
    // Without a board in the link, a newcomer gets a fresh Moderate puzzle.
    await load(page, 'index.html');
    await page.waitForSelector('#status .status-grade');
    assert.equal(await page.textContent('#status .status-grade'), '3 Moderate');
    assert.equal(await page.getAttribute('#status', 'data-format'), 'str8ts-com');
    const fresh = api.decode(decodeURIComponent(new URL(page.url()).hash.slice(4))).board;
    assert.equal(api.grade(fresh).grade, 3);
    assert.equal(api.solve(fresh).status, 'unique');
    await page.screenshot({ path: artifact('fresh.png'), fullPage: true });

    await page.fill('#open-text', `https://www.str8ts.com/str8ts.html?bd=${SEED_243}`);
    await page.press('#open-text', 'Enter');
    await page.waitForSelector('#status[data-format="str8ts-com"]');
    assert.equal(new URL(page.url()).hash, `#bd=${SEED_243}`);

    await page.fill('#open-text', `  ${SUDOKU_81}\n`);
    await page.click('#open-form button[type="submit"]');
    await page.waitForSelector('#status[data-format="sudoku81"]');
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), 'r1c1, 4, given');

    // Spreadsheet text with r1c1 and r9c9 empty: its leading and trailing tabs are cells.
    const board81 = `.${SUDOKU_81.slice(1, 80)}.`;
    const excel = board81.match(/.{9}/g).map((r) => [...r].map((c) => (c === '.' ? '' : c)).join('\t')).join('\r\n');
    await page.fill('#open-text', `${excel}\r\n`);
    await page.click('#open-form button[type="submit"]');
    await page.waitForSelector('#status[data-format="excel"]');
    const digits = (await readCells(page)).map((c) => c.digit || '.').join('');
    assert.equal(digits, board81);
    assert.deepEqual(problems, []);
    await close();
  });
  test('on a phone, Open brings its outcome into view: the message of a bad board, the board of a good one', async () => {
    const { page, problems, close } = await openPage({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    await load(page, `index.html#bd=${SEED_243}`);
    /** Whether `selector` lies wholly inside the viewport (to a pixel: layout has fractions). */
    const place = (selector) => page.$eval(selector, (e) => {
      const r = e.getBoundingClientRect();
      return r.top > -1 && r.bottom < innerHeight + 1;
    });
    await page.locator('#open-text').scrollIntoViewIfNeeded();
    assert.equal(await place('#board'), false, 'the board is off-screen while the Open box is in view');
    await page.fill('#open-text', 'hello world');
    await page.click('#open-form button[type="submit"]');
    assert.equal(await page.textContent('#message-text'), NOT_A_BOARD);
    assert.match(await page.textContent('#message .message-details'), /unknown board format/);
    assert.equal(await place('#message'), true, 'the message is brought into view (at once: reduced motion)');
    assert.equal(await page.inputValue('#open-text'), 'hello world', 'the text stays to be corrected');
    await page.screenshot({ path: artifact('phone-open-bad.png') });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.locator('#open-text').scrollIntoViewIfNeeded();
    await page.fill('#open-text', SUDOKU_81);
    await page.click('#open-form button[type="submit"]');
    await page.waitForSelector('#status[data-format="sudoku81"]');
    await page.waitForFunction(() => {
      const r = document.getElementById('board').getBoundingClientRect();
      return r.top > -1 && r.bottom < innerHeight + 1;
    });
    assert.equal(await place('#board'), true, 'the new board is scrolled into view');
    await page.screenshot({ path: artifact('phone-open-good.png') });
    assert.deepEqual(problems, []);
    await close();
  });
});
