import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { useScheme, userClient } from './learn-helpers.ts';
import { deckWithCards } from './progress-helpers.ts';

/**
 * The background a control has, beside what its deck's scope and the app's violet give a light
 * button there: probes beside it, so both resolve in the same scope and scheme.
 */
function lightColours(control: Locator) {
  return control.evaluate((element) => {
    const probe = (variable: string) => {
      const box = document.createElement('div');
      box.style.background = `var(${variable})`;
      element.parentElement!.append(box);
      const colour = getComputedStyle(box).backgroundColor;
      box.remove();
      return colour;
    };
    return {
      own: getComputedStyle(element).backgroundColor,
      deck: probe('--mantine-primary-color-light'),
      violet: probe('--mantine-color-violet-light'),
    };
  });
}

async function expectDeckLight(control: Locator) {
  await expect(control).toBeVisible();
  await expect.poll(async () => (await lightColours(control)).own).not.toBe('');
  const { deck, violet } = await lightColours(control);
  expect(deck).not.toBe(violet);
  await expect.poll(async () => (await lightColours(control)).own).toBe(deck);
}

// Mantine named the app's violet in what it picks for a 'light' button, which a deck's scope
// did not reach: the review's main button was violet on a pink deck.
for (const scheme of ['dark', 'light'] as const) {
  test(`a deck's light buttons wear its hue, not the app's violet (${scheme})`, async ({
    page,
    signedInUser,
  }) => {
    const [phraseId] = await deckWithCards(await userClient(signedInUser), 'spa');
    await useScheme(page, scheme);
    await page.goto(`/learn/spa/${phraseId}`);
    await expectDeckLight(page.getByRole('button', { name: 'Add tag' }));

    await page.goto('/learn/spa/review');
    await page.getByRole('button', { name: "Start today's review" }).click();
    await expectDeckLight(page.getByRole('button', { name: /^Show (translation|phrase)/ }));
  });
}
