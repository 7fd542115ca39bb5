import { fsrs, generatorParameters } from 'ts-fsrs';
import { test, expect } from './fixtures.ts';
import { DEFAULT_PARAMETERS, daySession } from '@phrasebook/domain';

const defaultWeights = [...DEFAULT_PARAMETERS];
import { expectNoSeriousAxeViolations } from './axe.ts';
import { adminClient, expectToast, userClient } from './learn-helpers.ts';
import { giveSimulatedHistory, storedSchedule } from './schedule-helpers.ts';

test('a learner with a long history optimises their schedule, saves it, reviews with it and goes back to the default', async ({
  page,
  signedInUser,
}) => {
  test.setTimeout(120_000);
  const client = await userClient(signedInUser);
  const phraseIds = await giveSimulatedHistory(client, 'nld', { cards: 70, days: 200 });

  await page.goto('/learn/nld/deck-settings');
  const section = page.getByRole('region', { name: 'Review schedule' });
  await expect(section.getByText('This deck uses the default schedule.')).toBeVisible();
  await section.getByRole('button', { name: 'Optimise my schedule' }).click();
  const fit = section.getByRole('table', { name: 'Schedule fit on your reviews' });
  await expect(fit).toBeVisible({ timeout: 30_000 });
  await expect(fit.getByRole('rowheader', { name: 'Log loss' })).toBeVisible();
  await expect(fit.getByRole('rowheader', { name: 'RMSE' })).toBeVisible();
  await expect(section.getByText(/^About .* reviews a day at 90 % retention\.$/)).toBeVisible();
  // One deck: its own set, fitted on its earlier reviews, is the learner's set fitted on the
  // same reviews, so it cannot predict the held-out ones better and the deck takes the learner's.
  await expect(
    section.getByText(
      /^Once saved, this deck uses your schedule, fitted on [\d,]+ reviews in 1 deck: this deck's own [\d,]+ reviews predicted its latest \d+ reviews no better \(log loss (0\.\d+) against \1\)\.$/,
    ),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Nothing changes until the learner saves.
  expect(await storedSchedule(signedInUser.uid, 'nld')).toEqual({
    fsrs_parameters: null,
    desired_retention: 0.9,
  });

  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expectToast(page, 'Schedule saved');
  await expect(
    section.getByText(
      /^This deck uses your schedule, fitted on [\d,]+ reviews in 1 deck: this deck's own [\d,]+ reviews predicted its latest \d+ reviews no better/,
    ),
  ).toBeVisible();
  const saved = (await storedSchedule(signedInUser.uid, 'nld'))!;
  expect(saved.fsrs_parameters).toHaveLength(21);
  expect(saved.fsrs_parameters).not.toEqual(null);
  // The deck's effective set is the learner's, stored once for all their decks.
  const { data: mine } = await adminClient()
    .from('learner_schedule')
    .select('fsrs_parameters, fitted_decks')
    .eq('uid', signedInUser.uid)
    .single();
  expect(mine).toEqual({ fsrs_parameters: saved.fsrs_parameters, fitted_decks: 1 });

  // The next review is scheduled with the saved parameters, as ts-fsrs computes it.
  const phraseId = phraseIds[0]!;
  const { data: before } = await client
    .from('user_card_plus')
    .select('difficulty, stability, last_day_session')
    .eq('phrase_id', phraseId)
    .single();
  const today = daySession(new Date(), 'UTC');
  await client
    .from('user_deck_review_state')
    .insert({ lang: 'nld', day_session: today, manifest: [phraseId] })
    .throwOnError();
  const { data: review } = await client
    .rpc('insert_user_card_review', {
      score: 3,
      phrase_id: phraseId,
      lang: 'nld',
      day_session: today,
    })
    .throwOnError();
  const elapsed = Math.round(
    (Date.parse(today) - Date.parse(before!.last_day_session!)) / 86_400_000,
  );
  const expected = fsrs(
    generatorParameters({ w: saved.fsrs_parameters!, enable_fuzz: false }),
  ).next_state({ difficulty: before!.difficulty!, stability: before!.stability! }, elapsed, 3);
  const withDefaults = fsrs(
    generatorParameters({ enable_fuzz: false, w: defaultWeights }),
  ).next_state({ difficulty: before!.difficulty!, stability: before!.stability! }, elapsed, 3);
  // The fitted schedule differs from the default one here, so the check below tells them apart.
  expect(Math.abs(expected.stability - withDefaults.stability)).toBeGreaterThan(0.01);
  expect(review!.stability).toBeCloseTo(expected.stability, 6);
  expect(review!.difficulty).toBeCloseTo(expected.difficulty, 6);

  // A lower desired retention, then back to the default schedule.
  await page.reload();
  const retention = section.getByRole('slider', { name: 'Desired retention' });
  await retention.focus();
  for (let i = 0; i < 5; i++) await retention.press('ArrowLeft');
  await expect(section.getByText('Desired retention: 85 %')).toBeVisible();
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expectToast(page, 'Schedule saved');
  expect((await storedSchedule(signedInUser.uid, 'nld'))!.desired_retention).toBe(0.85);

  await section.getByRole('button', { name: 'Back to default' }).click();
  await expectToast(page, 'Back to the default schedule');
  await expect(section.getByText('This deck uses the default schedule.')).toBeVisible();
  await expect(section.getByText('Desired retention: 90 %')).toBeVisible();
  expect(await storedSchedule(signedInUser.uid, 'nld')).toEqual({
    fsrs_parameters: null,
    desired_retention: 0.9,
  });
});

test('optimising can be cancelled while the optimiser loads, and nothing changes', async ({
  page,
  signedInUser,
}) => {
  test.setTimeout(90_000);
  const client = await userClient(signedInUser);
  await giveSimulatedHistory(client, 'dan', { cards: 70, days: 200 });
  // Hold the optimiser's WebAssembly back, as a slow network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route('**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/learn/dan/deck-settings');
  const section = page.getByRole('region', { name: 'Review schedule' });
  await section.getByRole('button', { name: 'Optimise my schedule' }).click();
  await expect(section.getByText('Loading the optimiser…')).toBeVisible();
  await expect(section.getByRole('progressbar')).toBeVisible();
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByRole('button', { name: 'Optimise my schedule' })).toBeVisible();
  await expect(section.getByRole('progressbar')).toHaveCount(0);
  release();
  await expect(section.getByRole('button', { name: 'Save schedule' })).toBeDisabled();
  expect(await storedSchedule(signedInUser.uid, 'dan')).toEqual({
    fsrs_parameters: null,
    desired_retention: 0.9,
  });
});

test('below the minimum history the schedule says how many more reviews are needed', async ({
  page,
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await giveSimulatedHistory(client, 'swe', { cards: 6, days: 12 });
  const { count } = await client
    .from('user_card_review')
    .select('id', { count: 'exact', head: true })
    .eq('lang', 'swe');
  // Every review after a card's first counts (the simulation reviews each card once a day at most).
  const training = count! - 6;
  await page.goto('/learn/swe/deck-settings');
  const section = page.getByRole('region', { name: 'Review schedule' });
  await expect(
    section.getByText(
      `Optimising needs at least 400 reviews of cards you had seen before. Your decks have ${training}: review ${400 - training} more to fit the schedule to you.`,
    ),
  ).toBeVisible();
  await expect(section.getByRole('button', { name: 'Optimise my schedule' })).toHaveCount(0);
  await expect(
    section.getByText(
      /^About .* reviews a day over the next year for the 6 cards you have reviewed\.$/,
    ),
  ).toBeVisible();
});

test('the database refuses a schedule sent straight to the API outside the bounds', async ({
  signedInUser,
}) => {
  const client = await userClient(signedInUser);
  await client.from('user_deck').insert({ lang: 'fin' }).throwOnError();
  const tooShort = await client
    .from('user_deck')
    .update({ fsrs_parameters: [1, 2, 3] })
    .eq('lang', 'fin');
  expect(tooShort.error?.code).toBe('23514');
  expect(tooShort.error?.message).toContain('fsrs_parameters_within_bounds');
  const outOfBounds = await client
    .from('user_deck')
    .update({ fsrs_parameters: Array.from({ length: 21 }, () => 50) })
    .eq('lang', 'fin');
  expect(outOfBounds.error?.code).toBe('23514');
  const retention = await client
    .from('user_deck')
    .update({ desired_retention: 0.5 })
    .eq('lang', 'fin');
  expect(retention.error?.code).toBe('23514');
  expect(retention.error?.message).toContain('desired_retention_70_to_97');
  expect(await storedSchedule(signedInUser.uid, 'fin')).toEqual({
    fsrs_parameters: null,
    desired_retention: 0.9,
  });
});

test("a learner's schedule serves a small deck, says why, and new decks start on it", async ({
  page,
  signedInUser,
}) => {
  test.setTimeout(180_000);
  const client = await userClient(signedInUser);
  // Two decks: Dutch with a long history, Korean too young for a schedule of its own. (Not
  // Italian: review-day.spec.ts needs an Italian library with nothing a learner can read.)
  await giveSimulatedHistory(client, 'nld', { cards: 70, days: 200 });
  await giveSimulatedHistory(client, 'kor', { cards: 12, days: 30 });
  const reviews = async (lang?: string) => {
    let query = client
      .from('user_card_review')
      .select('phrase_id, direction')
      .eq('day_first_review', true);
    if (lang) query = query.eq('lang', lang);
    const { data } = await query.throwOnError();
    const cards = new Set(data!.map((r) => `${r.phrase_id} ${r.direction}`));
    return data!.length - cards.size;
  };
  const [all, korean] = [await reviews(), await reviews('kor')];
  expect(korean).toBeLessThan(400);

  await page.goto('/learn/kor/deck-settings');
  const section = page.getByRole('region', { name: 'Review schedule' });
  await expect(section.getByText('This deck uses the default schedule.')).toBeVisible();
  await expect(
    section.getByText(
      `The optimiser learns from your ${all.toLocaleString('en')} reviews in all your decks how quickly you forget, and fits the schedule's parameters to you. Nothing changes until you save.`,
    ),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Optimise my schedule' }).click();
  const why = `your schedule, fitted on ${all.toLocaleString('en')} reviews in 2 decks: this deck's own ${korean} reviews are too few for a schedule of its own (400 needed).`;
  await expect(section.getByText(`Once saved, this deck uses ${why}`)).toBeVisible({
    timeout: 60_000,
  });
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expectToast(page, 'Schedule saved');
  await expect(section.getByText(`This deck uses ${why}`)).toBeVisible();
  const koreanSet = (await storedSchedule(signedInUser.uid, 'kor'))!.fsrs_parameters;
  expect(koreanSet).toHaveLength(21);
  // Dutch keeps the defaults until the learner puts it on their schedule.
  expect((await storedSchedule(signedInUser.uid, 'nld'))!.fsrs_parameters).toBeNull();
  await page.goto('/learn/nld/deck-settings');
  await expect(
    section.getByText(
      `This deck uses the default schedule. You have a schedule, fitted on ${all.toLocaleString('en')} reviews in 2 decks.`,
    ),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Use my schedule' }).click();
  await expectToast(page, 'This deck now uses your schedule');
  await expect(
    section.getByText(
      `This deck uses your schedule, fitted on ${all.toLocaleString('en')} reviews in 2 decks. Optimise to test a schedule of this deck's own against it.`,
    ),
  ).toBeVisible();
  expect((await storedSchedule(signedInUser.uid, 'nld'))!.fsrs_parameters).toEqual(koreanSet);

  // A new deck starts on the learner's schedule.
  await client.from('user_deck').insert({ lang: 'por' }).throwOnError();
  expect((await storedSchedule(signedInUser.uid, 'por'))!.fsrs_parameters).toEqual(koreanSet);
  await page.goto('/learn/por/deck-settings');
  await expect(
    section.getByText(
      /^This deck uses your schedule, fitted on .*: this deck's own 0 reviews are too few/,
    ),
  ).toBeVisible();
});
