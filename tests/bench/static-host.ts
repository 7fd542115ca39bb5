/**
 * A static host for another app's production build, as a CDN would serve it: brotli (quality
 * 11) for text, files under assets/ (content-hashed names) kept for a year, everything else
 * revalidated, and index.html for any path that is not a file (a single-page app).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const textual = /^(text\/|application\/(json|manifest)|image\/svg)/;

export async function startStaticHost(
  root: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const compressed = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(root, 'index.html');
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string | number> = {
      'Content-Type': type,
      'Cache-Control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    let body: Buffer = fs.readFileSync(file);
    if (textual.test(type) && /\bbr\b/.test(String(req.headers['accept-encoding']))) {
      let packed = compressed.get(file);
      if (!packed) {
        packed = zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        });
        compressed.set(file, packed);
      }
      body = packed;
      headers['Content-Encoding'] = 'br';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
