/**
 * Message delivery latency: two people in two Chromium browsers with their thread open, 100
 * plain messages taking turns in each direction; for each, the time from pressing Enter in one
 * browser to the text being on screen in the other (a MutationObserver on the thread notes
 * the moment). Goal: p95 under 150 ms on this machine. Prints figures; asserts nothing.
 *
 *   pnpm exec tsx tests/bench/friends-chat-latency.ts          build first, then measure
 *   BENCH_SKIP_BUILD=1 pnpm exec tsx tests/bench/friends-chat-latency.ts
 *   BENCH_MESSAGES=20 …                                        fewer messages
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createClient, type Session } from '@supabase/supabase-js';
import { signedInPage, signedInSession, withServedApp } from './first-load.ts';
import { percentile } from './percentile.ts';

const messageCount = Number(process.env.BENCH_MESSAGES ?? 100);
const goalP95Ms = 150;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nodeWebSocket = createRequire(path.join(repoRoot, 'packages/supabase-local/package.json'))(
  'ws',
) as typeof WebSocket;

/** One person's own browser (a separate Chromium with its own profile). */
async function browserFor(url: string, session: Session) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-bench-chat-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    baseURL: url,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await signedInPage(session)(page);
  return {
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Makes the two users friends through the API, as the app would. */
async function befriend(supabaseUrl: string, anonKey: string, a: Session, b: Session) {
  const client = (session: Session) => {
    const c = createClient(supabaseUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: nodeWebSocket },
    });
    return c.auth.setSession(session).then(() => c);
  };
  const [uidLess, uidMore] = [a.user.id, b.user.id].sort() as [string, string];
  for (const [by, other, action] of [
    [a, b, 'invite'],
    [b, a, 'accept'],
  ] as const) {
    const { error } = await (await client(by)).from('friend_request_action').insert({
      uid_less: uidLess,
      uid_more: uidMore,
      uid_by: by.user.id,
      uid_for: other.user.id,
      action_type: action,
    });
    if (error) throw error;
  }
}

/** Notes, in the page, when each expected text first shows in the thread. */
async function watchThread(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __seen: Record<string, number>; __wanted: Set<string> };
    w.__seen = {};
    w.__wanted = new Set();
    const log = document.querySelector('[role="log"]')!;
    new MutationObserver(() => {
      const text = log.textContent ?? '';
      for (const wanted of w.__wanted) {
        if (text.includes(wanted)) {
          w.__seen[wanted] = performance.timeOrigin + performance.now();
          w.__wanted.delete(wanted);
        }
      }
    }).observe(log, { childList: true, subtree: true, characterData: true });
  });
}

/** Types `text` and presses Enter; returns the wall-clock moment of the key press. */
async function send(page: Page, text: string): Promise<number> {
  const box = page.getByRole('textbox', { name: /^Message to / });
  await box.fill(text);
  return box.evaluate((element) => {
    const at = performance.timeOrigin + performance.now();
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    return at;
  });
}

async function main() {
  await withServedApp(async ({ url, supabaseUrl, anonKey }) => {
    const [ana, ben] = [
      await signedInSession(supabaseUrl, anonKey),
      await signedInSession(supabaseUrl, anonKey),
    ];
    await befriend(supabaseUrl, anonKey, ana, ben);
    const people = [await browserFor(url, ana), await browserFor(url, ben)] as const;
    try {
      await people[0].page.goto(`/friends/chats/${ben.user.id}`);
      await people[1].page.goto(`/friends/chats/${ana.user.id}`);
      for (const { page } of people) {
        await page.getByText('No messages yet').first().waitFor();
        await watchThread(page);
      }
      // A warm-up message each way (the first render of a thread's bubbles), not counted.
      const latencies: number[] = [];
      for (let i = -2; i < messageCount; i++) {
        const [from, to] = i % 2 === 0 ? people : [people[1], people[0]];
        const text = `bench message ${i} ${Math.random().toString(36).slice(2, 8)}`;
        await to.page.evaluate((t) => {
          (window as unknown as { __wanted: Set<string> }).__wanted.add(t);
        }, text);
        const sentAt = await send(from.page, text);
        const handle = await to.page.waitForFunction(
          (t) => (window as unknown as { __seen: Record<string, number> }).__seen[t],
          text,
          { timeout: 10_000, polling: 50 },
        );
        const seenAt = (await handle.jsonValue()) as number;
        if (i >= 0) latencies.push(seenAt - sentAt);
      }
      const sorted = [...latencies].sort((a, b) => a - b);
      const mean = latencies.reduce((s, x) => s + x, 0) / latencies.length;
      const p95 = percentile(sorted, 95);
      console.log(
        `\n== send → visible in the other browser, ${latencies.length} messages (both ways)`,
      );
      console.log(
        `p50 ${percentile(sorted, 50).toFixed(0)} ms   p95 ${p95.toFixed(0)} ms   max ${sorted.at(-1)!.toFixed(0)} ms   mean ${mean.toFixed(0)} ms   min ${sorted[0]!.toFixed(0)} ms`,
      );
      console.log(
        `goal p95 < ${goalP95Ms} ms: ${p95 < goalP95Ms ? 'met' : `missed by ${(p95 - goalP95Ms).toFixed(0)} ms`}`,
      );
    } finally {
      for (const person of people) await person.close();
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
