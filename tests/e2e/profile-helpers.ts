import { expect, type Page } from '@playwright/test';
import type { TestUser } from './fixtures.ts';
import { adminClient } from './learn-helpers.ts';

/** The learner's profile as the server stores it. */
export const storedProfile = async (uid: string) =>
  (
    await adminClient()
      .from('user_profile')
      .select('username, languages_known')
      .eq('uid', uid)
      .single()
  ).data;

export const usernameField = (page: Page) =>
  page.getByRole('textbox', { name: 'Username', exact: true });
export const saveChanges = (page: Page) => page.getByRole('button', { name: 'Save changes' });

/** Profile saves reach a server that answers 503 until `up()`; `sent` lists what it took. */
export async function profileSavesRefused(page: Page) {
  const sent: { username: string; languages: string[] }[] = [];
  let serverDown = true;
  await page.route(/\/rest\/v1\/user_profile\?/, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    if (serverDown) return route.fulfill({ status: 503, json: { message: 'Service Unavailable' } });
    const body = route.request().postDataJSON() as {
      username: string;
      languages_known: { lang: string }[];
    };
    sent.push({ username: body.username, languages: body.languages_known.map((row) => row.lang) });
    return route.continue();
  });
  return { sent, up: () => (serverDown = false) };
}

/**
 * Saves `<prefix>_…` as the user's name on /profile while the server refuses (profileSavesRefused
 * first); returns the name and the save's 'Not saved yet' alert, once it shows.
 */
export async function usernameSaveWaiting(page: Page, user: TestUser, prefix: string) {
  await page.goto('/profile');
  const username = `${prefix}_${user.username.slice(-8)}`;
  await usernameField(page).fill(username);
  await saveChanges(page).click();
  const notSaved = page.getByRole('alert').filter({ hasText: 'Not saved yet' });
  await expect(notSaved).toBeVisible();
  return { username, notSaved };
}
