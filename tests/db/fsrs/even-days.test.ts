import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fsrs, get_fuzz_range } from 'ts-fsrs';
import {
  balancedInterval,
  fuzzSeed,
  leastLoadedInterval,
  parametersFor,
  schedulerFor,
  seededRandom,
} from '@phrasebook/domain';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';
import { randomParameters } from '../helpers/fsrs-reference.ts';
import { addDays, learner, studyOn, todayOf } from '../progress/progress-world.ts';
import { balancingLearner, cardId, dueDayOf, dueOn, rangeOf, uuidLike } from './even-days-world.ts';

// Even days (docs/scheduling.md "Even days"): the fuzz is ts-fsrs's to the day, the balancer
// is the domain's rule, and a deck that does not opt in keeps the spec's due rule. The relief
// of a crowded day: even-days-relief.test.ts.

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('the fuzz is ts-fsrs’s', () => {
  it('gives the interval, the range and the fuzzed day ts-fsrs gives, for 3,000 cards and reviews', async () => {
    const rand = seededRandom(49);
    const cases = Array.from({ length: 3_000 }, (_, i) => {
      const w = i % 3 === 0 ? null : randomParameters(rand);
      return {
        i,
        w,
        decay: w ? w[20]! : 0.5,
        s: Math.exp(Math.log(0.1) + rand() * Math.log(30_000)),
        r: Math.round((0.7 + rand() * 0.27) * 100) / 100,
        e: Math.floor(rand() ** 2 * 600),
        seed: fuzzSeed(uuidLike(rand), 1 + Math.floor(rand() * 30)),
      };
    });
    const rows = await db.query<{
      i: number;
      base: number;
      min_days: number;
      max_days: number;
      fuzzed: number;
    }>(
      `select x.i, b.base, f.min_days, f.max_days, private.fuzzed_interval(b.base, x.e, x.seed) as fuzzed
       from jsonb_to_recordset($1::jsonb) as x(i int, s float8, decay float8, r float8, e int, seed text)
       cross join lateral (select private.fsrs_interval(x.s, x.decay, x.r) as base) b
       cross join lateral private.fuzz_range(b.base, x.e) f
       order by x.i`,
      [JSON.stringify(cases.map(({ w: _w, ...rest }) => rest))],
    );
    let moved = 0;
    for (const c of cases) {
      const row = rows[c.i]!;
      const schedule = { parameters: c.w, desiredRetention: c.r };
      const base = schedulerFor(schedule).next_interval(c.s, c.e);
      const fuzzing = fsrs({ ...parametersFor(schedule), enable_fuzz: true });
      fuzzing.seed = c.seed;
      const expected = {
        base,
        ...(({ min_ivl, max_ivl }) => ({ min_days: min_ivl, max_days: max_ivl }))(
          get_fuzz_range(base, c.e, 36_500),
        ),
        fuzzed: fuzzing.next_interval(c.s, c.e),
      };
      expect(
        { base: row.base, min_days: row.min_days, max_days: row.max_days, fuzzed: row.fuzzed },
        JSON.stringify(c),
      ).toEqual(expected);
      if (row.fuzzed !== row.base) moved++;
    }
    // Most intervals above 2.5 days move: the test would see a fuzz that did nothing.
    expect(moved).toBeGreaterThan(1_500);
  });

  it('picks the least loaded day as the domain does, easy days and ties included', async () => {
    const rand = seededRandom(4949);
    const cases = Array.from({ length: 2_000 }, (_, i) => {
      const min = 2 + Math.floor(rand() * 50);
      const max = min + Math.floor(rand() * 12);
      const width = max - min + 1;
      return {
        i,
        min,
        max,
        fuzzed: min + Math.floor(rand() * width),
        loads: Array.from({ length: width }, () => Math.floor(rand() * 4)),
        easy: Array.from({ length: width }, () => rand() < 0.25),
      };
    });
    const rows = await db.query<{ i: number; picked: number }>(
      `select x.i, private.least_loaded_interval(x.min, x.max, x.fuzzed,
         array(select jsonb_array_elements_text(x.loads)::int),
         array(select jsonb_array_elements_text(x.easy)::boolean)) as picked
       from jsonb_to_recordset($1::jsonb) as x(i int, min int, max int, fuzzed int, loads jsonb, easy jsonb)
       order by x.i`,
      [JSON.stringify(cases)],
    );
    for (const c of cases) {
      expect(rows[c.i]!.picked, JSON.stringify(c)).toBe(
        leastLoadedInterval(c.min, c.max, c.fuzzed, c.loads, c.easy),
      );
    }
  });
});

describe('a deck that evens out its days', () => {
  it('sends a card to the least loaded day of its fuzz range, as the domain computes it', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases, today } = await balancingLearner(t, 14);
      const [target, ...others] = phrases as [string, ...string[]];
      const day = addDays(today, -1);
      // A new card scored Easy: stability w3 = 15.69, interval 16, fuzz range 13..19 days.
      // Every day of the range already holds two cards except the 17th.
      let k = 0;
      for (const ahead of [13, 14, 15, 16, 18, 19]) {
        for (let n = 0; n < 2; n++) {
          await dueOn(t, uid, others[k++]!, addDays(day, -3), addDays(day, ahead));
        }
      }
      await studyOn(t, uid, 'spa', day, [{ phrase: target, score: 4 }]);
      expect(await dueDayOf(t, uid, target, day)).toBe(addDays(day, 17));

      const expected = balancedInterval(
        { parameters: null, desiredRetention: 0.9 },
        15.69105,
        0,
        fuzzSeed(await cardId(t, uid, target), 1),
        { loadIn: (ahead) => (ahead === 17 ? 0 : 2) },
      );
      expect(expected).toEqual({ days: 17, range: { earliest: 13, latest: 19 } });
      expect(await rangeOf(t, uid, target, day)).toEqual([addDays(day, 13), addDays(day, 19)]);
    });
  });

  it('gives an easy day about half the load: a lighter easy day loses to a lighter ordinary one', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases, today } = await balancingLearner(t, 14);
      const day = addDays(today, -1);
      const isoWeekday = (d: string) => ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      // Day 15 holds one card and is easy (counts 3); day 18 holds two (counts 2); the rest three.
      await t.query(
        "update user_deck set easy_days = $2::smallint[] where uid = $1 and lang = 'spa'",
        [uid, [isoWeekday(addDays(day, 15))]],
      );
      const [target, ...others] = phrases as [string, ...string[]];
      const loads: Record<number, number> = { 13: 3, 14: 3, 15: 1, 16: 3, 17: 3, 18: 2, 19: 3 };
      let k = 0;
      for (const [ahead, count] of Object.entries(loads)) {
        for (let n = 0; n < count; n++) {
          const other = others[k++ % others.length]!;
          // A phrase can hold one newest review: use fresh cards where there are enough.
          await dueOn(
            t,
            uid,
            other,
            addDays(day, -3 - Math.floor(k / others.length)),
            addDays(day, Number(ahead)),
          );
        }
      }
      const [counts] = await t.query<{ n: number }>(
        `select count(*)::int as n from private.deck_due_load($1, 'spa', $2::date, $3::date, $4, 'recognise')`,
        [uid, addDays(day, 13), addDays(day, 19), target],
      );
      expect(counts!.n).toBeGreaterThan(0);
      await studyOn(t, uid, 'spa', day, [{ phrase: target, score: 4 }]);
      const loadRows = await t.query<{ day: string; cards: number }>(
        `select day::text, cards from private.deck_due_load($1, 'spa', $2::date, $3::date, $4, 'recognise')`,
        [uid, addDays(day, 13), addDays(day, 19), target],
      );
      const loadIn = (ahead: number) =>
        loadRows.find((r) => r.day === addDays(day, ahead))?.cards ?? 0;
      const expected = balancedInterval(
        { parameters: null, desiredRetention: 0.9 },
        15.69105,
        0,
        fuzzSeed(await cardId(t, uid, target), 1),
        {
          loadIn,
          isEasy: (ahead) => isoWeekday(addDays(day, ahead)) === isoWeekday(addDays(day, 15)),
        },
      );
      expect(await dueDayOf(t, uid, target, day)).toBe(addDays(day, expected.days));
      expect(isoWeekday(addDays(day, expected.days))).not.toBe(isoWeekday(addDays(day, 15)));
    });
  });

  it('is deterministic per card and review: undone and done again, a review lands on the same day', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases, today } = await balancingLearner(t, 3);
      const [p] = phrases as [string];
      const first = addDays(today, -20);
      await studyOn(t, uid, 'spa', first, [{ phrase: p, score: 4 }]);
      const firstDue = await dueDayOf(t, uid, p, first);
      expect(firstDue).not.toBeNull();
      await t.query(
        `insert into user_deck_review_state (uid, lang, day_session, manifest)
         values ($1, 'spa', $2::date, array[$3::uuid])`,
        [uid, today, p],
      );
      await t.asUser(uid);
      const [review] = await t.query<{ id: string; due_day: string }>(
        "select id, due_day::text from insert_user_card_review(3, $1, 'spa', $2::date)",
        [p, today],
      );
      expect(review!.due_day > today).toBe(true);
      await t.query('select undo_user_card_review($1)', [review!.id]);
      const [again] = await t.query<{ due_day: string }>(
        "select due_day::text from insert_user_card_review(3, $1, 'spa', $2::date)",
        [p, today],
      );
      expect(again!.due_day).toBe(review!.due_day);
      // A changed score reschedules; changed back, the day comes back too.
      const [changed] = await t.query<{ id: string; due_day: string }>(
        `select id, due_day::text from update_user_card_review(1,
           (select id from user_card_review where phrase_id = $1 and day_session = $2::date))`,
        [p, today],
      );
      expect(changed!.due_day).not.toBe(review!.due_day);
      const [back] = await t.query<{ due_day: string }>(
        'select due_day::text from update_user_card_review(3, $1)',
        [changed!.id],
      );
      expect(back!.due_day).toBe(review!.due_day);
    });
  });

  it('puts a card in the day it was balanced to, in the forecast, the cards view and the day count', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases, today } = await balancingLearner(t, 3);
      const [p] = phrases as [string];
      await dueOn(t, uid, p, addDays(today, -2), addDays(today, 1));
      // At stability 30 the curve would wait about a month; the stored day says tomorrow.
      await t.asUser(uid);
      const setup = async (d: string) =>
        (
          await t.query<{ s: { due: string[] } }>("select review_day_setup('spa', $1::date) as s", [
            d,
          ])
        )[0]!.s.due;
      expect(await setup(today)).toEqual([]);
      expect(await setup(addDays(today, 1))).toEqual([p]);
      const [card] = await t.query<{ due_on: string; due_now: boolean }>(
        'select due_on::text, due_now from user_card_plus where phrase_id = $1',
        [p],
      );
      expect(card).toEqual({ due_on: addDays(today, 1), due_now: false });
      const forecast = await t.query<{ day_session: string; due: number }>(
        "select day_session::text, due from due_forecast('spa', 3)",
      );
      expect(forecast.map((f) => f.due)).toEqual([0, 1, 0]);

      // Turned off, the stored day is ignored: the spec's rule decides again.
      await t.query("update user_deck set balance_load = false where lang = 'spa'");
      expect(await setup(addDays(today, 1))).toEqual([]);
      const [off] = await t.query<{ due_on: string }>(
        'select due_on::text from user_card_plus where phrase_id = $1',
        [p],
      );
      expect(off!.due_on > addDays(today, 20)).toBe(true);
    });
  });

  it('stores no due day in a deck that does not opt in', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { decks: { spa: 5 }, cards: 2 });
      const day = addDays(await todayOf(t, uid), -1);
      await studyOn(t, uid, 'spa', day, [{ phrase: phrases.spa![0]!, score: 4 }]);
      expect(await dueDayOf(t, uid, phrases.spa![0]!, day)).toBeNull();
    });
  });

  it('refuses easy days that are not weekdays, repeated, or every day', async () => {
    await db.scenario(async (t) => {
      const { uid } = await learner(t, { decks: { spa: 5 }, cards: 1 });
      await t.asUser(uid);
      for (const days of [[0], [8], [1, 1], [1, 2, 3, 4, 5, 6, 7]]) {
        const { error } = await t.attempt(
          "update user_deck set easy_days = $1::smallint[] where lang = 'spa'",
          [days],
        );
        expect(error?.message, JSON.stringify(days)).toMatch(/easy_days_weekdays/);
      }
      const { error } = await t.attempt(
        "update user_deck set easy_days = '{6,7}', balance_load = true where lang = 'spa'",
      );
      expect(error).toBeNull();
    });
  });
});
