import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import {
  backendInfo,
  createTestUser,
  nodeWebSocket,
  signInContext,
  type TestUser,
} from './fixtures.ts';

/** A supabase-js client in Node: the service role (reads any row) or the anon key. */
function client(key: string): SupabaseClient {
  return createClient(backendInfo().url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: nodeWebSocket },
  });
}

/** The service-role client the tests read the database with. */
export function serviceDb(): SupabaseClient {
  const { serviceRoleKey } = backendInfo();
  if (!serviceRoleKey) throw new Error('E2E_SUPABASE_SERVICE_ROLE_KEY is not set');
  return client(serviceRoleKey);
}

/** The learner's own client, as their other device would use it. */
export async function learnerDb(user: TestUser): Promise<SupabaseClient> {
  const api = client(backendInfo().anonKey);
  const { error } = await api.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (error) throw error;
  return api;
}

/**
 * A new learner (knows English) with an empty deck for `lang` and a daily goal of `goal`:
 * today's new cards come from the seeded library.
 */
export async function newLearner(lang = 'spa', goal = 15): Promise<TestUser> {
  const user = await createTestUser();
  const api = await learnerDb(user);
  const { error } = await api
    .from('user_deck')
    .insert({ uid: user.uid, lang, daily_review_goal: goal });
  if (error) throw error;
  return user;
}

export interface ReviewRow {
  id: string;
  phrase_id: string;
  score: number;
  stability: number;
  day_session: string;
  day_first_review: boolean;
  created_at: string;
  updated_at: string;
}

/** The learner's reviews in `lang`, oldest first. */
export async function reviewRows(uid: string, lang = 'spa'): Promise<ReviewRow[]> {
  const { data, error } = await serviceDb()
    .from('user_card_review')
    .select(
      'id, phrase_id, score, stability, day_session, day_first_review, created_at, updated_at',
    )
    .eq('uid', uid)
    .eq('lang', lang)
    .order('created_at');
  if (error) throw error;
  return data as ReviewRow[];
}

/** Waits until the learner has `count` reviews in `lang` and returns them. */
export async function waitForReviews(uid: string, count: number, lang = 'spa') {
  await expect
    .poll(async () => (await reviewRows(uid, lang)).length, {
      message: `${count} reviews stored`,
      timeout: 20_000,
    })
    .toBe(count);
  return reviewRows(uid, lang);
}

/** The learner's review days in `lang` (user_deck_review_state). */
export async function reviewStates(uid: string, lang = 'spa') {
  const { data, error } = await serviceDb()
    .from('user_deck_review_state')
    .select('day_session, manifest')
    .eq('uid', uid)
    .eq('lang', lang);
  if (error) throw error;
  return data as { day_session: string; manifest: string[] }[];
}

/** Opens the setup screen, starts the day and waits for the first card. */
export async function startReview(
  page: Page,
  lang: string,
  expected: { total: number; fresh: number },
) {
  await page.goto(`/learn/${lang}/review`);
  await startOpenedReview(page, lang, expected);
}

/** Starts the day from the setup screen already on show and waits for the first card. */
export async function startOpenedReview(
  page: Page,
  lang: string,
  expected: { total: number; fresh: number },
) {
  await page.getByRole('button', { name: "Start today's review" }).click();
  await expect(
    page.getByText(
      `Ready to go! ${expected.total} to study today, ${expected.fresh} fresh new cards`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/learn/${lang}/review/go$`));
  await expect(page.getByText(`Card 1 of ${expected.total}`)).toBeVisible();
}

/**
 * A new learner whose Spanish deck has `goal` new cards a day, signed in on `page`, with the
 * day started: the first card is on screen.
 */
export async function learnerInSession(
  context: BrowserContext,
  page: Page,
  goal: number,
): Promise<TestUser> {
  const user = await newLearner('spa', goal);
  await signInContext(context, user);
  await startReview(page, 'spa', { total: goal, fresh: goal });
  return user;
}

/** The score button with this label ('Again', 'Hard', 'Good', 'Easy'). */
export const scoreButton = (page: Page, label: string) =>
  page
    .getByRole('group', { name: 'Score this card' })
    .getByRole('button', { name: new RegExp(`^${label}`) });

/** The card counter, 'Card i of n'. */
export const cardCounter = (page: Page) => page.getByText(/^Card \d+ of \d+$/);

/** Scores the card on screen and waits for the session to move past it (another card or an end screen). */
export async function scoreAndWait(page: Page, label: string) {
  const phrase = page.getByTestId('review-phrase');
  const text = (await phrase.textContent()) ?? '';
  await scoreButton(page, label).click();
  await expect(
    phrase.filter({ hasNotText: text }).or(
      page.getByRole('heading', {
        name: /^(Some cards have no score yet|Go over the cards marked Again|Today's review is complete|Saving your reviews…)$/,
      }),
    ),
  ).toBeVisible({ timeout: 5_000 });
}

/** The unsent reviews the page keeps in local storage for `uid`. */
export async function outboxLength(page: Page, uid: string): Promise<number> {
  return page.evaluate(
    (key) => (JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown[]).length,
    `phrasebook:review-outbox:${uid}`,
  );
}
