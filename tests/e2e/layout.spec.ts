import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { addPhrases, createDeck, ownPhrase, userClient } from './learn-helpers.ts';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'App sidebar' });
const widthOf = (page: Page) =>
  sidebar(page).evaluate((element) => element.getBoundingClientRect().width);

async function sidebarCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'sidebar_state');
}

test.describe('app layout', () => {
  test('menus take the keyboard: opened by click or Enter, they close on Escape back to their button', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    await page.goto('/learn');
    const account = page.getByRole('button', { name: /account menu$/ });
    await account.click();
    await expect(page.getByRole('menu')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(account).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();

    await sidebar(page).click({ button: 'right', position: { x: 40, y: 300 } });
    await expect(page.getByRole('menu')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Add a deck' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('the sidebar navigates to the app areas and shows who is signed in', async ({
    page,
    signedInUser,
  }) => {
    await page.goto('/learn');
    const nav = page.getByRole('navigation', { name: 'App' });
    await expect(nav.getByRole('link', { name: 'Learning home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Friends' })).toHaveAttribute('href', '/friends');
    await expect(nav.getByRole('link', { name: 'Add a deck' })).toHaveAttribute(
      'href',
      '/learn/add-deck',
    );
    await expect(
      page.getByRole('button', {
        name: `${signedInUser.username} ${signedInUser.email}, account menu`,
      }),
    ).toBeVisible();
    expect(await widthOf(page)).toBe(256);

    await nav.getByRole('link', { name: 'Friends' }).click();
    await expect(page).toHaveURL(/\/friends$/);
    await expect(nav.getByRole('link', { name: 'Friends' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Ctrl+B collapses and expands the sidebar, and the state survives a reload', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    await page.goto('/learn');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    // The page's screen comes after the frame's effects, the shortcut's listener among them:
    // pressed on the frame's first paint, the key was missed on a loaded machine.
    await expect(page.getByRole('heading', { name: 'Learning Home' })).toBeVisible();

    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(() => widthOf(page)).toBe(48);
    const cookie = await sidebarCookie(page);
    expect(cookie?.value).toBe('false');
    // Seven days, give or take the seconds the test took.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);

    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    expect(await widthOf(page)).toBe(48);
    // Icon-only links keep their names.
    await expect(page.getByRole('link', { name: 'Friends' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Learning Home' })).toBeVisible();

    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await expect.poll(() => widthOf(page)).toBe(256);
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    expect((await sidebarCookie(page))?.value).toBe('true');
  });

  test('the toggle button does the same and is labelled for its state', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    await page.goto('/friends');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('right-clicking the sidebar and the "+" menu both offer adding a deck', async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.uid).toBeTruthy();
    await page.goto('/friends');
    await sidebar(page).click({ button: 'right', position: { x: 100, y: 400 } });
    await page.getByRole('menuitem', { name: 'Add a deck' }).click();
    await expect(page).toHaveURL(/\/learn\/add-deck$/);

    await page.goto('/friends');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Add a deck' }).click();
    await expect(page).toHaveURL(/\/learn\/add-deck$/);
  });

  test('the account menu opens the profile and signs out', async ({ page, signedInUser }) => {
    await page.goto('/learn');
    const account = page.getByRole('button', {
      name: `${signedInUser.username} ${signedInUser.email}, account menu`,
    });
    await account.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await account.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign up for free' })).toBeVisible();
    // The session supabase-js kept is gone. (Not checked by revisiting /learn: the fixture's
    // init script signs the user back in on every page load.)
    const storedKeys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(storedKeys.filter((key) => key.endsWith('-auth-token'))).toEqual([]);
  });

  for (const scheme of ['dark', 'light'] as const) {
    test(`the signed-in layout has no serious axe violations (${scheme})`, async ({
      page,
      signedInUser,
    }) => {
      expect(signedInUser.uid).toBeTruthy();
      await page.addInitScript(
        (value) => window.localStorage.setItem('phrasebook-color-scheme', value),
        scheme,
      );
      await page.goto('/learn');
      await expect(sidebar(page)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Control+b');
      await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
      await expectNoSeriousAxeViolations(page);
    });
  }

  test.describe('under 768px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the sidebar is a sheet opened from the top bar and by Ctrl+B', async ({
      page,
      signedInUser,
    }) => {
      expect(signedInUser.uid).toBeTruthy();
      await page.goto('/learn');
      await expect(sidebar(page)).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'App' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Open sidebar' }).click();
      const sheet = page.getByRole('dialog', { name: 'App sidebar' });
      await expect(sheet).toBeVisible();
      const sheetWidth = await sheet.evaluate((element) => element.getBoundingClientRect().width);
      expect(sheetWidth).toBe(288);

      await sheet.getByRole('link', { name: 'Friends' }).click();
      await expect(page).toHaveURL(/\/friends$/);
      await expect(sheet).toBeHidden();

      await page.keyboard.press('Control+b');
      await expect(page.getByRole('dialog', { name: 'App sidebar' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'App sidebar' })).toBeHidden();
    });

    test('a toast shows as a box below the top bar, whose buttons stay free to tap', async ({
      page,
      signedInUser,
    }) => {
      const client = await userClient(signedInUser);
      // Phrases are public: a language no other spec reads, so none finds this one.
      await createDeck(client, 'isl');
      const [id] = await addPhrases(client, 'isl', [
        {
          text: ownPhrase('Sjáumst á morgun'),
          translations: [{ lang: 'eng', text: 'See you tomorrow' }],
        },
      ]);
      await page.goto(`/learn/isl/${id}`);
      await page.getByRole('button', { name: 'Copy link' }).click();
      // The toast's box, not its text inside the padding. A toast other than an error is no
      // alert: the region around it reads it (toast.ts).
      const toast = page
        .getByTestId('toasts')
        .locator('[role="none"]')
        .filter({ hasText: 'Link copied' });
      await expect(toast).toBeVisible();
      const toastBox = await toast.boundingBox();
      const barBox = await page.getByRole('banner').boundingBox();
      expect(toastBox && barBox && toastBox.y).toBeGreaterThanOrEqual(
        (barBox?.y ?? 0) + (barBox?.height ?? 0),
      );
      // In one look, since a success toast stays 2 s: with it up, the bar's button is on top,
      // and the toast is a box of its own (Mantine's Notification styles), not bare text over
      // the page, as it was when they did not load with the toast.
      const look = await page.evaluate(() => {
        const button = document.querySelector('[aria-label="Open sidebar"]')!;
        const { x, y, width, height } = button.getBoundingClientRect();
        const toast = [...document.querySelectorAll('[data-testid="toasts"] [role="none"]')].find(
          (box) => box.textContent?.includes('Link copied'),
        );
        const style = toast && getComputedStyle(toast);
        return {
          toastUp: toast !== undefined,
          toastHasBackground: style?.backgroundColor !== 'rgba(0, 0, 0, 0)',
          toastHasPadding: parseFloat(style?.paddingLeft ?? '0') > 0,
          buttonOnTop: button.contains(document.elementFromPoint(x + width / 2, y + height / 2)),
        };
      });
      expect(look).toEqual({
        toastUp: true,
        toastHasBackground: true,
        toastHasPadding: true,
        buttonOnTop: true,
      });
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await expect(page.getByRole('dialog', { name: 'App sidebar' })).toBeVisible();
    });

    test("Escape closes a menu opened in the sheet, not the sheet; the '+' menu stays in it", async ({
      page,
      signedInUser,
    }) => {
      expect(signedInUser.uid).toBeTruthy();
      await page.goto('/learn');
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      const sheet = page.getByRole('dialog', { name: 'App sidebar' });
      const account = sheet.getByRole('button', { name: /account menu$/ });
      await account.click();
      await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(sheet).toBeVisible();
      await expect(account).toBeFocused();

      await sheet.getByRole('button', { name: 'Create' }).click();
      const menuBox = await page.getByRole('menu').boundingBox();
      const sheetBox = await sheet.boundingBox();
      expect(menuBox && sheetBox && menuBox.x + menuBox.width).toBeLessThanOrEqual(
        (sheetBox?.x ?? 0) + (sheetBox?.width ?? 0),
      );
    });
  });
});
