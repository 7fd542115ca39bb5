import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';
import { dayBefore, deckWorld, reviewDay, setupOf, type Setup } from '../helpers/two-way-world.ts';

// A plan after a break (docs/product.md §4, supabase/migrations/20261204100100_catch_up_plan.sql).

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

interface PlanSetup extends Setup {
  recommended: string[];
  catch_up_plan?: {
    daily_cap: number;
    planned_days: number;
    started_on: string;
    due_count: number;
  };
  catch_up_offer?: {
    last_review_day: string;
    due_count: number;
    desired_retention: number;
    decay: number;
    cards: [string, string, string, number, string?][];
  };
}
const planSetup = (t: Scenario, day: string) => setupOf(t, day) as Promise<PlanSetup>;

/**
 * A learner of Spanish back from a break: `backlog` phrases reviewed once on `reviewedOn`
 * (the first third forgotten, score 1, the rest 'Good'), so all of them are due today, and
 * `fresh` phrases more never reviewed (new-card candidates). Daily goal 2.
 */
async function backFromBreak(t: Scenario, { backlog = 9, fresh = 3, reviewedOn = 15 } = {}) {
  const w = await deckWorld(t, { count: backlog + fresh, goal: 2 });
  const old = w.phrases.slice(0, backlog);
  await t.asUser(w.me);
  await reviewDay(
    t,
    dayBefore(w.today, reviewedOn),
    old.map((phrase, i) => ({
      phrase,
      direction: 'recognise' as const,
      score: i < backlog / 3 ? 1 : 3,
    })),
  );
  await t.query(
    'insert into user_card (uid, phrase_id) select $1, unnest($2::uuid[]) on conflict do nothing',
    [w.me, w.phrases.slice(backlog)],
  );
  return { ...w, old, forgotten: old.slice(0, backlog / 3) };
}

const planRows = (t: Scenario) =>
  t.query<{
    daily_cap: number;
    started_on: string;
    finished_on: string | null;
    ended_on: string | null;
  }>(
    'select daily_cap, started_on::text, finished_on::text, ended_on::text from catch_up_plan order by created_at',
  );

describe('the offer', () => {
  it('comes after three missed days with a backlog over twice the goal, with every reviewed card', async () => {
    await db.scenario(async (t) => {
      const w = await backFromBreak(t);
      const setup = await planSetup(t, w.today);
      expect(setup.due).toHaveLength(9);
      expect(setup.catch_up_offer).toMatchObject({
        last_review_day: dayBefore(w.today, 15),
        due_count: 9,
        desired_retention: 0.9,
        decay: 0.5,
      });
      expect(setup.catch_up_offer!.cards.map(([id]) => id).sort()).toEqual([...w.old].sort());
      expect(setup.catch_up_offer!.cards[0]).toEqual([
        expect.any(String),
        'recognise',
        dayBefore(w.today, 15),
        expect.any(Number),
      ]);
      // Three days back the last review day was only two missed days ago: no offer then.
      expect((await planSetup(t, dayBefore(w.today, 12))).catch_up_offer).toBeUndefined();
      expect((await planSetup(t, dayBefore(w.today, 11))).catch_up_offer).toBeDefined();
    });
  });

  it('is not made for a backlog within twice the goal', async () => {
    await db.scenario(async (t) => {
      const w = await backFromBreak(t, { backlog: 3 });
      const setup = await planSetup(t, w.today);
      expect(setup.due).toHaveLength(3);
      expect(setup.catch_up_offer).toBeUndefined();
    });
  });

  it('declined, is not made again that day, and the day is the spec’s', async () => {
    await db.scenario(async (t) => {
      const w = await backFromBreak(t);
      const tomorrow = dayBefore(w.today, -1);
      await t.query("select decline_catch_up_plan('spa', $1::date)", [w.today]);
      const setup = await planSetup(t, w.today);
      expect(setup.catch_up_offer).toBeUndefined();
      expect(setup.catch_up_plan).toBeUndefined();
      expect(setup.due).toHaveLength(9);
      expect(setup.deck_new).toHaveLength(2);
      expect((await planSetup(t, tomorrow)).catch_up_offer).toBeDefined();
      expect(await planRows(t)).toEqual([]);
    });
  });
});

describe('an accepted plan', () => {
  it('caps each day’s due cards, most forgotten first, without new cards, and finishes itself', async () => {
    await db.scenario(async (t) => {
      const w = await backFromBreak(t);
      const days = [3, 2, 1, 0].map((n) => dayBefore(w.today, n));
      await t.query("select start_catch_up_plan('spa', $1::date, 4, 3)", [days[0]]);

      // Day 1: four of nine due, the three forgotten ones first; no new cards at all.
      const first = await planSetup(t, days[0]!);
      expect(first.catch_up_plan).toEqual({
        daily_cap: 4,
        planned_days: 3,
        started_on: days[0],
        due_count: 9,
      });
      expect(first.catch_up_offer).toBeUndefined();
      expect(first.due).toHaveLength(4);
      expect(first.due.slice(0, 3).sort()).toEqual([...w.forgotten].sort());
      expect([first.deck_new, first.recommended, first.recall_new, first.library]).toEqual([
        [],
        [],
        [],
        [],
      ]);
      await reviewDay(
        t,
        days[0]!,
        first.due.map((phrase) => ({ phrase, direction: 'recognise', score: 3 })),
      );

      // Day 2: the five left, capped at four; the ones reviewed yesterday are not due.
      const second = await planSetup(t, days[1]!);
      expect(second.due).toHaveLength(4);
      expect(second.due.every((id) => !first.due.includes(id))).toBe(true);
      expect(second.catch_up_plan!.due_count).toBe(5);
      expect(second.deck_new).toEqual([]);
      await reviewDay(
        t,
        days[1]!,
        second.due.map((phrase) => ({ phrase, direction: 'recognise', score: 3 })),
      );
      expect((await planRows(t))[0]!.finished_on).toBeNull();

      // Day 3: one left, within the cap: starting the day finishes the plan.
      const third = await planSetup(t, days[2]!);
      expect(third.due).toHaveLength(1);
      expect(third.catch_up_plan).toBeDefined();
      await reviewDay(
        t,
        days[2]!,
        third.due.map((phrase) => ({ phrase, direction: 'recognise', score: 3 })),
      );
      expect(await planRows(t)).toEqual([
        { daily_cap: 4, started_on: days[0], finished_on: days[2], ended_on: null },
      ]);

      // Day 4: the spec's day again, new cards included.
      const fourth = await planSetup(t, days[3]!);
      expect(fourth.catch_up_plan).toBeUndefined();
      expect(fourth.catch_up_offer).toBeUndefined();
      expect(fourth.deck_new).toHaveLength(2);
    });
  });

  it('caps both directions together, a phrase once', async () => {
    await db.scenario(async (t) => {
      const w = await deckWorld(t, { count: 6, recall: true, goal: 1 });
      await t.asUser(w.me);
      const long = dayBefore(w.today, 20);
      await reviewDay(
        t,
        long,
        w.phrases.map((phrase) => ({ phrase, direction: 'recognise', score: 3 })),
      );
      await reviewDay(
        t,
        dayBefore(long, -1),
        w.phrases.slice(0, 3).map((phrase) => ({ phrase, direction: 'recall', score: 1 })),
      );
      const offered = await planSetup(t, w.today);
      expect(offered.due.length + offered.recall_due.length).toBe(6);
      expect(offered.catch_up_offer!.cards).toHaveLength(9);
      await t.query("select start_catch_up_plan('spa', $1::date, 4, 2)", [w.today]);
      const day = await planSetup(t, w.today);
      // The three forgotten recall cards are the lowest recall of the six phrases.
      expect([...day.recall_due].sort()).toEqual(w.phrases.slice(0, 3).sort());
      expect(day.due).toHaveLength(1);
    });
  });

  it('ended by the learner, gives the spec’s day back and is not offered again that day', async () => {
    await db.scenario(async (t) => {
      const w = await backFromBreak(t);
      await t.query("select start_catch_up_plan('spa', $1::date, 3, 3)", [w.today]);
      expect((await planSetup(t, w.today)).due).toHaveLength(3);
      const again = await t.attempt("select start_catch_up_plan('spa', $1::date, 5, 2)", [w.today]);
      expect(again.error?.message).toBe('This deck already has a catch-up plan');

      await t.query("select end_catch_up_plan('spa', $1::date)", [w.today]);
      expect(await planRows(t)).toEqual([
        { daily_cap: 3, started_on: w.today, finished_on: null, ended_on: w.today },
      ]);
      const setup = await planSetup(t, w.today);
      expect(setup.catch_up_plan).toBeUndefined();
      expect(setup.catch_up_offer).toBeUndefined();
      expect(setup.due).toHaveLength(9);
      expect(setup.deck_new).toHaveLength(2);
      const twice = await t.attempt("select end_catch_up_plan('spa', $1::date)", [w.today]);
      expect(twice.error?.message).toBe('This deck has no catch-up plan to end');
    });
  });

  it('with nothing due leaves the day as it is, and its start finishes the plan', async () => {
    await db.scenario(async (t) => {
      const w = await deckWorld(t, { count: 4, goal: 2 });
      await t.asUser(w.me);
      const yesterday = dayBefore(w.today, 1);
      await reviewDay(t, yesterday, [{ phrase: w.phrases[0]!, direction: 'recognise', score: 4 }]);
      await t.query("select start_catch_up_plan('spa', $1::date, 5, 2)", [w.today]);
      const setup = await planSetup(t, w.today);
      expect(setup.catch_up_plan).toBeUndefined();
      expect(setup.due).toEqual([]);
      expect(setup.deck_new).toHaveLength(0);
      expect(setup.library).toHaveLength(2);
      await t.query("select start_review_day('spa', $1::date, $2::uuid[])", [
        w.today,
        setup.library,
      ]);
      expect((await planRows(t))[0]!.finished_on).toBe(w.today);
    });
  });

  it('cannot start on a day already started', async () => {
    await db.scenario(async (t) => {
      const w = await backFromBreak(t);
      await t.query("select start_review_day('spa', $1::date, $2::uuid[])", [w.today, w.old]);
      const late = await t.attempt("select start_catch_up_plan('spa', $1::date, 3, 3)", [w.today]);
      expect(late.error?.message).toBe(
        "Today's review has started; a catch-up plan can start tomorrow",
      );
      expect(await planRows(t)).toEqual([]);
    });
  });
});

describe('a balanced deck', () => {
  it('hands over each card’s due day with the offer, and caps by the due day’s rule', async () => {
    await db.scenario(async (t) => {
      const w = await backFromBreak(t);
      // Balancing stores a due day per scheduling review; one set to tomorrow is not due today.
      await t.asAdmin();
      await t.query('update user_deck set balance_load = true where uid = $1', [w.me]);
      await t.query(
        'update user_card_review set due_day = $2::date where uid = $1 and phrase_id = $3',
        [w.me, dayBefore(w.today, -1), w.old[8]],
      );
      await t.asUser(w.me);
      const setup = await planSetup(t, w.today);
      expect(setup.due).toHaveLength(8);
      expect(setup.due).not.toContain(w.old[8]);
      const late = setup.catch_up_offer!.cards.find(([id]) => id === w.old[8]);
      expect(late).toEqual([
        w.old[8],
        'recognise',
        dayBefore(w.today, 15),
        expect.any(Number),
        dayBefore(w.today, -1),
      ]);
      expect(setup.catch_up_offer!.cards.filter((c) => c.length === 5)).toHaveLength(1);
    });
  });
});

describe('refusals', () => {
  it('refuses a cap below 1 or above 500 (or none) with a message, and changes nothing', async () => {
    await db.scenario(async (t) => {
      const w = await backFromBreak(t);
      for (const cap of [0, -3, 501, null]) {
        const result = await t.attempt("select start_catch_up_plan('spa', $1::date, $2, 3)", [
          w.today,
          cap,
        ]);
        expect(result.error?.message).toBe('A daily cap is a whole number of cards from 1 to 500');
      }
      const long = await t.attempt("select start_catch_up_plan('spa', $1::date, 10, 366)", [
        w.today,
      ]);
      expect(long.error?.message).toBe('A catch-up plan lasts from 1 to 365 days');
      expect(await planRows(t)).toEqual([]);
      // The bounds themselves are accepted, and the table holds the same rule.
      await t.query("select start_catch_up_plan('spa', $1::date, 500, 1)", [w.today]);
      await t.asAdmin();
      const direct = await t.attempt('update catch_up_plan set daily_cap = 501');
      expect(direct.error?.constraint).toBe('catch_up_daily_cap_1_to_500');
    });
  });

  it('refuses a deck the learner does not have and a day in the future', async () => {
    await db.scenario(async (t) => {
      const w = await backFromBreak(t);
      const other = await t.attempt("select start_catch_up_plan('fra', $1::date, 5, 3)", [w.today]);
      expect(other.error?.message).toBe('This deck was not found in your profile');
      const future = await t.attempt("select start_catch_up_plan('spa', $1::date, 5, 3)", [
        dayBefore(w.today, -3),
      ]);
      expect(future.error?.message).toMatch(/^Review day .* is in the future$/);
    });
  });
});

describe('row-level security', () => {
  it('lets only the learner read their plan, and nobody write it but the RPCs', async () => {
    await db.scenario(async (t) => {
      const w = await backFromBreak(t);
      await t.query("select start_catch_up_plan('spa', $1::date, 3, 3)", [w.today]);
      await t.query("select decline_catch_up_plan('spa', $1::date)", [w.today]);
      expect(await planRows(t)).toHaveLength(1);
      const write = await t.attempt('update catch_up_plan set daily_cap = 100');
      expect(write.error?.code).toBe('42501');
      const insert = await t.attempt(
        "insert into catch_up_plan (uid, lang, daily_cap, planned_days, started_on) values ($1, 'spa', 3, 3, current_date)",
        [w.me],
      );
      expect(insert.error?.code).toBe('42501');

      await t.asAdmin();
      const stranger = await t.createUser('stranger');
      await t.query("insert into user_deck (uid, lang) values ($1, 'spa')", [stranger]);
      await t.asUser(stranger);
      expect(await planRows(t)).toEqual([]);
      expect(await t.query('select * from catch_up_declined')).toEqual([]);
      const del = await t.attempt('delete from catch_up_plan');
      expect(del.error?.code).toBe('42501');
      // Their own RPCs reach only their own deck: the learner's plan stays open.
      const end = await t.attempt("select end_catch_up_plan('spa', $1::date)", [w.today]);
      expect(end.error?.message).toBe('This deck has no catch-up plan to end');
      await t.asUser(w.me);
      expect((await planRows(t))[0]!.ended_on).toBeNull();
    });
  });
});
