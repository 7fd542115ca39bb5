import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../helpers/fixtures.ts';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

interface Review {
  id: string;
  score: number;
  difficulty: number;
  stability: number;
  review_time_retrievability: number | null;
  day_first_review: boolean;
  day_session: string;
}

const reviewColumns =
  'id, score, difficulty, stability, review_time_retrievability, day_first_review, day_session::text';

async function startSession(
  t: Scenario,
  uid: string,
  day: string,
  phrases: string[],
): Promise<void> {
  await t.asAdmin();
  await t.query(
    "insert into user_deck_review_state (uid, lang, day_session, manifest) values ($1, 'spa', $2, $3::uuid[]) on conflict do nothing",
    [uid, day, phrases],
  );
}

describe('insert_user_card_review', () => {
  it('records a first review with the FSRS first state and returns the row', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      const [row] = await t.query<Review>(
        `select ${reviewColumns} from user_card_review where id = $1`,
        [w.review],
      );
      const [first] = await t.query<{ difficulty: number; stability: number }>(
        'select * from fsrs_first_state(3)',
      );
      expect(row).toMatchObject({
        score: 3,
        day_first_review: true,
        day_session: w.today,
        review_time_retrievability: null,
      });
      expect(row!.difficulty).toBeCloseTo(first!.difficulty, 10);
      expect(row!.stability).toBeCloseTo(first!.stability, 10);
    });
  });

  it('is idempotent on review_id: a retry returns the same row and writes nothing', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const id = '00000000-0000-4000-8000-000000000001';
      const [a] = await t.query<Review>(
        `select ${reviewColumns} from insert_user_card_review(1, $1, 'spa', $2, $3)`,
        [w.phrase, w.today, id],
      );
      const [b] = await t.query<Review>(
        `select ${reviewColumns} from insert_user_card_review(1, $1, 'spa', $2, $3)`,
        [w.phrase, w.today, id],
      );
      expect(b).toEqual(a);
      const [{ n }] = (await t.query<{ n: number }>(
        'select count(*)::int as n from user_card_review where id = $1',
        [id],
      )) as [{ n: number }];
      expect(n).toBe(1);
      // Same-day second review: recorded, but the card keeps the day's first state.
      expect(a!.day_first_review).toBe(false);
      const [first] = await t.query<Review>(
        `select ${reviewColumns} from user_card_review where id = $1`,
        [w.review],
      );
      expect(a!.stability).toBe(first!.stability);
      expect(a!.difficulty).toBe(first!.difficulty);
    });
  });

  it('schedules from the previous day session with whole review days elapsed', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      const [{ earlier }] = (await t.query<{ earlier: string }>(
        'select ($1::date - 6)::text as earlier',
        [w.today],
      )) as [{ earlier: string }];
      // Move the fixture's review back six days, as if it happened then.
      await t.query(
        "insert into user_deck_review_state (uid, lang, day_session, manifest) values ($1, 'spa', $2, '{}')",
        [w.owner, earlier],
      );
      await t.query('update user_card_review set day_session = $2 where id = $1', [
        w.review,
        earlier,
      ]);
      await t.asUser(w.owner);
      const [r] = await t.query<Review>(
        `select ${reviewColumns} from insert_user_card_review(2, $1, 'spa', $2)`,
        [w.phrase, w.today],
      );
      const [first] = await t.query<{ difficulty: number; stability: number }>(
        'select * from fsrs_first_state(3)',
      );
      const [expected] = await t.query<{
        difficulty: number;
        stability: number;
        retrievability: number;
      }>('select * from fsrs_next_state($1, $2, 6, 2)', [first!.difficulty, first!.stability]);
      expect(r).toMatchObject({
        day_first_review: true,
        score: 2,
        difficulty: expected!.difficulty,
        stability: expected!.stability,
        review_time_retrievability: expected!.retrievability,
      });
      const [card] = await t.query<{ retrievability_now: number; stability: number }>(
        'select retrievability_now, stability from user_card_plus where id = $1',
        [w.card],
      );
      expect(card!.stability).toBe(expected!.stability);
      expect(card!.retrievability_now).toBe(1);
    });
  });

  it("refuses another user's card, a card not in that deck, a missing session and a reused id", async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.stranger);
      const notMine = await t.attempt("select * from insert_user_card_review(3, $1, 'spa', $2)", [
        w.phrase,
        w.today,
      ]);
      expect(notMine.error?.message).toBe('This phrase is not a card in your deck');
      const stolenId = await t.attempt(
        "select * from insert_user_card_review(3, $1, 'spa', $2, $3)",
        [w.phrase, w.today, w.review],
      );
      expect(stolenId.error?.message).toBe('This review id belongs to someone else');
      await t.asUser(w.owner);
      const wrongDeck = await t.attempt("select * from insert_user_card_review(3, $1, 'fra', $2)", [
        w.phrase,
        w.today,
      ]);
      expect(wrongDeck.error?.message).toMatch(/belongs to your "spa" deck/);
      const noSession = await t.attempt(
        "select * from insert_user_card_review(3, $1, 'spa', $2::date - 1)",
        [w.phrase, w.today],
      );
      expect(noSession.error?.message).toMatch(/No review session for spa/);
      const future = await t.attempt(
        "select * from insert_user_card_review(3, $1, 'spa', $2::date + 5)",
        [w.phrase, w.today],
      );
      expect(future.error?.message).toMatch(/is in the future/);
      const badScore = await t.attempt("select * from insert_user_card_review(5, $1, 'spa', $2)", [
        w.phrase,
        w.today,
      ]);
      expect(badScore.error?.message).toBe('A review score must be 1, 2, 3 or 4');
      await t.asAnon();
      const anon = await t.attempt("select * from insert_user_card_review(3, $1, 'spa', $2)", [
        w.phrase,
        w.today,
      ]);
      expect(anon.error?.message).toMatch(/permission denied/);
    });
  });
});

describe('update_user_card_review', () => {
  it("throws 'Invalid inputs; cannot update' when score or review_id is missing", async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      for (const [sql, params] of [
        ['select * from update_user_card_review(review_id => $1)', [w.review]],
        ['select * from update_user_card_review(score => 2)', []],
        ['select * from update_user_card_review()', []],
      ] as const) {
        const { error } = await t.attempt(sql, [...params]);
        expect(error?.message).toBe('Invalid inputs; cannot update');
      }
    });
  });

  it('recomputes FSRS for a new score, changes nothing for the same score', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const [before] = await t.query<Review & { updated_at: string }>(
        `select ${reviewColumns}, updated_at::text from user_card_review where id = $1`,
        [w.review],
      );
      const [same] = await t.query<Review & { updated_at: string }>(
        `select ${reviewColumns}, updated_at::text from update_user_card_review(3, $1)`,
        [w.review],
      );
      expect(same).toEqual(before);
      const [changed] = await t.query<Review>(
        `select ${reviewColumns} from update_user_card_review(1, $1)`,
        [w.review],
      );
      const [again] = await t.query<{ difficulty: number; stability: number }>(
        'select * from fsrs_first_state(1)',
      );
      expect(changed).toMatchObject({ id: w.review, score: 1, day_first_review: true, ...again });
    });
  });

  it("refuses another user's review and a review that is not the card's latest day", async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.friend);
      const { error } = await t.attempt('select * from update_user_card_review(1, $1)', [w.review]);
      expect(error?.message).toBe('Review not found');
      await t.asAdmin();
      const [{ tomorrow }] = (await t.query<{ tomorrow: string }>(
        'select ($1::date + 1)::text as tomorrow',
        [w.today],
      )) as [{ tomorrow: string }];
      await startSession(t, w.owner, tomorrow, [w.phrase]);
      await t.asUser(w.owner);
      await t.query("select * from insert_user_card_review(3, $1, 'spa', $2)", [
        w.phrase,
        tomorrow,
      ]);
      const old = await t.attempt('select * from update_user_card_review(1, $1)', [w.review]);
      expect(old.error?.message).toBe("Only the latest day's review of a card can be changed");
    });
  });
});
