import { test, expect, createTestUser } from './fixtures.ts';
import { adminClient, createDeck, expectToast, ownPhrase, userClient } from './learn-helpers.ts';
import { keptForOffline } from './offline-helpers.ts';

const WAITING = 'Waiting for the network: sent when you are back online';

test.describe('without a network', () => {
  // As learners have the app: the service worker keeps its files, so only data needs the network.
  test.use({ serviceWorkers: 'allow' });

  test('a request made offline waits on the requests page, and is made once the network is back', async ({
    context,
    page,
    signedInUser,
  }) => {
    await createDeck(await userClient(signedInUser), 'spa');
    const prompt = ownPhrase('How do I ask where the station is?');
    await page.goto('/learn/spa/requests');
    await page.getByRole('link', { name: 'New request' }).click();
    const field = page.getByRole('textbox', { name: 'What would you like to say in Spanish?' });
    await expect(field).toBeVisible();
    await keptForOffline(page);

    await context.setOffline(true);
    await field.fill(prompt);
    await page.getByRole('button', { name: 'Ask for this phrase' }).click();
    await expectToast(page, 'Request not sent yet: it is sent as soon as it can be');
    await expect(page).toHaveURL(/\/learn\/spa\/requests$/);
    const waiting = page.getByRole('region', { name: 'Waiting to be sent (1)' });
    await expect(waiting.getByText(prompt)).toBeVisible();
    await expect(waiting.getByText(WAITING)).toBeVisible();

    await context.setOffline(false);
    // The outbox's next try (1 s, 2 s, 4 s … apart, at most 30 s) makes it.
    await expect(
      page.getByText('Request created: share it with friends who can help', { exact: true }),
    ).toBeVisible({ timeout: 35_000 });
    await expect(waiting).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'My requests' })).toContainText(prompt);
    const { data } = await adminClient()
      .from('phrase_request')
      .select('requester_uid')
      .eq('prompt', prompt);
    expect(data).toEqual([{ requester_uid: signedInUser.uid }]);
  });
});

test('an answer the server fails to take waits above the form, across a reload, and is posted once on Retry', async ({
  page,
  signedInUser,
}) => {
  const asker = await createTestUser();
  const { data: request } = await (
    await userClient(asker)
  )
    .from('phrase_request')
    .insert({ lang: 'spa', prompt: ownPhrase('How do I say I am lost?') })
    .select('id')
    .single();
  const answer = ownPhrase('Estoy perdido');
  let serverDown = true;
  await page.route('**/rest/v1/rpc/fulfill_phrase_request', (route) =>
    serverDown
      ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } })
      : route.fallback(),
  );
  await page.goto(`/learn/spa/requests/${request!.id}`);
  await page.getByRole('textbox', { name: 'Phrase in Spanish' }).fill(answer);
  await page.getByRole('textbox', { name: 'Translation', exact: true }).fill('I am lost');
  await page.getByRole('button', { name: 'Post answer' }).click();
  await expectToast(page, 'Answer not posted yet: it is posted as soon as it can be');
  const waiting = page.getByRole('region', { name: 'Your answers waiting to be posted (1)' });
  await expect(waiting.getByText(answer)).toBeVisible();
  await expect(waiting).toContainText('I am lost');
  await expect(waiting.getByRole('alert')).toContainText('Not sent yet');
  // Ready for another answer meanwhile.
  await expect(page.getByRole('textbox', { name: 'Phrase in Spanish' })).toHaveValue('');
  expect(signedInUser.uid).not.toBe(asker.uid);

  await page.reload();
  await expect(waiting.getByText(answer)).toBeVisible();
  await expect(waiting.getByRole('alert')).toContainText('Not sent yet');
  serverDown = false;
  await waiting.getByRole('button', { name: 'Retry' }).click();
  await expectToast(page, 'Thanks! Your answer is posted');
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Answers' })).toContainText(answer);
  const { data: answers } = await adminClient()
    .from('phrase_request_answer')
    .select('answered_by')
    .eq('request_id', request!.id);
  expect(answers).toEqual([{ answered_by: signedInUser.uid }]);
});
