import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';
import { dayBefore, deckWorld, reviewDay } from '../helpers/two-way-world.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('undo', () => {
  const cardState = (t: Scenario, phrase: string) =>
    t.query("select * from user_card_plus where phrase_id = $1 and direction = 'recognise'", [
      phrase,
    ]);
  const dayState = (t: Scenario, day: string) =>
    t.query("select * from user_deck_review_state where lang = 'spa' and day_session = $1", [day]);

  it('restores the card and the day exactly, after a first review, a later one and a change', async () => {
    await db.scenario(async (t) => {
      const w = await deckWorld(t, { count: 1 });
      const phrase = w.phrases[0]!;
      await t.asUser(w.me);
      await reviewDay(t, dayBefore(w.today, 5), [{ phrase, direction: 'recognise', score: 3 }]);
      await t.query("select start_review_day('spa', $1::date, array[$2::uuid])", [w.today, phrase]);
      const before = { card: await cardState(t, phrase), day: await dayState(t, w.today) };

      // A first review of the day, taken back.
      const [first] = await t.query<{ id: string }>(
        "select id from insert_user_card_review(1, $1, 'spa', $2::date)",
        [phrase, w.today],
      );
      expect(await cardState(t, phrase)).not.toEqual(before.card);
      await t.query('select undo_user_card_review($1)', [first!.id]);
      expect({ card: await cardState(t, phrase), day: await dayState(t, w.today) }).toEqual(before);

      // Again, then an again-pass review: the later is undone first, then the first.
      const [again] = await t.query<{ id: string }>(
        "select id from insert_user_card_review(1, $1, 'spa', $2::date)",
        [phrase, w.today],
      );
      const afterFirst = await cardState(t, phrase);
      const [repeat] = await t.query<{ id: string }>(
        "select id from insert_user_card_review(3, $1, 'spa', $2::date)",
        [phrase, w.today],
      );
      const outOfOrder = await t.attempt('select undo_user_card_review($1)', [again!.id]);
      expect(outOfOrder.error?.message).toBe("Undo this card's later reviews first");
      await t.query('select undo_user_card_review($1)', [repeat!.id]);
      expect(await cardState(t, phrase)).toEqual(afterFirst);
      await t.query('select undo_user_card_review($1)', [again!.id]);
      expect(await cardState(t, phrase)).toEqual(before.card);

      // A changed score (stages below 3) is taken back by changing it back.
      const [good] = await t.query<{ id: string }>(
        "select id from insert_user_card_review(3, $1, 'spa', $2::date)",
        [phrase, w.today],
      );
      const withGood = await t.query(
        'select score, difficulty, stability, review_time_retrievability from user_card_review where id = $1',
        [good!.id],
      );
      await t.query('select update_user_card_review(4, $1)', [good!.id]);
      await t.query('select update_user_card_review(3, $1)', [good!.id]);
      expect(
        await t.query(
          'select score, difficulty, stability, review_time_retrievability from user_card_review where id = $1',
          [good!.id],
        ),
      ).toEqual(withGood);
    });
  });

  it('takes effect once: a repeated undo and a late insert of the same id change nothing', async () => {
    await db.scenario(async (t) => {
      const w = await deckWorld(t, { count: 1 });
      const phrase = w.phrases[0]!;
      await t.asUser(w.me);
      const [id] = await reviewDay(t, w.today, [{ phrase, direction: 'recognise', score: 3 }]);
      const [undone] = await t.query<{ id: string | null }>(
        'select (undo_user_card_review($1)).id',
        [id],
      );
      expect(undone!.id).toBe(id);
      const [again] = await t.query<{ id: string | null }>(
        'select (undo_user_card_review($1)).id',
        [id],
      );
      expect(again!.id).toBeNull();
      const [late] = await t.query<{ id: string | null }>(
        "select (insert_user_card_review(3, $1, 'spa', $2::date, $3)).id",
        [phrase, w.today, id],
      );
      expect(late!.id).toBeNull();
      expect(await t.query('select id from user_card_review where uid = $1', [w.me])).toEqual([]);
    });
  });

  it('overtaking its insert, an undo keeps the id, so the insert arriving after never lands', async () => {
    await db.scenario(async (t) => {
      const w = await deckWorld(t, { count: 1 });
      const phrase = w.phrases[0]!;
      await t.asUser(w.me);
      await t.query("select start_review_day('spa', $1::date, array[$2::uuid])", [w.today, phrase]);
      const [{ id }] = (await t.query<{ id: string }>('select gen_random_uuid() as id')) as [
        { id: string },
      ];
      const [undone] = await t.query<{ id: string | null }>(
        'select (undo_user_card_review($1)).id',
        [id],
      );
      expect(undone!.id).toBeNull();
      const [late] = await t.query<{ id: string | null }>(
        "select (insert_user_card_review(3, $1, 'spa', $2::date, $3)).id",
        [phrase, w.today, id],
      );
      expect(late!.id).toBeNull();
      expect(await t.query('select id from user_card_review where uid = $1', [w.me])).toEqual([]);
      // Someone else's kept id is no obstacle to a review of mine.
      await t.asUser(w.other);
      await t.query('select undo_user_card_review(gen_random_uuid())');
    });
  });
});

describe('bad input is refused by the database, and nothing changes', () => {
  it('refuses a third direction, a direction the card lacks, and undoing another’s or an old review', async () => {
    await db.scenario(async (t) => {
      const w = await deckWorld(t, { count: 1 });
      const phrase = w.phrases[0]!;
      await t.asUser(w.me);
      const [old] = await reviewDay(t, dayBefore(w.today, 3), [
        { phrase, direction: 'recognise', score: 3 },
      ]);
      await t.query("select start_review_day('spa', $1::date, array[$2::uuid])", [w.today, phrase]);
      const count = async () =>
        (await t.query<{ n: number }>('select count(*)::int as n from user_card_review'))[0]!.n;
      const reviews = await count();

      const sideways = await t.attempt(
        "select insert_user_card_review(3, $1, 'spa', $2::date, null, 'sideways')",
        [phrase, w.today],
      );
      expect(sideways.error?.message).toBe(
        'A card\'s direction is recognise or recall, not "sideways"',
      );
      const noRecall = await t.attempt(
        "select insert_user_card_review(3, $1, 'spa', $2::date, null, 'recall')",
        [phrase, w.today],
      );
      expect(noRecall.error?.message).toBe('This phrase has no recall card in your deck');
      const badCard = await t.attempt(
        "insert into user_card (uid, phrase_id, direction) values ($1, $2, 'backwards')",
        [w.me, phrase],
      );
      expect(badCard.error?.constraint).toBe('card_direction_is_known');
      const turned = await t.attempt(
        "update user_card set direction = 'recall' where phrase_id = $1",
        [phrase],
      );
      expect(turned.error?.constraint).toBe('card_direction_fixed');
      const recallOff = await t.attempt(
        "select start_review_day('spa', $1::date, array[$2::uuid], array[$2::uuid])",
        [dayBefore(w.today, 1), phrase],
      );
      expect(recallOff.error?.message).toBe('Only active cards of this deck can be reviewed');

      const oldDay = await t.attempt('select undo_user_card_review($1)', [old]);
      expect(oldDay.error?.message).toBe(
        `Only today's reviews can be undone; this one is from ${dayBefore(w.today, 3)}`,
      );
      await t.asUser(w.other);
      const theirs = await t.attempt('select undo_user_card_review($1)', [old]);
      expect(theirs.error).toMatchObject({
        code: '42501',
        message: 'You can only undo your own reviews',
      });
      await t.asUser(w.me);
      expect(await count()).toBe(reviews);
    });
  });
});
