/**
 * Phrasebook and the reference app served side by side for the throttled-phone benches
 * (lcp-throttled.ts, repeat-main-thread.ts): the signed-in pages as each app spells them, both
 * apps with one signed-in user, and the reference app's build and stand-in backend
 * (docs/performance.md says how both are made).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { demoUserSession } from './first-load.ts';
import { benchHost, withBenchedApp } from './rehearsed-app.ts';
import { startStaticHost } from './static-host.ts';
import { throttledVisit, type VisitOptions } from './throttled-visit.ts';
import { AUTH_STORAGE_KEY } from '@phrasebook/data/session-hint';

const REFERENCE_BACKEND_PORT = 54391;

/**
 * The signed-in pages, as Phrasebook and the reference app spell them: both users have a
 * Spanish deck.
 */
export const signedInPages = [
  { name: '/learn', ours: '/learn', reference: '/learn' },
  { name: '/learn/{lang}', ours: '/learn/spa', reference: '/learn/spa' },
  { name: 'review setup', ours: '/learn/spa/review', reference: '/learn/spa/review' },
  { name: '/friends', ours: '/friends', reference: '/friends' },
  { name: '/profile', ours: '/profile', reference: '/profile' },
];

/** A comma-separated list from the environment, or every value when unset. */
export function chosen<T extends string>(variable: string, all: readonly T[]): T[] {
  const wanted = process.env[variable]?.split(',').map((value) => value.trim());
  return wanted ? all.filter((value) => wanted.includes(value)) : [...all];
}

/** The pages BENCH_PAGES names, or all of them. */
export const measuredPages = signedInPages.filter((page) =>
  chosen(
    'BENCH_PAGES',
    signedInPages.map((p) => p.name),
  ).includes(page.name),
);

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Where an app is served, and how a visit opens it signed in. */
export interface App {
  url: string;
  options: VisitOptions;
}

/** The reference app's build and its stand-in backend, for the length of `run`. */
async function withReferenceApp(run: (app: App | undefined) => Promise<void>): Promise<void> {
  const dir = process.env.REFERENCE_APP;
  const backendScript = process.env.REFERENCE_BACKEND;
  if (!dir || !backendScript) {
    console.log('REFERENCE_APP and REFERENCE_BACKEND are not set: Phrasebook alone.\n');
    return run(undefined);
  }
  const printed = spawnSync(
    process.execPath,
    [path.resolve(backendScript), '0', '--print-session'],
    {
      encoding: 'utf8',
    },
  );
  if (printed.status !== 0) throw new Error(`${backendScript} --print-session failed`);
  const backend: ChildProcess = spawn(
    process.execPath,
    [path.resolve(backendScript), String(REFERENCE_BACKEND_PORT), '--quiet'],
    { stdio: 'inherit' },
  );
  const host = await startStaticHost(path.resolve(dir, 'dist'));
  try {
    await run({
      url: host.url,
      // supabase-js's default key for a project at 127.0.0.1: `sb-<first host label>-auth-token`.
      options: { storage: { key: 'sb-127-auth-token', value: printed.stdout.trim() } },
    });
  } finally {
    await host.close();
    backend.kill();
  }
}

/**
 * Serves Phrasebook's build, signed in as the seed's first demo user (the issue's own tool signs
 * in a demo user), through scripts/serve.mjs or with BENCH_HOST=static the nginx rehearsal, and, when REFERENCE_APP and REFERENCE_BACKEND are set, the reference app;
 * visits each measured page of both once unthrottled first, since both servers compress a file
 * the first time it is asked for; then runs `measure`.
 */
export async function withBothApps(
  measure: (ours: App, reference: App | undefined) => Promise<void>,
): Promise<void> {
  await withBenchedApp(async ({ url, supabaseUrl, anonKey }) => {
    console.log(
      benchHost === 'static'
        ? 'Phrasebook on the static rehearsal: nginx, each app on its own origin.\n'
        : 'Phrasebook on scripts/serve.mjs.\n',
    );
    const session = await demoUserSession(supabaseUrl, anonKey);
    // The demo user's profile keeps another zone than this browser's (UTC, as a server's
    // clock), so the pages offer to switch, as they do in `npm start`.
    const ours: App = {
      url,
      options: {
        storage: { key: AUTH_STORAGE_KEY, value: JSON.stringify(session) },
        timezoneId: 'UTC',
      },
    };
    await withReferenceApp(async (reference) => {
      for (const page of measuredPages) {
        if (reference) {
          await throttledVisit(`${reference.url}${page.reference}`, {
            ...reference.options,
            unthrottled: true,
          });
        }
        await throttledVisit(`${ours.url}${page.ours}`, { ...ours.options, unthrottled: true });
      }
      await measure(ours, reference);
    });
  });
}
