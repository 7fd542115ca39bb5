/**
 * Moving between areas after the first page: /learn → /friends → /learn/{lang}/review, each
 * step into a remote the page has not loaded yet, timed from the click to the screen's heading
 * (p50 over 20 runs), with and without the prefetch that hovering a link starts. Runs of both
 * kinds alternate in one browser with its HTTP cache disabled, so every run fetches the remote
 * anew. Prints figures; asserts nothing.
 *
 *   pnpm exec tsx tests/bench/area-navigation.ts             build first, then measure
 *   BENCH_SKIP_BUILD=1 pnpm exec tsx tests/bench/area-navigation.ts
 *
 * /friends has no link to a review, so the second step goes there as a link would (a history
 * entry and the popstate the router follows), after hovering a link to it added for the run.
 * A user's hover precedes the click by a few hundred milliseconds: `hoverMs`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from '@phrasebook/testing/chromium';
import { signedInSession, withServedApp } from './first-load.ts';
import { addWeighedDeck, openSignedIn, sessionClient, weighedLang } from './weighed-user.ts';
import { percentile } from './percentile.ts';

const runs = 20;
const hoverMs = 300;

/** Runs `go` in the page and resolves with the milliseconds until an h1 reads `heading`. */
async function timeTo(page: Page, heading: string, go: () => Promise<void>): Promise<number> {
  // A string, not a function: tsx would wrap named functions in a helper the page lacks.
  const shown = page.evaluate<number>(`new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      const found = [...document.querySelectorAll('h1')].some((h1) => h1.textContent === ${JSON.stringify(heading)});
      if (found) resolve(performance.now() - started);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`);
  await go();
  return shown;
}

async function oneRun(page: Page, url: string, prefetch: boolean): Promise<[number, number]> {
  await page.goto(`${url}/learn`);
  await page.getByRole('heading', { name: 'Learning Home', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');

  const friends = page.getByRole('navigation', { name: 'App' }).getByRole('link', {
    name: 'Friends',
  });
  if (prefetch) {
    await friends.hover();
    await page.waitForTimeout(hoverMs);
  }
  // A click without pointer or focus events, so only the hover above prefetches.
  const toFriends = await timeTo(page, 'Friends and Contacts', () =>
    friends.evaluate((link: HTMLElement) => link.click()),
  );
  await page.waitForLoadState('networkidle');

  const review = `/learn/${weighedLang}/review`;
  if (prefetch) {
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      document.body.append(link);
      link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      link.remove();
    }, review);
    await page.waitForTimeout(hoverMs);
  }
  const toReview = await timeTo(page, 'Review Catalan cards', () =>
    page.evaluate((href) => {
      window.history.pushState(null, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, review),
  );
  return [toFriends, toReview];
}

async function main() {
  await withServedApp(async ({ url, supabaseUrl, anonKey }) => {
    const session = await signedInSession(supabaseUrl, anonKey);
    await addWeighedDeck(await sessionClient(supabaseUrl, anonKey, session));
    const { context, close } = await launchChromium();
    const times = { with: [] as [number, number][], without: [] as [number, number][] };
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await openSignedIn(page, session);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      for (let run = 0; run < runs; run++) {
        times.without.push(await oneRun(page, url, false));
        times.with.push(await oneRun(page, url, true));
      }
    } finally {
      await close();
    }
    const ms = (values: number[]) => `${percentile(values, 50).toFixed(0)} ms`.padStart(8);
    console.log(
      `\n== Moving between areas, click to the screen's heading, p50 of ${runs} runs (hover ${hoverMs} ms before the click)\n`,
    );
    console.log('| step                              | no prefetch | hover prefetch |');
    console.log('| --------------------------------- | ----------: | -------------: |');
    const steps = ['/learn → /friends', `/friends → /learn/${weighedLang}/review`];
    steps.forEach((step, i) => {
      const pick = (rows: [number, number][]) => rows.map((row) => row[i] ?? Number.NaN);
      console.log(
        `| ${step.padEnd(33)} | ${ms(pick(times.without)).padStart(11)} | ${ms(pick(times.with)).padStart(14)} |`,
      );
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
