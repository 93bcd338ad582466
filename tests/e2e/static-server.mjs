// A tiny static file server for www/ on 127.0.0.1 with correct MIME types
// (application/wasm for WebAssembly streaming compilation). Every response
// says `Access-Control-Allow-Origin: *`, as a site serving the element to
// other sites must (module scripts and the wasm are fetched in CORS mode):
// pages of another origin (another port) can load its files, as the
// two-file embed's tests do.
//
//   node tests/e2e/static-server.mjs [root=www] [port=8000]   (used by ./build.sh serve)
//   import { startServer } from './static-server.mjs'         (used by the e2e tests; port 0 = free port)

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Sent with every response: pages of any origin may load the files (the two-file embed). */
const CORS = { 'Access-Control-Allow-Origin': '*' };

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * Serves the files under `root` on http://127.0.0.1:`port`/.
 * Resolves to { server, port, url, close() } once listening.
 * @param {{ root?: string, port?: number, host?: string, log?: boolean }} [options]
 * @returns {Promise<{ server: import('node:http').Server, port: number, url: string, close: () => Promise<unknown> }>}
 */
export function startServer({ root = 'www', port = 0, host = '127.0.0.1', log = false } = {}) {
  const base = path.resolve(root);
  const server = createServer(async (req, res) => {
    const send = (status, text) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...CORS });
      res.end(text);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed\n');
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return send(400, 'bad request\n');
    }
    let file = path.join(base, pathname);
    if (file !== base && !file.startsWith(base + path.sep)) return send(403, 'forbidden\n');
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        file = path.join(file, 'index.html');
        info = await stat(file);
      }
      res.writeHead(200, {
        'Content-Type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': info.size,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        ...CORS,
      });
      if (log) console.log(`${req.method} ${pathname} 200`);
      if (req.method === 'HEAD') return res.end();
      createReadStream(file).pipe(res);
    } catch {
      if (log) console.log(`${req.method} ${pathname} 404`);
      send(404, 'not found\n');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      resolve({
        server,
        port: actual,
        url: `http://${host}:${actual}/`,
        close: () => new Promise(/** @param {(value?: unknown) => void} done */ (done) => { server.closeAllConnections?.(); server.close(() => done()); }),
      });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [root = 'www', port = '8000'] = process.argv.slice(2);
  const { url } = await startServer({ root, port: Number(port), log: true });
  console.log(`serving ${path.resolve(root)} on ${url}`);
}
