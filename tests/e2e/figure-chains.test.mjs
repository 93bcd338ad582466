// Real chain and compartment hints drawn in the player, in headless
// Chromium: positions met on the way (by hints, worked out in node with
// the same wasm) where the next step is an XY-chain, a nice loop or an AIC
// (Sudoku) or outlines a compartment (Str8ts), opened in the player by
// their link; the hint's second stage draws the chain's links as
// `data-link` arrows and marks the eliminated candidates
// `data-role="eliminated"`, its line is plain words and its notation sits
// in the Notation disclosure; the compartment is outlined from the first stage.
// Forcing nets (issue 45's Sudoku): each drawn figure has at most 20 links,
// and a longer derivation is drawn in parts, the part control under the
// board moving from one to the next.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, artifact, browserSuite, positionWhere, secondStage } from './helpers.mjs';

const env = browserSuite();

describe('chains and compartments drawn', () => {
  test('a Sudoku whose next step is an XY-chain, nice loop or AIC: at least 3 arrows, its eliminations marked', async () => {
    const { api } = env;
    const hard = readFileSync(path.join(ROOT, 'tests/data/hodoku-grades-17clue-2000.tsv'), 'utf8').split('\n')
      .filter((l) => /\t(Extreme|Unfair)\t/.test(l)).map((l) => l.split('\t')[0]);
    let found = null;
    for (const text of hard) {
      found = positionWhere(api, text, (h) => ['0702', '0706', '0707', '0708'].includes(h.code) && h.figure.links.length >= 3);
      if (found) break;
    }
    assert.ok(found, 'a chain step on the way');
    const { board, hint } = found;
    const { page, problems, close } = await env.openPage({ viewport: { width: 1280, height: 900 } });
    await env.load(page, `index.html#bd=${encodeURIComponent(api.encode(board, 'hodoku'))}`);
    await secondStage(page);
    assert.equal(await page.textContent('#info strong'), hint.strategy);
    // Plain words first: the chain walked in words, no notation in the line.
    const line = await page.textContent('#info');
    assert.match(line, /\bIf |\b[Ee]ither |Suppose /, line);
    assert.doesNotMatch(line, /=|\(\d\)r\dc\d/, line);
    // The notation in its disclosure under the line, closed at first.
    assert.ok(hint.notation, 'a chain step has a notation');
    const notation = await page.$eval('#notation', (d) => ({
      hidden: d.hidden, open: /** @type {HTMLDetailsElement} */ (d).open, label: d.querySelector('summary')?.textContent,
    }));
    assert.deepEqual(notation, { hidden: false, open: false, label: 'Notation' });
    assert.equal(await page.textContent('#notation-text'), hint.notation);
    assert.match(hint.notation, /\(\d\)r\dc\d|\(\d=\d\)/);
    const links = await page.$$eval('[data-link]', (els) => els.map((e) => e.getAttribute('data-link')));
    assert.ok(links.length >= 3, `${links.length} arrows`);
    assert.deepEqual(links, hint.figure.links.map((l) => (l.strong ? 'strong' : 'weak')), 'strong and weak as the chain');
    const eliminated = await page.$$eval('[data-role="eliminated"][data-digit]', (els) => els.map((e) => [Number(e.getAttribute('data-cell')), Number(e.getAttribute('data-digit'))]));
    assert.deepEqual(eliminated.sort(), [...hint.eliminations].sort());
    await page.screenshot({ path: artifact('figure-chain-desktop-light.png') });
    assert.deepEqual(problems, []);
    await close();
  });

  test('forcing nets: at most 20 arrows, a long one in parts that Next and Previous walk', async () => {
    const { api } = env;
    const puzzle = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
    const first = positionWhere(api, puzzle, () => true);
    assert.ok(first && /^Forcing Net/.test(first.hint.strategy), 'the first hint is a forcing net');
    const parted = positionWhere(api, puzzle, (h) => (h.figure.parts?.length ?? 0) > 1);
    assert.ok(parted, 'a forcing net drawn in parts on the way');
    const { page, problems, close } = await env.openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const countLinks = () => page.locator('[data-link]').count();
    await env.load(page, `index.html#bd=${encodeURIComponent(puzzle)}`);
    await secondStage(page);
    await page.waitForSelector('[data-link]');
    assert.equal(await countLinks(), first.hint.figure.links.length);
    assert.ok(await countLinks() <= 20, `${await countLinks()} arrows`);
    assert.equal(await page.locator('.figure-parts').isVisible(), false, 'one piece: no part control');

    const { board, hint } = parted;
    const parts = hint.figure.parts;
    await env.load(page, `index.html#bd=${encodeURIComponent(api.encode(board, 'hodoku'))}`);
    await secondStage(page);
    await page.waitForSelector('.figure-parts[data-part="1"]');
    assert.equal(await page.textContent('.figure-parts-label'), `Part 1 of ${parts.length}`);
    assert.equal(await countLinks(), parts[0].links.length);
    assert.ok(parts.every((p) => p.links.length <= 20), 'every part at most 20 links');
    assert.equal(await page.locator('[data-part-step="-1"]').isDisabled(), true);
    // Keyboard: Next is a button reached by Tab and pressed by Enter.
    await page.focus('[data-part-step="1"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.figure-parts[data-part="2"]');
    assert.equal(await countLinks(), parts[1].links.length);
    assert.equal(await page.textContent('.figure-parts-label'), `Part 2 of ${parts.length}`);
    await page.screenshot({ path: artifact('figure-forcing-parts-phone.png') });
    await page.click('[data-part-step="-1"]');
    await page.waitForSelector('.figure-parts[data-part="1"]');
    assert.equal(await countLinks(), parts[0].links.length);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a Str8ts hint that outlines a compartment: outlined from the first stage', async () => {
    const { api } = env;
    const text = readFileSync(path.join(ROOT, 'tests/data/str8ts-com-505.txt'), 'utf8').split('\n').find((l) => l.startsWith('weekly031:'));
    const found = positionWhere(api, text, (h) => h.strategy === 'Compartment Range Check' && h.figure.houses.some((x) => x.kind === 'compartment'));
    assert.ok(found, 'a compartment range check on the way');
    const { board, hint } = found;
    const compartment = hint.figure.houses.find((x) => x.kind === 'compartment');
    const { page, problems, close } = await env.openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await env.load(page, `index.html#bd=${encodeURIComponent(api.encode(board, 'str8ts-com'))}`);
    await page.click('#hint');
    await page.waitForSelector('#info[data-kind="hint"]');
    assert.match(await page.textContent('#info'), /^Look at .*the compartment r\dc\d-r\dc\d.*: a Compartment Range Check\./);
    assert.ok(await page.locator('[data-house="compartment"]').count() >= 1, 'the compartment outlined');
    assert.ok(compartment.cells.length >= 1);
    await page.click('#hint');
    await page.waitForFunction(() => !document.getElementById('info').textContent.startsWith('Look at'));
    const eliminated = await page.$$eval('[data-role="eliminated"][data-digit]', (els) => els.length);
    assert.equal(eliminated, hint.eliminations.length);
    await page.screenshot({ path: artifact('figure-compartment-phone.png') });
    assert.deepEqual(problems, []);
    await close();
  });
});
