// The records this browser keeps of games (saved games, copies two tabs
// left, records kept aside): text under a name (`straights:game:<puzzle>`
// and so on), in IndexedDB, where the quota is ample and a write is one
// transaction (the old text stays readable until the new one is wholly
// written). A page opens them once (openRecords) and then reads them
// synchronously from a mirror in memory that this module keeps current:
// its own writes when they are committed, the other tabs' writes from a
// BroadcastChannel. Records of the first versions, in localStorage, move
// in on the first open. Where IndexedDB cannot be opened (some private
// modes), the records stay in localStorage, with the same calls.

import { localStore } from './local.js';

/** The database, its one object store (text by name), and the channel of the tabs. */
const DB_NAME = 'straights';
const STORE = 'records';
const CHANNEL = 'straights:records';
/** The prefixes of the records kept here (localStorage keys of the first versions too). */
export const RECORD_PREFIXES = ['straights:game:', 'straights:copy:', 'straights:aside:', 'straights:draft:'];

/** @typedef {'saved' | 'stale' | 'failed'} WriteResult */

/**
 * Where the records are: `kind` ('indexeddb', 'localstorage' or 'none'),
 * the mirror, the database (IndexedDB), and the listeners of other tabs' writes.
 */
const place = {
  /** @type {'indexeddb' | 'localstorage' | 'none'} */
  kind: 'none',
  /** @type {Map<string, string>} */
  mirror: new Map(),
  /** @type {IDBDatabase | null} */
  db: null,
  /** @type {BroadcastChannel | null} */
  channel: null,
  /** @type {Array<(name: string, text: string | null) => void>} */
  listeners: [],
  /** @type {Promise<void> | null} */
  opening: null,
  /** The last error of a write (its name), for the player's Details. */
  lastError: '',
};

/**
 * The revision of a game record's text (its leading `"rev":N`, record.js
 * writes it first), 0 for none.
 * @param {string | null | undefined} text
 * @returns {number}
 */
export function revisionOf(text) {
  const match = typeof text === 'string' ? /^\{"rev":(\d{1,15})[,}]/.exec(text) : null;
  return match ? Number(match[1]) : 0;
}

/** A promise of an IDBRequest's result. */
const settle = (request) => new Promise((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
});

/** The database, its object store made on first use. */
function openDatabase() {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return settle(request);
}

/**
 * Runs `work(store)` in one transaction of the records; resolves with what
 * `work` left in its box once the transaction is committed (rejects with
 * the transaction's error when it is not: nothing of it was written).
 * @template T
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore, box: { value: T | undefined }) => void} work
 * @returns {Promise<T | undefined>}
 */
function transact(mode, work) {
  return new Promise((resolve, reject) => {
    const db = /** @type {IDBDatabase} */ (place.db);
    const tx = db.transaction(STORE, mode);
    /** @type {{ value: T | undefined }} */
    const box = { value: undefined };
    tx.oncomplete = () => resolve(box.value);
    tx.onabort = () => reject(tx.error ?? new DOMException('The write was cancelled.', 'AbortError'));
    work(tx.objectStore(STORE), box);
  });
}

/** The records of the first versions in localStorage: [name, text] pairs. */
function localRecords() {
  const store = localStore();
  const out = [];
  try {
    for (let i = 0; store && i < store.length; i++) {
      const name = store.key(i);
      if (name && RECORD_PREFIXES.some((p) => name.startsWith(p))) out.push([name, store.getItem(name) ?? '']);
    }
  } catch {
    // blocked: nothing to move
  }
  return out;
}

/**
 * Moves the localStorage records `old` into the database in one
 * transaction, then takes them from localStorage. A name the database
 * already holds with another text keeps the newer revision; the other
 * text is kept as a copy (nothing is dropped).
 */
async function migrate(old) {
  const stamp = Date.now().toString(36);
  /** @type {Array<[string, string]>} */
  const written = [];
  await transact('readwrite', (store) => {
    for (const [name, text] of old) {
      const have = place.mirror.get(name);
      if (have === text) continue;
      const game = name.startsWith(RECORD_PREFIXES[0]);
      const keepOld = have !== undefined && (!game || revisionOf(have) >= revisionOf(text));
      const [main, other] = keepOld ? [have, text] : [text, have];
      if (!keepOld) written.push([name, main]);
      if (other !== undefined) {
        const copy = `${RECORD_PREFIXES[1]}moved-${stamp}:${name.slice(name.indexOf(':', 'straights:'.length) + 1)}`;
        written.push([copy, other]);
      }
    }
    for (const [name, text] of written) store.put(text, name);
  });
  for (const [name, text] of written) place.mirror.set(name, text);
  const store = localStore();
  for (const [name] of old) {
    try {
      store?.removeItem(name);
    } catch {
      // it stays there too: read again (and found the same) on the next open
    }
  }
}

/** What a value stored not as text starts with in the mirror: no record reads it (record.js), so it is set aside as damaged. */
const NOT_TEXT = 'not text: ';

/**
 * The text of a value the database holds: a text itself; anything else
 * (an object another program or version stored) as NOT_TEXT and its JSON,
 * which no record reads, so the page keeps it aside as a damaged record
 * (with its content) instead of ignoring it.
 * @param {unknown} value
 * @returns {string}
 */
export function storedText(value) {
  if (typeof value === 'string') return value;
  try {
    return `${NOT_TEXT}${JSON.stringify(value) ?? String(value)}`;
  } catch {
    return `${NOT_TEXT}${String(value)}`;
  }
}

/** Loads the database's records into the mirror. */
async function loadAll() {
  const [names, values] = await transact('readonly', (store, box) => {
    const keys = store.getAllKeys();
    const all = store.getAll();
    all.onsuccess = () => { box.value = [keys.result, all.result]; };
  }) ?? [[], []];
  names.forEach((name, i) => {
    if (typeof name === 'string' && values[i] !== undefined) place.mirror.set(name, storedText(values[i]));
  });
}

/** Hears the other tabs' writes: into the mirror, then to the listeners. */
function listen() {
  const heard = (name, text) => {
    if (typeof name !== 'string') return;
    const have = place.mirror.get(name);
    // A late message never takes a game back to an older revision.
    if (text !== null && name.startsWith(RECORD_PREFIXES[0]) && revisionOf(text) < revisionOf(have)) return;
    if (text === null) place.mirror.delete(name);
    else place.mirror.set(name, text);
    for (const listener of place.listeners) listener(name, text);
  };
  if (place.kind === 'indexeddb' && typeof BroadcastChannel === 'function') {
    place.channel = new BroadcastChannel(CHANNEL);
    place.channel.onmessage = (event) => heard(event.data?.name, typeof event.data?.text === 'string' ? event.data.text : null);
  }
  if (place.kind === 'localstorage') {
    window.addEventListener('storage', (event) => {
      if (event.key && RECORD_PREFIXES.some((p) => event.key?.startsWith(p))) heard(event.key, event.newValue);
    });
  }
}

/**
 * Opens the records (once per page; later calls wait for the first):
 * IndexedDB, with the localStorage records of the first versions moved
 * in; else localStorage itself; else none (every write then fails).
 * @returns {Promise<void>}
 */
export function openRecords() {
  place.opening ??= (async () => {
    const old = localRecords();
    try {
      place.db = await openDatabase();
      place.kind = 'indexeddb';
      await loadAll();
    } catch {
      place.db = null;
      place.kind = localStore() ? 'localstorage' : 'none';
      for (const [name, text] of old) place.mirror.set(name, text);
      listen();
      return;
    }
    listen();
    if (old.length) {
      try {
        await migrate(old);
      } catch {
        // the database is full or failing: the old records stay where they are, and are read from there
        for (const [name, text] of old) if (!place.mirror.has(name)) place.mirror.set(name, text);
      }
    }
  })();
  return place.opening;
}

/**
 * Where the records are kept: 'indexeddb', 'localstorage' or 'none'.
 * @returns {'indexeddb' | 'localstorage' | 'none'}
 */
export const recordPlace = () => place.kind;

/**
 * The text of record `name`, or null.
 * @param {string} name
 * @returns {string | null}
 */
export const recordText = (name) => place.mirror.get(name) ?? null;

/**
 * The names of the records that start with `prefix`.
 * @param {string} prefix
 * @returns {string[]}
 */
export const recordNames = (prefix) => [...place.mirror.keys()].filter((n) => n.startsWith(prefix));

/**
 * Calls `listener(name, text)` (text null when removed) whenever another tab writes or removes a record.
 * @param {(name: string, text: string | null) => void} listener
 * @returns {void}
 */
export function onRecordChanged(listener) {
  place.listeners.push(listener);
}

/** Tells the other tabs (and, for a record another tab had written, this tab's listeners) of a record now. */
function announce(name, text, { here = false } = {}) {
  place.channel?.postMessage({ name, text });
  if (here) for (const listener of place.listeners) listener(name, text);
}

/** The name of a write's error (QuotaExceededError for a full storage). */
function errorName(err) {
  const old = err?.code === 22 || err?.code === 1014 || err?.name === 'NS_ERROR_DOM_QUOTA_REACHED';
  return old ? 'QuotaExceededError' : String(err?.name ?? 'Error');
}

/**
 * Writes the records `puts` ([name, text] pairs) and takes the records
 * `removes` in one transaction, all or nothing. With `guard` ({ name,
 * over }), nothing is written when the record `name` holds a revision
 * newer than `over` (another tab wrote it): 'stale', and the mirror and
 * this tab's listeners learn the newer text. 'failed' when the storage
 * refuses (full, blocked): nothing is written, the old texts stay.
 * A removal listed in `removes` only happens while the record still has
 * the text given ([name, text]), so a record written since stays.
 * @param {Array<[string, string]>} puts
 * @param {{ removes?: Array<[string, string]>, guard?: { name: string, over: number } }} [options]
 * @returns {Promise<WriteResult>}
 */
export async function writeRecords(puts, { removes = [], guard } = {}) {
  await openRecords();
  if (place.kind === 'localstorage') return writeLocal(puts, removes, guard);
  if (place.kind !== 'indexeddb') return 'failed';
  try {
    const outcome = await transact('readwrite', (store, box) => {
      const write = () => {
        for (const [name, text] of puts) store.put(text, name);
        for (const [name, text] of removes) {
          const get = store.get(name);
          get.onsuccess = () => { if (get.result !== undefined && storedText(get.result) === text) store.delete(name); };
        }
        box.value = { stale: null };
      };
      if (!guard) return write();
      const get = store.get(guard.name);
      get.onsuccess = () => {
        if (typeof get.result === 'string' && revisionOf(get.result) > guard.over) box.value = { stale: get.result };
        else write();
      };
    });
    if (outcome?.stale) {
      place.mirror.set(/** @type {{ name: string }} */ (guard).name, outcome.stale);
      announce(/** @type {{ name: string }} */ (guard).name, outcome.stale, { here: true });
      return 'stale';
    }
    for (const [name, text] of puts) {
      place.mirror.set(name, text);
      announce(name, text);
    }
    for (const [name, text] of removes) {
      if (place.mirror.get(name) === text) {
        place.mirror.delete(name);
        announce(name, null);
      }
    }
    return 'saved';
  } catch (err) {
    place.lastError = errorName(err);
    return 'failed';
  }
}

/** writeRecords where the records stay in localStorage (setItem is atomic per record). */
function writeLocal(puts, removes, guard) {
  const store = /** @type {Storage} */ (localStore());
  try {
    if (guard) {
      const now = store.getItem(guard.name);
      if (revisionOf(now) > guard.over) {
        place.mirror.set(guard.name, /** @type {string} */ (now));
        for (const listener of place.listeners) listener(guard.name, now);
        return 'stale';
      }
    }
    for (const [name, text] of puts) {
      store.setItem(name, text);
      place.mirror.set(name, text);
    }
    for (const [name, text] of removes) {
      if (store.getItem(name) === text) {
        store.removeItem(name);
        place.mirror.delete(name);
      }
    }
    return 'saved';
  } catch (err) {
    place.lastError = errorName(err);
    return 'failed';
  }
}

/**
 * Removes record `name` (whatever its text); false when the storage refuses.
 * @param {string} name
 * @returns {Promise<boolean>}
 */
export async function removeRecord(name) {
  const text = recordText(name);
  if (text === null) return true;
  return (await writeRecords([], { removes: [[name, text]] })) === 'saved';
}

/**
 * The name of the last write error ('QuotaExceededError' for a full storage), '' for none.
 * @returns {string}
 */
export const lastWriteError = () => place.lastError;
