/**
 * Should the signed-out pages be an app of their own (issue #51)? What the hand-off from
 * /login to the signed-in screen costs today, beside the least a separate app would cost, on
 * the throttled phone (throttled-visit.ts's phoneProfile), alternating, median of BENCH_RUNS
 * (5). Each run opens /login cold in a fresh browser, signs the seed's first demo user in
 * through the form, and times the click on 'Log in' until the landing screen's heading
 * ('Learning Home' on /learn) is drawn:
 *
 *   today     the single-page app moves to /learn in the same page (Mantine, the app's
 *             providers and the learn remote load into the running app);
 *   full load the moment supabase-js stores the session, the page is sent to /learn by a
 *             full page load, as a signed-out app would hand over to a signed-in one. The
 *             running app is held there, so it fetches nothing more.
 *
 * The full load stands in for a split at its cheapest: the HTTP cache holds everything /login
 * fetched (React, the router, supabase-js, the shell's start-up), as if the two apps shared
 * every file they have in common byte for byte. It leaves out what a real split adds: two
 * builds whose shared chunks differ in name or content and download twice, a second set of
 * start-up code and config, and a guard that sends a signed-out visitor of a signed-in page
 * to the other app by another full load. So its row is a lower bound.
 *
 * The visitor types for 5 s. Their first keystroke lets the offline app's worker install;
 * under Chrome's emulation it is then in control and answers much of the hand-off at full
 * speed (the table counts those answers). BENCH_NO_SW=1 and BENCH_LINK=proxy show the link
 * without that.
 *
 * It also prints what a split could change on /login's own first load: its JS + CSS (kB =
 * 1,000 bytes, gzip level 9, page-weight.ts) and files, unthrottled and cold; and the lines
 * of the shell's start-up that exist only because one app starts in two modes.
 * Prints figures; asserts nothing (docs/architecture.md, "Signed-out pages").
 *
 *   pnpm bench:sign-in                         build first, then measure
 *   BENCH_SKIP_BUILD=1 pnpm bench:sign-in      measure the build that is there
 *   BENCH_RUNS=7 …                              runs per variant (5)
 *   BENCH_NO_SW=1 …                             service workers blocked: the offline app's
 *                                               install, which starts with the first keystroke
 *                                               on /login, no longer shares the link
 *   BENCH_LINK=proxy …                          the link slowed by slow-link.ts, not by Chrome,
 *                                               whose emulation leaves the worker's fetches fast
 */
import type { Page } from 'playwright-core';
import { AUTH_STORAGE_KEY } from '@phrasebook/data/session-hint';
import { demoAccounts } from '../../scripts/local-backend.mjs';
import { measure, report } from './first-load.ts';
import { kB, totalGzip, weighedPages } from './page-weight.ts';
import { withBenchedApp } from './rehearsed-app.ts';
import { median } from './side-by-side.ts';
import { startSlowLink } from './slow-link.ts';
import { printTwoModeLines } from './two-mode-start-up.ts';
import { openPhone, phoneProfile } from './throttled-visit.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Where /login sends a user who came to it directly (safeRedirectPath's fallback). */
const LANDING = '/learn';
const LANDING_HEADING = 'Learning Home';
/** A visitor's typing: the form's code and the offline app's install start meanwhile. */
const TYPING_MS = 5000;

type Variant = 'today' | 'full load';

/**
 * Scripts for every document of the visit (strings: tsx would wrap a function's inner named
 * functions in a helper the page lacks). The click's time is kept in sessionStorage so the
 * document after a full load can be timed against it; times are epoch ms.
 */
const timingScript = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  document.addEventListener('click', (event) => {
    if (event.target.closest && event.target.closest('button[type="submit"]')) {
      sessionStorage.setItem('bench-click', String(now()));
    }
  }, true);
  new MutationObserver((_, observer) => {
    for (const h1 of document.querySelectorAll('h1')) {
      if (h1.textContent !== ${JSON.stringify(LANDING_HEADING)}) continue;
      observer.disconnect();
      requestAnimationFrame(() => { window.__benchDrawn = now(); });
      return;
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})()`;

/**
 * The full-load hand-off: when supabase-js writes the session on /login, the page leaves for
 * the landing page, and the write never settles, so the app waits there instead of loading
 * the signed-in screen into the page that is being left.
 */
const fullLoadScript = `(() => {
  if (location.pathname !== '/login') return;
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    setItem.call(this, key, value);
    if (this !== localStorage || key !== ${JSON.stringify(AUTH_STORAGE_KEY)}) return;
    location.assign(${JSON.stringify(LANDING)});
    return new Promise(() => {});
  };
})()`;

interface Handoff {
  ms: number;
  /** Scripts and stylesheets requested between the click and the heading. */
  files: number;
  /** Answers from the offline app's worker in that time, which Chrome's emulation does not slow. */
  fromWorker: number;
}

/** Signs in on a cold /login in a fresh browser on the phone profile; times the hand-off. */
async function handoff(
  appUrl: string,
  variant: Variant,
  link: { throttled: boolean; slowLink?: string },
): Promise<Handoff> {
  const { context, page, close } = await openPhone({
    timezoneId: 'UTC',
    unthrottled: !link.throttled,
    slowLink: link.slowLink,
  });
  try {
    await context.addInitScript(timingScript);
    if (variant === 'full load') await context.addInitScript(fullLoadScript);
    await page.goto(`${appUrl}/login`, { timeout: 60_000 });
    await signIn(page);
    let files = 0;
    let fromWorker = 0;
    let documents = 0;
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) files++;
      if (request.resourceType() === 'document') documents++;
    });
    page.on('response', (response) => {
      if (response.fromServiceWorker()) fromWorker++;
    });
    await page.getByRole('button', { name: 'Log in' }).click();
    await page
      .getByRole('heading', { level: 1, name: LANDING_HEADING })
      .waitFor({ timeout: 120_000 });
    await page.waitForFunction('window.__benchDrawn', undefined, { timeout: 10_000 });
    if (documents > 0 !== (variant === 'full load')) {
      throw new Error(`the ${variant} hand-off loaded ${documents} pages`);
    }
    const ms = await page.evaluate<number>(
      `window.__benchDrawn - Number(sessionStorage.getItem('bench-click'))`,
    );
    return { ms: Math.round(ms), files, fromWorker };
  } finally {
    await close();
  }
}

/** Fills /login's form as a visitor would, short of the click. */
async function signIn(page: Page): Promise<void> {
  const [demo] = demoAccounts();
  if (!demo) throw new Error('the seed lists no demo account');
  await page.getByLabel('Email').fill(demo.email, { timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Password' }).fill(demo.password);
  await page.waitForTimeout(TYPING_MS);
}

/** /login's first load, unthrottled and cold: what a separate app could make smaller. */
async function printLoginWeight(appUrl: string): Promise<void> {
  const login = weighedPages.find((weighed) => weighed.path === '/login');
  if (!login) throw new Error('page-weight.ts weighs no /login');
  const downloads = await measure(`${appUrl}/login`, async () => {}, login.ready);
  report('/login today, its pieces', downloads);
  const scripts = downloads.filter((download) => download.kind === 'js');
  const styles = downloads.filter((download) => download.kind === 'css');
  console.log('\n== /login today, first load (cold, JS + CSS gzip level 9, kB = 1,000 bytes)\n');
  console.log(
    `${kB(totalGzip(downloads))} in ${downloads.length} files: ${scripts.length} scripts (${kB(totalGzip(scripts))}), ${styles.length} stylesheets (${kB(totalGzip(styles))})`,
  );
}

async function main() {
  const slowLink =
    process.env.BENCH_LINK === 'proxy' ? await startSlowLink(phoneProfile) : undefined;
  try {
    await measureHandoffs(slowLink?.server);
  } finally {
    await slowLink?.close();
  }
}

async function measureHandoffs(slowLink: string | undefined) {
  await withBenchedApp(async ({ url }) => {
    console.log(
      `The phone: ${phoneProfile.cpuSlowdown}× CPU, ${phoneProfile.latencyMs} ms, ${(phoneProfile.downloadBytesPerSecond * 8) / 1e6} Mbps down, ${slowLink ? 'through slow-link.ts' : "Chrome's network emulation"}; service workers ${process.env.BENCH_NO_SW ? 'blocked' : 'allowed'}.\n`,
    );
    // Both servers compress a file the first time it is asked for: ask for everything once.
    for (const variant of ['today', 'full load'] as const) {
      await handoff(url, variant, { throttled: false });
    }
    const times: Record<Variant, Handoff[]> = { today: [], 'full load': [] };
    for (let run = 0; run < RUNS; run++) {
      const order: Variant[] = run % 2 === 0 ? ['today', 'full load'] : ['full load', 'today'];
      for (const variant of order) {
        const result = await handoff(url, variant, { throttled: true, slowLink });
        times[variant].push(result);
        console.log(
          `run ${run + 1} ${variant}: ${result.ms} ms, ${result.files} files, ${result.fromWorker} answers from the worker`,
        );
      }
    }
    console.log(
      `\n== Click on 'Log in' to ${LANDING}'s heading drawn, throttled phone, median of ${RUNS}\n`,
    );
    console.log(
      '| hand-off | median ms | runs (ms) | scripts and styles asked for | answered by the worker |\n|---|--:|---|--:|--:|',
    );
    for (const variant of ['today', 'full load'] as const) {
      const runs = times[variant];
      console.log(
        `| ${variant === 'today' ? 'today: same page' : 'split at best: full page load'} | ${median(runs.map((r) => r.ms))} | ${runs.map((r) => r.ms).join(', ')} | ${median(runs.map((r) => r.files))} | ${median(runs.map((r) => r.fromWorker))} |`,
      );
    }
    // The runs alternate, so each pair saw the same load on the machine.
    const gaps = times.today.map((today, run) => (times['full load'][run]?.ms ?? NaN) - today.ms);
    console.log(
      `\nfull load minus today, run by run: ${gaps.join(', ')} ms; median ${median(gaps)} ms`,
    );
    await printLoginWeight(url);
    printTwoModeLines();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
