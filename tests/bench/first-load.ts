/**
 * First-load benchmark: serves the production build locally, opens pages in Debian's Chromium
 * with a cold cache, and prints the JavaScript and CSS the browser downloaded (count, raw and
 * gzip bytes) with the largest pieces named. Prints figures; it asserts nothing.
 *
 *   pnpm exec tsx tests/bench/first-load.ts             build first, then measure
 *   BENCH_SKIP_BUILD=1 pnpm exec tsx tests/bench/first-load.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import net from 'node:net';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from '@phrasebook/testing/chromium';
import { createClient, type Session } from '@supabase/supabase-js';
import { remoteApps, shellApp } from '@phrasebook/build-config/remotes';
import { AUTH_STORAGE_KEY } from '@phrasebook/data/session-hint';
// @ts-expect-error plain ESM script without type declarations
import { startServer } from '../../scripts/serve.mjs';
// @ts-expect-error plain ESM script without type declarations
import { startLocalBackend } from '../../scripts/local-backend.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const goalLoginJsGzip = 136 * 1024;
const apps = [shellApp.folder, ...remoteApps.map((app) => app.folder)];

/** Libraries recognisable by a marker in their minified code, for chunks no manifest names. */
const contentMarkers: [RegExp, string][] = [
  [/ZodError/, 'zod'],
  [/createReactComponent|tabler-icon/, '@tabler/icons-react'],
  [/jotai/, 'jotai'],
];

interface Download {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  name: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** File -> what it holds, from each app's mf-manifest.json (shared packages and exposes). */
function pieceNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const app of apps) {
    const prefix = app === shellApp.folder ? '/' : `/${app}/`;
    const manifestFile = path.join(repoRoot, app, 'dist/mf-manifest.json');
    if (!fs.existsSync(manifestFile)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      shared: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
      exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
    };
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.css.sync]) {
        const key = prefix + file;
        names.set(
          key,
          names.has(key) ? `${names.get(key)} + ${shared.name}` : `${shared.name} (${app})`,
        );
      }
    }
    for (const expose of manifest.exposes) {
      for (const file of [...expose.assets.js.sync, ...expose.assets.css.sync]) {
        if (!names.has(prefix + file)) names.set(prefix + file, `${app} expose ${expose.path}`);
      }
    }
    const indexHtml = path.join(repoRoot, app, 'dist/index.html');
    if (app === shellApp.folder && fs.existsSync(indexHtml)) {
      for (const match of fs.readFileSync(indexHtml, 'utf8').matchAll(/src="([^"]+\.js)"/g)) {
        names.set(match[1] ?? '', 'shell entry (federation runtime + start-up)');
      }
    }
    names.set(`${prefix}remoteEntry.js`, `${app} remoteEntry (federation runtime)`);
  }
  return names;
}

/** Opens `url` in a fresh Chromium with a cold cache and returns what it downloaded. */
export async function measure(
  url: string,
  prepare: (page: Page) => Promise<void>,
  ready: (page: Page) => Promise<void>,
) {
  const { context, close } = await launchChromium();
  const names = pieceNames();
  const downloads: Download[] = [];
  const pending: Promise<void>[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await prepare(page);
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => {
          const pathname = new URL(response.url()).pathname;
          downloads.push({
            url: pathname,
            kind: type === 'script' ? 'js' : 'css',
            raw: body.length,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
            name:
              (names.get(pathname) ??
                contentMarkers
                  .filter(([marker]) => marker.test(body.toString('latin1')))
                  .map(([, library]) => `${library} (${pathname})`)
                  .join(' + ')) ||
              pathname,
          });
        }),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await ready(page);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  } finally {
    await close();
  }
  return downloads;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Prints one page's downloads (count, raw, gzip, largest pieces); returns its JS gzip bytes. */
export function report(title: string, downloads: Download[]): number {
  console.log(`\n== ${title}`);
  for (const kind of ['js', 'css'] as const) {
    const files = downloads.filter((d) => d.kind === kind);
    const raw = files.reduce((sum, d) => sum + d.raw, 0);
    const gzip = files.reduce((sum, d) => sum + d.gzip, 0);
    console.log(`${kind.toUpperCase()}: ${files.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip`);
    for (const file of [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, kind === 'js' ? 10 : 4)) {
      console.log(
        `   ${kb(file.gzip).padStart(9)} gzip  ${kb(file.raw).padStart(9)} raw  ${file.name}`,
      );
    }
  }
  return downloads.filter((d) => d.kind === 'js').reduce((sum, d) => sum + d.gzip, 0);
}

/** A new user with a profile, signed in: its session, for `signedInPage`. */
export async function signedInSession(supabaseUrl: string, anonKey: string): Promise<Session> {
  const requireFromBackend = createRequire(
    path.join(repoRoot, 'packages/supabase-local/package.json'),
  );
  const client = createClient(supabaseUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: requireFromBackend('ws') as typeof WebSocket },
  });
  const suffix = Math.random().toString(36).slice(2, 10);
  const { data, error } = await client.auth.signUp({
    email: `bench-${suffix}@example.com`,
    password: `bench-${suffix}-pw`,
  });
  if (error || !data.session) throw error ?? new Error('sign-up returned no session');
  const profile = await client.from('user_profile').insert({
    uid: data.session.user.id,
    username: `bench_${suffix}`,
    languages_known: [{ lang: 'eng', level: 'fluent' }],
  });
  if (profile.error) throw profile.error;
  return data.session;
}

/** What a page-weight benchmark gets: the served build and the backend behind it. */
export interface ServedApp {
  url: string;
  supabaseUrl: string;
  anonKey: string;
}

/**
 * Builds (unless BENCH_SKIP_BUILD=1), starts a throwaway local backend and the production
 * server, runs `bench` against them, and cleans up.
 */
export async function withServedApp(bench: (app: ServedApp) => Promise<void>): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-bench-db-'));
  const backend = await startLocalBackend({ port: await freePort(), dataDir, log: false });
  const supabaseUrl = backend.runtime.apiUrl as string;
  const anonKey = backend.runtime.anonKey as string;
  const server = await startServer({ config: { supabaseUrl, supabaseAnonKey: anonKey } });
  try {
    await bench({ url: server.url as string, supabaseUrl, anonKey });
  } finally {
    await server.close();
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await withServedApp(async ({ url, supabaseUrl, anonKey }) => {
    const login = await measure(
      `${url}/login`,
      async () => {},
      async (page) => {
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      },
    );
    const loginJs = report('/login (signed out, cold cache)', login);

    const session = await signedInSession(supabaseUrl, anonKey);
    const learn = await measure(`${url}/learn`, signedInPage(session), async (page) => {
      await page.getByRole('heading', { name: 'Learning Home' }).waitFor();
    });
    report('/learn (signed in, cold cache)', learn);

    console.log(
      `\n/login JS gzip: ${kb(loginJs)} (goal ${kb(goalLoginJsGzip)}: ${loginJs <= goalLoginJsGzip ? 'met' : `over by ${kb(loginJs - goalLoginJsGzip)}`})`,
    );
  });
}

/** A `measure` preparation that opens the page with `session` stored, as after a sign-in. */
export function signedInPage(session: Session) {
  return async (page: Page) => {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      AUTH_STORAGE_KEY,
      JSON.stringify(session),
    ] as const);
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
