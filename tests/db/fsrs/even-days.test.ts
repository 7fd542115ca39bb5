import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fsrs, get_fuzz_range } from 'ts-fsrs';
import {
  balancedInterval,
  fuzzSeed,
  leastLoadedInterval,
  parametersFor,
  relievingMove,
  schedulerFor,
  seededRandom,
} from '@phrasebook/domain';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';
import { randomParameters } from '../helpers/fsrs-reference.ts';
import { addDays, learner, studyOn, todayOf } from '../progress/progress-world.ts';

// Even days (docs/scheduling.md "Even days"): the fuzz is ts-fsrs's to the day, the balancer
// is the domain's rule, and a deck that does not opt in keeps the spec's due rule.

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

const uuidLike = (rand: () => number) =>
  Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16))
    .join('')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

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

/** A learner whose Spanish deck balances, with `cards` cards; returns ids and today. */
async function balancingLearner(t: Scenario, cards: number, easyDays: number[] = []) {
  const { uid, phrases } = await learner(t, { decks: { spa: 50 }, cards });
  await t.query(
    "update user_deck set balance_load = true, easy_days = $2::smallint[] where uid = $1 and lang = 'spa'",
    [uid, easyDays],
  );
  return { uid, phrases: phrases.spa!, today: await todayOf(t, uid) };
}

async function cardId(t: Scenario, uid: string, phrase: string): Promise<string> {
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
async function dueOn(
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

async function dueDayOf(t: Scenario, uid: string, phrase: string, day: string) {
  const [row] = await t.query<{ due_day: string | null }>(
    `select due_day::text from user_card_review
     where uid = $1 and phrase_id = $2 and day_session = $3::date and day_first_review`,
    [uid, phrase, day],
  );
  return row?.due_day ?? null;
}

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

/** `phrase` reviewed today by its learner through the review RPC; returns the review's id. */
async function reviewToday(t: Scenario, uid: string, phrase: string, today: string, score: number) {
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

async function rangeOf(t: Scenario, uid: string, phrase: string, day: string) {
  const [row] = await t.query<{ due_earliest: string | null; due_latest: string | null }>(
    `select due_earliest::text, due_latest::text from user_card_review
     where uid = $1 and phrase_id = $2 and day_session = $3::date and day_first_review`,
    [uid, phrase, day],
  );
  return [row?.due_earliest ?? null, row?.due_latest ?? null];
}
