// Small faults at the player's edges (issue 45, points 5 and 6), each as a
// person meets it in headless Chromium: create mode mirrors black cells by
// the symmetry it shows from the start; a second V leaves Colour; a tab
// keeps its selected cell when the other tab moves; <str8ts-board> fires
// one error for one bad bd; impossible stored statistics show as missing
// and an import leaves damaged entries out; a saved record stored as an
// object is kept aside as damaged; embed.html's code samples take the
// keyboard and its iframe'd player shows no first-visit card; a wrong
// link's message is one sentence that replaces "Welcome back".

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LEGACY_162, artifact, browserSuite, savedGameAt, storedRecords } from './helpers.mjs';
import { mountBoard, takeEvents } from './element-helpers.mjs';
import { LINK_LEAD, RECORD_UNREADABLE, badLinkLine } from '../../www/shared/messages.js';

const env = browserSuite();
const { openPage, load } = env;
const LINK = `index.html#bd=${LEGACY_162}`;

/** The label of cell `name`, without marks such as ", conflict". */
const label = async (page, name) => (await page.getAttribute(`[data-cell="${name}"]`, 'aria-label')).split(', ').slice(0, 3).join(', ');

/** The saved games of `page`'s origin, once there is one (the first move's save reached storage). */
async function savedGame(page) {
  await savedGameAt(page, 1);
  return storedRecords(page, 'straights:game:');
}

/** Waits until the label of cell `name` of `page` starts with `text`. */
const waitLabel = (page, name, text) => page.waitForFunction(([n, t]) =>
  document.querySelector(`[data-cell="${n}"]`)?.getAttribute('aria-label')?.startsWith(t), [name, text]);

describe('create mode', () => {
  test('the symmetry shown ("Rotation (180°)") is applied from the start: B on r1c1 blackens r9c9 too', async () => {
    const { page, problems, close } = await openPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await load(page, 'index.html?create');
    assert.equal(await page.$eval('#create-symmetry', (s) => s.options[s.selectedIndex].textContent), 'Rotation (180°)');
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('b');
    await waitLabel(page, 'r9c9', 'r9c9, black');
    assert.equal(await label(page, 'r1c1'), 'r1c1, black');
    // And again: both go white together.
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('b');
    await waitLabel(page, 'r9c9', 'r9c9, empty');
    assert.equal(await label(page, 'r1c1'), 'r1c1, empty');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('colour mode', () => {
  test('a second V leaves Colour, as the Colour button does: the next digit is placed, not a colour', async () => {
    const { page, problems, close } = await openPage();
    await load(page, LINK);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('v');
    assert.equal(await page.getAttribute('#mark-colour', 'aria-pressed'), 'true');
    await page.keyboard.press('v');
    assert.equal(await page.getAttribute('#mark-colour', 'aria-pressed'), 'false');
    await page.keyboard.press('6');
    assert.equal(await page.getAttribute('[data-cell="r1c1"]', 'aria-label'), 'r1c1, 6, placed');
    // The button and the key are one switch: V on, the button off, V on again.
    await page.keyboard.press('v');
    await page.click('#mark-colour');
    assert.equal(await page.getAttribute('#mark-colour', 'aria-pressed'), 'false');
    await page.click('[data-cell="r1c2"]');
    await page.keyboard.press('v');
    await page.keyboard.press('3');
    assert.match(await page.getAttribute('[data-cell="r1c2"]', 'aria-label'), /^r1c2, colour /);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('two tabs', () => {
  test('a tab keeps its selected cell when the other moves: moves typed in quick turns are all kept', async () => {
    const { context, page: b, problems, close } = await openPage();
    await load(b, LINK);
    const a = await context.newPage();
    await load(a, LINK);
    await b.click('[data-cell="r1c3"]');
    await a.click('[data-cell="r1c1"]');
    await a.keyboard.press('8');
    await waitLabel(b, 'r1c1', 'r1c1, 8, placed');
    // B's selection stayed: its next digit goes into r1c3.
    await b.keyboard.press('5');
    assert.equal(await label(b, 'r1c3'), 'r1c3, 5, placed');
    assert.doesNotMatch(await b.textContent('#note'), /Select a cell first/);
    await waitLabel(a, 'r1c3', 'r1c3, 5, placed');
    // A's selection stayed too: from r1c1 one step right, then a digit.
    await a.keyboard.press('ArrowRight');
    await a.keyboard.press('2');
    await waitLabel(b, 'r1c2', 'r1c2, 2, placed');
    for (const page of [a, b]) {
      assert.deepEqual([await label(page, 'r1c1'), await label(page, 'r1c2'), await label(page, 'r1c3')],
        ['r1c1, 8, placed', 'r1c2, 2, placed', 'r1c3, 5, placed']);
    }
    assert.equal(await b.locator('#tabs-choice[open]').count(), 0, 'no conflict: each tab moved on the newest game');
    const saved = await savedGameAt(b, (record) => record.progress.startsWith('825'));
    assert.equal(JSON.parse(saved).progress.slice(0, 3), '825');
    assert.deepEqual(problems, []);
    await close();
  });
});

/** A page holding <str8ts-board> elements in its markup, every `error` they fire recorded (capture: it does not bubble). */
const ELEMENT_HOST = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="str8ts-board.js"></script></head>
<body><str8ts-board id="markup" bd="nonsense&lt;b&gt;"></str8ts-board></body></html>`;

describe('<str8ts-board>', () => {
  test('one bad bd fires one error: in the page\'s markup and set before the element is put on the page', async () => {
    const { page, problems, close } = await openPage({ viewport: { width: 800, height: 900 } });
    await page.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.events = [];
      window.addEventListener('error', (e) => {
        const target = /** @type {any} */ (e.target);
        if (target?.localName === 'str8ts-board') w.events.push({ id: target.id, type: e.type, detail: /** @type {CustomEvent} */ (e).detail });
      }, true);
    });
    await page.route('**/faults-host.html', (route) => route.fulfill({ contentType: 'text/html', body: ELEMENT_HOST }));
    await page.goto(new URL('faults-host.html', env.server.url).href);
    const alertShown = (id) => page.waitForFunction((i) => {
      const alert = document.getElementById(i)?.shadowRoot?.querySelector('[role="alert"]');
      return alert && !alert.hidden;
    }, id);
    await alertShown('markup');
    // Every callback has run by the next frame.
    await page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(resolve); }));
    const message = (() => {
      try {
        env.api.decode('nonsense<b>');
      } catch (err) {
        return err.message;
      }
      return null;
    })();
    assert.deepEqual(await takeEvents(page), [{ id: 'markup', type: 'error', detail: { message } }]);
    // Made by a script once the engine is loaded: the attribute first, then the page.
    await mountBoard(page, 'made', { bd: 'nonsense<b>' }, { wait: false });
    await alertShown('made');
    await page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(resolve); }));
    // mountBoard records the element's own listener's event as well as the capture's: one each.
    assert.deepEqual((await takeEvents(page)).map((e) => e.id), ['made', 'made']);
    // Put on the page again, the same bd is not read again.
    await page.evaluate(() => { const el = document.getElementById('made'); document.body.append(el); });
    await page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(resolve); }));
    assert.deepEqual(await takeEvents(page), []);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('statistics', () => {
  const at = 1_764_000_000_000;
  const stored = [
    { kind: 'str8ts', grade: 3, elapsed: 1e300, hints: 2, at },
    { kind: 'str8ts', grade: 3, elapsed: -5000, hints: -1, at: at + 1 },
    { kind: 'sudoku', grade: 1e300, elapsed: 60_000, hints: 0, at: at + 2 },
  ];

  test('impossible stored numbers (negative, 1e300) show as missing; an import leaves damaged entries out and says so', async () => {
    const { page, problems, close } = await openPage();
    await page.addInitScript((entries) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('straights:stats', JSON.stringify(entries));
        sessionStorage.setItem('seeded', '1');
      }
    }, stored);
    await load(page, LINK);
    await page.click('#stats');
    await page.waitForSelector('#stats-dialog[open]');
    const rows = await page.$$eval('#stats-body tr', (trs) => trs.map((r) => [...r.children].map((c) => c.textContent)));
    assert.deepEqual(rows, [
      ['Str8ts, 3 Moderate', '2', '–', '–', '2'],
      ['Sudoku, Not graded', '1', '1:00', '1:00', '0'],
    ]);
    await page.screenshot({ path: artifact('faults-stats-damaged.png') });
    await page.click('#stats-close');

    // An export with damaged statistics and a game record whose grade is no grade.
    const file = JSON.stringify({
      format: 'straights-saved-games', version: 2, exported: new Date(at).toISOString(),
      records: [{ kind: 'game', name: `straights:game:${LEGACY_162}x`, puzzle: `${LEGACY_162}x`, record: { rev: 1, progress: '.'.repeat(81), grade: 1e300 } }],
      stats: [
        { kind: 'str8ts', grade: 4, elapsed: 90_000, hints: 1, at: at + 10 },
        { kind: 'str8ts', grade: 4, elapsed: 1e300, hints: 1, at: at + 11 },
        { kind: 'str8ts', grade: 1e300, elapsed: 90_000, hints: 1, at: at + 12 },
        { kind: 'str8ts', grade: 4, elapsed: 90_000, hints: -3, at: at + 13 },
      ],
    });
    await page.click('#saved-games');
    await page.setInputFiles('#saved-file', { name: 'export.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await page.waitForFunction(() => /^Imported /.test(document.getElementById('saved-outcome').textContent ?? ''));
    assert.equal(await page.textContent('#saved-outcome'),
      'Imported 1 game, 1 finished game for the statistics. 4 damaged entries of the file (an impossible time, grade or hint count) were left out.');
    const [, text] = (await storedRecords(page, `straights:game:${LEGACY_162}x`))[0];
    assert.equal(JSON.parse(text).grade, undefined, 'the grade that is no grade is left out');
    await page.click('#saved-close');
    const stats = JSON.parse(await page.evaluate(() => localStorage.getItem('straights:stats') ?? '[]'));
    // Stored as read: an entry from before the last resort counts no revealed digits.
    assert.deepEqual(stats.slice(3), [{ kind: 'str8ts', grade: 4, elapsed: 90_000, hints: 1, reveals: 0, at: at + 10 }]);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('saved records', () => {
  test('a saved game stored as an object, not text, is kept aside with the message of any damaged record', async () => {
    const { page, problems, close } = await openPage();
    // The game's record, under the name the player gives it: a first move writes it.
    await load(page, LINK);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('8');
    const [key] = (await savedGame(page))[0];
    const object = { rev: 5, progress: `8${'.'.repeat(80)}` };
    await page.evaluate(([n, value]) => new Promise((resolve, reject) => {
      const open = indexedDB.open('straights', 1);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('records', 'readwrite');
        tx.objectStore('records').put(value, n);
        tx.oncomplete = () => { open.result.close(); resolve(undefined); };
        tx.onabort = () => reject(tx.error);
      };
    }), [key, object]);
    await page.goto('about:blank');
    await load(page, LINK);
    await page.waitForFunction((t) => document.getElementById('message-text')?.textContent === t, RECORD_UNREADABLE);
    assert.equal(await label(page, 'r1c1'), 'r1c1, empty');
    const aside = await storedRecords(page, 'straights:aside:');
    assert.equal(aside.length, 1);
    assert.deepEqual(JSON.parse(aside[0][1].replace(/^not text: /, '')), object, 'its content is kept');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('embed.html', () => {
  test('its code samples take the keyboard on a phone; the iframe\'d player opens no first-visit card', async () => {
    const { page, problems, close } = await openPage({ viewport: { width: 390, height: 844 }, firstVisit: true, hasTouch: true, isMobile: true });
    await page.goto(new URL('embed.html', env.server.url).href);
    const frame = page.frameLocator('#frame');
    await frame.locator('html[data-ready="true"]').waitFor();
    // Each code sample wider than the phone scrolls, and Tab reaches it.
    const samples = await page.$$eval('pre', (all) => all.map((p) => ({ wide: p.scrollWidth > p.clientWidth, tab: p.tabIndex })));
    assert.ok(samples.some((s) => s.wide), 'a sample scrolls at 390 px');
    assert.deepEqual(samples.filter((s) => s.wide).map((s) => s.tab), samples.filter((s) => s.wide).map(() => 0));
    await page.focus('pre');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.localName), 'pre');
    // The player in the frame: its board, and no rules card over it.
    assert.equal(await frame.locator('[role="gridcell"]').count(), 81);
    assert.equal(await frame.locator('#rules-dialog[open]').count(), 0);
    await page.screenshot({ path: artifact('faults-embed-phone.png'), fullPage: true });
    // The player itself, on its own: the first visit's card (it was not marked seen in the frame).
    await page.goto(new URL(LINK, env.server.url).href);
    await page.waitForSelector('#rules-dialog[open]');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('a wrong link', () => {
  test('its message is one sentence, and it replaces "Welcome back"', async () => {
    const { page, problems, close } = await openPage();
    await load(page, LINK);
    await page.click('[data-cell="r1c1"]');
    await page.keyboard.press('8');
    await savedGame(page);
    await page.goto('about:blank');
    await load(page, 'index.html');
    assert.equal(await page.textContent('#info'), 'Welcome back: your progress is restored.');
    await page.goto('about:blank');
    await load(page, 'index.html#bd=garbage');
    const sentence = `${LINK_LEAD} ${badLinkLine('the board on screen stays, with its own link back in the address, and the link’s text is in the Open box below')}`;
    assert.equal(await page.evaluate(() => document.querySelector('#message strong')?.textContent + ' ' + document.getElementById('message-text')?.textContent), sentence);
    assert.equal(sentence.match(/[.!?](\s|$)/g)?.length, 1, `one sentence: ${sentence}`);
    assert.equal(await page.textContent('#info'), '', 'no "Welcome back" beside it');
    assert.equal(await label(page, 'r1c1'), 'r1c1, 8, placed');
    // A typed wrong hash, after a greeting: the same.
    await page.goto('about:blank');
    await load(page, 'index.html');
    await page.evaluate(() => { location.hash = 'bd=nonsense'; });
    await page.waitForSelector('#message:not([hidden])');
    assert.equal(await page.textContent('#info'), '');
    assert.deepEqual(problems, []);
    await close();
  });
});
