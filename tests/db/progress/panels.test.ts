import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';
import { addDays, learner, streakOf, studyDays, studyOn, todayOf } from './progress-world.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/**
 * Four cards: p0 reviewed twice (mature), p1 lapsed on its last day (learning), p2 reviewed
 * twice (young), p3 never (new); p4 skipped. Stabilities are set to known values afterwards.
 */
async function knownHistory(t: Scenario) {
  const { uid, phrases } = await learner(t, { decks: { spa: 15 }, cards: 5 });
  const [p0, p1, p2, p3, p4] = phrases.spa! as [string, string, string, string, string];
  const today = await todayOf(t, uid);
  const [first, second] = [addDays(today, -10), addDays(today, -5)];
  await studyOn(t, uid, 'spa', first, [
    { phrase: p0, score: 3 },
    { phrase: p1, score: 3 },
    { phrase: p2, score: 1 },
  ]);
  await studyOn(t, uid, 'spa', second, [
    { phrase: p0, score: 3 },
    { phrase: p1, score: 1 },
    { phrase: p2, score: 2 },
    { phrase: p1, score: 3 },
  ]);
  await t.query("update user_card set status = 'skipped' where uid = $1 and phrase_id = $2", [
    uid,
    p4,
  ]);
  const setStability = (phrase: string, stability: number) =>
    t.query(
      'update user_card_review set stability = $3 where uid = $1 and phrase_id = $2 and day_session = $4',
      [uid, phrase, stability, second],
    );
  await setStability(p0, 30);
  await setStability(p1, 3);
  await setStability(p2, 5);
  return { uid, today, first, second, phrases: { p0, p1, p2, p3, p4 } };
}

describe('the stats panels on a small known history', () => {
  it('retention_by_month: first reviews of the day of cards seen before, recalled at score 2 or more', async () => {
    await db.scenario(async (t) => {
      const { uid, second } = await knownHistory(t);
      await t.query(
        "update user_deck set desired_retention = 0.85 where uid = $1 and lang = 'spa'",
        [uid],
      );
      await t.asUser(uid);
      const rows = await t.query(
        "select month::text, direction, reviews, recalled, desired_retention from retention_by_month('spa')",
      );
      expect(rows).toEqual([
        {
          month: `${second.slice(0, 7)}-01`,
          direction: 'recognise',
          reviews: 3,
          recalled: 2,
          desired_retention: 0.85,
        },
      ]);
      expect(await t.query('select * from retention_by_month(null)')).toHaveLength(1);
      expect(await t.query("select * from retention_by_month('fra')")).toEqual([]);
    });
  });

  it('card_state_counts: new, learning, young and mature among active cards', async () => {
    await db.scenario(async (t) => {
      const { uid } = await knownHistory(t);
      await t.asUser(uid);
      expect(await t.query("select direction, state, cards from card_state_counts('spa')")).toEqual(
        [
          { direction: 'recognise', state: 'new', cards: 1 },
          { direction: 'recognise', state: 'learning', cards: 1 },
          { direction: 'recognise', state: 'young', cards: 1 },
          { direction: 'recognise', state: 'mature', cards: 1 },
        ],
      );
    });
  });

  it('card_state_counts shows recall cards apart while the deck has recall on', async () => {
    await db.scenario(async (t) => {
      const { uid } = await knownHistory(t);
      await t.query("update user_deck set recall_enabled = true where uid = $1 and lang = 'spa'", [
        uid,
      ]);
      await t.asUser(uid);
      const rows = await t.query<{ direction: string; state: string; cards: number }>(
        "select direction, state, cards from card_state_counts('spa') where direction = 'recall'",
      );
      // Every active phrase gets a recall card, new.
      expect(rows.map((r) => [r.state, r.cards])).toEqual([
        ['new', 4],
        ['learning', 0],
        ['young', 0],
        ['mature', 0],
      ]);
    });
  });

  it("due_forecast: today holds the overdue cards, later days each card's next due day", async () => {
    await db.scenario(async (t) => {
      const { uid, today } = await knownHistory(t);
      await t.asUser(uid);
      const rows = await t.query<{ day_session: string; due: number }>(
        "select day_session::text, due from due_forecast('spa', 30)",
      );
      expect(rows).toHaveLength(30);
      expect(rows[0]!.day_session).toBe(today);
      expect(rows[29]!.day_session).toBe(addDays(today, 29));
      // p1 (stability 3, five days ago) and p2 (stability 5, due exactly today) today; p0
      // (stability 30) thirty days after its review, at R = 0.9.
      const nonZero = rows.filter((r) => r.due > 0);
      expect(nonZero).toEqual([
        { day_session: today, due: 2 },
        { day_session: addDays(today, 25), due: 1 },
      ]);
      // The same as today's due set of the review screen.
      const [setup] = await t.query<{ s: { due: string[] } }>(
        "select review_day_setup('spa', $1::date) as s",
        [today],
      );
      expect(setup!.s.due).toHaveLength(2);
      expect(await t.query("select * from due_forecast('spa', 7)")).toHaveLength(7);
      const bad = await t.attempt("select * from due_forecast('spa', 0)");
      expect(bad.error).toMatchObject({
        code: '22023',
        message: 'A forecast covers 1 to 366 days',
      });
    });
  });

  it('study_days refuses a range that ends before it starts', async () => {
    await db.scenario(async (t) => {
      const { uid } = await learner(t);
      await t.asUser(uid);
      const result = await t.attempt("select * from study_days('spa', '2026-05-02', '2026-05-01')");
      expect(result.error).toMatchObject({ code: '22023' });
    });
  });
});

describe('stats are their owner’s only', () => {
  it('another learner reads none of my days, streak, retention, forecast or states', async () => {
    await db.scenario(async (t) => {
      const { uid: mine } = await knownHistory(t);
      const { uid: other } = await learner(t, { decks: { fra: 10 } });
      expect(Object.keys(await studyDays(t, mine, 'spa'))).toHaveLength(2);
      expect(await studyDays(t, other, 'spa')).toEqual({});
      expect(await studyDays(t, other, null)).toEqual({});
      expect(await streakOf(t, other, 'spa')).toMatchObject({ longest_days: 0, today_goal: null });
      await t.asUser(other);
      expect(await t.query("select * from retention_by_month('spa')")).toEqual([]);
      expect(await t.query("select * from card_state_counts('spa')")).toEqual([]);
      expect(
        (await t.query<{ due: number }>("select due from due_forecast('spa')")).every(
          (r) => r.due === 0,
        ),
      ).toBe(true);
      // Nor through the private helpers: they run as the caller, under RLS.
      expect(
        await t.query("select * from private.deck_study_days($1, 'spa', null, null)", [mine]),
      ).toEqual([]);
    });
  });

  it('anonymous callers may not call the RPCs', async () => {
    await db.scenario(async (t) => {
      await t.asAnon();
      for (const call of [
        'select * from study_days()',
        'select * from study_streak()',
        'select * from retention_by_month()',
        'select * from due_forecast()',
        'select * from card_state_counts()',
        'select * from friend_streaks()',
      ]) {
        expect((await t.attempt(call)).error?.code).toBe('42501');
      }
    });
  });
});

// Reviews at a chosen moment go through studyOn; this checks it wrote what the app writes.
describe('the history helper', () => {
  it('writes reviews the RPCs read as the app’s', async () => {
    await db.scenario(async (t) => {
      const { uid, phrases } = await learner(t, { cards: 2 });
      const today = await todayOf(t, uid);
      await studyOn(
        t,
        uid,
        'spa',
        today,
        phrases.spa!.map((phrase) => ({ phrase, durationMs: 30_000 })),
      );
      expect((await studyDays(t, uid, 'spa'))[today]).toMatchObject({
        reviews: 2,
        cards: 2,
        minutes: 1,
      });
    });
  });
});
