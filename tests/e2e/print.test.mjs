// The printable booklet (www/print.html) in headless Chromium: a Str8ts and
// a Sudoku booklet whose every puzzle, read back from its data-bd with the
// wasm in node, is distinct, unique and of the grade asked, from seed + n − 1,
// with its solution; Chromium prints them to PDF with exactly one sheet a
// page on A4 and Letter; the address gets the random seed; Cancel stops;
// bad parameters get sentences naming them. Given puzzles (bd=) of both
// kinds print with the wasm solver's solutions and the engine's grades;
// unreadable ones and ones with several solutions are named and left out;
// more than 60 are refused. Screenshots and PDFs: test-artifacts/print-*.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LEGACY_162, SUDOKU_81, WWW, artifact, browserSuite } from './helpers.mjs';

const env = browserSuite();

/** Opens print.html with `query` and waits until the booklet is no longer being made. */
async function openBooklet(query, options = {}) {
  const opened = await env.openPage({ viewport: { width: 1100, height: 900 }, ...options });
  await opened.page.goto(new URL(`print.html${query}`, env.server.url).href);
  await opened.page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
  await opened.page.waitForSelector('#booklet:not([data-state="working"]):not([data-state="idle"])', { state: 'attached', timeout: 120000 });
  return opened;
}

/** Every puzzle figure's data: number, seed, grade, bd, solution, and its link. */
function readPuzzles(page) {
  return page.$$eval('figure.puzzle', (figures) => figures.map((f) => ({
    ...f.dataset,
    href: f.querySelector('a').href,
    printed: f.querySelector('.print-only').textContent,
  })));
}

/**
 * Checks that `puzzles` are `count` distinct puzzles of `variant` and
 * `grade` from seeds `seed`.., each unique with its solution, written in
 * the kind's puzzle format.
 */
function assertBooklet(puzzles, { variant, grade, count, seed, base }) {
  const kind = env.api.engines().find((k) => k.variant === variant);
  assert.equal(puzzles.length, count);
  assert.equal(new Set(puzzles.map((p) => p.bd)).size, count, 'the puzzles are distinct');
  puzzles.forEach((p, k) => {
    assert.equal(p.number, String(k + 1));
    assert.equal(p.seed, String(seed + k));
    const decoded = env.api.decode(p.bd);
    assert.equal(decoded.format, kind.puzzleFormat);
    assert.equal(decoded.board.variant, variant);
    const check = env.api.check(decoded.board);
    assert.equal(check.status, 'unique', `puzzle ${k + 1} has one solution`);
    assert.equal(p.solution, check.solution, `puzzle ${k + 1}'s solution`);
    assert.equal(env.api.grade(decoded.board).grade, grade, `puzzle ${k + 1} is of grade ${grade}`);
    assert.equal(p.grade, String(grade));
    const link = new URL(`index.html#bd=${p.bd}`, base).href;
    assert.equal(p.href, link);
    const gradeName = kind.grades[grade];
    assert.equal(p.printed, `New puzzle… in the straights player: ${kind.title}, ${grade} ${gradeName}, Rotation (180°), seed ${seed + k}`);
  });
}

/** PDF points as whole millimetres (Chromium's A4 is 595x842 or 595.92x842.88 points: 210x297 mm). */
const mm = (points) => Math.round((Number(points) * 25.4) / 72);

/**
 * The number of pages of a PDF (its /Type /Page objects, which must agree
 * with the page tree's root /Count) and their sizes in mm ("210x297").
 */
function pdfPages(pdf) {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
  const counts = [...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g)]
    .map((m) => Number(m[1] ?? m[2]));
  // The root of the page tree (the largest /Count; a long PDF has inner nodes too) counts every page object.
  assert.equal(Math.max(...counts), pages, 'the page tree counts every page object');
  const sizes = [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => `${mm(m[1])}x${mm(m[2])}`);
  return { pages, sizes };
}

/** Prints the page to PDF with `options`, keeps it as test-artifacts/`name`, and counts its pages. */
async function printed(page, name, options) {
  const pdf = await page.pdf(options);
  writeFileSync(artifact(name), pdf);
  return pdfPages(pdf);
}

/** The sentences of the parameter error box. */
const errorsShown = (page) => page.$$eval('#param-errors li', (items) => items.map((li) => li.textContent));

describe('the printable booklet', () => {
  test('6 Tough Str8ts, 2 a page: unique, distinct, graded; 3 puzzle pages + 1 solution page on A4 and Letter', { timeout: 180_000 }, async () => {
    const query = '?variant=str8ts&grade=4&count=6&seed=1&per-page=2';
    const { page, problems, close } = await openBooklet(query, { colorScheme: 'dark' });
    assert.equal(await page.getAttribute('#booklet', 'data-state'), 'done');
    // A player's sentence; the seeds behind Details (closed).
    assert.equal(await page.textContent('#state .state-text'), '6 Tough Str8ts puzzles: 4 pages to print.');
    assert.equal(await page.textContent('#state details span'),
      'Puzzles 1 to 6 are made from seeds 1 to 6 (puzzle n from seed 1 + n − 1), so the same address always gives the same booklet.');
    assert.equal(await page.isVisible('#state details span'), false);
    assert.doesNotMatch(await page.evaluate(() => document.querySelector('.print-status').innerText), /seed/i);
    // The page's first words are a player's: the seed arithmetic waits behind Details.
    assert.doesNotMatch(await page.evaluate(() => document.querySelector('.lead').innerText), /seed/i);
    assert.match(await page.textContent('.lead details span'), /Puzzle n is generated\s+from seed seed \+ n − 1/);
    assert.equal(await page.isDisabled('#print'), false);
    assertBooklet(await readPuzzles(page), { variant: 'str8ts', grade: 4, count: 6, seed: 1, base: page.url() });
    // Captions: the puzzle's number and grade; its seed under Details (closed) on screen, not on paper.
    const numbers = [1, 2, 3, 4, 5, 6];
    assert.deepEqual(await page.$$eval('figure.puzzle figcaption', (all) => all.map((c) => c.textContent)), numbers.map((n) => `Puzzle ${n} · Tough`));
    assert.deepEqual(await page.$$eval('figure.solution figcaption', (all) => all.map((c) => c.textContent)), numbers.map((n) => `Puzzle ${n}`));
    assert.deepEqual(await page.$$eval('figure.puzzle .puzzle-details', (all) => all.map((d) => [d.open, d.querySelector('span').textContent.split(':')[0]])),
      numbers.map((n) => [false, `Seed ${n}`]));
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('figure.puzzle .puzzle-details:visible').count(), 0, 'the seed is not printed');
    await page.emulateMedia({ media: 'screen' });
    // The address holds every parameter; the sheets hold 2, 2, 2 puzzles and then the 6 solutions.
    assert.equal(new URL(page.url()).search, `${query}&paper=a4&symmetry=rotate180`);
    const sheets = await page.$$eval('.sheet', (all) => all.map((s) => [s.querySelectorAll('.puzzle').length, s.querySelectorAll('.solution').length]));
    assert.deepEqual(sheets, [[2, 0], [2, 0], [2, 0], [0, 6]]);
    const solutions = await page.$$eval('figure.solution', (all) => all.map((f) => f.dataset.solution));
    assert.deepEqual(solutions, (await readPuzzles(page)).map((p) => p.solution));
    await page.screenshot({ path: artifact('print-str8ts-dark.png') });
    // Printed, dark mode or not: exactly 4 A4 pages, on Chromium's A4 and on the page's own @page size.
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: artifact('print-str8ts-media-print.png'), fullPage: true });
    assert.deepEqual(await printed(page, 'print-str8ts-a4.pdf', { format: 'A4' }), { pages: 4, sizes: Array(4).fill('210x297') });
    assert.deepEqual(await printed(page, 'print-str8ts-css-a4.pdf', { preferCSSPageSize: true }), { pages: 4, sizes: Array(4).fill('210x297') });
    assert.deepEqual(problems, []);
    await close();

    // paper=letter: the page asks for Letter itself, still 4 pages.
    const letter = await openBooklet(`${query}&paper=letter`);
    assert.deepEqual(await printed(letter.page, 'print-str8ts-letter.pdf', { preferCSSPageSize: true }), { pages: 4, sizes: Array(4).fill('216x279') });
    assert.deepEqual(await printed(letter.page, 'print-str8ts-letter-format.pdf', { format: 'Letter' }), { pages: 4, sizes: Array(4).fill('216x279') });
    assertBooklet(await readPuzzles(letter.page), { variant: 'str8ts', grade: 4, count: 6, seed: 1, base: letter.page.url() });
    assert.deepEqual(letter.problems, []);
    await letter.close();
  });

  test('4 Medium Sudoku, 4 a page: unique, distinct, graded; 1 puzzle page + 1 solution page on Letter and A4; the link plays it', { timeout: 120_000 }, async () => {
    const { page, problems, close } = await openBooklet('?variant=sudoku&grade=2&count=4&seed=7&paper=letter');
    assert.equal(await page.textContent('#state .state-text'), '4 Medium Sudoku puzzles: 2 pages to print.');
    assert.match(await page.textContent('#state details span'), /^Puzzles 1 to 4 are made from seeds 7 to 10 /);
    const puzzles = await readPuzzles(page);
    assertBooklet(puzzles, { variant: 'sudoku', grade: 2, count: 4, seed: 7, base: page.url() });
    assert.ok(puzzles.every((p) => /^[1-9.]{81}$/.test(p.bd)), 'Sudoku puzzles are 81 characters');
    // Box lines on a Sudoku grid, none on Str8ts.
    assert.equal(await page.locator('figure.puzzle svg .grid-box').count(), 4);
    assert.deepEqual(await printed(page, 'print-sudoku-letter.pdf', { format: 'Letter' }), { pages: 2, sizes: ['216x279', '216x279'] });
    assert.deepEqual(await printed(page, 'print-sudoku-a4.pdf', { format: 'A4' }), { pages: 2, sizes: ['210x297', '210x297'] });
    // The first puzzle's link opens it in the player.
    await env.load(page, new URL(puzzles[0].href).pathname.slice(1) + new URL(puzzles[0].href).hash);
    await page.waitForSelector('#status[data-format="sudoku81"][data-variant="sudoku"]');
    assert.deepEqual(problems, []);
    await close();
  });

  test('every layout keeps its puzzles to one page, on A4 and Letter: 1, 4 and 6 a page', { timeout: 180_000 }, async () => {
    // 7 puzzles: 7, 2 and 2 puzzle pages, then 1 page of solutions.
    for (const [perPage, pages] of [[1, 8], [4, 3], [6, 3]]) {
      for (const [variant, paper, size] of [['str8ts', 'a4', '210x297'], ['sudoku', 'letter', '216x279']]) {
        const { page, problems, close } = await openBooklet(`?variant=${variant}&grade=1&count=7&seed=40&per-page=${perPage}&paper=${paper}`);
        const name = `print-${variant}-${perPage}-${paper}.pdf`;
        assert.deepEqual(await printed(page, name, { preferCSSPageSize: true }), { pages, sizes: Array(pages).fill(size) }, name);
        assert.deepEqual(problems, []);
        await close();
      }
    }
  });

  test('no parameters: the defaults and a random seed, written into the address', { timeout: 120_000 }, async () => {
    const { page, problems, close } = await openBooklet('');
    const params = new URL(page.url()).searchParams;
    const seed = Number(params.get('seed'));
    assert.match(params.get('seed'), /^\d{1,9}$/);
    assert.deepEqual(Object.fromEntries(params), {
      variant: 'str8ts', grade: '3', count: '6', seed: String(seed), 'per-page': '4', paper: 'a4', symmetry: 'rotate180',
    });
    assertBooklet(await readPuzzles(page), { variant: 'str8ts', grade: 3, count: 6, seed, base: page.url() });
    assert.equal(await page.inputValue('#seed'), '');
    // The form makes another booklet: Sudoku, 2 puzzles, seed 5.
    await page.selectOption('#variant', 'sudoku');
    await page.selectOption('#grade', '1');
    await page.fill('#count', '2');
    await page.fill('#seed', '5');
    await page.click('#generate');
    await page.waitForSelector('#booklet[data-state="done"]', { state: 'attached' });
    assert.equal(new URL(page.url()).search, '?variant=sudoku&grade=1&count=2&seed=5&per-page=4&paper=a4&symmetry=rotate180');
    assertBooklet(await readPuzzles(page), { variant: 'sudoku', grade: 1, count: 2, seed: 5, base: page.url() });
    assert.deepEqual(problems, []);
    await close();
  });

  test('the form\'s fields line up: two columns on a phone, three on a tablet, one row on a wide screen', { timeout: 120_000 }, async () => {
    const ids = ['variant', 'grade', 'symmetry', 'count', 'per-page', 'paper', 'seed', 'generate', 'print'];
    const { page, problems, close } = await openBooklet('?count=1&seed=1&per-page=1');
    // Each control as [column left, row bottom, right edge], rounded to the pixel.
    const boxes = () => page.evaluate((list) => Object.fromEntries(list.map((id) => {
      const b = document.getElementById(id).getBoundingClientRect();
      return [id, [Math.round(b.left), Math.round(b.bottom), Math.round(b.right)]];
    })), ids);
    const rows = (b, groups) => groups.map((g) => g.map((id) => b[id][1]).every((bottom, _, all) => bottom === all[0]));
    for (const [width, columns, groups] of [
      [390, 2, [['variant', 'grade'], ['count', 'per-page'], ['paper', 'seed'], ['generate', 'print']]],
      [768, 3, [['variant', 'grade', 'symmetry'], ['count', 'per-page', 'paper'], ['seed', 'generate', 'print']]],
      [1280, 8, [ids]],
    ]) {
      await page.setViewportSize({ width, height: 900 });
      const b = await boxes();
      const lefts = new Set(ids.slice(0, 7).map((id) => b[id][0]));
      assert.equal(lefts.size, Math.min(columns, 7), `${width} px: ${columns} columns of fields (${[...lefts]})`);
      assert.deepEqual(rows(b, groups), groups.map(() => true), `${width} px: the fields in rows`);
      if (width < 1280) assert.equal(b.print[2], b[width === 390 ? 'seed' : 'paper'][2], `${width} px: Print ends with the fields`);
      await page.screenshot({ path: artifact(`print-form-${width}.png`) });
    }
    assert.deepEqual(problems, []);
    await close();
  });

  test('at 320 px the form and the puzzles use the width: no sideways scroll, a grid across 85% of the screen, 16 px fields', { timeout: 120_000 }, async () => {
    const { page, problems, close } = await openBooklet('?variant=str8ts&grade=2&count=2&seed=1&per-page=2', { viewport: { width: 320, height: 700 } });
    assert.equal(await page.getAttribute('#booklet', 'data-state'), 'done');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 320, 'nothing wider than the screen');
    // The form: two columns, every field inside the screen, no field font a phone zooms in on.
    const fields = await page.$$eval('.print-form select, .print-form input', (els) => els.map((el) => {
      const b = el.getBoundingClientRect();
      return { id: el.id, left: b.left, right: b.right, font: parseFloat(getComputedStyle(el).fontSize) };
    }));
    for (const f of fields) {
      assert.ok(f.left >= 0 && f.right <= 320, `${f.id} inside the screen (${f.left}-${f.right})`);
      assert.ok(f.font >= 16, `${f.id}: ${f.font} px font`);
    }
    // The puzzles: each grid nearly as wide as the screen, the solutions side by side or not, inside it.
    const grids = await page.$$eval('figure.puzzle svg', (svgs) => svgs.map((s) => Math.round(s.getBoundingClientRect().width)));
    assert.equal(grids.length, 2);
    for (const w of grids) assert.ok(w >= 272, `a puzzle grid ${w} px wide of 320`);
    // The header lines up with the page under it.
    const lefts = await page.evaluate(() => ['.brand', '.lead', '.print-form'].map((q) => Math.round(document.querySelector(q).getBoundingClientRect().left)));
    assert.equal(lefts[0], lefts[1], `header and page aligned (${lefts})`);
    await page.screenshot({ path: artifact('print-320.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await close();
  });

  test('Cancel stops the generation and says after how many puzzles', { timeout: 120_000 }, async () => {
    const opened = await env.openPage({ viewport: { width: 1100, height: 900 } });
    const { page, problems, close } = opened;
    await page.goto(new URL('print.html?variant=str8ts&grade=6&count=60&seed=1', env.server.url).href);
    await page.waitForFunction(() => document.querySelectorAll('figure.puzzle').length >= 1);
    assert.match(await page.textContent('#progress-text'), /^Generating puzzle \d+ of 60…$/);
    await page.click('#cancel');
    await page.waitForSelector('#booklet[data-state="cancelled"]', { state: 'attached' });
    const made = await page.locator('figure.puzzle').count();
    assert.equal(await page.textContent('#state .state-text'), `Cancelled after ${made} of 60 puzzles.`);
    assert.ok(made >= 1 && made < 60, `${made} puzzles made before Cancel`);
    assert.equal(await page.isHidden('#busy'), true);
    // The pages are numbered for the puzzles made: 4 a page, then their solutions.
    const pages = Math.ceil(made / 4) + 1;
    const numbers = await page.$$eval('.page-number', (all) => all.map((n) => n.textContent));
    assert.deepEqual(numbers, Array.from({ length: pages }, (_, p) => `page ${p + 1} of ${pages}`));
    const first = made > 1 ? `1–${Math.min(4, made)}` : '1';
    assert.equal(await page.textContent('.sheet-puzzles .sheet-title'), `Extreme Str8ts: ${made > 1 ? 'puzzles' : 'puzzle'} ${first} of ${made}page 1 of ${pages}`);
    await page.waitForTimeout(700);
    assert.equal(await page.locator('figure.puzzle').count(), made, 'nothing is added after Cancel');
    assert.deepEqual(problems, []);
    await close();
  });

  test('bad parameters: a sentence for each, naming it and what is allowed; nothing generated', async () => {
    const { page, problems, close } = await openBooklet('?grade=9&count=0&per-page=5');
    assert.equal(await page.getAttribute('#booklet', 'data-state'), 'invalid');
    assert.deepEqual(await errorsShown(page), [
      'grade=9: a Str8ts grade is a whole number from 1 (Easy) to 6 (Extreme).',
      'count=0: the number of puzzles is a whole number from 1 to 60.',
      'per-page=5: the puzzles on a page are 1, 2, 4 or 6.',
    ]);
    assert.equal(await page.textContent('#state .state-text'), 'Nothing generated: change the parameters named above.');
    assert.equal(await page.locator('figure.puzzle').count(), 0);
    assert.equal(await page.isDisabled('#print'), true);
    // The address keeps what was typed, and so does the form's count.
    assert.equal(new URL(page.url()).search, '?grade=9&count=0&per-page=5');
    assert.equal(await page.inputValue('#count'), '0');
    await page.screenshot({ path: artifact('print-errors.png') });

    await page.goto(new URL('print.html?variant=kakuro&seed=x1&paper=a3', env.server.url).href);
    await page.waitForSelector('#booklet[data-state="invalid"]', { state: 'attached' });
    assert.deepEqual(await errorsShown(page), [
      'variant=kakuro: the puzzle kind is str8ts (Str8ts) or sudoku (Sudoku).',
      'seed=x1: a seed is a whole number from 0 to 9007199254740991.',
      'paper=a3: the paper is a4 or letter.',
    ]);
    await page.goto(new URL('print.html?variant=sudoku&grade=6&symmetry=spiral', env.server.url).href);
    await page.waitForSelector('#booklet[data-state="invalid"]', { state: 'attached' });
    assert.deepEqual(await errorsShown(page), [
      'grade=6: a Sudoku grade is a whole number from 1 (Easy) to 5 (Extreme).',
      'symmetry=spiral: the Sudoku symmetry is none, rotate180, diagonal, mirror, rotate90 or anti-diagonal.',
    ]);
    // The form fixes it: a valid grade and Generate.
    await page.selectOption('#grade', '1');
    await page.fill('#count', '1');
    await page.click('#generate');
    await page.waitForSelector('#booklet[data-state="done"]', { state: 'attached' });
    assert.equal(await page.isHidden('#param-error'), true);
    assert.equal(await page.locator('figure.puzzle').count(), 1);
    assert.deepEqual(problems, []);
    await close();
  });

  test('given puzzles (bd=): a Str8ts and a Sudoku, each with the exact solver\'s solution and the engine\'s grade; the others not used', { timeout: 120_000 }, async () => {
    const query = `?bd=${encodeURIComponent(LEGACY_162)}&grade=6&bd=${SUDOKU_81}&seed=3&per-page=2`;
    const { page, problems, close } = await openBooklet(query, { colorScheme: 'dark' });
    assert.equal(await page.getAttribute('#booklet', 'data-state'), 'done');
    assert.equal(await page.textContent('#state .state-text'), '2 given puzzles: 2 pages to print.');
    assert.equal(await page.textContent('#state details span'),
      'Read as “Older str8ts.com code”: puzzle 1; as “Sudoku, 81 digits”: puzzle 2. Each is solved by the exact solver and graded by the engine as the player grades it.');
    // bd= wins: grade and seed are named as not used; the address keeps the puzzles, per-page and paper.
    assert.equal(await page.textContent('#param-note'), 'The address’s grade and seed are not used: this booklet prints the puzzles given in it (bd=).');
    assert.equal(await page.isHidden('#param-error'), true);
    assert.equal(await page.isHidden('#left-out'), true);
    assert.equal(new URL(page.url()).search, `?bd=${LEGACY_162}&bd=${SUDOKU_81}&per-page=2&paper=a4`);
    const puzzles = await readPuzzles(page);
    assert.equal(puzzles.length, 2);
    const expected = [['str8ts', LEGACY_162], ['sudoku', SUDOKU_81]];
    puzzles.forEach((p, k) => {
      const [variant, text] = expected[k];
      const kind = env.api.engines().find((e) => e.variant === variant);
      const given = env.api.decode(text).board;
      const printed = env.api.decode(p.bd);
      // The kind's puzzle format, holding the given puzzle's clues.
      assert.equal(printed.format, kind.puzzleFormat);
      assert.deepEqual([printed.board.variant, printed.board.givens, printed.board.black], [variant, given.givens, given.black]);
      const solved = env.api.solve(given);
      assert.equal(solved.status, 'unique');
      assert.equal(p.solution, solved.solution, `puzzle ${k + 1}: the exact solver's solution`);
      const { grade } = env.api.grade(given);
      assert.ok(grade > 0, `puzzle ${k + 1} has a grade`);
      assert.deepEqual([p.number, p.given, p.grade, p.seed], [String(k + 1), String(k + 1), String(grade), undefined]);
      assert.equal(p.href, new URL(`index.html#bd=${p.bd}`, page.url()).href);
      assert.equal(p.printed, `Given ${kind.title} puzzle: the booklet’s page links it to the straights player`);
    });
    const captions = await page.$$eval('figure.puzzle figcaption', (all) => all.map((c) => c.textContent));
    assert.deepEqual(captions, puzzles.map((p, k) => {
      const kind = env.api.engines().find((e) => e.variant === expected[k][0]);
      return `Puzzle ${k + 1} · ${kind.title} · ${kind.grades[Number(p.grade)]}`;
    }));
    // One sheet of the 2 puzzles headed with both kinds, then their solutions, the solver's.
    const sheets = await page.$$eval('.sheet', (all) => all.map((s) => [s.querySelector('.sheet-title').firstChild.textContent,
      s.querySelectorAll('.puzzle').length, s.querySelectorAll('.solution').length]));
    assert.deepEqual(sheets, [['Str8ts and Sudoku: puzzles 1–2 of 2', 2, 0], ['Solutions 1–2', 0, 2]]);
    const solutions = await page.$$eval('figure.solution', (all) => all.map((f) => [f.dataset.solution, f.querySelector('figcaption').textContent]));
    assert.deepEqual(solutions, [[puzzles[0].solution, 'Puzzle 1 · Str8ts'], [puzzles[1].solution, 'Puzzle 2 · Sudoku']]);
    // The form says what the booklet is, links back to new puzzles, and shows only Per page and Paper.
    assert.equal(await page.textContent('#given-note'), 'A booklet of 2 puzzles given in its address. Make a booklet of new puzzles');
    assert.equal(new URL(await page.getAttribute('#given-note a', 'href'), page.url()).search, '?per-page=2&paper=a4');
    for (const id of ['variant', 'grade', 'symmetry', 'count', 'seed']) assert.equal(await page.isHidden(`#${id}`), true, `#${id} hidden`);
    assert.equal(await page.textContent('#generate'), 'Apply');
    assert.equal(await page.isDisabled('#print'), false);
    await page.screenshot({ path: artifact('print-given-dark.png'), fullPage: true });
    assert.deepEqual(await printed(page, 'print-given-a4.pdf', { preferCSSPageSize: true }), { pages: 2, sizes: ['210x297', '210x297'] });
    // Per page and paper change the layout of the same puzzles.
    await page.selectOption('#per-page', '1');
    await page.selectOption('#paper', 'letter');
    await page.click('#generate');
    await page.waitForFunction(() => document.querySelectorAll('.sheet').length === 3 && document.querySelector('#booklet').dataset.state === 'done');
    assert.equal(new URL(page.url()).search, `?bd=${LEGACY_162}&bd=${SUDOKU_81}&per-page=1&paper=letter`);
    assert.deepEqual((await readPuzzles(page)).map((p) => p.bd), puzzles.map((p) => p.bd));
    assert.deepEqual(await printed(page, 'print-given-letter.pdf', { preferCSSPageSize: true }), { pages: 3, sizes: Array(3).fill('216x279') });
    // The link back makes a booklet of new puzzles with the form for them.
    await page.click('#given-note a');
    await page.waitForSelector('#booklet[data-state="done"]', { state: 'attached', timeout: 120_000 });
    assert.equal(new URL(page.url()).searchParams.get('variant'), 'str8ts');
    assert.equal(await page.isVisible('#variant'), true);
    assert.equal(await page.isHidden('#given-note'), true);
    assert.equal(await page.textContent('#generate'), 'Generate');
    assert.equal((await readPuzzles(page))[0].printed.startsWith('New puzzle… in the straights player: Str8ts'), true);
    assert.deepEqual(problems, []);
    await close();
  });

  test('given puzzles: an unreadable one and one with several solutions are named, why behind them, and left out', { timeout: 120_000 }, async () => {
    const several = `.${SUDOKU_81.slice(1)}`;
    const { page, problems, close } = await openBooklet(`?bd=hello&bd=${SUDOKU_81}&bd=${several}`);
    assert.equal(await page.getAttribute('#booklet', 'data-state'), 'done');
    const leftOut = await page.$$eval('#left-out-list li', (items) => items.map((li) => [li.firstChild.textContent, li.querySelector('details span').textContent]));
    assert.equal(leftOut.length, 2);
    assert.deepEqual(leftOut.map(([text]) => text), [
      'Puzzle 1 of the address is left out: it doesn’t look like a Str8ts or Sudoku board.',
      'Puzzle 3 of the address is left out: it has more than one solution.',
    ]);
    // The codec's and the solver's own words, behind Details (closed).
    assert.match(leftOut[0][1], /^bd=hello: Unknown board format: .*found 5 characters\.$/i);
    assert.equal(leftOut[1][1], `bd=${several.slice(0, 40)}…: This puzzle has more than one solution, so logic alone cannot finish it.`);
    assert.equal(await page.isVisible('#left-out-list details span'), false);
    assert.equal(env.api.solve(env.api.decode(several).board).status, 'multiple');
    // The one usable puzzle is printed as puzzle 1 (the address's second), with its solution.
    const puzzles = await readPuzzles(page);
    assert.deepEqual(puzzles.map((p) => [p.number, p.given, p.bd]), [['1', '2', SUDOKU_81]]);
    assert.equal(puzzles[0].solution, env.api.solve(env.api.decode(SUDOKU_81).board).solution);
    assert.equal(await page.textContent('#state .state-text'), '1 given puzzle: 2 pages to print.');
    assert.equal(await page.textContent('#given-note'), 'A booklet of 3 puzzles given in its address. Make a booklet of new puzzles');
    assert.equal(await page.isHidden('#param-note'), true);
    await page.screenshot({ path: artifact('print-given-left-out.png'), fullPage: true });

    // Nothing usable: nothing printed, and the page says so.
    await page.goto(new URL(`print.html?bd=${several}`, env.server.url).href);
    await page.waitForSelector('#booklet[data-state="failed"]', { state: 'attached' });
    assert.equal(await page.textContent('#state .state-text'), 'Nothing to print: the puzzle of the address cannot be used.');
    assert.equal(await page.locator('.sheet').count(), 0);
    assert.equal(await page.isDisabled('#print'), true);
    assert.deepEqual(problems, []);
    await close();
  });

  test('given puzzles: Cancel stops the grading, every puzzle stays printable, the rest without a grade', { timeout: 120_000 }, async () => {
    const { page, problems, close } = await env.openPage({ viewport: { width: 1100, height: 900 } });
    await page.goto(new URL(`print.html?${Array(60).fill(`bd=${LEGACY_162}`).join('&')}`, env.server.url).href);
    await page.waitForSelector('figure.puzzle[data-grade]', { state: 'attached', timeout: 60_000 });
    assert.match(await page.textContent('#progress-text'), /^Grading puzzle \d+ of 60…$/);
    await page.click('#cancel');
    await page.waitForSelector('#booklet[data-state="cancelled"]', { state: 'attached' });
    const graded = await page.locator('figure.puzzle[data-grade]').count();
    assert.ok(graded >= 1 && graded < 60, `${graded} puzzles graded before Cancel`);
    assert.equal(await page.locator('figure.puzzle').count(), 60);
    assert.equal(await page.locator('figure.solution').count(), 60);
    assert.equal(await page.textContent('#state .state-text'),
      `Grading cancelled after ${graded} of 60 puzzles: the rest print without a grade. 60 given puzzles: 18 pages to print.`);
    assert.equal(await page.textContent('figure.puzzle[data-number="60"] figcaption'), 'Puzzle 60 · Str8ts');
    assert.equal(await page.textContent('#state details span'),
      'Read as “Older str8ts.com code”: puzzles 1–60. Each is solved by the exact solver and graded by the engine as the player grades it.');
    assert.equal(await page.isDisabled('#print'), false);
    assert.equal(await page.isHidden('#busy'), true);
    assert.deepEqual(problems, []);
    await close();
  });

  test('more than 60 given puzzles are refused in a sentence; nothing printed', { timeout: 60_000 }, async () => {
    const query = `?${Array(61).fill(`bd=${SUDOKU_81}`).join('&')}`;
    const { page, problems, close } = await openBooklet(query);
    assert.equal(await page.getAttribute('#booklet', 'data-state'), 'invalid');
    assert.deepEqual(await errorsShown(page), ['bd=: the address gives 61 puzzles; a booklet holds at most 60.']);
    assert.equal(await page.textContent('#state .state-text'), 'Nothing printed: change the parameters named above.');
    assert.equal(await page.locator('figure.puzzle').count(), 0);
    assert.equal(await page.isDisabled('#print'), true);
    assert.equal(new URL(page.url()).search, query, 'the address keeps what was typed');
    assert.deepEqual(problems, []);
    await close();
  });

  test('the player links to the booklet, the booklet nav back to the player, and both are cached offline', () => {
    const index = readFileSync(path.join(WWW, 'index.html'), 'utf8');
    assert.match(index, /<a id="print-link" href="print\.html">Printable booklet<\/a>/);
    const print = readFileSync(path.join(WWW, 'print.html'), 'utf8');
    assert.match(print, /<nav class="site-nav" aria-label="Pages">\s*<a href="index\.html">Play<\/a>/);
    assert.match(print, /<a href="print\.html" aria-current="page">Booklet<\/a>/);
    const csp = (html) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)[1];
    assert.equal(csp(print), csp(index));
    const sw = readFileSync(path.join(WWW, 'sw.js'), 'utf8');
    // The page's modules as one bundle (bundle.mjs).
    for (const f of ['print.html', 'pages/print/print.css', 'pkg/print.js']) assert.ok(sw.includes(`'${f}'`), `${f} is cached`);
  });
});
