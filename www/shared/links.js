// Board links: reading the `bd` parameter of an address and writing links
// to this page. Pure functions, shared by the page and its tests.

/**
 * The `bd` parameter of a hash or query string ("#bd=..." / "?bd=..."), or
 * null. Everything up to the next "&key=" belongs to the board, and '+' stays
 * '+' (extended Susser writes placed digits as +d).
 * @param {string} part
 * @returns {string | null}
 */
export function boardParam(part) {
  const body = part.replace(/^[#?]/, '');
  const match = /(?:^|&)bd=([\s\S]*?)(?=&[A-Za-z_][\w-]*=|$)/.exec(body);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1]; // not valid percent-encoding: give the codec the raw text
  }
}

/**
 * A link to the page at `href` holding the board `text`.
 * @param {string} href
 * @param {string} text
 * @returns {string}
 */
export function linkTo(href, text) {
  const url = new URL(href);
  url.search = '';
  url.hash = `bd=${text}`;
  return url.href;
}

/**
 * The board text of a pasted string: the `bd` of a whole link (white space
 * around it ignored), else the text itself, untrimmed: the codec strips what
 * surrounds a board per format (tabs at either end are empty spreadsheet cells).
 * @param {string} text
 * @returns {string}
 */
export function pastedBoard(text) {
  const link = text.trim();
  if (!/^https?:\/\//i.test(link)) return text;
  try {
    const url = new URL(link);
    return boardParam(url.hash) ?? boardParam(url.search) ?? text;
  } catch {
    return text; // not a URL after all: let the codec judge the text
  }
}
