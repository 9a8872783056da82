/**
 * A tiny static file server for the built Storybook: `tsx tests/visual/serve.ts <dir> <port>`.
 * Loopback only; Playwright's webServer starts it and stops it after the run.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg || !portArg) throw new Error('usage: serve.ts <dir> <port>');
const root = path.resolve(dirArg);
const port = Number(portArg);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** The page a worker shows between two stories (stories.visual.ts): of the Storybook's origin, and empty. */
const BLANK_PATH = '/visual-blank.html';
const BLANK = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head><body></body></html>';

createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  if (pathname === BLANK_PATH) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=3600' }).end(BLANK);
    return;
  }
  let file = path.join(root, pathname);
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
    const size = statSync(file).size;
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      // The MSW worker script registers with the root scope.
      'service-worker-allowed': '/',
      // The build does not change during a run: let the browser keep its scripts between stories.
      'cache-control': 'public, max-age=3600',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}).listen(port, '127.0.0.1', () => console.info(`visual: serving ${root} on http://127.0.0.1:${port}`));
