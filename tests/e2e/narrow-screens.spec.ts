import type { Page } from '@playwright/test';
import { test, expect, signInContext, type TestUser } from './fixtures.ts';
import {
  clientAs,
  learnerWithFriend,
  personRow,
  streakWith,
  toastWith,
} from './friends-helpers.ts';
import { clippedOnPage } from './layout-helpers.ts';
import { addPhrases, createDeck, ownPhrase } from './learn-helpers.ts';
import { demoUser } from './progress-helpers.ts';
import { learnerInSession, scoreAndWait } from './review-helpers.ts';
import { recallLearner } from './review-two-way-helpers.ts';

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

  // Its badges were cut to 'IN YOU…' and 'Ge…' beside a phrase (walk, at 390 px).
  test("quick search's results keep their badges whole beside a long phrase", async ({
    page,
    signedInUser: me,
  }) => {
    const client = await clientAs(me);
    await createDeck(client, 'ind');
    const phrase = ownPhrase('Selamat pagi, apa kabar hari ini');
    await addPhrases(client, 'ind', [
      { text: phrase, translations: [{ lang: 'eng', text: 'Good morning, how are you today?' }] },
    ]);
    await page.goto('/learn/quick-search');
    await page.getByRole('combobox', { name: 'Search all your decks' }).fill(phrase);
    await expect(page.getByRole('option', { name: /In your deck/ })).toHaveCount(1);
    expect(await clippedOnPage(page)).toEqual([]);
  });

  test('no label is cut off and no page scrolls sideways, from the deck to a chat', async ({
    page,
    signedInUser: me,
  }) => {
    const friend = await learnerWithFriend(me);
    await createDeck(await clientAs(me), 'ind');
    const unread = 'Did you get my last one? I sent it this morning';
    const sent = await (
      await clientAs(friend)
    )
      .from('chat_message')
      .insert({ recipient_uid: me.uid, message_type: 'text', message: unread });
    expect(sent.error).toBeNull();
    // Each page once what was cut off before is drawn; the comment says what it was.
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      // 'NOTHING DUE' cut to 'NOTHING D…' beside a long deck name.
      [
        '/learn',
        (p) =>
          p.getByRole('article', { name: 'Indonesian deck' }).getByText('Nothing due').waitFor(),
      ],
      // "Start today's review", 3 px short.
      ['/learn/spa', (p) => p.getByRole('link', { name: "Start today's review" }).waitFor()],
      // "Start today's review" on the setup, 9 px past its card.
      [
        '/learn/spa/review',
        (p) => p.getByRole('button', { name: "Start today's review" }).waitFor(),
      ],
      // 'Add a translation to phrase 1', 10 px past its row's card.
      [
        '/learn/spa/bulk-add',
        (p) => p.getByRole('button', { name: 'Add a translation to phrase 1' }).waitFor(),
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
      // The unread count beside a long last message, squeezed to 6 px.
      [
        '/friends/chats',
        (p) => p.getByRole('navigation', { name: 'Chats' }).getByText('1 unread').waitFor(),
      ],
      // 'Find a phrase' beside 'Write a new one', which showed as 'Write a new or'.
      [
        `/friends/chats/${friend.uid}/recommend`,
        (p) => p.getByRole('radio', { name: 'Write a new one' }).waitFor({ state: 'attached' }),
      ],
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

  // 'Continue today's review' ran 10 px past the deck's card ('Start' fitted).
  test("the deck's way back into a started review fits its card", async ({ context, page }) => {
    await learnerInSession(context, page, 2);
    await page.getByRole('button', { name: 'Show translation' }).click();
    await scoreAndWait(page, 'Good');
    await page.goto('/learn/spa');
    await page.getByRole('link', { name: "Continue today's review" }).waitFor();
    expect(await clippedOnPage(page)).toEqual([]);
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
