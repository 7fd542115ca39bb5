import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';
import { learner, studyDays, studyOn, todayOf } from './progress-world.ts';

// How long each review took (its duration_ms), as the stats' minutes read it.

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('review durations', () => {
  it('stores a minute for longer ones, refuses a negative one, and sums them into minutes', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { cards: 4 });
      const today = await todayOf(t, uid);
      const [p0, p1, p2, p3] = phrases.spa! as [string, string, string, string];
      await t.asUser(uid);
      await t.query("select start_review_day('spa', $1::date, $2::uuid[])", [
        today,
        [p0, p1, p2, p3],
      ]);
      const insert = (phrase: string, duration: number | null) =>
        t.attempt(
          "select duration_ms from insert_user_card_review(3, $1, 'spa', $2::date, gen_random_uuid(), 'recognise', $3)",
          [phrase, today, duration],
        );
      expect((await insert(p0, 90_000)).rows).toEqual([{ duration_ms: 60_000 }]);
      expect((await insert(p1, 1_500)).rows).toEqual([{ duration_ms: 1_500 }]);
      expect((await insert(p2, null)).rows).toEqual([{ duration_ms: null }]);
      const refused = await insert(p3, -1);
      expect(refused.error).toMatchObject({
        code: '22023',
        message: "A review's time on the card cannot be negative",
      });
      const [{ n }] = (await t.query<{ n: number }>(
        'select count(*)::int as n from user_card_review where uid = $1',
        [uid],
      )) as [{ n: number }];
      expect(n).toBe(3);
      // The old call without a duration still works.
      const [old] = await t.query<{ duration_ms: number | null }>(
        "select duration_ms from insert_user_card_review(3, $1, 'spa', $2::date)",
        [p3, today],
      );
      expect(old!.duration_ms).toBeNull();
      const days = await studyDays(t, uid, 'spa');
      expect(days[today]!.minutes).toBeCloseTo(61_500 / 60_000, 9);
      expect(days[today]).toMatchObject({ reviews: 4, cards: 4 });
    });
  });

  it('refuses a duration above a minute in the table itself', async () => {
    await db.scenario(async (t) => {
      await t.asAdmin();
      const { uid, phrases } = await learner(t, { cards: 1 });
      const today = await todayOf(t, uid);
      await studyOn(t, uid, 'spa', today, [{ phrase: phrases.spa![0]!, durationMs: 5_000 }]);
      const result = await t.attempt(
        'update user_card_review set duration_ms = 60001 where uid = $1',
        [uid],
      );
      expect(result.error).toMatchObject({
        code: '23514',
        constraint: 'review_duration_0_to_60000',
      });
    });
  });
});
