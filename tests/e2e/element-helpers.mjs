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
