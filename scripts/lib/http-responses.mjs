/**
 * How scripts/serve.mjs answers with a file or a body: its content type, its caching (a hashed
 * name is kept a year, anything else revalidated) and its compression, brotli or gzip, done once
 * per content when the caller names it by a cache key.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
};
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
]);
// Every script and stylesheet the builds emit carries a content hash in its name (remote entries
// too: remoteEntryFilename in packages/build-config); index.html, the manifests and the JSON
// config files do not, and are revalidated on every visit.
const hashedName = /\.[0-9a-f]{8,}\./;

/** Whether a file's name carries its content's hash, so it may be cached for a year. */
export const isHashedName = (name) => hashedName.test(name);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A body compressed once to keep (a page's hints, a deploy's precompressed copies): level 9,
 * where a per-request compression keeps zlib's faster defaults.
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 */
export function compressedForKeeps(body, encoding) {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzip(body, { level: 9 });
}

/** One server's answering functions, with the compressed copies it keeps between requests. */
export function createResponder() {
  const compressedCache = new Map();

  async function encoded(cacheKey, body, encoding) {
    const key = `${cacheKey}:${encoding}`;
    let result = compressedCache.get(key);
    if (!result) {
      result = await compressedForKeeps(body, encoding);
      compressedCache.set(key, result);
    }
    return result;
  }

  async function sendBody(
    req,
    res,
    { body, ext, cacheControl, status = 200, extraHeaders = {}, cacheKey },
  ) {
    const headers = {
      'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...extraHeaders,
    };
    let payload = body;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (compressible.has(ext) && body.length > 1024) {
      const encoding = /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : undefined;
      if (encoding) {
        payload = cacheKey
          ? await encoded(cacheKey, body, encoding)
          : encoding === 'br'
            ? await brotli(body)
            : await gzip(body);
        headers['Content-Encoding'] = encoding;
      }
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  function notFound(req, res) {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : 'Not found');
  }

  async function sendFile(req, res, found, extraHeaders = {}) {
    const ext = path.extname(found.file).toLowerCase();
    const cacheControl = hashedName.test(path.basename(found.file))
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    const body = await fs.promises.readFile(found.file);
    await sendBody(req, res, {
      body,
      ext,
      cacheControl,
      extraHeaders,
      cacheKey: `${found.file}:${found.stat.mtimeMs}:${found.stat.size}`,
    });
  }

  return { sendBody, sendFile, notFound };
}
