// What the tests of <str8ts-board> share: adding an element to a page with
// its events recorded, reading the events, and running code on it there.

/**
 * Adds <str8ts-board id=...> with the attributes `attrs` to the page and
 * records its events in window.events as { id, type, detail } (with
 * `bubbles`, also whether the event bubbles). With `wait` (by default when
 * there is a `bd`), waits until the board is drawn.
 * @param {import('playwright-core').Page} page
 * @param {string} id
 * @param {Record<string, string>} [attrs]
 * @param {{ wait?: boolean, bubbles?: boolean }} [options]
 */
export async function mountBoard(page, id, attrs = {}, { wait = 'bd' in attrs, bubbles = false } = {}) {
  await page.evaluate(([elementId, attributes, withBubbles]) => {
    const w = /** @type {any} */ (window);
    w.events ??= [];
    const el = document.createElement('str8ts-board');
    el.id = elementId;
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    for (const type of ['change', 'solved', 'error']) {
      el.addEventListener(type, (e) => {
        const { detail } = /** @type {CustomEvent} */ (e);
        w.events.push(withBubbles ? { id: el.id, type, detail, bubbles: e.bubbles } : { id: el.id, type, detail });
      });
    }
    document.body.append(el);
  }, /** @type {const} */ ([id, attrs, bubbles]));
  if (wait) {
    await page.waitForFunction((elementId) =>
      document.getElementById(elementId)?.shadowRoot?.querySelectorAll('[role="gridcell"][data-kind]').length === 81, id);
  }
}

/**
 * The events recorded since the last call (and forgets them).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<any[]>}
 */
export const takeEvents = (page) => page.evaluate(() => /** @type {any} */ (window).events.splice(0));

/**
 * Runs `fn(element, arg)` in the page on the element `id`.
 * @param {import('playwright-core').Page} page
 * @param {string} id
 * @param {(el: any, arg: any) => any} fn
 * @param {any} [arg]
 * @returns {Promise<any>}
 */
export const onElement = (page, id, fn, arg) =>
  page.evaluate(([elementId, source, a]) => (0, eval)(source)(document.getElementById(elementId), a), [id, fn.toString(), arg]);

/** @param {string} ch */
const digitMask = (ch) => (/[1-9]/.test(ch) ? 1 << (Number(ch) - 1) : 0);

/**
 * The position text the element must write for `board`: its kind's link
 * format (str8ts.com's 243 form for Str8ts), each cell with a digit holding
 * that digit's bit, open cells their noted candidates, empty black cells 0.
 * @param {any} api the wasm API (loadApi())
 * @param {any} board
 * @returns {string}
 */
export function positionText(api, board) {
  const candidates = Array.from({ length: 81 }, (_, i) =>
    digitMask(board.placed[i]) || digitMask(board.givens[i]) || (board.black[i] === '1' ? 0 : board.candidates?.[i] ?? 0));
  const { linkFormat } = api.engines().find((/** @type {any} */ k) => k.variant === board.variant);
  return api.encode({ ...board, candidates, solution: null }, linkFormat);
}

/**
 * `board` with digit `d` ('.' for none) placed in cell i.
 * @param {any} board
 * @param {number} i
 * @param {string} d
 */
export const withPlaced = (board, i, d) => ({ ...board, placed: board.placed.slice(0, i) + d + board.placed.slice(i + 1) });
