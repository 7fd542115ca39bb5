import type { Page } from '@playwright/test';
import { test, expect, type TestUser } from './fixtures.ts';
import { createDeck, dataKept, userClient } from './learn-helpers.ts';
import { holdRequests } from './held-requests.ts';
import { keptForOffline, reopenedOffline } from './offline-helpers.ts';

// A learner coming back sees the page they left at once, drawn from what it showed before the
// app has started, and the app's own screen in its place once it has (docs/offline.md).

test.use({ keptScreens: 'allow' });

/** Loads `path` with the shell's start-up held until `release` is called. */
async function openWithStartUpHeld(page: Page, path: string) {
  const startUp = await holdRequests(page, '**/static/js/async/bootstrap.*.js');
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return {
    release: async () => {
      await expect.poll(startUp.count).toBeGreaterThan(0);
      await startUp.release();
    },
  };
}

/** The names of `role`'s nodes in the accessibility tree Chromium gives assistive technology. */
async function readOut(page: Page, role: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === role)
    .map((node) => node.name?.value ?? '');
}

const headingsReadOut = (page: Page) => readOut(page, 'heading');
const keptScreen = (page: Page) => page.locator('#root > [data-kept-screen][inert]');

/** A learner with a Spanish deck opens `/learn` and sees it. */
async function learnOpened(page: Page, user: TestUser) {
  await createDeck(await userClient(user), 'spa');
  await page.goto('/learn');
  await expect(page.getByRole('article', { name: 'Spanish deck' })).toBeVisible();
}

/**
 * Waits until leaving the page now would keep `path` showing `text`. The keeper is loaded once
 * the page has settled, as the data's is, and either may come first; a leave before it keeps
 * nothing. The probe is the event a leave fires, which keeps what the leave itself would.
 */
async function screenKept(page: Page, path: string, text: string) {
  await expect
    .poll(() =>
      page.evaluate(
        ({ path, text }) => {
          window.dispatchEvent(new PageTransitionEvent('pagehide'));
          const kept = JSON.parse(localStorage.getItem('phrasebook-kept-screens') ?? 'null') as {
            screens: { path: string; html: string }[];
          } | null;
          return kept?.screens.some((screen) => screen.path === path && screen.html.includes(text));
        },
        { path, text },
      ),
    )
    .toBe(true);
  // The leave itself keeps it again, or the tests that follow find nothing.
  await page.evaluate(() => localStorage.removeItem('phrasebook-kept-screens'));
}

/** `/learn` opened, its data kept, then left for another site: its screen is kept too. */
async function learnLeft(page: Page, user: TestUser) {
  await learnOpened(page, user);
  await dataKept(page, user);
  await screenKept(page, '/learn', 'Spanish');
  await page.goto('about:blank');
}

/** `/learn` left, then opened again: its copy stands while the start-up is held. */
async function learnBackBeforeStartUp(page: Page, user: TestUser) {
  await learnLeft(page, user);
  const startUp = await openWithStartUpHeld(page, '/learn');
  await expect(keptScreen(page)).toBeVisible();
  return startUp;
}

test('the page left is drawn at once on coming back, as a picture, until the app draws it', async ({
  page,
  signedInUser,
}) => {
  // Left for another site, then opened again before the app has started.
  const startUp = await learnBackBeforeStartUp(page, signedInUser);
  await expect(keptScreen(page)).toContainText('Learning Home');
  await expect(keptScreen(page)).toContainText('Spanish');
  const addDeck = keptScreen(page).locator('main').getByRole('link', { name: 'Add a deck' });
  await expect(addDeck).toBeVisible();
  // Nothing in it is read out but what the loading screen would say, and a click on its link
  // goes nowhere.
  expect(await headingsReadOut(page)).toEqual([]);
  expect(await readOut(page, 'StaticText')).toEqual(['Loading']);
  await expect(page.getByRole('status')).toHaveText('Loading');
  const box = (await addDeck.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/learn$/);

  // Whatever #root shows from now on is recorded: no loading screen may come between.
  await page.evaluate(() => {
    const root = document.getElementById('root')!;
    const seen = new MutationObserver(() => {
      if (root.querySelector('[data-route-loading]')) document.body.dataset.sawLoading = 'yes';
    });
    seen.observe(root, { childList: true, subtree: true });
  });
  await startUp.release();
  await expect(keptScreen(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.body.dataset.sawLoading)).toBeUndefined();
  // The copy's styles went with it; the app linked its own.
  await expect(page.locator('head [data-kept-screen]')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Spanish deck' })).toBeVisible();
  await expect.poll(() => headingsReadOut(page)).toContain('Learning Home');
  await page.getByRole('main').getByRole('link', { name: 'Add a deck' }).click();
  await expect(page).toHaveURL(/\/learn\/add-deck/);

  // Kept again from the app's own page, the copy has every stylesheet the first one had.
  const keptStyles = () =>
    page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('phrasebook-kept-screens') ?? 'null') as {
            screens: { path: string; styles: unknown[] }[];
          }
        ).screens.find((screen) => screen.path === '/learn')?.styles.length,
    );
  const before = await keptStyles();
  await page.goBack();
  await expect(page.getByRole('article', { name: 'Spanish deck' })).toBeVisible();
  await page.goto('about:blank');
  await page.goto('/learn');
  await expect(page.getByRole('article', { name: 'Spanish deck' })).toBeVisible();
  expect(await keptStyles()).toBeGreaterThanOrEqual(before!);
});

test("the app's stylesheets wait while the copy stands, and style its own screen once drawn", async ({
  page,
  signedInUser,
}) => {
  const startUp = await learnBackBeforeStartUp(page, signedInUser);
  const headingLook = (where: string) =>
    page.evaluate((where) => {
      const style = getComputedStyle(document.querySelector(`${where} main h1`)!);
      return [style.fontFamily, style.fontSize, style.fontWeight, style.color];
    }, where);
  const copyLook = await headingLook('#root > [data-kept-screen]');
  // The shell's own stylesheet is linked as soon as its start-up is asked for: it loads, but
  // restyling the whole copy for it would only slow the app's start (docs/offline.md).
  const appSheets = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="stylesheet"], style')]
        .filter((sheet) => !sheet.hasAttribute('data-kept-screen'))
        .map((sheet) => sheet.getAttribute('media')),
    );
  await expect.poll(appSheets).toContain('not all');
  expect(await appSheets()).toEqual((await appSheets()).map(() => 'not all'));

  await startUp.release();
  await expect(keptScreen(page)).toHaveCount(0);
  expect(await appSheets()).not.toContain('not all');
  expect(await headingLook('#root')).toEqual(copyLook);
});

test('signing out forgets the pages kept, so the next user of the browser never sees them', async ({
  page,
  signedInUser,
}) => {
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  await dataKept(page, signedInUser);
  await page.goto('/profile');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('phrasebook-kept-screens')))
    .toContain('Learning Home');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('phrasebook-kept-screens')))
    .toBeNull();
});

test("a kept screen whose styles do not come within a second gives way to the app's", async ({
  page,
  signedInUser,
}) => {
  await learnLeft(page, signedInUser);

  // A slow network, and the stylesheets no longer in the browser's cache.
  const styles = await holdRequests(page, '**/*.css');
  await page.goto('/learn', { waitUntil: 'commit' });
  await expect.poll(styles.count).toBeGreaterThan(0);
  // The page is drawn while they are still on their way: the copy no longer holds it back.
  const drawn = page.evaluate(
    () => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
  );
  expect(await Promise.race([drawn, page.waitForTimeout(4000).then(() => false)])).toBe(true);
  await expect(page.locator('[data-kept-screen]')).toHaveCount(0);
  await styles.release();
  await expect(page.getByRole('article', { name: 'Spanish deck' })).toBeVisible();
});

test.describe('offline, with the offline app in control', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a kept screen whose data was not kept gives way to the offline notice as soon as a loading screen would', async ({
    context,
    page,
    signedInUser,
  }) => {
    await learnOpened(page, signedInUser);
    await keptForOffline(page);
    await dataKept(page, signedInUser);
    // Left before its data was kept (within seconds of opening): the screen needs the network.
    // The database goes once the page that has it open is left.
    await page.evaluate(() => void indexedDB.deleteDatabase('phrasebook-query-cache'));
    await page.close();

    const offline = await reopenedOffline(context);
    // When #root first showed the copy and the notice, from the document's start.
    await offline.addInitScript(() => {
      const seen: { copy?: number; notice?: number } = {};
      Object.assign(window, { seen });
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root?.querySelector('[data-kept-screen]')) seen.copy ??= performance.now();
        if (root?.textContent?.includes('You are offline')) seen.notice ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await offline.goto('/learn');
    await expect(offline.getByText('You are offline')).toBeVisible();
    await expect(keptScreen(offline)).toHaveCount(0);
    const { copy, notice } = await offline.evaluate(
      () => (window as unknown as { seen: { copy: number; notice: number } }).seen,
    );
    // The loading screen's patience offline is a second; the copy's own online is three.
    expect(copy).toBeLessThan(notice);
    expect(notice - copy).toBeLessThan(3000);
  });
});
