import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';
import { befriend } from '../helpers/fixtures.ts';
import { addDays, learner, studyOn, todayOf } from './progress-world.ts';
import { answer, invite, streaksOf } from './friend-streak-calls.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('friend_streaks: shared days, each on the member’s own day', () => {
  it('counts the days both counted, across Auckland and Los Angeles', async () => {
    await db.scenario(async (t) => {
      const kiwi = await learner(t, { timeZone: 'Pacific/Auckland', decks: { spa: 2 }, cards: 20 });
      const angeleno = await learner(t, {
        timeZone: 'America/Los_Angeles',
        decks: { spa: 2 },
        cards: 20,
      });
      await befriend(t, kiwi.uid, angeleno.uid);
      const streak = (await invite(t, kiwi.uid, angeleno.uid)).rows[0]!;

      // Los Angeles is behind: its today is Auckland's today or the day before.
      const laToday = await todayOf(t, angeleno.uid);
      const nzToday = await todayOf(t, kiwi.uid);
      expect([laToday, addDays(laToday, 1)]).toContain(nzToday);
      const day = (n: number) => addDays(laToday, -n);
      const study = async (
        who: { uid: string; phrases: Record<string, string[]> },
        days: string[],
      ) => {
        let next = 0;
        for (const d of days) {
          await studyOn(t, who.uid, 'spa', d, [
            { phrase: who.phrases.spa![next++]! },
            { phrase: who.phrases.spa![next++]! },
          ]);
        }
      };
      // Days 5 and 4 before: only Auckland. Days 3, 2, 1: both, each in their evening.
      await study(kiwi, [day(5), day(4), day(3), day(2), day(1)]);
      await study(angeleno, [day(3), day(2), day(1)]);

      // Before acceptance the friend's days are not shown.
      expect(await streaksOf(t, kiwi.uid)).toEqual([
        expect.objectContaining({
          id: streak.id,
          friend_uid: angeleno.uid,
          status: 'invited',
          invited_by_me: true,
          current_days: 0,
          friend_studied_today: false,
        }),
      ]);
      await answer(t, angeleno.uid, streak.id, true);
      // Accepted a week ago, so the days above are all after it.
      await t.query(
        "update friend_streak set accepted_at = now() - interval '7 days' where id = $1",
        [streak.id],
      );

      for (const [who, friend] of [
        [kiwi, angeleno],
        [angeleno, kiwi],
      ] as const) {
        expect(await streaksOf(t, who.uid)).toEqual([
          expect.objectContaining({
            friend_uid: friend.uid,
            status: 'active',
            current_days: 3,
            longest_days: 3,
            friend_studied_today: false,
            me_studied_today: false,
          }),
        ]);
      }

      // Los Angeles studies its today: the friend sees it; the shared day waits for Auckland's.
      await study(angeleno, [laToday]);
      const [kiwiView] = await streaksOf(t, kiwi.uid);
      expect(kiwiView).toMatchObject({
        friend_studied_today: true,
        me_studied_today: false,
        current_days: 3,
      });
      const [laView] = await streaksOf(t, angeleno.uid);
      expect(laView).toMatchObject({ me_studied_today: true, current_days: 3 });
    });
  });

  it('counts only days on or after the acceptance', async () => {
    await db.scenario(async (t) => {
      const a = await learner(t, { decks: { spa: 2 }, cards: 10 });
      const b = await learner(t, { decks: { spa: 2 }, cards: 10 });
      await befriend(t, a.uid, b.uid);
      const streak = (await invite(t, a.uid, b.uid)).rows[0]!;
      await answer(t, b.uid, streak.id, true);
      const today = await todayOf(t, a.uid);
      for (const who of [a, b]) {
        await studyOn(t, who.uid, 'spa', addDays(today, -2), [
          { phrase: who.phrases.spa![0]! },
          { phrase: who.phrases.spa![1]! },
        ]);
        await studyOn(t, who.uid, 'spa', addDays(today, -1), [
          { phrase: who.phrases.spa![2]! },
          { phrase: who.phrases.spa![3]! },
        ]);
      }
      // Accepted today: the earlier shared days are the members' own, not the pair's.
      expect((await streaksOf(t, a.uid))[0]).toMatchObject({ current_days: 0, longest_days: 0 });
      await studyOn(t, a.uid, 'spa', today, [
        { phrase: a.phrases.spa![4]! },
        { phrase: a.phrases.spa![5]! },
      ]);
      await studyOn(t, b.uid, 'spa', today, [
        { phrase: b.phrases.spa![4]! },
        { phrase: b.phrases.spa![5]! },
      ]);
      expect((await streaksOf(t, a.uid))[0]).toMatchObject({
        current_days: 1,
        friend_studied_today: true,
        me_studied_today: true,
      });
    });
  });
});
