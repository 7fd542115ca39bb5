import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../helpers/fixtures.ts';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** Two fitted sets as the optimiser returns them (within every bound). */
const learnerSet = [
  0.2872, 1.3153, 2.2115, 7.016, 6.3233, 0.7811, 3.1835, 0.0104, 1.7944, 0.1327, 0.7334, 1.4568,
  0.0812, 0.3288, 1.6058, 0.6012, 1.8729, 0.5425, 0.0912, 0.0658, 0.2543,
];
const deckSet = learnerSet.map((w, i) => (i === 0 ? 0.5 : i === 20 ? 0.3 : w));
const refitSet = learnerSet.map((w, i) => (i === 1 ? 1.5 : w));

/**
 * Gives the owner `days` days of reviews of `cards` new cards in a deck of `lang` (created if
 * missing): every card reviewed each day, so the deck has cards × (days − 1) reviews of cards
 * seen before, the optimiser's training reviews.
 */
async function giveHistory(t: Scenario, w: World, lang: string, cards: number, days: number) {
  await t.asAdmin();
  await t.query(
    'insert into user_deck (uid, lang) values ($1, $2) on conflict (uid, lang) do nothing',
    [w.owner, lang],
  );
  await t.query(
    `with p as (
       insert into phrase (lang, text, added_by)
       select $2, 'history ' || $2 || ' ' || i, $1 from generate_series(1, $3::integer) i
       returning id)
     insert into user_card (uid, phrase_id) select $1, id from p`,
    [w.owner, lang, cards],
  );
  await t.query(
    `insert into user_deck_review_state (uid, lang, day_session, manifest)
     select $1, $2, $4::date - 100 + d, array[]::uuid[] from generate_series(1, $3::integer) d`,
    [w.owner, lang, days, w.today],
  );
  await t.query(
    `insert into user_card_review (uid, phrase_id, lang, day_session, score, difficulty, stability, day_first_review)
     select $1, c.phrase_id, $2, $4::date - 100 + d, 3, 5, 3, true
     from user_card c join phrase p on p.id = c.phrase_id and p.text like 'history %'
     cross join generate_series(1, $3::integer) d
     where c.uid = $1 and c.lang = $2`,
    [w.owner, lang, days, w.today],
  );
}

const deckRow = async (t: Scenario, w: World, lang: string) => {
  await t.asAdmin();
  const [row] = await t.query<Record<string, unknown>>(
    `select schedule_source, fsrs_parameters, held_out_reviews, held_out_deck_log_loss,
       held_out_learner_log_loss, deck_fit_reviews
     from user_deck where uid = $1 and lang = $2`,
    [w.owner, lang],
  );
  return row!;
};

const save = (t: Scenario, lang: string, args: unknown[] = []) =>
  t.attempt(
    `select save_fitted_schedule($1, $2, $3, $4, $5, $6) as source`,
    [lang, learnerSet, null, null, null, null].map((fallback, i) =>
      i < args.length + 1 && i > 0 ? args[i - 1] : fallback,
    ),
  );

describe("the learner's schedule and the set each deck uses", () => {
  it("saves the learner's set, counted by the server, and puts the deck on it", async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await giveHistory(t, w, 'spa', 30, 10); // 270 training reviews
      await giveHistory(t, w, 'fra', 20, 10); // 180 more
      await t.asUser(w.owner);
      const saved = await save(t, 'spa');
      expect(saved.error).toBeNull();
      expect(saved.rows[0]).toEqual({ source: 'learner' });
      const [mine] = await t.query(
        'select fsrs_parameters, fitted_reviews, fitted_decks from learner_schedule',
      );
      // The fixture's one first review of 'spa' adds a card but no training review.
      expect(mine).toEqual({ fsrs_parameters: learnerSet, fitted_reviews: 450, fitted_decks: 2 });
      expect(await t.query('select * from training_reviews_per_deck() order by lang')).toEqual([
        { lang: 'fra', reviews: 180 },
        { lang: 'spa', reviews: 270 },
      ]);
      await t.asUser(w.friend);
      expect(await t.query('select * from training_reviews_per_deck()')).toEqual([]);
      await t.asUser(w.owner);
      expect(await deckRow(t, w, 'spa')).toMatchObject({
        schedule_source: 'learner',
        fsrs_parameters: learnerSet,
        held_out_reviews: null,
      });
      // The other deck keeps its own choice (the defaults) until it is tested or switched.
      expect(await deckRow(t, w, 'fra')).toMatchObject({
        schedule_source: 'default',
        fsrs_parameters: null,
      });
    });
  });

  it('refuses a learner with too few reviews, bad parameters or no such deck, and changes nothing', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await giveHistory(t, w, 'spa', 30, 10); // 270 training reviews
      await t.asUser(w.owner);
      const few = await save(t, 'spa');
      expect(few.error?.message).toBe(
        'Your schedule needs at least 400 reviews of cards you had seen before; you have 270',
      );
      await giveHistory(t, w, 'fra', 20, 10);
      await t.asUser(w.owner);
      const bad = await save(t, 'spa', [learnerSet.slice(0, 20)]);
      expect(bad.error?.message).toBe(
        "FSRS parameters must be 21 numbers within the optimiser's bounds",
      );
      const badDeck = await save(t, 'spa', [
        learnerSet,
        [...deckSet.slice(0, 20), 0.9],
        90,
        0.4,
        0.5,
      ]);
      expect(badDeck.error?.message).toBe(
        "FSRS parameters must be 21 numbers within the optimiser's bounds",
      );
      const noDeck = await save(t, 'deu');
      expect(noDeck.error?.message).toBe('You have no "deu" deck');
      expect(await t.query('select uid from learner_schedule')).toEqual([]);
      expect((await deckRow(t, w, 'spa')).schedule_source).toBe('default');
    });
  });

  it("keeps a deck's own set only when it predicted the held-out reviews better", async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await giveHistory(t, w, 'spa', 45, 10); // 405 training reviews: enough for its own test
      await giveHistory(t, w, 'fra', 20, 10);
      await t.asUser(w.owner);

      // Its own set lost: the deck takes the learner's, and the test's figures say why.
      const lost = await save(t, 'spa', [learnerSet, null, 81, 0.52, 0.49]);
      expect(lost.rows[0]).toEqual({ source: 'learner' });
      expect(await deckRow(t, w, 'spa')).toEqual({
        schedule_source: 'learner',
        fsrs_parameters: learnerSet,
        held_out_reviews: 81,
        held_out_deck_log_loss: 0.52,
        held_out_learner_log_loss: 0.49,
        deck_fit_reviews: 405,
      });
      // A deck's set is not kept against its own test.
      await t.asUser(w.owner);
      const against = await save(t, 'spa', [learnerSet, deckSet, 81, 0.52, 0.49]);
      expect(against.error?.message).toBe(
        "A deck keeps its own set only when it predicted the deck's held-out reviews better than yours",
      );
      const untested = await save(t, 'spa', [learnerSet, deckSet]);
      expect(untested.error?.message).toBe(against.error?.message);

      // Its own set won.
      const won = await save(t, 'spa', [learnerSet, deckSet, 81, 0.47, 0.49]);
      expect(won.rows[0]).toEqual({ source: 'deck' });
      expect(await deckRow(t, w, 'spa')).toEqual({
        schedule_source: 'deck',
        fsrs_parameters: deckSet,
        held_out_reviews: 81,
        held_out_deck_log_loss: 0.47,
        held_out_learner_log_loss: 0.49,
        deck_fit_reviews: 405,
      });

      // A deck below the minimum has no test of its own set.
      await t.asUser(w.owner);
      const small = await save(t, 'fra', [learnerSet, null, 40, 0.5, 0.6]);
      expect(small.error?.message).toBe(
        'This deck has 180 reviews of cards you had seen before: a test of its own set needs 400',
      );
    });
  });

  it("keeps decks on the learner's set in step when it changes, and starts new decks on it", async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await giveHistory(t, w, 'spa', 45, 10);
      await giveHistory(t, w, 'fra', 20, 10);
      await t.asUser(w.owner);
      await save(t, 'fra', [learnerSet]);
      await save(t, 'spa', [learnerSet, deckSet, 81, 0.47, 0.49]);
      // A new deck starts on the learner's set.
      await t.query("insert into user_deck (lang) values ('deu')");
      expect(await deckRow(t, w, 'deu')).toMatchObject({
        schedule_source: 'learner',
        fsrs_parameters: learnerSet,
      });
      // Optimising again from French refits the learner's set: German follows, Spanish keeps its own.
      await t.asUser(w.owner);
      await save(t, 'fra', [refitSet]);
      expect(await deckRow(t, w, 'fra')).toMatchObject({ fsrs_parameters: refitSet });
      expect(await deckRow(t, w, 'deu')).toMatchObject({
        schedule_source: 'learner',
        fsrs_parameters: refitSet,
      });
      expect(await deckRow(t, w, 'spa')).toMatchObject({
        schedule_source: 'deck',
        fsrs_parameters: deckSet,
        held_out_deck_log_loss: 0.47,
      });
      // The review RPCs read the effective set: a German card is scheduled with the refit set.
      const [deu] = await t.query<{ parameters: number[] }>(
        "select parameters from private.deck_schedule($1, 'deu')",
        [w.owner],
      );
      expect(deu!.parameters).toEqual(refitSet);
    });
  });

  it('keeps source and parameters in step on direct writes and refuses contradictions', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const update = (set: string, params: unknown[] = []) =>
        t.attempt(
          `update user_deck set ${set} where lang = 'spa' returning schedule_source, fsrs_parameters`,
          params,
        );
      // No learner set yet: a deck cannot be put on it.
      const noSet = await update("schedule_source = 'learner'");
      expect(noSet.error?.message).toBe(
        'There is no schedule fitted to you yet: optimise your schedule first',
      );
      // Parameters written alone are the deck's own; none are the defaults.
      expect((await update('fsrs_parameters = $1', [deckSet])).rows[0]).toEqual({
        schedule_source: 'deck',
        fsrs_parameters: deckSet,
      });
      const contradiction = await update("schedule_source = 'default', fsrs_parameters = $1", [
        learnerSet,
      ]);
      expect(contradiction.error?.constraint).toBe('schedule_source_matches_parameters');
      expect((await update('fsrs_parameters = null')).rows[0]).toEqual({
        schedule_source: 'default',
        fsrs_parameters: null,
      });
      const unknown = await update("schedule_source = 'friend'");
      expect(unknown.error?.constraint).toBe('schedule_source_is_known');
      // Out of bounds is still refused by the bounds' own name.
      const bounds = await update('fsrs_parameters = $1', [deckSet.slice(0, 20)]);
      expect(bounds.error?.constraint).toBe('fsrs_parameters_within_bounds');
      // The test's figures come only from save_fitted_schedule.
      const figures = await update(
        'held_out_reviews = 10, held_out_deck_log_loss = 0.1, held_out_learner_log_loss = 0.9, deck_fit_reviews = 400',
      );
      expect(figures.error?.message).toBe(
        "A deck's schedule test is written only by save_fitted_schedule",
      );
    });
  });

  it("drops a test's figures when the learner picks another set, and goes back to the defaults", async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await giveHistory(t, w, 'spa', 45, 10);
      await t.asUser(w.owner);
      await save(t, 'spa', [learnerSet, deckSet, 81, 0.47, 0.49]);
      await t.query("update user_deck set schedule_source = 'learner' where lang = 'spa'");
      expect(await deckRow(t, w, 'spa')).toEqual({
        schedule_source: 'learner',
        fsrs_parameters: learnerSet,
        held_out_reviews: null,
        held_out_deck_log_loss: null,
        held_out_learner_log_loss: null,
        deck_fit_reviews: null,
      });
      await t.asUser(w.owner);
      await t.query("update user_deck set schedule_source = 'default' where lang = 'spa'");
      expect(await deckRow(t, w, 'spa')).toMatchObject({
        schedule_source: 'default',
        fsrs_parameters: null,
      });
      // Retention alone leaves the source as it is.
      await t.asUser(w.owner);
      await t.query("update user_deck set schedule_source = 'learner' where lang = 'spa'");
      await t.query("update user_deck set desired_retention = 0.85 where lang = 'spa'");
      expect((await deckRow(t, w, 'spa')).schedule_source).toBe('learner');
    });
  });

  it('lets only the learner read their set, and nobody write it but the RPC', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await giveHistory(t, w, 'spa', 45, 10);
      await t.asUser(w.owner);
      await save(t, 'spa');
      const direct = await t.attempt(
        'update learner_schedule set fsrs_parameters = $1 returning uid',
        [refitSet],
      );
      expect(direct.error === null ? direct.rows : []).toEqual([]);
      const insert = await t.attempt(
        'insert into learner_schedule (uid, fsrs_parameters, fitted_reviews, fitted_decks) values ($1, $2, 1, 1)',
        [w.friend, refitSet],
      );
      expect(insert.error?.code).toBe('42501');
      for (const other of [w.friend, w.stranger]) {
        await t.asUser(other);
        expect(await t.query('select uid from learner_schedule')).toEqual([]);
        const saved = await save(t, 'spa');
        expect(saved.error?.message).toBe('You have no "spa" deck');
      }
      await t.asAnon();
      expect((await t.attempt('select uid from learner_schedule')).rows).toEqual([]);
      const anon = await save(t, 'spa');
      expect(anon.error?.code).toBe('42501');
      await t.asAdmin();
      const [stored] = await t.query(
        'select fsrs_parameters from learner_schedule where uid = $1',
        [w.owner],
      );
      expect(stored).toEqual({ fsrs_parameters: learnerSet });
    });
  });
});
