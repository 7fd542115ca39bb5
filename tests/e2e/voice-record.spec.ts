import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { must, userClient } from './learn-helpers.ts';
import { fluentFriendOf, personWithMicrophone, spanishPhraseOf } from './voice-helpers.ts';

/**
 * docs/product.md §4 "Recordings": a friend fluent in Spanish records a phrase on its page with
 * Chromium's fake microphone; it is there after a reload, and the learner plays it: the file
 * decodes as audio of the length recorded.
 */
test('a fluent friend records a phrase; it stays after a reload and plays for the learner', async ({
  page,
  baseURL,
  signedInUser: learner,
}) => {
  const { api: learnerApi, phraseId } = await spanishPhraseOf(
    learner,
    'Buenas noches',
    'Good night',
  );
  const friend = await fluentFriendOf(learner);

  const recorder = await personWithMicrophone(baseURL!, friend);
  try {
    const rp = recorder.page;
    await rp.goto(`/learn/spa/${phraseId}`);
    const section = rp.getByRole('region', { name: 'Recordings' });
    await expect(section.getByText('No recordings yet.', { exact: false })).toBeVisible();
    await section.getByRole('button', { name: 'Record this phrase' }).click();
    await section.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(section.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    await rp.waitForTimeout(2500);
    await section.getByRole('button', { name: 'Stop' }).click();
    await expect(section.getByRole('button', { name: 'Re-record' })).toBeVisible();
    await section.getByRole('button', { name: 'Save' }).click();
    const mine = section.getByRole('listitem').filter({ hasText: 'You' });
    await expect(mine.getByRole('button', { name: 'Play your recording' })).toBeVisible();
    await expect(mine.getByText('fluent')).toBeVisible();

    await rp.reload();
    await expect(
      rp
        .getByRole('region', { name: 'Recordings' })
        .getByRole('button', { name: 'Play your recording' }),
    ).toBeVisible();
  } finally {
    await recorder.close();
  }

  const row = must(
    await learnerApi
      .from('phrase_recording_plus')
      .select('object_path, duration_ms, mime_type, username')
      .eq('phrase_id', phraseId)
      .single(),
  ) as { object_path: string; duration_ms: number; mime_type: string; username: string };
  expect(row.username).toBe(friend.username);
  expect(row.mime_type).toBe('audio/webm');
  expect(row.duration_ms).toBeGreaterThan(1500);
  expect(row.duration_ms).toBeLessThanOrEqual(15000);

  await page.goto(`/learn/spa/${phraseId}`);
  const section = page.getByRole('region', { name: 'Recordings' });
  const theirs = section.getByRole('listitem').filter({ hasText: friend.username });
  await expect(theirs.getByText('fluent')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const play = theirs.getByRole('button', { name: `Play ${friend.username}'s recording` });
  await play.click();

  const signed = must(
    await (
      await userClient(learner)
    ).storage
      .from('recordings')
      .createSignedUrl(row.object_path, 60),
  ) as { signedUrl: string };
  const seconds = await page.evaluate(async (url) => {
    const bytes = await (await fetch(url)).arrayBuffer();
    const audio = await new AudioContext().decodeAudioData(bytes);
    return audio.duration;
  }, signed.signedUrl);
  expect(Math.abs(seconds * 1000 - row.duration_ms)).toBeLessThan(500);
});

/** Records a take of a second and a half on the phrase's page, up to its Save. */
async function recordTake(page: Page, phraseId: string) {
  await page.goto(`/learn/spa/${phraseId}`);
  const section = page.getByRole('region', { name: 'Recordings' });
  await section.getByRole('button', { name: 'Record this phrase' }).click();
  await section.getByRole('button', { name: 'Record', exact: true }).click();
  await page.waitForTimeout(1500);
  await section.getByRole('button', { name: 'Stop' }).click();
  return section;
}

test('a recording saved without a network waits on the device and uploads once back online', async ({
  baseURL,
  signedInUser: learner,
}) => {
  const { api, phraseId } = await spanishPhraseOf(learner, 'Hace frío', 'It is cold');
  const recorder = await personWithMicrophone(baseURL!, learner);
  try {
    const rp = recorder.page;
    const section = await recordTake(rp, phraseId);
    await recorder.context.setOffline(true);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(
      section.getByRole('status').filter({ hasText: 'waiting to upload' }),
    ).toBeVisible();
    await rp.waitForTimeout(1500);
    expect(must(await api.from('phrase_recording').select('id').eq('phrase_id', phraseId))).toEqual(
      [],
    );

    await recorder.context.setOffline(false);
    await rp.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(section.getByRole('button', { name: 'Play your recording' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(section.getByText('waiting to upload')).toHaveCount(0);
    expect(
      must(await api.from('phrase_recording').select('id').eq('phrase_id', phraseId)),
    ).toHaveLength(1);
  } finally {
    await recorder.close();
  }
});

test('a recording the server throttles is kept and sent again, not thrown away', async ({
  baseURL,
  signedInUser: learner,
}) => {
  const { api, phraseId } = await spanishPhraseOf(learner, 'Hace calor', 'It is hot');
  const recorder = await personWithMicrophone(baseURL!, learner);
  try {
    const rp = recorder.page;
    let throttled = 0;
    // Hosted storage answers 429 under load: the take must wait for another try.
    await rp.route('**/storage/v1/object/recordings/**', (route) =>
      route.request().method() === 'POST' && throttled++ === 0
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: '429',
              error: 'Too Many Requests',
              message: 'Slow down',
            }),
          })
        : route.continue(),
    );
    const section = await recordTake(rp, phraseId);
    await section.getByRole('button', { name: 'Save' }).click();

    await expect(section.getByRole('button', { name: 'Play your recording' })).toBeVisible({
      timeout: 20_000,
    });
    expect(throttled).toBeGreaterThan(1);
    await expect(section.getByText('The recording was not saved')).toHaveCount(0);
    expect(
      must(await api.from('phrase_recording').select('id').eq('phrase_id', phraseId)),
    ).toHaveLength(1);
  } finally {
    await recorder.close();
  }
});
