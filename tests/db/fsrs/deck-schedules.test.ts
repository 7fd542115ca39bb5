import { forgetting_curve } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../helpers/fixtures.ts';
import { referenceScheduler } from '../helpers/fsrs-reference.ts';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** A fitted set as the optimiser returns it (rounded to four places, within every bound). */
const fitted = [
  0.2872, 1.3153, 2.2115, 7.016, 6.3233, 0.7811, 3.1835, 0.0104, 1.7944, 0.1327, 0.7334, 1.4568,
  0.0812, 0.3288, 1.6058, 0.6012, 1.8729, 0.5425, 0.0912, 0.0658, 0.2543,
];

/** Moves the owner's one review `days` back, so the next review is `days` later. */
async function ageReview(t: Scenario, w: World, days: number): Promise<void> {
  await t.asAdmin();
  await t.query(
    "insert into user_deck_review_state (uid, lang, day_session, manifest) values ($1, 'spa', $2::date - $3::integer, array[$4::uuid])",
    [w.owner, w.today, days, w.phrase],
  );
  await t.query(
    'update user_card_review set day_session = day_session - $2::integer, created_at = created_at - make_interval(days => $2::integer) where id = $1',
    [w.review, days],
  );
}

describe('a deck stores its FSRS-6 parameters and desired retention', () => {
  it('refuses parameters and retentions outside the bounds, by name', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const refused: [what: string, set: string, params: unknown[], constraint: string][] = [
        [
          '20 parameters',
          'fsrs_parameters = $2',
          [fitted.slice(0, 20)],
          'fsrs_parameters_within_bounds',
        ],
        [
          '22 parameters',
          'fsrs_parameters = $2',
          [[...fitted, 0.1]],
          'fsrs_parameters_within_bounds',
        ],
        [
          'w0 of zero',
          'fsrs_parameters = $2',
          [[0, ...fitted.slice(1)]],
          'fsrs_parameters_within_bounds',
        ],
        [
          'decay above 0.8',
          'fsrs_parameters = $2',
          [[...fitted.slice(0, 20), 0.9]],
          'fsrs_parameters_within_bounds',
        ],
        [
          'a NaN',
          "fsrs_parameters = $2::float8[] || 'NaN'::float8",
          [fitted.slice(0, 20)],
          'fsrs_parameters_within_bounds',
        ],
        [
          'an infinity',
          "fsrs_parameters = $2::float8[] || 'Infinity'::float8",
          [fitted.slice(0, 20)],
          'fsrs_parameters_within_bounds',
        ],
        [
          'a missing parameter',
          'fsrs_parameters = $2::float8[] || null::float8',
          [fitted.slice(0, 20)],
          'fsrs_parameters_within_bounds',
        ],
        [
          'a two-dimensional array',
          'fsrs_parameters = array[$2::float8[]]',
          [fitted],
          'fsrs_parameters_within_bounds',
        ],
        ['retention 0.69', 'desired_retention = 0.69', [], 'desired_retention_70_to_97'],
        ['retention 0.98', 'desired_retention = 0.98', [], 'desired_retention_70_to_97'],
      ];
      for (const [what, set, params, constraint] of refused) {
        const { error } = await t.attempt(`update user_deck set ${set} where id = $1`, [
          w.deck,
          ...params,
        ]);
        expect(error?.constraint, what).toBe(constraint);
      }
      const saved = await t.attempt(
        'update user_deck set fsrs_parameters = $2, desired_retention = 0.85 where id = $1 returning fsrs_parameters, desired_retention',
        [w.deck, fitted],
      );
      expect(saved.error).toBeNull();
      expect(saved.rows[0]).toEqual({ fsrs_parameters: fitted, desired_retention: 0.85 });
      const reverted = await t.attempt(
        'update user_deck set fsrs_parameters = null, desired_retention = default where id = $1 returning fsrs_parameters, desired_retention',
        [w.deck],
      );
      expect(reverted.rows[0]).toEqual({ fsrs_parameters: null, desired_retention: 0.9 });
    });
  });

  it('lets only the owner read or change them', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.query('update user_deck set fsrs_parameters = $2 where id = $1', [w.deck, fitted]);
      for (const other of [w.friend, w.stranger]) {
        await t.asUser(other);
        expect(
          await t.query('select fsrs_parameters from user_deck where id = $1', [w.deck]),
        ).toEqual([]);
        const changed = await t.query(
          'update user_deck set fsrs_parameters = null, desired_retention = 0.7 where id = $1 returning id',
          [w.deck],
        );
        expect(changed).toEqual([]);
      }
      await t.asAnon();
      const anon = await t.attempt('select fsrs_parameters from user_deck where id = $1', [w.deck]);
      expect(anon.rows).toEqual([]);
      await t.asAdmin();
      const [deck] = await t.query(
        'select fsrs_parameters, desired_retention from user_deck where id = $1',
        [w.deck],
      );
      expect(deck).toEqual({ fsrs_parameters: fitted, desired_retention: 0.9 });
    });
  });
});

describe('reviews, reads and the review day use the deck schedule', () => {
  it('schedules the next review with the deck parameters, as ts-fsrs does', async () => {
    for (const parameters of [null, fitted]) {
      await db.scenario(async (t) => {
        const w = await buildWorld(t);
        await ageReview(t, w, 10);
        await t.query('update user_deck set fsrs_parameters = $2 where id = $1', [
          w.deck,
          parameters,
        ]);
        const [before] = await t.query<{ difficulty: number; stability: number }>(
          'select difficulty, stability from user_card_review where id = $1',
          [w.review],
        );
        await t.asUser(w.owner);
        const [after] = await t.query<{ difficulty: number; stability: number }>(
          "select difficulty, stability from insert_user_card_review(3, $1, 'spa', $2)",
          [w.phrase, w.today],
        );
        const expected = referenceScheduler(parameters ?? undefined).next_state(before!, 10, 3);
        expect(after!.stability).toBeCloseTo(expected.stability, 6);
        expect(after!.difficulty).toBeCloseTo(expected.difficulty, 6);
      });
    }
  });

  it('reads retrievability on the deck curve and makes a card due at the desired retention', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await ageReview(t, w, 3);
      await t.query('update user_deck set fsrs_parameters = $2 where id = $1', [w.deck, fitted]);
      const [state] = await t.query<{ stability: number }>(
        'select stability from user_card_review where id = $1',
        [w.review],
      );
      const r = forgetting_curve(fitted, 3, state!.stability);

      await t.asUser(w.owner);
      const [card] = await t.query<{ retrievability_now: number; desired_retention: number }>(
        'select retrievability_now, desired_retention from user_card_plus where id = $1',
        [w.card],
      );
      expect(card!.retrievability_now).toBeCloseTo(r, 8);
      expect(card!.desired_retention).toBe(0.9);

      const dueWith = async (retention: number) => {
        await t.query('update user_deck set desired_retention = $2 where id = $1', [
          w.deck,
          retention,
        ]);
        const [row] = await t.query<{ setup: { due: string[] } }>(
          "select review_day_setup('spa', $1::date) as setup",
          [w.today],
        );
        return row!.setup.due;
      };
      // The card's R today lies strictly between these two retentions.
      expect(r).toBeGreaterThan(0.7);
      expect(r).toBeLessThan(0.97);
      expect(await dueWith(Math.max(0.7, Math.floor(r * 100) / 100 - 0.01))).toEqual([]);
      expect(await dueWith(Math.min(0.97, Math.ceil(r * 100) / 100))).toEqual([w.phrase]);
    });
  });
});
