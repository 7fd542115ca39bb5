import type { Page } from '@playwright/test';
import { remoteEntryPath } from '@phrasebook/build-config';
import { test, expect, backendInfo } from './fixtures.ts';
import { addWeighedDeck, sessionClient, weighedLang } from '../bench/weighed-user.ts';

/** Every script the page requests from `folder` (a remote's), in order. */
function scriptsFrom(page: Page, folder: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith(`/${folder}/`)) {
      urls.push(pathname);
    }
  });
  return urls;
}

/** Waits until `urls` stops growing: the chunks a prefetch pulls come one after another. */
async function settled(urls: string[]): Promise<void> {
  let seen = -1;
  await expect
    .poll(
      () => {
        const still = urls.length === seen;
        seen = urls.length;
        return still;
      },
      { intervals: [500] },
    )
    .toBe(true);
}

test.describe('moving to another area', () => {
  test('hovering a link to it fetches its remote and screen before the click, so the click fetches none', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    const friendsScripts = scriptsFrom(page, 'mf-friends');
    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(friendsScripts).toEqual([]);

    const friends = page.getByRole('navigation', { name: 'App' }).getByRole('link', {
      name: 'Friends',
    });
    await friends.hover();
    await expect
      .poll(() => friendsScripts)
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(remoteEntryPath('mf-friends')),
          expect.stringMatching(/__federation_expose_routes/),
        ]),
      );
    await settled(friendsScripts);
    const beforeClick = [...friendsScripts];
    // The routes module, and the screen chunk of /friends with it.
    expect(beforeClick.length, beforeClick.join(', ')).toBeGreaterThan(2);

    await friends.click();
    await expect(
      page.getByRole('heading', { name: 'Friends and Contacts', level: 1 }),
    ).toBeVisible();
    expect(friendsScripts).toEqual(beforeClick);
  });

  test('focusing a review link fetches the review remote before it is followed', async ({
    page,
    signedInUser,
  }) => {
    const backend = backendInfo();
    await addWeighedDeck(await sessionClient(backend.url, backend.anonKey, signedInUser.session));
    const reviewScripts = scriptsFrom(page, 'mf-review');
    await page.goto(`/learn/${weighedLang}`);
    await expect(page.getByRole('heading', { name: 'Catalan Deck', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reviewScripts).toEqual([]);

    await page.getByRole('link', { name: "Start today's review" }).focus();
    await expect
      .poll(() => reviewScripts)
      .toContainEqual(expect.stringMatching(remoteEntryPath('mf-review')));
    await settled(reviewScripts);
    const beforeFollowing = [...reviewScripts];

    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Review Catalan cards', level: 1 }),
    ).toBeVisible();
    expect(reviewScripts).toEqual(beforeFollowing);
  });
});
