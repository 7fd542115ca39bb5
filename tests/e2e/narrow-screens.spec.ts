import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, signInContext, type TestUser } from './fixtures.ts';
import {
  clientAs,
  createNamedUser,
  makeFriends,
  personRow,
  streakWith,
  toastWith,
} from './friends-helpers.ts';
import { clippedOnPage } from './layout-helpers.ts';
import { addPhrases, createDeck } from './learn-helpers.ts';
import { demoUser } from './progress-helpers.ts';
import { cardCounter, learnerInSession, scoreAndWait, scoreButton } from './review-helpers.ts';
import { recallLearner } from './review-two-way-helpers.ts';

/** A friend with the longest name there is (20 characters), the learner with a Spanish deck. */
async function learnerWithFriend(me: TestUser): Promise<TestUser> {
  const friend = await createNamedUser(`streaky_friend_${randomUUID().slice(0, 5)}`);
  await makeFriends(me, friend);
  await createDeck(await clientAs(me), 'spa');
  return friend;
}

test.describe('on a 320 px wide phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('a chat longer than the screen keeps every message and its controls whole', async ({
    page,
    signedInUser: me,
  }) => {
    const friend = await learnerWithFriend(me);
    const texts = Array.from({ length: 12 }, (_, i) => `Message ${i + 1} of a long evening`);
    const friendApi = await clientAs(friend);
    for (const message of texts) {
      const { error } = await friendApi
        .from('chat_message')
        .insert({ recipient_uid: me.uid, message_type: 'text', message });
      expect(error).toBeNull();
    }
    await page.goto(`/friends/chats/${friend.uid}`);
    const log = page.getByRole('log');
    await expect(log.getByText(texts.at(-1)!)).toBeVisible();
    // Opened at the newest message, and held there once the header's shared streak has come
    // and taken its height from the list: it slipped half under the composer.
    await expect(page.getByRole('button', { name: 'Invite to a shared streak' })).toBeVisible();
    await expect
      .poll(async () => {
        const [last, list] = [
          await log.getByText(texts.at(-1)!).boundingBox(),
          await log.boundingBox(),
        ];
        return last!.y + last!.height <= list!.y + list!.height;
      })
      .toBe(true);
    // 'Suggest a correction' was squeezed to 2 px under each message.
    expect(await clippedOnPage(page)).toEqual([]);
    const suggest = log.getByRole('button', { name: `Suggest a correction: ${texts.at(-1)}` });
    expect((await suggest.boundingBox())!.height).toBeGreaterThanOrEqual(20);
  });

  test('no label is cut off and no page scrolls sideways, from the deck to a chat', async ({
    page,
    signedInUser: me,
  }) => {
    const friend = await learnerWithFriend(me);
    // Each page once what was cut off before is drawn; the comment says what it was.
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      // "Start today's review", 3 px short.
      ['/learn/spa', (p) => p.getByRole('link', { name: "Start today's review" }).waitFor()],
      // "Start today's review" on the setup, 9 px past its card.
      [
        '/learn/spa/review',
        (p) => p.getByRole('button', { name: "Start today's review" }).waitFor(),
      ],
      // The deck's three answer-button choices side by side, wider than the screen.
      [
        '/learn/spa/deck-settings',
        (p) => expect(p.getByRole('radio', { name: 'Two' })).toBeEnabled(),
      ],
      // 'Four: Again, Hard, Good, Easy', 21 px short.
      ['/profile', (p) => p.getByRole('button', { name: 'Two: Again, Good' }).waitFor()],
      // 'Invite to a shared streak' beside the avatar, in a friend's row and the chat header.
      [
        '/friends',
        (p) =>
          streakWith(p, friend)
            .getByRole('button', { name: /^Invite/ })
            .waitFor(),
      ],
      [`/friends/${friend.uid}`, (p) => streakWith(p, friend).waitFor()],
      [
        `/friends/chats/${friend.uid}`,
        (p) =>
          streakWith(p, friend)
            .getByRole('button', { name: /^Invite/ })
            .waitFor(),
      ],
    ];
    for (const [path, drawn] of pages) {
      await page.goto(path);
      await drawn(page);
      expect.soft(await clippedOnPage(page), path).toEqual([]);
    }

    // The chat header's invitation works where it now fits.
    await streakWith(page, friend)
      .getByRole('button', { name: 'Invite to a shared streak' })
      .click();
    await expect(toastWith(page, 'Invitation to a shared streak sent')).toBeVisible();
    await expect(streakWith(page, friend)).toContainText('Invitation sent');
    await page.goto('/friends');
    await expect(streakWith(personRow(page, friend.username), friend)).toContainText(
      'Invitation sent',
    );
  });
});

test.describe('the workload chart on a 320 px wide phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // Every 5 points from 70 to 95 %, the retention axis's labels ran into each other.
  test('its retention axis keeps its labels apart', async ({ context, page }) => {
    await signInContext(context, await demoUser('priya'));
    await page.goto('/learn/jpn/deck-settings');
    const labels = page
      .getByRole('region', { name: 'Review schedule' })
      .locator('.recharts-xAxis-tick-labels text');
    await expect(labels.first()).toBeVisible({ timeout: 20_000 });
    const spans = await labels.evaluateAll((texts) =>
      texts.map((text) => {
        const { left, right } = text.getBoundingClientRect();
        return { text: text.textContent, left, right };
      }),
    );
    expect(spans.length).toBeGreaterThan(1);
    for (const [index, span] of spans.entries()) {
      const before = spans[index - 1];
      if (before)
        expect(span.left, `${before.text} then ${span.text}`).toBeGreaterThan(before.right);
    }
  });
});

test.describe('the review on a 320 px wide phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // With its 'Space' hint, the reveal was 298 px wide in a card of 256: a phone has no Space key.
  test('the reveal fits its card and reveals', async ({ context, page }) => {
    await learnerInSession(context, page, 1);
    const show = page.getByRole('button', { name: 'Show translation' });
    await expect(show).toHaveAttribute('aria-keyshortcuts', 'Space');
    expect(await clippedOnPage(page)).toEqual([]);
    await show.click();
    await expect(page.getByTestId('review-translations')).toBeVisible();
  });

  test('the recall face’s reveal fits its card too', async ({ context, page }) => {
    await recallLearner(context, 1);
    await page.goto('/learn/spa/review');
    await page.getByRole('button', { name: "Start today's review" }).click();
    await expect(page.getByText('Say it in Spanish')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show phrase' })).toBeVisible();
    expect(await clippedOnPage(page)).toEqual([]);
  });
});

test.describe('the chats beside the sidebar', () => {
  /** The chat list, the open conversation and the way back, as shown at `width`. */
  async function openChat(page: Page, width: number, friend: TestUser) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/friends/chats');
    const list = page.getByRole('navigation', { name: 'Chats' });
    await list.getByRole('link', { name: new RegExp(friend.username) }).click();
    await streakWith(page, friend).getByRole('button').waitFor();
    return {
      list,
      conversation: page.getByRole('region', { name: 'Conversation' }),
      back: page.getByRole('link', { name: 'All chats' }),
    };
  }

  test('an 800 px tablet shows the list or the conversation, a wide screen both', async ({
    page,
    signedInUser: me,
  }) => {
    const friend = await learnerWithFriend(me);

    // Beside the sidebar, two panes left the conversation 182 px, its header overlapping.
    const tablet = await openChat(page, 800, friend);
    await expect(page.getByRole('navigation', { name: 'App' })).toBeVisible();
    await expect(tablet.list).toBeHidden();
    await expect(tablet.conversation).toBeVisible();
    expect(await clippedOnPage(page)).toEqual([]);
    await tablet.back.click();
    await expect(tablet.list).toBeVisible();
    await expect(tablet.conversation).toBeHidden();

    const wide = await openChat(page, 1280, friend);
    await expect(wide.list).toBeVisible();
    await expect(wide.conversation).toBeVisible();
    await expect(wide.back).toBeHidden();
    await expect(wide.conversation.getByRole('link', { name: 'Recommend a phrase' })).toBeVisible();
    expect(await clippedOnPage(page)).toEqual([]);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a chat opened from the list shows its header to its composer, and keeps the keyboard', async ({
    page,
    signedInUser: me,
  }) => {
    const friend = await learnerWithFriend(me);
    await page.goto('/friends/chats');
    await page.getByRole('link', { name: new RegExp(friend.username) }).click();
    // The page's title and tabs came first, and the composer was 160 px below the screen.
    await expect(
      page.getByRole('textbox', { name: `Message to ${friend.username}` }),
    ).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: 'All chats' })).toBeInViewport({ ratio: 1 });
    // Sent with a tap, the text box keeps its focus (and a phone its keyboard) for the next.
    const box = page.getByRole('textbox', { name: `Message to ${friend.username}` });
    await box.fill('Are you free on Sunday?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('log')).toContainText('Are you free on Sunday?');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
  });

  test('the first score moves nothing under a thumb, toasts do not pile up, and no key hints show', async ({
    context,
    page,
  }) => {
    await learnerInSession(context, page, 3);
    // From the score buttons to 'Next': what comes between them moves it (each card is as tall
    // as its phrase).
    const scores = page.getByRole('group', { name: 'Score this card' });
    const next = page.getByRole('button', { name: 'Next' });
    const belowScores = async () => {
      const [top, bottom] = [(await scores.boundingBox())!, (await next.boundingBox())!];
      return bottom.y - (top.y + top.height);
    };
    const before = await belowScores();
    await page.getByRole('button', { name: /^Show translation/ }).click();
    await scoreAndWait(page, 'Hard');
    await expect(page.getByText('Last score: Hard')).toBeVisible();
    // 'Undo' came with the first score in a row of its own and pushed 'Next' 50 px down.
    expect(await belowScores()).toBe(before);
    // One score's toast at a time: the next score's replaces it. 'okay' stays 4 s; the next card
    // comes in one, and is scored at once.
    const scoreToasts = page.getByTestId('toasts').getByText(/^(okay|got it|nice)$/);
    await page.getByRole('button', { name: /^Show translation/ }).click();
    await scoreButton(page, 'Hard').click();
    await expect(cardCounter(page)).toHaveText('Card 3 of 3');
    await page.getByRole('button', { name: /^Show translation/ }).click();
    await scoreButton(page, 'Easy').click();
    // 'okay' goes in Mantine's leaving transition, not seconds later.
    await expect(scoreToasts).toHaveText(['nice'], { timeout: 2000 });
    // A phone has no keys: '1' to '4', 'Ctrl Z', the arrows and Space were shown all the same.
    await expect(page.locator('kbd:visible')).toHaveCount(0);
  });

  test('a phrase picked from many results stands alone, what to do with it in view', async ({
    page,
    signedInUser: me,
  }) => {
    const friend = await learnerWithFriend(me);
    // Ten English phrases, the language the learner knows, each with the same rare word.
    const word = `zq${randomUUID().slice(0, 6)}`;
    await addPhrases(
      await clientAs(me),
      'eng',
      Array.from({ length: 10 }, (_, i) => ({
        text: `Evening ${i + 1} by the ${word} river`,
        translations: [{ lang: 'spa', text: `Tarde ${i + 1}` }],
      })),
    );
    await page.goto(`/friends/chats/${friend.uid}/recommend`);
    await page.getByRole('combobox', { name: 'Search phrases' }).fill(word);
    const options = page.getByRole('listbox', { name: 'Phrases found' }).getByRole('option');
    await expect(options).toHaveCount(10);
    const picked = (await options.nth(6).textContent())!;
    await options.nth(6).click();

    // The note and 'Send recommendation' came under all the results, far below the screen.
    await expect(options).toHaveText([picked]);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Send recommendation' })).toBeInViewport({
      ratio: 1,
    });
    await page.getByRole('button', { name: 'Choose another phrase' }).click();
    await expect(options).toHaveCount(10);
    await expect(page.getByRole('combobox', { name: 'Search phrases' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Send recommendation' })).toHaveCount(0);
    // A new search starts from its results too.
    await options.nth(2).click();
    await page.getByRole('combobox', { name: 'Search phrases' }).fill(`${word} river`);
    await expect(page.getByRole('button', { name: 'Send recommendation' })).toHaveCount(0);
  });
});
