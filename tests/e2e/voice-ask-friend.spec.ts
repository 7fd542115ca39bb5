import { expect, test } from './fixtures.ts';
import { toastWith } from './friends-helpers.ts';
import { fluentFriendOf, personWithMicrophone, spanishPhraseOf } from './voice-helpers.ts';

/**
 * docs/product.md §8 "Recordings", asking a friend: a learner asks a friend fluent in Spanish
 * to record a phrase from its page; the friend finds the request on their friends page and
 * records it in the chat card with Chromium's fake microphone; the learner's open thread
 * shows the recording live, ready to play.
 */
test('a learner asks a fluent friend to record a phrase and hears it arrive live in the chat', async ({
  page,
  baseURL,
  signedInUser: learner,
}) => {
  test.setTimeout(120_000);
  const { text, phraseId } = await spanishPhraseOf(learner, 'Buenos días', 'Good morning');
  const friend = await fluentFriendOf(learner);

  // The learner asks from the phrase page.
  await page.goto(`/learn/spa/${phraseId}`);
  const recordings = page.getByRole('region', { name: 'Recordings' });
  await recordings.getByRole('button', { name: 'Ask a friend to record' }).click();
  await page
    .getByRole('menuitem', { name: new RegExp(`^Ask ${friend.username} to record this`) })
    .click();
  await expect(toastWith(page, `Asked ${friend.username} to record this`)).toBeVisible();

  // …then opens the chat with the friend and keeps it open.
  await page.goto(`/friends/chats/${friend.uid}`);
  const learnerLog = page.getByRole('log', { name: `Messages with ${friend.username}` });
  const asked = learnerLog.getByRole('article', { name: 'Request to record' });
  await expect(asked).toContainText(`You asked ${friend.username} to record this`);
  await expect(asked).toContainText(text);
  await expect(asked).toContainText(`Waiting for ${friend.username}`);
  const chatEntry = page
    .getByRole('navigation', { name: 'Chats' })
    .getByRole('link', { name: new RegExp(friend.username) });
  await expect(chatEntry).toContainText('You asked to record a phrase');
  // Whatever arrives from here on arrives without a reload.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const helper = await personWithMicrophone(baseURL!, friend);
  try {
    const fp = helper.page;
    await fp.goto('/friends');
    const requests = fp.getByRole('region', { name: 'Requests to record' });
    const request = requests.getByRole('listitem').filter({ hasText: text });
    await expect(request).toContainText(`Asked by ${learner.username}`);
    await request.getByRole('link', { name: 'Record it' }).click();
    await expect(fp).toHaveURL(new RegExp(`/friends/chats/${learner.uid}$`));

    const card = fp
      .getByRole('log', { name: `Messages with ${learner.username}` })
      .getByRole('article', { name: 'Request to record' });
    await expect(card).toContainText(`${learner.username} asked you to record this`);
    await expect(card).toContainText(text);
    await card.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Stop' })).toBeVisible();
    await fp.waitForTimeout(2000);
    await card.getByRole('button', { name: 'Stop' }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card).toContainText('You recorded this');
    await expect(
      fp.getByRole('article', { name: 'Recording' }).getByRole('button', {
        name: 'Play your recording',
      }),
    ).toBeVisible();

    // The learner's open thread has it, live: the answer with its player, the request answered.
    const made = learnerLog.getByRole('article', { name: 'Recording' });
    await expect(made).toContainText(`${friend.username} recorded this for you`);
    await expect(made).toContainText(text);
    await expect(
      made.getByRole('button', { name: `Play ${friend.username}'s recording` }),
    ).toBeVisible();
    await expect(made.getByRole('link', { name: 'Open the phrase' })).toHaveAttribute(
      'href',
      `/learn/spa/${phraseId}`,
    );
    await expect(asked).toContainText('Recorded');
    await expect(asked).not.toContainText('Waiting for');
    await expect(chatEntry).toContainText('recorded a phrase for you');
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

    // Answered, the request leaves the friend's list, and the section with it.
    await fp
      .getByRole('navigation', { name: 'Friends sections' })
      .getByRole('link', { name: 'Friends', exact: true })
      .click();
    await expect(fp.getByRole('region', { name: 'Your friends' })).toBeVisible();
    await expect(fp.getByRole('region', { name: 'Requests to record' })).toHaveCount(0);
  } finally {
    await helper.close();
  }
});
