/**
 * First-load benchmark: serves the production build locally, opens every page of issue #14's
 * table in Debian's Chromium with a cold cache, and prints what each downloaded (JS + CSS,
 * gzip) beside the reference app's figure and the goal, with the largest pieces named. Prints
 * figures; it asserts nothing (tests/e2e/page-weight.spec.ts keeps the goals).
 *
 *   pnpm exec tsx tests/bench/first-load.ts             build first, then measure
 *   BENCH_SKIP_BUILD=1 pnpm exec tsx tests/bench/first-load.ts
 *   BENCH_ALL=1 …                                        every file, not just the largest
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from '@phrasebook/testing/chromium';
import { createClient, type Session } from '@supabase/supabase-js';
import { startServer } from '../../scripts/serve.mjs';
import { demoAccounts, startLocalBackend } from '../../scripts/local-backend.mjs';
import {
  describeWeight,
  kB,
  pageUrl,
  recordDownloads,
  totalGzip,
  weigh,
  weighedPages,
  type Download,
} from './page-weight.ts';
import { addWeighedDeck, openSignedIn, sessionClient } from './weighed-user.ts';
import { SETTLE_MS } from '@phrasebook/data/page-settled';
import { freePort } from '@phrasebook/testing/free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type { Download };

/**
 * Opens `url` in a fresh Chromium with a cold cache and returns what it downloaded. With
 * `onSettled`, it then waits as long as an untouched page takes to settle (SETTLE_MS) and
 * hands over what loaded after the first load: realtime, which no first paint needs.
 */
export async function measure(
  url: string,
  prepare: (page: Page) => Promise<void>,
  ready: (page: Page) => Promise<void>,
  onSettled?: (downloads: Download[]) => void,
) {
  const { context, close } = await launchChromium();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await prepare(page);
    const firstLoad = await weigh(page, url, ready);
    if (onSettled) {
      const later = recordDownloads(page);
      await page.waitForTimeout(SETTLE_MS + 500);
      await page.waitForLoadState('networkidle');
      onSettled(await later());
    }
    return firstLoad;
  } finally {
    await close();
  }
}

/** Prints one page's downloads (count, raw, gzip, largest pieces); returns its JS gzip bytes. */
export function report(title: string, downloads: Download[]): number {
  console.log(`\n== ${title}`);
  for (const kind of ['js', 'css'] as const) {
    const files = downloads.filter((d) => d.kind === kind);
    const raw = files.reduce((sum, d) => sum + d.raw, 0);
    const gzip = files.reduce((sum, d) => sum + d.gzip, 0);
    console.log(`${kind.toUpperCase()}: ${files.length} files, ${kB(raw)} raw, ${kB(gzip)} gzip`);
    for (const file of [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, process.env.BENCH_ALL ? 99 : kind === 'js' ? 10 : 4)) {
      console.log(
        `   ${kB(file.gzip).padStart(9)} gzip  ${kB(file.raw).padStart(9)} raw  ${file.name}`,
      );
    }
  }
  return downloads.filter((d) => d.kind === 'js').reduce((sum, d) => sum + d.gzip, 0);
}

function benchClient(supabaseUrl: string, anonKey: string) {
  const requireFromBackend = createRequire(
    path.join(repoRoot, 'packages/supabase-local/package.json'),
  );
  return createClient(supabaseUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: requireFromBackend('ws') as typeof WebSocket },
  });
}

/**
 * The first demo account of the seed (supabase/demo-accounts.json), signed in: a learner with
 * decks, friends and chats, as `npm start` offers.
 */
export async function demoUserSession(supabaseUrl: string, anonKey: string): Promise<Session> {
  const [demo] = demoAccounts();
  if (!demo) throw new Error('the seed lists no demo account');
  const { email, password } = demo;
  const { data, error } = await benchClient(supabaseUrl, anonKey).auth.signInWithPassword({
    email,
    password,
  });
  if (error || !data.session) throw error ?? new Error('sign-in returned no session');
  return data.session;
}

/** A new user with a profile, signed in: its session, for `signedInPage`. */
export async function signedInSession(supabaseUrl: string, anonKey: string): Promise<Session> {
  const client = benchClient(supabaseUrl, anonKey);
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

/** Serves the built apps with a backend's config: scripts/serve.mjs, or the rehearsal. */
export type AppHost = (config: {
  supabaseUrl: string;
  supabaseAnonKey: string;
}) => Promise<{ url: string; close: () => Promise<void> }>;

const productionServer: AppHost = async (config) => {
  const server = await startServer({ config });
  return { url: server.url as string, close: () => server.close() };
};

/**
 * Builds (unless BENCH_SKIP_BUILD=1), starts a throwaway local backend and the production
 * server (or `host`), runs `bench` against them, and cleans up.
 */
export async function withServedApp(
  bench: (app: ServedApp) => Promise<void>,
  host: AppHost = productionServer,
): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-bench-db-'));
  const backend = await startLocalBackend({
    port: await freePort(),
    dataDir,
    log: false,
    // Every measured visit signs in from this one address: above hosted's 30 in 5 minutes.
    env: { SUPABASE_LOCAL_SIGNIN_PER_IP: '100000', SUPABASE_LOCAL_SIGNUP_PER_IP: '100000' },
  });
  const supabaseUrl = backend.runtime.apiUrl;
  const anonKey = backend.runtime.anonKey;
  try {
    const server = await host({ supabaseUrl, supabaseAnonKey: anonKey });
    try {
      await bench({ url: server.url, supabaseUrl, anonKey });
    } finally {
      await server.close();
    }
  } finally {
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints issue #14's table: every page's weight beside the reference app's and the goal. */
async function main() {
  await withServedApp(async ({ url, supabaseUrl, anonKey }) => {
    const session = await signedInSession(supabaseUrl, anonKey);
    await addWeighedDeck(await sessionClient(supabaseUrl, anonKey, session));
    const rows: string[] = [];
    for (const weighed of weighedPages) {
      let settled: Download[] = [];
      const downloads = await measure(
        `${url}${pageUrl(weighed)}`,
        weighed.signedIn ? signedInPage(session) : async () => {},
        weighed.ready,
        (later) => (settled = later),
      );
      report(`${pageUrl(weighed)} (${weighed.signedIn ? 'signed in' : 'signed out'})`, downloads);
      console.log(describeWeight(weighed, downloads, 3));
      if (settled.length > 0) {
        console.log(
          `then, once the page settled: ${kB(totalGzip(settled))} in ${settled.length} files (${[...new Set(settled.map((d) => d.name))].join(', ')})`,
        );
      }
      const now = totalGzip(downloads);
      const status =
        now <= weighed.goalKb * 1000 ? 'met' : `over by ${kB(now - weighed.goalKb * 1000)}`;
      rows.push(
        `| ${`\`${weighed.path}\``.padEnd(22)} | ${String(weighed.referenceKb).padStart(9)} | ${(now / 1000).toFixed(1).padStart(9)} | ${`≤ ${weighed.goalKb}`.padStart(5)} | ${status.padEnd(15)} | ${(totalGzip(settled) / 1000).toFixed(1).padStart(12)} |`,
      );
    }
    console.log('\n== First load, cold cache, JS + CSS gzip (kB = 1,000 bytes)\n');
    console.log(
      `Then: what the page loads once it has settled (the visitor's first move, or ${SETTLE_MS / 1000} s untouched).\n`,
    );
    console.log(
      '| page                   | reference | Phrasebook | goal  |                 | then (kB)    |',
    );
    console.log(
      '| ---------------------- | --------: | ---------: | ----: | --------------- | -----------: |',
    );
    for (const row of rows) console.log(row);
  });
}

/** A `measure` preparation that opens the page with `session` stored, as after a sign-in. */
export function signedInPage(session: Session) {
  return (page: Page) => openSignedIn(page, session);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
