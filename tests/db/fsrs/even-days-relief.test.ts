import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relievingMove, seededRandom } from '@phrasebook/domain';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';
import { addDays, studyOn } from '../progress/progress-world.ts';
import {
  balancingLearner,
  cardId,
  dueDayOf,
  dueOn,
  rangeOf,
  reviewToday,
  uuidLike,
} from './even-days-world.ts';

// Even days' relief (docs/scheduling.md "Even days", step 4): a card landing on a day without a
// choice moves one card due that day within its range, as the domain's relievingMove picks.

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('a day a card lands on without a choice is relieved', () => {
  it('moves the card the domain moves, easy days and ties included', async () => {
    const rand = seededRandom(4950);
    const cases = Array.from({ length: 2_000 }, (_, i) => {
      const horizon = 3 + Math.floor(rand() * 20);
      const cards = Array.from({ length: Math.floor(rand() * 5) }, () => {
        const earliest = 1 + Math.floor(rand() * horizon) - (rand() < 0.2 ? 2 : 0);
        return { id: uuidLike(rand), earliest, latest: earliest + Math.floor(rand() * 6) };
      });
      return {
        i,
        crowded: 1 + Math.floor(rand() * 2),
        cards,
        loads: Array.from({ length: horizon + 8 }, () => Math.floor(rand() * 6)),
        easy: Array.from({ length: horizon + 8 }, () => rand() < 0.2),
      };
    });
    const rows = await db.query<{ i: number; card: string | null; to_days: number | null }>(
      `select x.i, m.card, m.to_days
       from jsonb_to_recordset($1::jsonb) as x(i int, crowded int, cards jsonb, loads jsonb, easy jsonb)
       cross join lateral private.relieving_move(x.crowded,
         array(select (c->>'id')::uuid from jsonb_array_elements(x.cards) c),
         array(select (c->>'earliest')::int from jsonb_array_elements(x.cards) c),
         array(select (c->>'latest')::int from jsonb_array_elements(x.cards) c),
         array(select jsonb_array_elements_text(x.loads)::int),
         array(select jsonb_array_elements_text(x.easy)::boolean)) m
       order by x.i`,
      [JSON.stringify(cases)],
    );
    let moves = 0;
    for (const c of cases) {
      const expected = relievingMove(c.crowded, c.cards, {
        loadIn: (days) => c.loads[days - 1] ?? 0,
        isEasy: (days) => c.easy[days - 1] ?? false,
      });
      const row = rows[c.i]!;
      expect(row.card ? { id: row.card, to: row.to_days } : null, JSON.stringify(c)).toEqual(
        expected,
      );
      if (expected) moves++;
    }
    // Both outcomes are exercised, not only "no move".
    expect(moves).toBeGreaterThan(300);
    expect(moves).toBeLessThan(1_900);
  });

  it('sends one card due that day to a lighter day of its range when a forgotten card arrives', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases, today: day } = await balancingLearner(t, 12);
      const [forgotten, fixed, ...movable] = phrases as [string, string, ...string[]];
      // Tomorrow holds six cards; the two days after it hold one each. Four of tomorrow's cards
      // were balanced within a range reaching 3 days ahead; one within tomorrow alone; one has
      // no range. The forgotten card, scored Again today, comes back tomorrow without a choice.
      await dueOn(t, uid, fixed, addDays(day, -3), addDays(day, 1));
      for (const [k, p] of movable.slice(0, 5).entries()) {
        await dueOn(t, uid, p, addDays(day, -3 - k), addDays(day, 1), [
          addDays(day, k === 4 ? 1 : -1),
          addDays(day, k === 4 ? 1 : 3),
        ]);
      }
      await dueOn(t, uid, movable[5]!, addDays(day, -3), addDays(day, 2));
      await dueOn(t, uid, movable[6]!, addDays(day, -4), addDays(day, 3));
      // Another learner's card, due tomorrow with room to move, is none of this deck's business.
      const other = await balancingLearner(t, 1);
      await dueOn(t, other.uid, other.phrases[0]!, addDays(day, -3), addDays(day, 1), [
        addDays(day, 1),
        addDays(day, 3),
      ]);
      const ids = await Promise.all(movable.slice(0, 5).map((p) => cardId(t, uid, p)));

      const review = await reviewToday(t, uid, forgotten, day, 1);
      expect(await dueDayOf(t, uid, forgotten, day)).toBe(addDays(day, 1));
      expect(await rangeOf(t, uid, forgotten, day)).toEqual([null, null]);

      // The domain, given the same cards and loads, picks the same card and day.
      const loads: Record<number, number> = { 1: 7, 2: 1, 3: 1 };
      const expected = relievingMove(
        1,
        ids.map((id, k) => ({ id, earliest: k === 4 ? 1 : -1, latest: k === 4 ? 1 : 3 })),
        { loadIn: (days) => loads[days] ?? 0 },
      );
      expect(expected).toMatchObject({ to: 2 });
      const movedAt = ids.indexOf(expected!.id);
      const dueDays = async () =>
        Promise.all(movable.slice(0, 5).map((p, k) => dueDayOf(t, uid, p, addDays(day, -3 - k))));
      const after = await dueDays();
      expect(after).toEqual(after.map((_, k) => addDays(day, k === movedAt ? expected!.to : 1)));
      expect(await dueDayOf(t, uid, fixed, addDays(day, -3))).toBe(addDays(day, 1));
      expect(await dueDayOf(t, other.uid, other.phrases[0]!, addDays(day, -3))).toBe(
        addDays(day, 1),
      );

      // A changed score reschedules the forgotten card but moves no other card.
      await t.asUser(uid);
      for (const score of [2, 1, 2, 1]) {
        await t.query('select update_user_card_review($1, $2)', [score, review]);
      }
      expect(await dueDays()).toEqual(after);
    });
  });

  it('leaves the day alone when no card has a lighter day in its range, or the day has begun', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases, today: day } = await balancingLearner(t, 6);
      const [forgotten, late, ...others] = phrases as [string, string, ...string[]];
      // Tomorrow holds two cards, the day after two: a move would only trade places.
      await dueOn(t, uid, others[0]!, addDays(day, -3), addDays(day, 1), [
        addDays(day, 1),
        addDays(day, 2),
      ]);
      await dueOn(t, uid, others[1]!, addDays(day, -4), addDays(day, 1));
      await dueOn(t, uid, others[2]!, addDays(day, -3), addDays(day, 2));
      await dueOn(t, uid, others[3]!, addDays(day, -4), addDays(day, 2));
      await reviewToday(t, uid, forgotten, day, 1);
      expect(await dueDayOf(t, uid, forgotten, day)).toBe(addDays(day, 1));
      expect(await dueDayOf(t, uid, others[0]!, addDays(day, -3))).toBe(addDays(day, 1));

      // Forgotten yesterday and synced today: it is due today, a day already begun, whose
      // cards stay. (Today holds a card that could move to tomorrow's lighter neighbour.)
      await dueOn(t, uid, others[2]!, addDays(day, -2), day, [day, addDays(day, 3)]);
      await studyOn(t, uid, 'spa', addDays(day, -1), [{ phrase: late, score: 1 }]);
      expect(await dueDayOf(t, uid, late, addDays(day, -1))).toBe(day);
      expect(await dueDayOf(t, uid, others[2]!, addDays(day, -2))).toBe(day);
    });
  });

  it('refuses a stored range that does not hold the due day, or has one bound only', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases, today } = await balancingLearner(t, 1);
      const day = addDays(today, -3);
      const d = (n: number | null) => (n === null ? null : addDays(day, n));
      for (const [due, earliest, latest] of [
        [9, 5, 8],
        [4, 5, 8],
        [6, 0, 8],
        [6, 5, null],
        [6, null, 8],
      ] as const) {
        const { error } = await t.attempt(
          `insert into user_card_review (uid, phrase_id, lang, day_session, score, difficulty,
             stability, review_time_retrievability, day_first_review, direction, due_day,
             due_earliest, due_latest)
           values ($1, $2, 'spa', $3::date, 3, 5, 30, 1, true, 'recognise', $4::date, $5::date, $6::date)`,
          [uid, phrases[0], day, d(due), d(earliest), d(latest)],
        );
        expect(error?.message, JSON.stringify([due, earliest, latest])).toMatch(
          /due_range_holds_due_day/,
        );
      }
    });
  });
});
