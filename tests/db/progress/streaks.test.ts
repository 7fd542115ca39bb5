import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';
import {
  addDays,
  learner,
  streakAt,
  streakOf,
  studyDays,
  studyOn,
  todayOf,
} from './progress-world.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** Two new cards each day: with a goal of 2, each of these days counts. */
async function countedDays(t: Scenario, uid: string, phrases: string[], days: string[]) {
  let next = 0;
  for (const day of days) {
    await studyOn(t, uid, 'spa', day, [{ phrase: phrases[next++]! }, { phrase: phrases[next++]! }]);
  }
}

describe('study_streak', () => {
  it('runs to yesterday while today is not counted yet, then to today; longest is the longest run', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { decks: { spa: 2 }, cards: 30 });
      const today = await todayOf(t, uid);
      const day = (n: number) => addDays(today, -n);
      await countedDays(t, uid, phrases.spa!, [
        day(20),
        day(19),
        day(18),
        day(17),
        day(16),
        day(3),
        day(2),
        day(1),
      ]);

      expect(await streakOf(t, uid, 'spa')).toEqual({
        current_days: 3,
        longest_days: 5,
        today_counted: false,
        today_cards: 0,
        today_goal: 2,
        last_counted_day: day(1),
      });
      await studyOn(t, uid, 'spa', today, [{ phrase: phrases.spa![20]! }]);
      expect(await streakOf(t, uid, 'spa')).toMatchObject({
        current_days: 3,
        today_counted: false,
        today_cards: 1,
      });
      await studyOn(t, uid, 'spa', today, [{ phrase: phrases.spa![21]! }]);
      expect(await streakOf(t, uid, 'spa')).toMatchObject({
        current_days: 4,
        today_counted: true,
        today_cards: 2,
        last_counted_day: today,
      });
      // The streak for all decks reads the same with one deck.
      expect(await streakOf(t, uid, null)).toMatchObject({ current_days: 4, longest_days: 5 });
    });
  });

  it('is broken by a day without a counted day, and is zero for a learner with no reviews', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { decks: { spa: 2 }, cards: 10 });
      const today = await todayOf(t, uid);
      expect(await streakOf(t, uid, 'spa')).toEqual({
        current_days: 0,
        longest_days: 0,
        today_counted: false,
        today_cards: 0,
        today_goal: 2,
        last_counted_day: null,
      });
      await countedDays(t, uid, phrases.spa!, [addDays(today, -3), addDays(today, -2)]);
      // A one-card day yesterday does not carry it.
      await studyOn(t, uid, 'spa', addDays(today, -1), [{ phrase: phrases.spa![8]! }]);
      expect(await streakOf(t, uid, 'spa')).toMatchObject({
        current_days: 0,
        longest_days: 2,
        last_counted_day: addDays(today, -2),
      });
    });
  });

  it('for all decks counts a day any deck counted, with the nearest goal of the decks in use', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { decks: { spa: 2, fra: 3 }, cards: 6 });
      const today = await todayOf(t, uid);
      await studyOn(t, uid, 'spa', addDays(today, -2), [
        { phrase: phrases.spa![0]! },
        { phrase: phrases.spa![1]! },
      ]);
      await studyOn(
        t,
        uid,
        'fra',
        addDays(today, -1),
        phrases.fra!.slice(0, 3).map((phrase) => ({ phrase })),
      );
      expect(await streakOf(t, uid, 'spa')).toMatchObject({ current_days: 0, longest_days: 1 });
      expect(await streakOf(t, uid, 'fra')).toMatchObject({ current_days: 1, today_goal: 3 });
      expect(await streakOf(t, uid, null)).toMatchObject({
        current_days: 2,
        longest_days: 2,
        today_goal: 2,
      });
      await t.query("update user_deck set archived = true where uid = $1 and lang = 'spa'", [uid]);
      expect(await streakOf(t, uid, null)).toMatchObject({ current_days: 2, today_goal: 3 });
    });
  });

  it('turns the day at 04:00 local time: kept at 03:59, broken at 04:01 the day after', async () => {
    await db.scenario(async (t) => {
      const tz = 'Europe/Berlin';
      const { uid, phrases } = await learner(t, { timeZone: tz, decks: { spa: 2 }, cards: 6 });
      await countedDays(t, uid, phrases.spa!, ['2026-03-08', '2026-03-09']);
      // 03:59 on the 11th is still the 10th: yesterday (the 9th) counted, today not yet.
      expect(await streakAt(t, uid, 'spa', '2026-03-11 03:59:00+01')).toMatchObject({
        current_days: 2,
        today_counted: false,
      });
      expect(await streakAt(t, uid, 'spa', '2026-03-11 04:01:00+01')).toMatchObject({
        current_days: 0,
        longest_days: 2,
      });
      // A review at 03:30 on the 11th belongs to the 10th and carries the streak on.
      await studyOn(t, uid, 'spa', '2026-03-10', [
        { phrase: phrases.spa![4]!, receivedAt: '2026-03-11 03:30:00+01' },
        { phrase: phrases.spa![5]!, receivedAt: '2026-03-11 03:31:00+01' },
      ]);
      expect(await streakAt(t, uid, 'spa', '2026-03-11 04:01:00+01')).toMatchObject({
        current_days: 3,
        today_counted: false,
      });
    });
  });

  it('reads the days on the profile time zone: a flight east past an unstudied day breaks it, west keeps it', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { timeZone: 'UTC', decks: { spa: 2 }, cards: 6 });
      await countedDays(t, uid, phrases.spa!, ['2026-05-18', '2026-05-19']);
      // 22:00 UTC on the 20th: the 20th in UTC, the 21st in Auckland (10:00), the 20th in LA.
      const instant = '2026-05-20 22:00:00+00';
      expect(await streakAt(t, uid, 'spa', instant)).toMatchObject({
        current_days: 2,
        today_counted: false,
      });
      await t.query("update user_profile set time_zone = 'Pacific/Auckland' where uid = $1", [uid]);
      expect(await streakAt(t, uid, 'spa', instant)).toMatchObject({
        current_days: 0,
        longest_days: 2,
      });
      await t.query("update user_profile set time_zone = 'America/Los_Angeles' where uid = $1", [
        uid,
      ]);
      expect(await streakAt(t, uid, 'spa', instant)).toMatchObject({ current_days: 2 });
    });
  });

  it('moves "today" with the profile time zone in the RPC itself', async () => {
    await db.scenario(async (t) => {
      // 26 hours apart: the eastern zone is always one or two review days ahead.
      const { uid, phrases } = await learner(t, {
        timeZone: 'Etc/GMT+12',
        decks: { spa: 2 },
        cards: 6,
      });
      const west = await todayOf(t, uid);
      await countedDays(t, uid, phrases.spa!, [addDays(west, -2), addDays(west, -1)]);
      expect(await streakOf(t, uid, 'spa')).toMatchObject({
        current_days: 2,
        today_counted: false,
      });
      await t.query("update user_profile set time_zone = 'Etc/GMT-14' where uid = $1", [uid]);
      expect(await todayOf(t, uid)).not.toBe(west);
      expect(await streakOf(t, uid, 'spa')).toMatchObject({ current_days: 0, longest_days: 2 });
      const days = await studyDays(t, uid, 'spa');
      expect(Object.keys(days)).toEqual([addDays(west, -2), addDays(west, -1)]);
    });
  });
});
