import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import { addDays, daySession, type DayString } from '@phrasebook/domain';
import { backendInfo, nodeWebSocket, type TestUser } from './fixtures.ts';
import { addPhrases, adminClient, createDeck, must } from './learn-helpers.ts';

export { must };

/** A heatmap cell as the page draws it. */
export interface DrawnDay {
  date: string;
  count: number;
  counted: boolean;
}

/**
 * Every day cell of the stats view's year (`data-date`, `data-count`, `data-counted`), oldest
 * first (the grid's rows are weekdays, so its own order is Mondays first).
 */
export async function drawnYear(page: Page): Promise<DrawnDay[]> {
  const grid = page.getByRole('grid', { name: 'Study days in the last year' });
  await expect(grid).toBeVisible();
  const days = await grid.locator('[data-date]').evaluateAll((cells) =>
    cells.map((cell) => ({
      date: cell.getAttribute('data-date') ?? '',
      count: Number(cell.getAttribute('data-count')),
      counted: cell.getAttribute('data-counted') === 'true',
    })),
  );
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** The year's cell of one day. */
export const dayCell = (page: Page, day: DayString) =>
  page.getByRole('grid', { name: 'Study days in the last year' }).locator(`[data-date="${day}"]`);

/** The `data-date` of the focused element. */
/** Opens a stats view and waits for its first panel. */
export async function openStats(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Streak' })).toBeVisible();
}

export const focusedDate = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? null);

/** A demo account of the seed (supabase/demo-accounts.json), signed in through supabase-js. */
export async function demoUser(username: string): Promise<TestUser & { client: SupabaseClient }> {
  const accounts = JSON.parse(
    readFileSync(new URL('../../supabase/demo-accounts.json', import.meta.url), 'utf8'),
  ) as { email: string; password: string; username: string }[];
  const account = accounts.find((found) => found.username === username);
  if (!account) throw new Error(`No demo account ${username}`);
  const { url, anonKey } = backendInfo();
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: nodeWebSocket },
  });
  const { data, error } = await client.auth.signInWithPassword(account);
  if (error) throw error;
  return {
    uid: data.user.id,
    email: account.email,
    password: account.password,
    username,
    session: data.session,
    client,
  };
}

/** The UTC offset, in hours, of an IANA Etc/GMT±N zone (whose sign is the reverse). */
export function offsetOf(zone: string): number {
  const match = /^Etc\/GMT(?:([+-])(\d+))?$/.exec(zone);
  if (!match) throw new Error(`Not an Etc/GMT zone: ${zone}`);
  return (match[1] === '+' ? -1 : 1) * Number(match[2] ?? 0);
}

function zoneOfOffset(offset: number): string {
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/**
 * A fixed-offset zone where the local hour at `now` is `hour`, from UTC−12 to UTC+11, so the
 * zone two hours east of it exists too.
 */
export function zoneAtLocalHour(hour: number, now = new Date()): string {
  return zoneOfOffset(((((hour - now.getUTCHours()) % 24) + 24 + 12) % 24) - 12);
}

/** The same kind of zone `hours` to the east. */
export const zoneEastOf = (zone: string, hours: number) => zoneOfOffset(offsetOf(zone) + hours);

/** The instant of `hour`:00 on `day`'s wall clock in an Etc/GMT zone. */
export function localInstant(zone: string, day: DayString, hour: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (hour - offsetOf(zone)) * 3_600_000);
}

/** The calendar date on the wall clock of `zone` now (no rollover). */
export function calendarDate(zone: string, now = new Date()): DayString {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
}

/** Moves the learner's profile (their review days) to `zone`. */
export async function setProfileZone(client: SupabaseClient, uid: string, zone: string) {
  must(await client.from('user_profile').update({ time_zone: zone }).eq('uid', uid));
}

/**
 * A learner's deck with `phrases` new cards and a daily goal of 2 (a day with two cards
 * reviewed counts), through their own client; returns the cards' phrase ids.
 */
export async function deckWithCards(client: SupabaseClient, lang: string, phrases = 6) {
  await createDeck(client, lang, { daily_review_goal: 2 });
  const suffix = randomUUID().slice(0, 8);
  return addPhrases(
    client,
    lang,
    Array.from({ length: phrases }, (_, index) => ({
      text: `Frase ${index + 1} ${suffix}`,
      translations: [{ lang: 'eng', text: `Phrase ${index + 1} ${suffix}` }],
    })),
  );
}

/**
 * Reviews `phraseIds` (Good) on review day `day`, as the review session posts them: the day's
 * set first, then each score through insert_user_card_review. Received now by the server, or,
 * for a day in the past, at `receivedAt`: the service role sets the time the server took them
 * in, as if the learner had reviewed on that day (the seed's history is made the same way).
 */
export async function reviewOn(
  client: SupabaseClient,
  lang: string,
  day: DayString,
  phraseIds: string[],
  receivedAt?: Date,
): Promise<void> {
  must(
    await client
      .from('user_deck_review_state')
      .insert({ lang, day_session: day, manifest: phraseIds }),
  );
  const ids: string[] = [];
  for (const phraseId of phraseIds) {
    const review = must(
      await client.rpc('insert_user_card_review', {
        score: 3,
        phrase_id: phraseId,
        lang,
        day_session: day,
        review_id: randomUUID(),
        duration_ms: 4000,
      }),
    ) as { id: string };
    ids.push(review.id);
  }
  if (receivedAt) {
    const at = receivedAt.toISOString();
    must(
      await adminClient()
        .from('user_card_review')
        .update({ created_at: at, updated_at: at })
        .in('id', ids),
    );
  }
}

/** The learner's review day now on `zone`'s clock, as the server counts it. */
export const reviewDayIn = (zone: string, now = new Date()) => daySession(now, zone);

export { addDays };
