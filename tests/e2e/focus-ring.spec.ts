import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { colourOnBackground, contrast } from './contrast.ts';
import { createDeck, useScheme, userClient } from './learn-helpers.ts';
import { deckWithCards } from './progress-helpers.ts';

/**
 * A focused text field shows a 2 px ring in its border's colour, not only a 1 px colour change:
 * the start-up's own fields and Mantine's in the apps alike.
 */
async function ring(field: Locator) {
  return field.evaluate((element) => {
    const style = getComputedStyle(element);
    return { border: style.borderTopColor, shadow: style.boxShadow };
  });
}

/** The border's colour once the ring matches it (the border eases into its focus colour). */
async function expectRing(field: Locator) {
  await expect(field).toBeFocused();
  await expect
    .poll(async () => {
      const { border, shadow } = await ring(field);
      return shadow === `${border} 0px 0px 0px 1px`;
    })
    .toBe(true);
  return (await ring(field)).border;
}

test('the sign-in fields, and a field left wrong, ring in their own colour', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeVisible();
  expect((await ring(email)).shadow).toBe('none');
  await email.focus();
  const focused = await expectRing(email);
  // The app opens dark (docs/product.md §1): the ring stands out from the dark field by 3:1.
  const inside = await email.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(contrast(focused, inside)).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.focus();
  expect(await expectRing(email)).not.toBe(focused);
});

test("an app's Mantine field rings too", async ({ page, signedInUser }) => {
  expect(signedInUser.uid).toBeTruthy();
  await page.goto('/friends/search');
  const username = page.getByRole('textbox', { name: 'Username' });
  await expect(username).toBeVisible();
  expect((await ring(username)).shadow).toBe('none');
  await username.focus();
  await expectRing(username);
});

/** How far a control's focus ring stands out from what it is drawn on (WCAG's contrast ratio). */
async function ringContrast(control: Locator, part: 'itself' | 'next' = 'itself') {
  const { colour, behind } = await colourOnBackground(control, 'outlineColor', part);
  return contrast(colour, behind);
}

/** Tabs until `control` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, control: Locator) {
  for (let step = 0; step < 40; step++) {
    if (await control.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

// A focus indicator needs 3:1 against what surrounds it (WCAG 1.4.11). The primary fill Mantine
// rings in is shade 8 in the dark scheme, about 2.4:1 on the dark body (a deck's, under 2:1).
test('in the dark scheme, focus rings stand out from the page by 3:1', async ({
  page,
  signedInUser,
}) => {
  await createDeck(await userClient(signedInUser), 'spa');
  await useScheme(page, 'dark');
  await page.goto('/learn/spa');
  await expect(page.getByRole('heading', { name: 'Spanish Deck', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  const controls = [
    // The layout's own link, a Mantine button, and both in the deck's colours.
    page.getByRole('link', { name: 'Learning home', exact: true }),
    page.getByRole('button', { name: /Notifications/ }),
    page.getByRole('navigation', { name: 'My decks' }).getByRole('link', { name: 'Spanish' }),
    page.getByRole('button', { name: 'Deck menu' }),
  ];
  for (const control of controls) {
    await tabTo(page, control);
    await expect(control).not.toHaveCSS('outline-style', 'none');
    expect(await ringContrast(control)).toBeGreaterThanOrEqual(3);
  }

  // In the deck's settings, a SegmentedControl's choice and a Switch ring their visible part.
  await page.goto('/learn/spa/deck-settings');
  const parts = [
    page.getByRole('radio', { name: '15', exact: true }),
    page.getByRole('switch', { name: /^Recall/ }),
  ];
  for (const part of parts) {
    await tabTo(page, part);
    expect(await ringContrast(part, 'next')).toBeGreaterThanOrEqual(3);
  }

  // A field's ring is its border, drawn against the field's own (lighter) background.
  await page.goto('/friends/search');
  const username = page.getByRole('textbox', { name: 'Username' });
  await username.focus();
  const border = await expectRing(username);
  const inside = await username.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(contrast(border, inside)).toBeGreaterThanOrEqual(3);
});

// The review's setup is one deck's, reached from its home: it rang in the app's violet where
// the deck's pages ring in the deck's hue.
test("the review's setup rings in the deck's hue, as the deck's home does", async ({
  page,
  signedInUser,
}) => {
  await deckWithCards(await userClient(signedInUser), 'spa');
  await useScheme(page, 'dark');
  await page.goto('/learn/spa');
  const menu = page.getByRole('button', { name: 'Deck menu' });
  await tabTo(page, menu);
  const deckHue = (await colourOnBackground(menu, 'outlineColor')).colour;

  await page.goto('/learn/spa/review');
  const controls = [
    page.getByRole('link', { name: 'Back to deck' }),
    page.getByRole('button', { name: "Start today's review" }),
  ];
  for (const control of controls) {
    await tabTo(page, control);
    const { colour, behind } = await colourOnBackground(control, 'outlineColor');
    expect(colour).toBe(deckHue);
    expect(contrast(colour, behind)).toBeGreaterThanOrEqual(3);
  }
});
