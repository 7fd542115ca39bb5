/**
 * How long a signed-in page takes to show its screen over a slow network: each page of issue
 * #14's table opened with 100 ms of round-trip time and 10 Mbit/s added by Chromium, from the
 * navigation's start to the screen's heading, first with a cold HTTP cache and then reloaded
 * with a warm one (p50 over `runs` runs). The figure is also given in round trips, which is
 * what request waterfalls cost and what does not depend on this machine's speed. Prints
 * figures; asserts nothing (tests/e2e/start-up.spec.ts checks that the requests overlap).
 *
 *   pnpm exec tsx tests/bench/start-up-latency.ts             build first, then measure
 *   BENCH_SKIP_BUILD=1 pnpm exec tsx tests/bench/start-up-latency.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from '@phrasebook/testing/chromium';
import { signedInSession, withServedApp } from './first-load.ts';
import { pageUrl, weighedPages, type WeighedPage } from './page-weight.ts';
import { addWeighedDeck, openSignedIn, sessionClient } from './weighed-user.ts';
import { percentile } from './percentile.ts';

const runs = 7;
const roundTripMs = 100;
const bytesPerSecond = 1_250_000;

/** Milliseconds from the navigation's start until the screen's heading was in the page. */
async function openAndTime(page: Page, url: string, weighed: WeighedPage): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await weighed.ready(page);
  // A string, not a function: tsx would wrap named functions in a helper the page lacks.
  return page.evaluate<number>(`(() => {
    const heading = document.querySelector('h1')?.textContent ?? '';
    return window.__headingsSeen[heading];
  })()`);
}

/** Records when each h1 text first appears, from the start of every document. */
async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    const seen = (window.__headingsSeen = {});
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1')) {
        seen[h1.textContent ?? ''] ??= performance.now();
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  })()`);
}

async function main() {
  await withServedApp(async ({ url, supabaseUrl, anonKey }) => {
    const session = await signedInSession(supabaseUrl, anonKey);
    await addWeighedDeck(await sessionClient(supabaseUrl, anonKey, session));
    const rows: string[] = [];
    for (const weighed of weighedPages.filter((page) => page.signedIn)) {
      const cold: number[] = [];
      const warm: number[] = [];
      for (let run = 0; run < runs; run++) {
        const { context, close } = await launchChromium();
        try {
          const page = context.pages()[0] ?? (await context.newPage());
          await openSignedIn(page, session);
          await recordHeadings(page);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: roundTripMs,
            downloadThroughput: bytesPerSecond,
            uploadThroughput: bytesPerSecond,
          });
          const address = `${url}${pageUrl(weighed)}`;
          cold.push(await openAndTime(page, address, weighed));
          await page.waitForLoadState('networkidle');
          warm.push(await openAndTime(page, address, weighed));
        } finally {
          await close();
        }
      }
      const cell = (values: number[]) => {
        const p50 = percentile(values, 50);
        return `${p50.toFixed(0)} ms (${(p50 / roundTripMs).toFixed(1)} RTT)`.padStart(19);
      };
      rows.push(`| ${`\`${weighed.path}\``.padEnd(22)} | ${cell(cold)} | ${cell(warm)} |`);
    }
    console.log(
      `\n== Signed in, navigation start to the screen's heading at ${roundTripMs} ms RTT and ${(bytesPerSecond * 8) / 1e6} Mbit/s, p50 of ${runs} runs\n`,
    );
    console.log('| page                   |          cold cache |          warm cache |');
    console.log('| ---------------------- | ------------------: | ------------------: |');
    for (const row of rows) console.log(row);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
