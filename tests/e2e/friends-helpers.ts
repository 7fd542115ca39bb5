import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  backendInfo,
  createTestUser,
  launchChromium,
  nodeWebSocket,
  signInContext,
  type TestUser,
} from './fixtures.ts';
import { adminClient, userClient as clientAs } from './clients.ts';
import { createDeck } from './learn-helpers.ts';

export { adminClient, clientAs };

/** Inserts one friend action as `by` through the API; returns the error, if any. */
export async function friendAction(
  by: TestUser,
  other: TestUser,
  action: 'invite' | 'accept' | 'decline' | 'cancel' | 'remove',
) {
  const [uid_less, uid_more] = [by.uid, other.uid].sort();
  const client = await clientAs(by);
  const { error } = await client.from('friend_request_action').insert({
    uid_less,
    uid_more,
    uid_by: by.uid,
    uid_for: other.uid,
    action_type: action,
  });
  return error;
}

/** Two users who are friends (one invited, the other accepted). */
export async function makeFriends(a: TestUser, b: TestUser): Promise<void> {
  expect(await friendAction(a, b, 'invite')).toBeNull();
  expect(await friendAction(b, a, 'accept')).toBeNull();
}

/** The pair's row in friend_summary as the service role sees it, or null. */
export async function relationOf(a: TestUser, b: TestUser) {
  const [uid_less, uid_more] = [a.uid, b.uid].sort();
  const { data, error } = await adminClient()
    .from('friend_summary')
    .select('status, most_recent_action_type, most_recent_uid_by')
    .eq('uid_less', uid_less!)
    .eq('uid_more', uid_more!)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** A second person at their own browser: a new user signed in in a new Chromium. */
export async function secondPerson(
  baseURL: string,
  options: { user?: TestUser; colorScheme?: 'dark' | 'light' } = {},
): Promise<{ user: TestUser; page: Page; context: BrowserContext; close: () => Promise<void> }> {
  const user = options.user ?? (await createTestUser());
  const browser = await launchChromium({
    baseURL,
    viewport: { width: 1280, height: 860 },
    ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
  });
  await signInContext(browser.context, user);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  return { user, page, context: browser.context, close: browser.close };
}

/** A user whose username we choose (the sign-up trigger makes the profile from metadata). */
export async function createNamedUser(username: string, lang = 'eng'): Promise<TestUser> {
  const { url, anonKey } = backendInfo();
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: nodeWebSocket },
  });
  const email = `friends-${randomUUID().slice(0, 12)}@example.com`;
  const password = `pw-${randomUUID()}`;
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { username, languages_known: [{ lang, level: 'fluent' }] } },
  });
  if (error) throw error;
  const session =
    data.session ?? (await client.auth.signInWithPassword({ email, password })).data.session;
  if (!session) throw new Error('no session for the new user');
  return { uid: session.user.id, email, password, username, session };
}

/** A toast with `text` (Mantine notifications live in an alert region at the top). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** One person's row in a list of people on the friends screens. */
export function personRow(page: Page, username: string) {
  return page.getByRole('listitem', { name: username });
}

/** The section of /friends or /friends/requests with this title. */
export function section(page: Page, title: 'Your friends' | 'Invited' | 'Invitations') {
  return page.getByRole('region', { name: title });
}

/** Picks the colour scheme before the app starts. */
export async function useScheme(page: Page, scheme: 'dark' | 'light'): Promise<void> {
  await page.addInitScript(
    (value) => window.localStorage.setItem('phrasebook-color-scheme', value),
    scheme,
  );
}

/** The texts `from` has stored for `to`, oldest first. */
export async function storedTexts(from: string, to: string): Promise<string[]> {
  const { data, error } = await adminClient()
    .from('chat_message')
    .select('message')
    .eq('sender_uid', from)
    .eq('recipient_uid', to)
    .eq('message_type', 'text')
    .order('created_at');
  if (error) throw error;
  return data.map((row) => row.message as string);
}

/** `user` at their own browser, whose clock is in `timezoneId`: a new Chromium, signed in. */
export async function personInZone(
  baseURL: string,
  user: TestUser,
  timezoneId: string,
): Promise<{ user: TestUser; page: Page; close: () => Promise<void> }> {
  const browser = await launchChromium({
    baseURL,
    viewport: { width: 1280, height: 860 },
    timezoneId,
  });
  await signInContext(browser.context, user);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  return { user, page, close: browser.close };
}

/** My shared streak with `friend`, wherever the page (or a part of it) shows it. */
export const streakWith = (within: Page | Locator, friend: TestUser) =>
  within.getByRole('group', { name: `Shared streak with ${friend.username}` });

/** A friend with the longest name there is (20 characters), the learner with a Spanish deck. */
export async function learnerWithFriend(me: TestUser): Promise<TestUser> {
  const friend = await createNamedUser(`streaky_friend_${randomUUID().slice(0, 5)}`);
  await makeFriends(me, friend);
  await createDeck(await clientAs(me), 'spa');
  return friend;
}
