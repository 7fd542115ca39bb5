import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerWorld } from '../helpers/review-learner-world.ts';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('add_to_review_day (docs/product.md §4 "More for today")', () => {
  it("appends cards to today's manifest, adding the new ones to the deck, and nothing else grows it", async () => {
    await db.scenario(async (t) => {
      const w = await learnerWorld(t);
      const first = await w.phrase('first');
      const more = await w.phrase('more from the library');
      await t.asUser(w.me);
      await t.query("select start_review_day('spa', $1::date, $2::uuid[])", [w.today, [first]]);
      const [grown] = await t.query<{ manifest: string[] }>(
        "select manifest from add_to_review_day('spa', $1::date, $2::uuid[])",
        [w.today, [more]],
      );
      expect(grown!.manifest).toEqual([first, more]);
      const cards = await t.query<{ phrase_id: string }>(
        "select phrase_id from user_card where uid = $1 and status = 'active'",
        [w.me],
      );
      expect(cards.map((c) => c.phrase_id).sort()).toEqual([first, more].sort());

      // A plain update still cannot grow, shrink or reorder it.
      const appended = await t.attempt(
        'update user_deck_review_state set manifest = manifest || array[gen_random_uuid()] where uid = $1',
        [w.me],
      );
      expect(appended.error?.message).toMatch(/cannot be changed/);
      const reordered = await t.attempt(
        'update user_deck_review_state set manifest = array[$2::uuid, $3::uuid] where uid = $1',
        [w.me, more, first],
      );
      expect(reordered.error?.message).toMatch(/cannot be changed/);
    });
  });

  it('refuses a day not started, a card already in it, a repeat, a skipped card and an empty list', async () => {
    await db.scenario(async (t) => {
      const w = await learnerWorld(t);
      const first = await w.phrase('first');
      const skipped = await w.phrase('skipped');
      const fresh = await w.phrase('fresh');
      await w.card(skipped, 'skipped');
      await t.asUser(w.me);
      const add = (ids: string[]) =>
        t.attempt("select add_to_review_day('spa', $1::date, $2::uuid[])", [w.today, ids]);
      expect((await add([fresh])).error?.message).toBe(
        "Start today's review before adding cards to it",
      );
      await t.query("select start_review_day('spa', $1::date, $2::uuid[])", [w.today, [first]]);
      expect((await add([first])).error?.message).toBe('A review manifest lists each card once');
      expect((await add([fresh, fresh])).error?.message).toBe(
        'A review manifest lists each card once',
      );
      expect((await add([skipped])).error?.message).toBe(
        'Only active cards of this deck can be reviewed',
      );
      expect((await add([])).error?.message).toBe('There are no more cards to review today');
      const [state] = await t.query<{ manifest: string[] }>(
        'select manifest from user_deck_review_state where uid = $1',
        [w.me],
      );
      expect(state!.manifest).toEqual([first]);
    });
  });

  it("refuses an earlier day's review and another learner's", async () => {
    await db.scenario(async (t) => {
      const w = await learnerWorld(t);
      const first = await w.phrase('first');
      const later = await w.phrase('later');
      await w.card(first);
      await w.reviewedDaysAgo(first, 1);
      await t.asUser(w.me);
      const yesterday = await t.attempt(
        "select add_to_review_day('spa', $1::date - 1, $2::uuid[])",
        [w.today, [later]],
      );
      expect(yesterday.error?.message).toBe("Only today's review can take more cards");
      await t.query("select start_review_day('spa', $1::date, $2::uuid[])", [w.today, [first]]);
      await t.asUser(w.helper);
      const theirs = await t.attempt("select add_to_review_day('spa', $1::date, $2::uuid[])", [
        w.today,
        [later],
      ]);
      expect(theirs.error?.message).toBe("Start today's review before adding cards to it");
    });
  });
});
