import { test, expect, createTestUser, launchChromium, signInContext } from './fixtures.ts';
import {
  addPhrases,
  adminClient,
  createDeck,
  expectToast,
  must,
  ownPhrase,
  userClient,
} from './learn-helpers.ts';

test('a request: both prompt messages, answered by a second user, and the requester gets the card', async ({
  page,
  signedInUser,
  baseURL,
}) => {
  // The library refuses a second copy, from a retry or an earlier run.
  const answerText = `${ownPhrase('Dos cafès, si us plau')}.`;
  await createDeck(await userClient(signedInUser), 'gle');
  await page.goto('/learn/gle/requests');
  await expect(page.getByText('You have not asked for any Irish phrase yet.')).toBeVisible();
  await page.getByRole('link', { name: 'New request' }).click();

  const prompt = page.getByRole('textbox', { name: 'What would you like to say in Irish?' });
  await prompt.fill('Too short');
  await page.getByRole('button', { name: 'Ask for this phrase' }).click();
  await expect(page.getByText('Your prompt must be at least 10 characters.')).toBeVisible();
  await prompt.fill('x'.repeat(281));
  await page.getByRole('button', { name: 'Ask for this phrase' }).click();
  await expect(page.getByText('Your prompt must be less than 280 characters.')).toBeVisible();
  await prompt.fill('How do I order two coffees at a bar?');
  await page.getByRole('button', { name: 'Ask for this phrase' }).click();

  await expect(page).toHaveURL(/\/learn\/gle\/requests\/[0-9a-f-]{36}$/);
  await expectToast(page, 'Request created: share it with friends who can help');
  const requestUrl = new URL(page.url()).pathname;
  const requestId = requestUrl.split('/').pop()!;
  await expect(page.getByText('How do I order two coffees at a bar?')).toBeVisible();
  await expect(page.getByText('Waiting for an answer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share with friends' })).toHaveAttribute(
    'href',
    `/friends/share?request=${requestId}`,
  );
  // The asker shares a request and reads its answers; answering is for others.
  await expect(page.getByRole('heading', { level: 1, name: 'Irish card request' })).toBeVisible();
  await expect(
    page.getByText('No answer yet. Share the link with someone who can help.'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Answer this request' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Post answer' })).toHaveCount(0);

  // A helper without an Irish deck answers from the shared link.
  const helper = await createTestUser();
  const other = await launchChromium({ baseURL });
  try {
    await signInContext(other.context, helper);
    const helperPage = other.context.pages()[0] ?? (await other.context.newPage());
    await helperPage.goto(requestUrl);
    await expect(helperPage.getByRole('heading', { name: 'A request for help' })).toBeVisible();
    // Not 'Irish Deck': the helper has none.
    await expect(
      helperPage.getByRole('heading', { level: 1, name: 'Irish card request' }),
    ).toBeVisible();
    await expect(
      helperPage.getByText('No answer yet. Yours can be the first: write it below.'),
    ).toBeVisible();
    await expect(helperPage.getByText(`Asked by ${signedInUser.username}`)).toBeVisible();
    await helperPage.getByRole('button', { name: 'Post answer' }).click();
    await expect(helperPage.getByText('Required')).toHaveCount(2);
    await helperPage.getByRole('textbox', { name: 'Phrase in Irish' }).fill(answerText);
    await helperPage
      .getByRole('textbox', { name: 'Translation', exact: true })
      .fill('Two coffees, please.');
    await helperPage.getByRole('button', { name: 'Post answer' }).click();
    await expect(helperPage.getByText('Thanks! Your answer is posted')).toBeVisible();
    await expect(helperPage.getByRole('list', { name: 'Answers' })).toContainText(answerText);
  } finally {
    await other.close();
  }

  const { data: cards } = await adminClient()
    .from('user_card')
    .select('status, phrase(text)')
    .eq('uid', signedInUser.uid);
  expect(cards).toEqual([{ status: 'active', phrase: { text: answerText } }]);

  await page.reload();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  const answers = page.getByRole('list', { name: 'Answers' });
  await expect(answers).toContainText(answerText);
  await expect(answers).toContainText('Two coffees, please.');
  await expect(answers).toContainText(`by ${helper.username}`);
  await page.goto('/learn/gle/requests');
  const mine = page.getByRole('list', { name: 'My requests' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('1 answer');
  await expect(mine).toContainText('Answered');
  await page.goto('/learn/gle/library');
  await expect(page.getByRole('button', { name: /^Active card: Dos cafès/ })).toBeVisible();
});

test("an answer the library already has is the library's phrase: the helper is its author on the request, the asker gets its card", async ({
  page,
  signedInUser: helper,
}) => {
  // A third person wrote the phrase; the helper answers it in other case and punctuation.
  const thanks = ownPhrase('Go raibh maith agat');
  const writer = await createTestUser();
  const [phraseId] = await addPhrases(await userClient(writer), 'gle', [
    { text: thanks, translations: [{ lang: 'eng', text: 'Thank you' }] },
  ]);
  const asker = await createTestUser();
  const askerClient = await userClient(asker);
  await createDeck(askerClient, 'gle');
  const request = must(
    await askerClient
      .from('phrase_request')
      .insert({ lang: 'gle', prompt: 'How do I say thank you?' })
      .select('id')
      .single(),
  );

  await page.goto(`/learn/gle/requests/${request!.id}`);
  await page.getByRole('textbox', { name: 'Phrase in Irish' }).fill(`${thanks.toUpperCase()}!`);
  await page.getByRole('textbox', { name: 'Translation', exact: true }).fill('Thanks');
  await page.getByRole('button', { name: 'Post answer' }).click();
  await expectToast(page, 'Thanks! Your answer is posted');
  const answers = page.getByRole('list', { name: 'Answers' });
  await expect(answers.getByRole('listitem')).toHaveCount(1);
  await expect(answers.getByRole('link', { name: thanks, exact: true })).toHaveAttribute(
    'href',
    `/learn/gle/${phraseId}`,
  );
  await expect(answers).toContainText('Thanks');
  await expect(answers).toContainText(`by ${helper.username}`);
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();

  const { data: cards } = await adminClient()
    .from('user_card')
    .select('status, phrase_id')
    .eq('uid', asker.uid);
  expect(cards).toEqual([{ status: 'active', phrase_id: phraseId }]);
  const { count } = await adminClient()
    .from('phrase')
    .select('id', { count: 'exact', head: true })
    .eq('lang', 'gle')
    .ilike('text', `${thanks}%`);
  expect(count).toBe(1);
});
