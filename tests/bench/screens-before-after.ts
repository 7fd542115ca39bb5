/**
 * Every screen before and after a change, side by side: builds the app at another commit in a
 * scratch worktree, serves both builds against one seeded local backend, takes a full-page
 * screenshot of each screen in both colour schemes at 1280 and 375 px wide, signed in as the
 * demo learner sam where the screen needs it, and prints how many pixels differ. The pairs that
 * differ are written to the output folder (before, after and a diff that marks the pixels
 * red) to look at. Prints figures; asserts nothing.
 *
 *   pnpm exec tsx tests/bench/screens-before-after.ts <commit> [output folder]
 *   BENCH_SKIP_BUILD=1 …   reuse this checkout's build (the other is always built)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { createClient, type Session } from '@supabase/supabase-js';
import { launchChromium } from '@phrasebook/testing/chromium';
import { AUTH_STORAGE_KEY } from '@phrasebook/data/session-hint';
import { startServer } from '../../scripts/serve.mjs';
import { startLocalBackend } from '../../scripts/local-backend.mjs';
import { pnpmCommand } from '../../scripts/lib/pnpm.mjs';
import { freePort } from '@phrasebook/testing/free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apps = ['shell', 'mf-learn', 'mf-review', 'mf-friends', 'mf-profile'];

/** A screen: its URL (`{spa}` stands for a phrase of sam's Spanish deck) and who sees it. */
const screens: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/signup', signedIn: false },
  { path: '/forgot-password', signedIn: false },
  { path: '/privacy-policy', signedIn: false },
  { path: '/find-a-friend', signedIn: false },
  { path: '/no-such-page', signedIn: false },
  { path: '/learn', signedIn: true },
  { path: '/learn/spa', signedIn: true },
  { path: '/learn/spa/library', signedIn: true },
  { path: '/learn/spa/{phrase}', signedIn: true },
  { path: '/learn/spa/add-phrase', signedIn: true },
  { path: '/learn/spa/bulk-add', signedIn: true },
  { path: '/learn/spa/deck-settings', signedIn: true },
  { path: '/learn/spa/requests', signedIn: true },
  { path: '/learn/spa/requests/new', signedIn: true },
  { path: '/learn/spa/review', signedIn: true },
  { path: '/learn/add-deck', signedIn: true },
  { path: '/learn/quick-search', signedIn: true },
  { path: '/friends', signedIn: true },
  { path: '/friends/chats', signedIn: true },
  { path: '/friends/requests', signedIn: true },
  { path: '/friends/invite', signedIn: true },
  { path: '/friends/search', signedIn: true },
  { path: '/profile', signedIn: true },
  { path: '/profile/change-password', signedIn: true },
  { path: '/profile/change-email', signedIn: true },
];

/** The app at `commit`, built in a scratch worktree: its apps' dist folders. */
function buildAt(commit: string): { dirs: Record<string, string>; remove: () => void } {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-before-'));
  execFileSync('git', ['worktree', 'add', '--detach', tree, commit], { cwd: repoRoot });
  const [pnpm, ...args] = pnpmCommand() as string[];
  execFileSync(pnpm!, [...args, 'install', '--offline', '--frozen-lockfile'], {
    cwd: tree,
    stdio: 'inherit',
  });
  execFileSync(process.execPath, ['scripts/build.mjs', ...apps], { cwd: tree, stdio: 'inherit' });
  return {
    dirs: Object.fromEntries(apps.map((app) => [app, path.join(tree, app, 'dist')])),
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: repoRoot }),
  };
}

async function demoSession(supabaseUrl: string, anonKey: string): Promise<Session> {
  const requireFromBackend = createRequire(
    path.join(repoRoot, 'packages/supabase-local/package.json'),
  );
  const client = createClient(supabaseUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: requireFromBackend('ws') as typeof WebSocket },
  });
  const { data, error } = await client.auth.signInWithPassword({
    email: 'sam@example.com',
    password: 'phrasebook-demo',
  });
  if (error || !data.session) throw error ?? new Error('no session');
  const phrase = await client
    .from('user_card_plus')
    .select('phrase_id')
    .eq('lang', 'spa')
    .limit(1)
    .single();
  if (phrase.error) throw phrase.error;
  phrasePath = String(phrase.data.phrase_id);
  return data.session;
}

let phrasePath = '';

/** A full-page screenshot of `url` once it has settled, `width` px wide. */
async function shoot(context: BrowserContext, url: string, width: number): Promise<Buffer> {
  const page: Page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Animations and the relative times' minute boundary: wait them out.
  await page.waitForTimeout(600);
  const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await page.close();
  return shot;
}

/** Pixels that differ between two PNGs (by more than a little, per channel), and a diff image. */
async function compare(
  page: Page,
  before: Buffer,
  after: Buffer,
): Promise<{ differing: number; total: number; sameSize: boolean; diff: Buffer }> {
  const result = await page.evaluate(
    async ([a, b]) => {
      const load = async (data: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return { canvas, pixels: context.getImageData(0, 0, image.width, image.height) };
      };
      const [x, y] = [await load(a!), await load(b!)];
      const width = Math.max(x.pixels.width, y.pixels.width);
      const height = Math.max(x.pixels.height, y.pixels.height);
      const out = document.createElement('canvas');
      out.width = width;
      out.height = height;
      const context = out.getContext('2d')!;
      context.globalAlpha = 0.3;
      context.drawImage(y.canvas, 0, 0);
      const marks = context.getImageData(0, 0, width, height);
      let differing = 0;
      for (let row = 0; row < height; row++) {
        for (let col = 0; col < width; col++) {
          const inX = row < x.pixels.height && col < x.pixels.width;
          const inY = row < y.pixels.height && col < y.pixels.width;
          const i = (row * x.pixels.width + col) * 4;
          const j = (row * y.pixels.width + col) * 4;
          let differs = inX !== inY;
          for (let c = 0; !differs && inX && inY && c < 3; c++) {
            differs = Math.abs(x.pixels.data[i + c]! - y.pixels.data[j + c]!) > 24;
          }
          if (differs) {
            differing++;
            const k = (row * width + col) * 4;
            marks.data.set([255, 0, 0, 255], k);
          }
        }
      }
      context.putImageData(marks, 0, 0);
      return {
        differing,
        total: width * height,
        sameSize: x.pixels.width === y.pixels.width && x.pixels.height === y.pixels.height,
        diff: out.toDataURL('image/png').split(',')[1]!,
      };
    },
    [before.toString('base64'), after.toString('base64')],
  );
  return { ...result, diff: Buffer.from(result.diff, 'base64') };
}

async function main() {
  const [commit, outArg] = process.argv.slice(2);
  if (!commit) throw new Error('Usage: screens-before-after.ts <commit> [output folder]');
  const out = path.resolve(outArg ?? fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-screens-')));
  fs.mkdirSync(out, { recursive: true });
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', ...apps], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('build failed');
  }
  const before = buildAt(commit);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-screens-db-'));
  const backend = await startLocalBackend({
    port: await freePort(),
    dataDir,
    log: false,
    // Every measured visit signs in from this one address: above hosted's 30 in 5 minutes.
    env: { SUPABASE_LOCAL_SIGNIN_PER_IP: '100000', SUPABASE_LOCAL_SIGNUP_PER_IP: '100000' },
  });
  const config = { supabaseUrl: backend.runtime.apiUrl, supabaseAnonKey: backend.runtime.anonKey };
  const serve = (dirs: Record<string, string>) =>
    startServer({
      config,
      shellDir: dirs['shell'],
      remoteDirs: Object.fromEntries(apps.slice(1).map((app) => [app, dirs[app]])),
    });
  const servers = {
    before: await serve(before.dirs),
    after: await serve(
      Object.fromEntries(apps.map((app) => [app, path.join(repoRoot, app, 'dist')])),
    ),
  };
  const { context, close } = await launchChromium();
  try {
    const session = await demoSession(config.supabaseUrl, config.supabaseAnonKey);
    const comparer = context.pages()[0] ?? (await context.newPage());
    // tsx names the functions it compiles with a helper the page lacks.
    await comparer.evaluate('window.__name = (target) => target');
    // One browser per build, scheme and sign-in state; a fresh page per screenshot.
    const shots = new Map<string, Buffer>();
    const key = (which: string, path_: string, scheme: string, width: number) =>
      `${which} ${path_} ${scheme} ${width}`;
    for (const [which, server] of Object.entries(servers)) {
      for (const scheme of ['dark', 'light'] as const) {
        for (const signedIn of [false, true]) {
          const { context: shotContext, close: closeShots } = await launchChromium();
          try {
            await shotContext.addInitScript(
              (value) => window.localStorage.setItem('phrasebook-color-scheme', value),
              scheme,
            );
            if (signedIn) {
              await shotContext.addInitScript(
                ([storageKey, value]) => window.localStorage.setItem(storageKey, value),
                [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
              );
            }
            for (const screen of screens.filter((entry) => entry.signedIn === signedIn)) {
              for (const width of [1280, 375]) {
                const url = `${server.url}${screen.path.replace('{phrase}', phrasePath)}`;
                shots.set(
                  key(which, screen.path, scheme, width),
                  await shoot(shotContext, url, width),
                );
              }
            }
          } finally {
            await closeShots();
          }
        }
      }
    }
    const rows: string[] = [];
    for (const screen of screens) {
      for (const scheme of ['dark', 'light'] as const) {
        for (const width of [1280, 375]) {
          const pair = ['before', 'after'].map((which) =>
            shots.get(key(which, screen.path, scheme, width)),
          ) as [Buffer, Buffer];
          const result = await compare(comparer, pair[0], pair[1]);
          const share = (100 * result.differing) / result.total;
          const name = `${screen.path.replace(/\W+/g, '_') || 'root'}-${scheme}-${width}`;
          if (result.differing > 0) {
            fs.writeFileSync(path.join(out, `${name}-before.png`), pair[0]);
            fs.writeFileSync(path.join(out, `${name}-after.png`), pair[1]);
            fs.writeFileSync(path.join(out, `${name}-diff.png`), result.diff);
          }
          rows.push(
            `| ${screen.path.padEnd(26)} | ${scheme.padEnd(5)} | ${String(width).padStart(4)} | ${share.toFixed(2).padStart(7)} % | ${result.sameSize ? 'same' : 'other'} |`,
          );
        }
      }
    }
    console.log(`\nScreens that differ are in ${out}\n`);
    console.log('| screen                     | scheme | px   | pixels differing | size |');
    console.log('| -------------------------- | ----- | ---- | --------: | ---- |');
    for (const row of rows) console.log(row);
  } finally {
    await close();
    await servers.before.close();
    await servers.after.close();
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    before.remove();
  }
}

await main();
