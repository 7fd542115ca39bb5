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

/** A card for `uid` on `phrase` with one first-of-day review `daysAgo` days before today. */
async function learnerWithReview(
  t: Scenario,
  name: string,
  phrase: string,
  score: number,
  status = 'active',
) {
  await t.asAdmin();
  const uid = await t.createUser(name);
  await t.query("insert into user_deck (uid, lang) values ($1, 'spa')", [uid]);
  await t.query('insert into user_card (uid, phrase_id, status) values ($1, $2, $3)', [
    uid,
    phrase,
    status,
  ]);
  await t.query(
    "insert into user_deck_review_state (uid, lang, day_session, manifest) values ($1, 'spa', public.day_session_at('UTC'), '{}')",
    [uid],
  );
  await t.query("select private.record_review($1, $2, 'spa', public.day_session_at('UTC'), $3)", [
    uid,
    phrase,
    score,
  ]);
  return uid;
}

describe('user_deck_plus', () => {
  it('counts cards by status and recent reviews, positive ones apart', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.query(
        "insert into phrase (lang, text) values ('spa', 'Uno'), ('spa', 'Dos'), ('spa', 'Tres')",
      );
      await t.query(
        "insert into user_card (uid, phrase_id, status) select $1, id, case text when 'Uno' then 'skipped' when 'Dos' then 'learned' else 'active' end from phrase where text in ('Uno', 'Dos', 'Tres')",
        [w.owner],
      );
      // The fixture review (score 3) plus a same-day again (score 1) and an old one outside 7 days.
      await t.query("select private.record_review($1, $2, 'spa', $3::date, 1)", [
        w.owner,
        w.phrase,
        w.today,
      ]);
      await t.query(
        "update user_card_review set created_at = now() - interval '8 days' where id = $1",
        [w.review],
      );
      await t.asUser(w.owner);
      const [deck] = await t.query('select * from user_deck_plus');
      expect(deck).toMatchObject({
        uid: w.owner,
        lang: 'spa',
        daily_review_goal: 15,
        learning_goal: 'moving',
        archived: false,
        count_cards: 4,
        count_active: 2,
        count_skipped: 1,
        count_learned: 1,
        count_reviews_7d: 1,
        count_reviews_7d_positive: 0,
        // The language's name from public.language, for the sidebar (issue #14).
        language_name: 'Spanish',
      });
      expect(deck!.most_recent_review_at).not.toBeNull();
    });
  });
});

describe('meta_phrase_info', () => {
  it('publishes crowd figures over 5 learners: cards, learners, skipped, average difficulty and stability', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t); // owner: active card, reviewed once with 3
      await learnerWithReview(t, 'learner2', w.phrase, 1, 'learned');
      await learnerWithReview(t, 'learner3', w.phrase, 4, 'skipped');
      await learnerWithReview(t, 'learner4', w.phrase, 2);
      await learnerWithReview(t, 'learner5', w.phrase, 3, 'skipped');
      const states = await t.query<{ difficulty: number; stability: number }>(
        'select f.* from unnest(array[3, 1, 4, 2, 3]) s, fsrs_first_state(s) f',
      );
      await t.asAnon();
      const [info] = await t.query<Record<string, unknown>>(
        'select * from meta_phrase_info where id = $1',
        [w.phrase],
      );
      expect(info).toMatchObject({
        id: w.phrase,
        lang: 'spa',
        text: 'Hola, ¿qué tal?',
        added_by: w.owner,
        tags: ['greetings'],
        count_cards: 5,
        popularity: 5,
        count_learners: 3,
        count_skipped: 2,
      });
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      expect(info!.avg_difficulty).toBeCloseTo(mean(states.map((s) => s.difficulty)), 8);
      expect(info!.avg_stability).toBeCloseTo(mean(states.map((s) => s.stability)), 8);
    });
  });

  it("under 5 learners shows how many have the phrase, nothing drawn from anyone's cards", async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t); // the owner's card, reviewed once
      await learnerWithReview(t, 'learner2', w.phrase, 1, 'skipped');
      await t.asAnon();
      const [info] = await t.query(
        'select count_cards, popularity, count_learners, count_skipped, avg_difficulty, avg_stability from meta_phrase_info where id = $1',
        [w.phrase],
      );
      expect(info).toEqual({
        count_cards: 2,
        popularity: 2,
        count_learners: null,
        count_skipped: null,
        avg_difficulty: null,
        avg_stability: null,
      });
    });
  });

  it('shows a zero count and nulls for a phrase nobody learns', async () => {
    await db.scenario(async (t) => {
      await buildWorld(t);
      const [{ id }] = (await t.query<{ id: string }>(
        "insert into phrase (lang, text) values ('spa', 'Nadie') returning id",
      )) as [{ id: string }];
      await t.asAnon();
      const [info] = await t.query(
        'select count_cards, count_learners, count_skipped, avg_difficulty, avg_stability, tags from meta_phrase_info where id = $1',
        [id],
      );
      expect(info).toEqual({
        count_cards: 0,
        count_learners: null,
        count_skipped: null,
        avg_difficulty: null,
        avg_stability: null,
        tags: [],
      });
    });
  });
});

describe('language_plus', () => {
  it('counts learners of unarchived decks, phrases and lists tags', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.query("insert into user_deck (uid, lang, archived) values ($1, 'spa', true)", [
        w.friend,
      ]);
      await t.query("insert into tag (lang, name) values ('spa', 'food')");
      await t.asAnon();
      const [spa] = await t.query(
        "select lang, name, learners, phrases_to_learn, tags from language_plus where lang = 'spa'",
      );
      expect(spa).toEqual({
        lang: 'spa',
        name: 'Spanish',
        learners: 1,
        phrases_to_learn: 1,
        tags: ['food', 'greetings'],
      });
    });
  });
});

describe('public_profile', () => {
  it('exposes only uid, username and avatar_path', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asAnon();
      const rows = await t.query('select * from public_profile where uid = $1', [w.owner]);
      expect(rows).toEqual([{ uid: w.owner, username: 'owner', avatar_path: null }]);
    });
  });
});
