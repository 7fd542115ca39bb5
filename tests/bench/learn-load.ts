/**
 * Learn benchmarks. Prints figures side by side; asserts nothing.
 *
 *   pnpm exec tsx tests/bench/learn-load.ts             build first, then measure
 *   BENCH_SKIP_BUILD=1 pnpm exec tsx tests/bench/learn-load.ts
 *
 * 1. JS and CSS a cold load downloads on /learn, /learn/{lang} and /learn/{lang}/library, and
 *    how much of it is mf-learn's own files.
 * 2. A 5,000-phrase deck: navigation to the first library rows, keystroke to filtered rows
 *    (p50/p95), and how many rows the page holds while 5,000 match.
 */
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { chromium, type Page } from 'playwright-core';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { measure, report, signedInPage, signedInSession, withServedApp } from './first-load.ts';
import { percentile } from './percentile.ts';
import { kB } from './page-weight.ts';
import { sessionClient } from './weighed-user.ts';

/** /learn before mf-learn's screens existed (the placeholder build), as measured by first-load.ts. */
// 407.9 KiB as first measured, in kB (1,000 bytes).
const SHELL_LEARN_BASELINE_KB = 417.7;
const LIBRARY_SIZE = 5000;

async function check<T>(promise: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await promise;
  if (error) throw error;
  return data;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function pageWeights(url: string, session: Session) {
  const routes = ['/learn', '/learn/cat', '/learn/cat/library'];
  const rows: [string, number, number, number, number][] = [];
  for (const route of routes) {
    const downloads = await measure(`${url}${route}`, signedInPage(session), async (page) => {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (route.endsWith('library')) await page.getByRole('listitem').first().waitFor();
    });
    const js = report(`${route} (signed in, cold cache)`, downloads);
    const css = downloads.filter((d) => d.kind === 'css').reduce((sum, d) => sum + d.gzip, 0);
    const own = downloads
      .filter((d) => d.url.startsWith('/mf-learn/'))
      .reduce((sum, d) => sum + d.gzip, 0);
    const count = downloads.length;
    rows.push([route, js, css, own, count]);
  }
  console.log('\n== Page weight, gzip (cold cache)');
  console.log(
    'route                  files      JS       CSS   of which mf-learn   vs /learn before',
  );
  for (const [route, js, css, own, count] of rows) {
    console.log(
      `${route.padEnd(22)} ${String(count).padStart(5)} ${kB(js).padStart(9)} ${kB(css).padStart(9)} ${kB(own).padStart(19)} ${`+${kB(js - SHELL_LEARN_BASELINE_KB * 1000)}`.padStart(18)}`,
    );
  }
}

async function seedBigDeck(client: SupabaseClient): Promise<void> {
  await check(client.from('user_deck').insert({ lang: 'cat' }));
  const words = ['cafè', 'pa', 'aigua', 'tren', 'platja', 'mercat', 'casa', 'amic', 'nit', 'dia'];
  for (let start = 0; start < LIBRARY_SIZE; start += 500) {
    const phrases = Array.from({ length: 500 }, (_, i) => {
      const n = start + i;
      return {
        phrase_text: `Frase ${n}: el ${words[n % words.length]} de l'${words[(n * 7) % words.length]}`,
        translations: [{ lang: 'eng', text: `Phrase ${n} about ${words[n % words.length]}` }],
      };
    });
    await check(client.rpc('bulk_add_phrases', { lang: 'cat', phrases }));
  }
}

async function libraryTimings(url: string, session: Session) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const page: Page = context.pages()[0] ?? (await context.newPage());
    await signedInPage(session)(page);
    const navigation: number[] = [];
    for (let run = 0; run < 6; run++) {
      await page.goto(`${url}/learn/cat`);
      await page.getByRole('heading', { name: 'Catalan Deck' }).waitFor();
      const started = Date.now();
      await page.getByRole('button', { name: 'Deck menu' }).click();
      await page.getByRole('menuitem', { name: 'Library' }).click();
      await page.getByRole('listitem').first().waitFor();
      // The first run fetches the library; later ones read the cache (as a user coming back).
      navigation.push(Date.now() - started);
    }
    const rendered = await page.getByRole('listitem').count();

    const box = page.getByRole('searchbox', { name: 'Search phrases and translations' });
    await page.evaluate(() => {
      const w = window as unknown as { latencies: number[]; pressedAt: number };
      w.latencies = [];
      w.pressedAt = 0;
      const input = document.querySelector('input[type="search"]')!;
      input.addEventListener('keydown', () => (w.pressedAt = performance.now()), true);
      const status = document.querySelector('[role="status"]')!;
      new MutationObserver(() => {
        if (w.pressedAt) {
          w.latencies.push(performance.now() - w.pressedAt);
          w.pressedAt = 0;
        }
      }).observe(status, { childList: true, subtree: true, characterData: true });
    });
    for (const query of ['frase 12', 'cafe de', 'platja 49']) {
      await box.fill('');
      await page.waitForTimeout(400);
      for (const char of query) {
        await box.press(char === ' ' ? 'Space' : char);
        await page.waitForTimeout(120);
      }
    }
    const latencies = await page.evaluate(
      () => (window as unknown as { latencies: number[] }).latencies,
    );
    console.log(`\n== A ${LIBRARY_SIZE}-phrase deck`);
    console.log(
      `navigation to first rows: first ${ms(navigation[0] ?? NaN)} (fetch), then p50 ${ms(percentile(navigation.slice(1), 50))} p95 ${ms(percentile(navigation.slice(1), 95))} (${navigation.length - 1} runs, cached)`,
    );
    console.log(
      `keystroke to filtered rows: p50 ${ms(percentile(latencies, 50))} p95 ${ms(percentile(latencies, 95))} (${latencies.length} keystrokes)`,
    );
    console.log(`rows in the page while ${LIBRARY_SIZE} match: ${rendered}`);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

await withServedApp(async ({ url, supabaseUrl, anonKey }) => {
  const session = await signedInSession(supabaseUrl, anonKey);
  const client = await sessionClient(supabaseUrl, anonKey, session);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = Date.now();
  await seedBigDeck(client);
  console.log(
    `(added ${LIBRARY_SIZE} phrases with cards in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  await pageWeights(url, session);
  await libraryTimings(url, session);
});
