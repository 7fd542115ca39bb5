import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewSetup } from '@phrasebook/domain';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';
import { learnerWorld } from '../helpers/review-learner-world.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

async function setupAs(t: Scenario, uid: string, day: string): Promise<ReviewSetup> {
  await t.asUser(uid);
  const [row] = await t.query<{ setup: ReviewSetup }>(
    "select review_day_setup('spa', $1::date) as setup",
    [day],
  );
  await t.asAdmin();
  return row!.setup;
}

describe('review_day_setup', () => {
  it('lists due cards most forgotten first and new candidates by source, never skipped or learned', async () => {
    await db.scenario(async (t) => {
      const w = await learnerWorld(t, 2);
      const longAgo = await w.phrase('due long ago');
      const lessLongAgo = await w.phrase('due a while ago');
      const fresh = await w.phrase('reviewed yesterday');
      const oldNew = await w.phrase('in deck, older');
      const newerNew = await w.phrase('in deck, newer');
      const skipped = await w.phrase('skipped');
      const learned = await w.phrase('learned');
      const recommended = await w.phrase('recommended');
      const libraryOld = await w.phrase('library old');
      const libraryNew = await w.phrase('library new');
      const libraryNewest = await w.phrase('library newest');
      await w.phrase('library in German only', 'deu');
      await w.phrase('library without translation', null);
      for (const id of [longAgo, lessLongAgo, fresh]) await w.card(id);
      await w.card(newerNew, 'active', 5);
      await w.card(oldNew, 'active', 1);
      await w.card(skipped, 'skipped');
      await w.card(learned, 'learned');
      await w.reviewedDaysAgo(longAgo, 40);
      await w.reviewedDaysAgo(lessLongAgo, 10);
      await w.reviewedDaysAgo(fresh, 1);
      // A friend's recommendation I accepted (the card joined my deck, never reviewed).
      await t.query(
        "insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, 'invite')",
        [w.me, w.helper],
      );
      await t.query(
        "insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $2, $1, 'accept')",
        [w.me, w.helper],
      );
      const [{ id: message }] = (await t.query<{ id: string }>(
        "insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id) values ($1, $2, 'recommendation', 'spa', $3) returning id",
        [w.helper, w.me, recommended],
      )) as [{ id: string }];
      await t.asUser(w.me);
      await t.query('select accept_recommendation($1)', [message]);

      const setup = await setupAs(t, w.me, w.today);
      expect(setup.daily_review_goal).toBe(2);
      expect(setup.count_cards).toBe(8);
      expect(setup.due).toEqual([longAgo, lessLongAgo]);
      expect(setup.recommended).toEqual([recommended]);
      expect(setup.deck_new).toEqual([oldNew, newerNew]);
      // Newest first, at most the goal, only with an English translation, never in the deck.
      expect(setup.library).toEqual([libraryNewest, libraryNew]);
      expect(setup.library).not.toContain(libraryOld);
      for (const list of [setup.due, setup.recommended, setup.deck_new, setup.library]) {
        expect(list).not.toContain(skipped);
        expect(list).not.toContain(learned);
      }
    });
  });

  it('is null without a deck and refused to visitors', async () => {
    await db.scenario(async (t) => {
      const w = await learnerWorld(t);
      await t.asUser(w.me);
      const [row] = await t.query<{ setup: unknown }>(
        "select review_day_setup('fra', $1::date) as setup",
        [w.today],
      );
      expect(row!.setup).toBeNull();
      await t.asAnon();
      const refused = await t.attempt("select review_day_setup('spa', $1::date)", [w.today]);
      expect(refused.error?.message).toMatch(/permission denied/);
    });
  });
});

describe('start_review_day', () => {
  it('adds the missing cards as active and writes the manifest once', async () => {
    await db.scenario(async (t) => {
      const w = await learnerWorld(t);
      const inDeck = await w.phrase('in deck');
      const fromLibrary = await w.phrase('from the library');
      await w.card(inDeck);
      await t.asUser(w.me);
      const [state] = await t.query<{ manifest: string[]; stage: number }>(
        "select manifest, stage from start_review_day('spa', $1::date, $2::uuid[])",
        [w.today, [fromLibrary, inDeck]],
      );
      expect(state).toEqual({ manifest: [fromLibrary, inDeck], stage: 0 });
      const cards = await t.query<{ phrase_id: string; status: string }>(
        'select phrase_id, status from user_card where uid = $1 order by created_at, phrase_id',
        [w.me],
      );
      expect(cards.map((c) => c.status)).toEqual(['active', 'active']);
      expect(cards.map((c) => c.phrase_id).sort()).toEqual([fromLibrary, inDeck].sort());

      // A second start (a retry, another device) gets the first manifest back.
      const [again] = await t.query<{ manifest: string[] }>(
        "select manifest from start_review_day('spa', $1::date, $2::uuid[])",
        [w.today, [inDeck]],
      );
      expect(again!.manifest).toEqual([fromLibrary, inDeck]);
      // And the manifest itself stays immutable.
      const changed = await t.attempt(
        "update user_deck_review_state set manifest = array[$1::uuid] where uid = $2 and lang = 'spa'",
        [inDeck, w.me],
      );
      expect(changed.error?.message).toMatch(/cannot be changed/);
    });
  });

  it('refuses skipped cards, other languages, repeats, an empty list and a day in the future', async () => {
    await db.scenario(async (t) => {
      const w = await learnerWorld(t);
      const skipped = await w.phrase('skipped');
      const ok = await w.phrase('fine');
      await w.card(skipped, 'skipped');
      const [{ id: french }] = (await t.query<{ id: string }>(
        "insert into phrase (lang, text, added_by) values ('fra', 'Bonjour', $1) returning id",
        [w.helper],
      )) as [{ id: string }];
      await t.asUser(w.me);
      const start = (ids: string[], day = w.today) =>
        t.attempt("select * from start_review_day('spa', $1::date, $2::uuid[])", [day, ids]);
      expect((await start([ok, skipped])).error?.message).toBe(
        'Only active cards of this deck can be reviewed',
      );
      expect((await start([ok, french])).error?.message).toMatch(/a card goes in the deck/);
      expect((await start([ok, ok])).error?.message).toBe('A review manifest lists each card once');
      expect((await start([])).error?.message).toBe('There are no cards to review today');
      const future = await t.query<{ d: string }>('select ($1::date + 5)::text as d', [w.today]);
      expect((await start([ok], future[0]!.d)).error?.message).toMatch(/in the future/);
      await t.asAdmin();
      const states = await t.query('select 1 from user_deck_review_state where uid = $1', [w.me]);
      expect(states).toEqual([]);
      const cards = await t.query('select 1 from user_card where uid = $1 and phrase_id = $2', [
        w.me,
        ok,
      ]);
      expect(cards).toEqual([]);
    });
  });

  it('cannot start a day in a deck the caller does not have', async () => {
    await db.scenario(async (t) => {
      const w = await learnerWorld(t);
      const id = await w.phrase('anything');
      await t.asUser(w.helper);
      const refused = await t.attempt(
        "select * from start_review_day('spa', $1::date, $2::uuid[])",
        [w.today, [id]],
      );
      expect(refused.error?.message).toBe('This deck was not found in your profile');
    });
  });
});

describe('review_day_cards', () => {
  it("returns the manifest's cards in order with translations and their state before the day", async () => {
    await db.scenario(async (t) => {
      const w = await learnerWorld(t);
      const reviewed = await w.phrase('reviewed before');
      const brandNew = await w.phrase('brand new');
      await w.card(reviewed);
      await w.reviewedDaysAgo(reviewed, 30, 3);
      await t.asUser(w.me);
      await t.query("select start_review_day('spa', $1::date, $2::uuid[])", [
        w.today,
        [brandNew, reviewed],
      ]);
      // A review today does not change the state the day started from.
      await t.query("select insert_user_card_review(1, $1, 'spa', $2::date)", [reviewed, w.today]);
      const cards = await t.query<{
        phrase_id: string;
        card_index: number;
        text: string;
        translations: { lang: string; text: string }[];
        stability: number | null;
        last_day_session: string | null;
      }>(
        "select phrase_id, card_index, text, translations, stability, last_day_session::text from review_day_cards('spa', $1::date)",
        [w.today],
      );
      expect(cards.map((c) => [c.card_index, c.text])).toEqual([
        [0, 'brand new'],
        [1, 'reviewed before'],
      ]);
      expect(cards[0]!.translations).toEqual([{ lang: 'eng', text: 'brand new (eng)' }]);
      expect(cards[0]!.stability).toBeNull();
      expect(cards[1]!.stability).toBeCloseTo(3.173, 6);
      const [{ d }] = (await t.query<{ d: string }>('select ($1::date - 30)::text as d', [
        w.today,
      ])) as [{ d: string }];
      expect(cards[1]!.last_day_session).toBe(d);

      // Nobody else reads them.
      await t.asUser(w.helper);
      expect(await t.query("select * from review_day_cards('spa', $1::date)", [w.today])).toEqual(
        [],
      );
    });
  });
});
