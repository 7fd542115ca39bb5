import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';
import { addDays, learner, studyDays, studyOn, todayOf } from './progress-world.ts';

// The study-day rule of docs/product.md "Progress": at least 2 distinct cards, and the goal met
// or the due queue the server counted at the day's start emptied.

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('a deck day counts toward a streak', () => {
  it('when the goal was met, or the due queue counted at the start was emptied; never with one card', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { decks: { spa: 10 }, cards: 4 });
      const [p0, p1, p2, p3] = phrases.spa! as [string, string, string, string];
      const today = await todayOf(t, uid);
      const day = (n: number) => addDays(today, -n);

      // Day 1: three new cards scored Again; nothing was due, so the (empty) queue is emptied.
      await studyOn(t, uid, 'spa', day(4), [
        { phrase: p0, score: 1 },
        { phrase: p1, score: 1 },
        { phrase: p2, score: 1 },
      ]);
      // Day 2: the three are due; two reviewed: neither the goal (10) nor the queue.
      await studyOn(t, uid, 'spa', day(3), [
        { phrase: p0, score: 1 },
        { phrase: p1, score: 1 },
      ]);
      // Day 3: all three due cards reviewed (one twice): the queue is emptied.
      await studyOn(t, uid, 'spa', day(2), [
        { phrase: p0, score: 1 },
        { phrase: p1, score: 3 },
        { phrase: p2, score: 3 },
        { phrase: p0, score: 3 },
      ]);
      // Day 4: one card only.
      await studyOn(t, uid, 'spa', day(1), [{ phrase: p3, score: 3 }]);

      const due = await t.query<{ day_session: string; due_at_start: number }>(
        "select day_session::text, due_at_start from user_deck_review_state where uid = $1 and lang = 'spa' order by day_session",
        [uid],
      );
      expect(due.map((d) => d.due_at_start)).toEqual([0, 3, 3, due[3]!.due_at_start]);

      const days = await studyDays(t, uid, 'spa');
      expect(days[day(4)]).toMatchObject({
        reviews: 3,
        cards: 3,
        goal_met: false,
        queue_emptied: true,
        counted: true,
      });
      expect(days[day(3)]).toMatchObject({
        reviews: 2,
        cards: 2,
        goal_met: false,
        queue_emptied: false,
        counted: false,
      });
      expect(days[day(2)]).toMatchObject({
        reviews: 4,
        cards: 3,
        goal_met: false,
        queue_emptied: true,
        counted: true,
      });
      expect(days[day(1)]).toMatchObject({ reviews: 1, cards: 1, counted: false });
      expect(Object.keys(days).sort()).toEqual([day(4), day(3), day(2), day(1)]);
    });
  });

  it("on a catch-up plan's day, when the plan's share of the due queue was emptied", async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { decks: { spa: 10 }, cards: 6 });
      const [p0, p1, p2] = phrases.spa! as [string, string, string];
      const today = await todayOf(t, uid);
      const day = (n: number) => addDays(today, -n);
      await studyOn(
        t,
        uid,
        'spa',
        day(3),
        phrases.spa!.map((phrase) => ({ phrase, score: 1 })),
      );
      // Six due, a plan of three a day: its days hold three (the goal of 10 is out of reach).
      await t.query(
        "insert into catch_up_plan (uid, lang, daily_cap, planned_days, started_on) values ($1, 'spa', 3, 2, $2)",
        [uid, day(2)],
      );
      await studyOn(t, uid, 'spa', day(2), [{ phrase: p0 }, { phrase: p1 }, { phrase: p2 }]);
      // Ended the next day: that day's three still empty its share; after it, the full queue.
      await t.query("update catch_up_plan set ended_on = $2 where uid = $1 and lang = 'spa'", [
        uid,
        day(1),
      ]);
      await studyOn(t, uid, 'spa', day(1), [{ phrase: p0 }, { phrase: p1 }, { phrase: p2 }]);
      const [, , , p3, p4] = phrases.spa! as string[];
      await studyOn(t, uid, 'spa', day(0), [{ phrase: p3! }, { phrase: p4! }]);

      const due = await t.query<{ due_at_start: number }>(
        "select due_at_start from user_deck_review_state where uid = $1 and lang = 'spa' and day_session = $2",
        [uid, day(2)],
      );
      expect(due[0]!.due_at_start).toBe(6);
      const days = await studyDays(t, uid, 'spa');
      const plain = { cards: 3, goal_met: false };
      expect(days[day(2)]).toMatchObject({ ...plain, queue_emptied: true, counted: true });
      expect(days[day(1)]).toMatchObject({ ...plain, queue_emptied: true, counted: true });
      expect(days[day(0)]).toMatchObject({ cards: 2, queue_emptied: false, counted: false });
    });
  });

  it('counts its goal in cards of either direction, and a one-card day not even when the goal is 1', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { decks: { spa: 2, fra: 1 }, cards: 3 });
      const today = await todayOf(t, uid);
      await studyOn(t, uid, 'spa', addDays(today, -1), [
        { phrase: phrases.spa![0]! },
        { phrase: phrases.spa![1]! },
      ]);
      await studyOn(t, uid, 'fra', addDays(today, -1), [{ phrase: phrases.fra![0]! }]);
      const spa = await studyDays(t, uid, 'spa');
      const fra = await studyDays(t, uid, 'fra');
      expect(spa[addDays(today, -1)]).toMatchObject({ goal_met: true, counted: true });
      expect(fra[addDays(today, -1)]).toMatchObject({ goal_met: true, counted: false });
    });
  });

  it('counts a day for all decks when any deck counted it, sums the decks, and never pools their cards', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { decks: { spa: 2, fra: 5 }, cards: 4 });
      const today = await todayOf(t, uid);
      const [d1, d2] = [addDays(today, -2), addDays(today, -1)];
      await studyOn(t, uid, 'spa', d1, [
        { phrase: phrases.spa![0]! },
        { phrase: phrases.spa![1]! },
      ]);
      await studyOn(t, uid, 'fra', d1, [{ phrase: phrases.fra![0]! }]);
      await studyOn(t, uid, 'fra', d2, [{ phrase: phrases.fra![1]! }]);
      await studyOn(t, uid, 'spa', d2, [{ phrase: phrases.spa![2]! }]);
      const all = await studyDays(t, uid, null);
      expect(all[d1]).toMatchObject({ reviews: 3, cards: 3, goal_met: true, counted: true });
      // One card in each deck: two cards that day, but no deck counted it.
      expect(all[d2]).toMatchObject({ reviews: 2, cards: 2, counted: false });
      expect((await studyDays(t, uid, 'fra'))[d1]).toMatchObject({ cards: 1, counted: false });
    });
  });

  it('keeps the due count the server made when the day started, as review_day_setup counts it', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { decks: { spa: 10 }, cards: 3 });
      const today = await todayOf(t, uid);
      await studyOn(
        t,
        uid,
        'spa',
        addDays(today, -2),
        phrases.spa!.map((phrase) => ({ phrase, score: 1 })),
      );
      await t.asUser(uid);
      const [setup] = await t.query<{ s: { due: string[]; recall_due: string[] } }>(
        "select review_day_setup('spa', $1::date) as s",
        [today],
      );
      // A client cannot set the count, on insert or later.
      const [started] = await t.query<{ due_at_start: number }>(
        "insert into user_deck_review_state (uid, lang, day_session, manifest, due_at_start) values ($1, 'spa', $2, $3, 0) returning due_at_start",
        [uid, today, setup!.s.due],
      );
      expect(started!.due_at_start).toBe(setup!.s.due.length + setup!.s.recall_due.length);
      expect(started!.due_at_start).toBe(3);
      const [updated] = await t.query<{ due_at_start: number }>(
        "update user_deck_review_state set due_at_start = 0, stage = 1 where uid = $1 and lang = 'spa' and day_session = $2 returning due_at_start",
        [uid, today],
      );
      expect(updated!.due_at_start).toBe(3);
    });
  });
});

describe('the offline grace', () => {
  it('counts reviews received by the end of the next study day, and no later ones', async () => {
    await db.scenario(async (t) => {
      const tz = 'America/New_York';
      const { uid, phrases } = await learner(t, { timeZone: tz, decks: { spa: 2 }, cards: 8 });
      const p = phrases.spa!;
      // Received the next evening, at 03:59 and at 04:01 two days after the day (local time).
      await studyOn(t, uid, 'spa', '2026-06-10', [
        { phrase: p[0]!, receivedAt: '2026-06-11 21:00:00-04' },
        { phrase: p[1]!, receivedAt: '2026-06-11 21:01:00-04' },
      ]);
      await studyOn(t, uid, 'spa', '2026-06-11', [
        { phrase: p[2]!, receivedAt: '2026-06-13 03:58:00-04' },
        { phrase: p[3]!, receivedAt: '2026-06-13 03:59:00-04' },
      ]);
      await studyOn(t, uid, 'spa', '2026-06-12', [
        { phrase: p[4]!, receivedAt: '2026-06-14 03:59:00-04' },
        { phrase: p[5]!, receivedAt: '2026-06-14 04:01:00-04' },
      ]);
      const days = await studyDays(t, uid, 'spa', '2026-06-01', '2026-06-30');
      expect(days['2026-06-10']).toMatchObject({ cards: 2, counted: true });
      expect(days['2026-06-11']).toMatchObject({ cards: 2, counted: true });
      // The late review is shown and scheduled, but the day had one card in time.
      expect(days['2026-06-12']).toMatchObject({
        reviews: 2,
        cards: 2,
        goal_met: false,
        counted: false,
      });
      const [late] = await t.query<{ day_first_review: boolean; stability: number }>(
        'select day_first_review, stability from user_card_review where uid = $1 and phrase_id = $2',
        [uid, p[5]],
      );
      expect(late).toMatchObject({ day_first_review: true });
      expect(late!.stability).toBeGreaterThan(0);
    });
  });

  it('a review posted now for a day three days back schedules its card but does not count', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { decks: { spa: 2 }, cards: 4 });
      const today = await todayOf(t, uid);
      const [old, yesterday] = [addDays(today, -3), addDays(today, -1)];
      await t.asUser(uid);
      for (const [day, pair] of [
        [old, phrases.spa!.slice(0, 2)],
        [yesterday, phrases.spa!.slice(2, 4)],
      ] as const) {
        await t.query("select start_review_day('spa', $1::date, $2::uuid[])", [day, pair]);
        for (const phrase of pair) {
          await t.query("select insert_user_card_review(3, $1, 'spa', $2::date)", [phrase, day]);
        }
      }
      const days = await studyDays(t, uid, 'spa');
      expect(days[old]).toMatchObject({ cards: 2, goal_met: false, counted: false });
      expect(days[yesterday]).toMatchObject({ cards: 2, goal_met: true, counted: true });
    });
  });
});
