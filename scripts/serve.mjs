#!/usr/bin/env node
/**
 * Production server: the shell at '/', each remote's dist under '/<remote-folder>/', Storybook
 * at '/components/' (built into the shell's dist), history fallback for app routes.
 * Import `startServer` to run it in-process (tests); run this file to serve the repo's builds.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { remoteApps, sameOriginRemotes, shellApp } from './remote-apps.mjs';
import { hostedRemoteFiles, withPageHints } from './lib/page-hints.mjs';
import { createResponder } from './lib/http-responses.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Whether a request for the app's page is the offline app's worker keeping it (Workbox's
 * precache, a script's fetch: `Sec-Fetch-Dest: empty`). The worker passing a navigation on to
 * the network sends `empty` too but keeps the mode `navigate`: that visit gets the hints.
 */
const wantsPrecachePage = (headers) =>
  headers['sec-fetch-dest'] === 'empty' && headers['sec-fetch-mode'] !== 'navigate';

/**
 * @param {object} options
 * @param {number} [options.port] 0 picks a free port.
 * @param {string} [options.host]
 * @param {string} [options.shellDir] the shell's dist (Storybook lives in its components/ folder).
 * @param {Record<string, string>} [options.remoteDirs] remote folder name -> its dist directory.
 * @param {object} [options.config] served as /config.json instead of the file in shellDir.
 * @param {Record<string, string>} [options.remotes] served as /remotes.json instead of the file.
 * @param {number} [options.headersTimeoutMs] how long a request's headers may take (10 s).
 * @param {boolean} [options.pageHints] false serves index.html as built, as a static host
 *   would: without the runtime files inline and the remote's preload (true).
 */
export async function startServer(options = {}) {
  const host = options.host ?? '127.0.0.1';
  let shellDir = path.resolve(options.shellDir ?? path.join(repoRoot, shellApp.folder, 'dist'));
  const remoteDirs = Object.fromEntries(
    remoteApps.map(({ folder }) => [
      folder,
      path.resolve(options.remoteDirs?.[folder] ?? path.join(repoRoot, folder, 'dist')),
    ]),
  );
  const { sendBody, sendFile, notFound } = createResponder();

  /** Memory-served runtime files win over files on disk so parallel test servers never share them. */
  function runtimeFile(pathname) {
    if (pathname === '/config.json' && options.config) return JSON.stringify(options.config);
    if (pathname === '/remotes.json') {
      if (options.remotes) return JSON.stringify(options.remotes);
      if (!fs.existsSync(path.join(shellDir, 'remotes.json')))
        return JSON.stringify(sameOriginRemotes());
    }
    return undefined;
  }

  /** A runtime file's contents, from memory or from the shell's dist; undefined when absent. */
  function runtimeJson(pathname) {
    try {
      return JSON.parse(
        runtimeFile(pathname) ?? fs.readFileSync(path.join(shellDir, pathname), 'utf8'),
      );
    } catch {
      return undefined;
    }
  }

  /**
   * The app's index.html with the hints the deploy step writes on a static host
   * (scripts/lib/page-hints.mjs, docs/deploying.md), from the remotes' files as they are now,
   * so a remote rebuilt alone is picked up on the next load. A script's fetch of the page (the
   * offline app's worker keeping it) gets the copy that names no entry, as nginx sends
   * index.precache.html; the worker passing a navigation on is not one (wantsPrecachePage). As
   * built when config.json or remotes.json is missing.
   */
  async function sendAppPage(req, res, found) {
    const config = runtimeJson('/config.json');
    const remotes = runtimeJson('/remotes.json');
    if (!config || !remotes || options.pageHints === false) return sendFile(req, res, found);
    const html = withPageHints(await fs.promises.readFile(found.file, 'utf8'), {
      config,
      remotes,
      ...hostedRemoteFiles(remotes, req.headers.host ?? '', remoteDirs),
      areas: remoteApps,
      precache: wantsPrecachePage(req.headers),
    });
    const body = Buffer.from(html);
    // The same page for every visit until a deploy: compressed once, not per request.
    const cacheKey = `page:${createHash('sha1').update(body).digest('hex')}`;
    return sendBody(req, res, {
      body,
      ext: '.html',
      cacheControl: 'no-cache',
      cacheKey,
      extraHeaders: { Vary: 'Accept-Encoding, Sec-Fetch-Dest, Sec-Fetch-Mode' },
    });
  }

  function resolveFile(dir, relative) {
    const full = path.resolve(dir, '.' + relative);
    if (full !== dir && !full.startsWith(dir + path.sep)) return undefined;
    try {
      let stat = fs.statSync(full);
      if (stat.isDirectory()) {
        const index = path.join(full, 'index.html');
        stat = fs.statSync(index);
        return { file: index, stat };
      }
      return { file: full, stat };
    } catch {
      return undefined;
    }
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      notFound(req, res);
      return;
    }
    if (pathname.includes('\0')) return notFound(req, res);

    const segments = pathname.split('/');
    const remoteDir = remoteDirs[segments[1] ?? ''];
    if (remoteDir) {
      // Remote files are fetched cross-origin when the remote is hosted apart from the shell.
      const found = resolveFile(remoteDir, '/' + segments.slice(2).join('/'));
      if (!found) return notFound(req, res);
      return sendFile(req, res, found, { 'Access-Control-Allow-Origin': '*' });
    }

    if (pathname === '/components') {
      res.writeHead(301, { Location: '/components/' });
      res.end();
      return;
    }

    const runtime = runtimeFile(pathname);
    if (runtime !== undefined) {
      return sendBody(req, res, {
        body: Buffer.from(runtime),
        ext: '.json',
        cacheControl: 'no-cache',
      });
    }

    const found = resolveFile(shellDir, pathname);
    if (found && found.file === path.join(shellDir, 'index.html')) {
      return sendAppPage(req, res, found);
    }
    if (found) return sendFile(req, res, found);

    // History fallback only for app routes: missing assets and files must stay 404s.
    const last = segments[segments.length - 1] ?? '';
    if (
      path.extname(last) ||
      pathname.startsWith('/static/') ||
      pathname.startsWith('/components/')
    ) {
      return notFound(req, res);
    }
    const index = resolveFile(shellDir, '/index.html');
    if (!index) return notFound(req, res);
    return sendAppPage(req, res, index);
  }

  // A client that sends its request slowly must not pin a connection: the same limits as the
  // local backend's gateway (packages/supabase-local/README.md), checked every second.
  const server = http.createServer(
    {
      connectionsCheckingInterval: 1000,
      headersTimeout: options.headersTimeoutMs ?? 10_000,
      requestTimeout: 60_000,
    },
    (req, res) => {
      handle(req, res).catch((error) => {
        console.error('[serve]', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('Internal server error');
      });
    },
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  return {
    url,
    port,
    /** Serves a remote from another directory from now on (a deploy of that remote alone). */
    setRemoteDir(dir, directory) {
      if (!(dir in remoteDirs)) throw new Error(`Unknown remote folder ${dir}`);
      remoteDirs[dir] = path.resolve(directory);
    },
    /** Serves the shell from another directory from now on (a deploy of the shell). */
    setShellDir(directory) {
      shellDir = path.resolve(directory);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const server = await startServer({ port: Number(values.port), host: values.host });
  console.log(`Phrasebook is served at ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
