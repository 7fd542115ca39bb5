import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { clientAs, createNamedUser, friendAction, secondPerson } from './friends-helpers.ts';
import { createDeck } from './learn-helpers.ts';
import {
  answerRequest,
  askForCard,
  expectBell,
  notificationRow,
  openNotifications,
} from './notifications-helpers.ts';

/**
 * docs/product.md "Notifications": the app reads data once and not again on mount
 * (docs/offline.md), so a notification marks its screen's data out of date as it comes; the
 * screen it leads to shows the news, whether it is open or opened from the bell.
 */
const person = () => createNamedUser(`bell_${randomUUID().slice(0, 8)}`);

test('an answer to my request shows on its page, open or opened from the bell', async ({
  page,
  baseURL,
  signedInUser: sam,
}) => {
  test.setTimeout(120_000);
  await createDeck(await clientAs(sam), 'swe');
  const [open, left] = [
    await askForCard(sam, 'How do I ask for the way to the station?'),
    await askForCard(sam, 'How do I say that the coffee is wonderful?'),
  ];
  const priya = await secondPerson(baseURL!, { user: await person() });
  const answerAsPriya = async (id: string, phrase: string) => {
    await priya.page.goto(`/learn/swe/requests/${id}`);
    await priya.page.getByRole('textbox', { name: 'Phrase in Swedish' }).fill(phrase);
    await priya.page.getByRole('textbox', { name: 'Translation', exact: true }).fill('An answer');
    await priya.page.getByRole('button', { name: 'Post answer' }).click();
    await expect(priya.page.getByText('Thanks! Your answer is posted')).toBeVisible();
  };
  try {
    // Both requests seen within the app, so both stay held; the open one stays on screen.
    await page.goto('/learn/swe/requests');
    await page.getByRole('link', { name: 'How do I say that the coffee is wonderful?' }).click();
    await expect(page.getByRole('heading', { name: 'Answers (0)' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'How do I ask for the way to the station?' }).click();
    await expect(page.getByRole('heading', { name: 'Answers (0)' })).toBeVisible();
    // The bell is listening once a notification has reached it (live, or by the catch-up that
    // follows its subscribing).
    expect(await friendAction(await person(), sam, 'invite')).toBeNull();
    await expectBell(page, 'Notifications, 1 unread');

    // On screen: the answer shows as its notification comes, read as it arrives since it is
    // in view (notifications-seen-on-screen.spec.ts).
    const station = `Var ligger stationen ${randomUUID().slice(0, 6)}?`;
    await answerAsPriya(open, station);
    await expect(page.getByRole('heading', { name: 'Answers (1)' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Answers' })).toContainText(station);
    await expectBell(page, 'Notifications, 1 unread');

    // Held but not on screen: opened from the bell, it shows the answer at once.
    await page.goBack();
    const coffee = `Kaffet är underbart ${randomUUID().slice(0, 6)}`;
    await answerAsPriya(left, coffee);
    await expectBell(page, 'Notifications, 2 unread');
    await openNotifications(page);
    const answered = notificationRow(page, `${priya.user.username} answered your card request`);
    await expect(answered).toHaveCount(2);
    await answered.first().click();
    await expect(page).toHaveURL(new RegExp(`/learn/swe/requests/${left}$`));
    await expect(page.getByRole('heading', { name: 'Answers (1)' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Answers' })).toContainText(coffee);
  } finally {
    await priya.close();
  }
});

test('an answer that comes while the page is still starting shows once it listens', async ({
  page,
  signedInUser: sam,
}) => {
  test.setTimeout(90_000);
  await createDeck(await clientAs(sam), 'swe');
  const request = await askForCard(sam, 'How do I ask where the bakery is?');
  let sockets = 0;
  page.on('websocket', () => (sockets += 1));
  await page.goto(`/learn/swe/requests/${request}`);
  await expect(page.getByRole('heading', { name: 'Answers (0)' })).toBeVisible();

  // Realtime starts once the page has settled: the answer comes before it listens.
  const bakery = `Var ligger bageriet ${randomUUID().slice(0, 6)}?`;
  await answerRequest(await person(), request, bakery, 'Where is the bakery?');
  expect(sockets).toBe(0);
  await expect(page.getByRole('heading', { name: 'Answers (1)' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('list', { name: 'Answers' })).toContainText(bakery);
  await expectBell(page, 'Notifications');
});
