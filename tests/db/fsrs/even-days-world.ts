import type { Scenario } from '../helpers/test-db.ts';
import { learner, todayOf } from '../progress/progress-world.ts';

// A learner whose deck evens out its days, and the review rows its tests set up and read
// (even-days.test.ts, even-days-relief.test.ts).

export const uuidLike = (rand: () => number) =>
  Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16))
    .join('')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

/** A learner whose Spanish deck balances, with `cards` cards; returns ids and today. */
export async function balancingLearner(t: Scenario, cards: number, easyDays: number[] = []) {
  const { uid, phrases } = await learner(t, { decks: { spa: 50 }, cards });
  await t.query(
    "update user_deck set balance_load = true, easy_days = $2::smallint[] where uid = $1 and lang = 'spa'",
    [uid, easyDays],
  );
  return { uid, phrases: phrases.spa!, today: await todayOf(t, uid) };
}

export async function cardId(t: Scenario, uid: string, phrase: string): Promise<string> {
  const [row] = await t.query<{ id: string }>(
    "select id from user_card where uid = $1 and phrase_id = $2 and direction = 'recognise'",
    [uid, phrase],
  );
  return row!.id;
}

/**
 * Gives `phrase` a scheduling review on `day` that falls due on `dueDay` (as the admin), balanced
 * within `range` (first and last day) when one is given.
 */
export async function dueOn(
  t: Scenario,
  uid: string,
  phrase: string,
  day: string,
  dueDay: string,
  range: [string, string] | null = null,
) {
  await t.query(
    `insert into user_deck_review_state (uid, lang, day_session, manifest)
     values ($1, 'spa', $3::date, array[$2::uuid]) on conflict do nothing`,
    [uid, phrase, day],
  );
  await t.query(
    `insert into user_card_review (uid, phrase_id, lang, day_session, score, difficulty, stability,
       review_time_retrievability, day_first_review, direction, due_day, due_earliest, due_latest)
     values ($1, $2, 'spa', $3::date, 3, 5, 30, 1, true, 'recognise', $4::date, $5::date, $6::date)`,
    [uid, phrase, day, dueDay, range?.[0] ?? null, range?.[1] ?? null],
  );
}

export async function dueDayOf(t: Scenario, uid: string, phrase: string, day: string) {
  const [row] = await t.query<{ due_day: string | null }>(
    `select due_day::text from user_card_review
     where uid = $1 and phrase_id = $2 and day_session = $3::date and day_first_review`,
    [uid, phrase, day],
  );
  return row?.due_day ?? null;
}

/** `phrase` reviewed today by its learner through the review RPC; returns the review's id. */
export async function reviewToday(
  t: Scenario,
  uid: string,
  phrase: string,
  today: string,
  score: number,
) {
  await t.asAdmin();
  await t.query(
    `insert into user_deck_review_state (uid, lang, day_session, manifest)
     values ($1, 'spa', $2::date, array[$3::uuid])`,
    [uid, today, phrase],
  );
  await t.asUser(uid);
  const [review] = await t.query<{ id: string }>(
    "select id from insert_user_card_review($1, $2, 'spa', $3::date)",
    [score, phrase, today],
  );
  await t.asAdmin();
  return review!.id;
}

export async function rangeOf(t: Scenario, uid: string, phrase: string, day: string) {
  const [row] = await t.query<{ due_earliest: string | null; due_latest: string | null }>(
    `select due_earliest::text, due_latest::text from user_card_review
     where uid = $1 and phrase_id = $2 and day_session = $3::date and day_first_review`,
    [uid, phrase, day],
  );
  return [row?.due_earliest ?? null, row?.due_latest ?? null];
}
