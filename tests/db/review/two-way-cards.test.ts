import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLanguages } from '../helpers/fixtures.ts';
import {
  randomHistory,
  referenceScheduler,
  replayReference,
  type ReviewStep,
} from '../helpers/fsrs-reference.ts';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** A learner of Spanish with a deck (recall on when asked) and `count` translated phrases. */
async function deckWorld(t: Scenario, { count = 3, recall = false, goal = 15 } = {}) {
  await t.asAdmin();
  await ensureLanguages(t);
  const me = await t.createUser('learner');
  const other = await t.createUser('other');
  const [{ today }] = (await t.query<{ today: string }>(
    "select public.day_session_at('UTC')::text as today",
  )) as [{ today: string }];
  await t.query(
    "insert into user_deck (uid, lang, daily_review_goal, recall_enabled) values ($1, 'spa', $2, $3)",
    [me, goal, recall],
  );
  const phrases: string[] = [];
  for (let i = 0; i < count; i++) {
    const [{ id }] = (await t.query<{ id: string }>(
      "insert into phrase (lang, text, added_by, created_at) values ('spa', $1, $2, timestamptz '2026-01-01' + $3 * interval '1 minute') returning id",
      [`frase ${i}`, other, i],
    )) as [{ id: string }];
    await t.query(
      "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'eng', $2, $3)",
      [id, `phrase ${i}`, other],
    );
    phrases.push(id);
  }
  return { me, other, today, phrases };
}

const cardsOf = (t: Scenario, uid: string) =>
  t.query<{ phrase_id: string; direction: string; status: string }>(
    'select phrase_id, direction, status from user_card where uid = $1 order by phrase_id, direction',
    [uid],
  );

/** Starts `day` with the given manifest (recall ones named) and scores each card. */
async function reviewDay(
  t: Scenario,
  day: string,
  cards: { phrase: string; direction: 'recognise' | 'recall'; score: number }[],
) {
  await t.query("select start_review_day('spa', $1::date, $2::uuid[], $3::uuid[])", [
    day,
    cards.map((c) => c.phrase),
    cards.filter((c) => c.direction === 'recall').map((c) => c.phrase),
  ]);
  const ids: string[] = [];
  for (const card of cards) {
    const [row] = await t.query<{ id: string }>(
      "select id from insert_user_card_review($1, $2, 'spa', $3::date, gen_random_uuid(), $4)",
      [card.score, card.phrase, day, card.direction],
    );
    ids.push(row!.id);
  }
  return ids;
}

interface Setup {
  due: string[];
  recall_due: string[];
  deck_new: string[];
  recall_new: string[];
  library: string[];
}
async function setupOf(t: Scenario, day: string): Promise<Setup> {
  const [row] = await t.query<{ s: Setup }>("select review_day_setup('spa', $1::date) as s", [day]);
  return row!.s;
}

const dayBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('turning recall on', () => {
  it('gives each active phrase of the deck a new recall card, and phrases added later too', async () => {
    await db.scenario(async (t) => {
      const w = await deckWorld(t, { count: 3 });
      await t.asUser(w.me);
      await t.query(
        "insert into user_card (uid, phrase_id, status) values ($1, $2, 'active'), ($1, $3, 'skipped')",
        [w.me, w.phrases[0], w.phrases[1]],
      );
      expect((await cardsOf(t, w.me)).map((c) => c.direction)).toEqual(['recognise', 'recognise']);
      await t.query("update user_deck set recall_enabled = true where lang = 'spa'");
      await t.query('insert into user_card (uid, phrase_id) values ($1, $2)', [w.me, w.phrases[2]]);
      const cards = await cardsOf(t, w.me);
      const recall = cards.filter((c) => c.direction === 'recall').map((c) => c.phrase_id);
      expect(recall.sort()).toEqual([w.phrases[0], w.phrases[2]].sort());
      expect(
        cards.filter((c) => c.direction === 'recall').every((c) => c.status === 'active'),
      ).toBe(true);
      // Off again: the recall cards keep their rows but leave every read.
      await t.query("update user_deck set recall_enabled = false where lang = 'spa'");
      const shown = await t.query<{ direction: string }>(
        'select direction from user_card_plus where uid = $1',
        [w.me],
      );
      expect(shown.every((c) => c.direction === 'recognise')).toBe(true);
      const [deck] = await t.query<{ count_cards: number; count_recall_active: number }>(
        "select count_cards, count_recall_active from user_deck_plus where lang = 'spa'",
      );
      expect(deck).toEqual({ count_cards: 3, count_recall_active: 0 });
    });
  });
});

describe('the recall direction in a review day', () => {
  it('becomes new only once its recognise card was reviewed on an earlier day', async () => {
    await db.scenario(async (t) => {
      const w = await deckWorld(t, { count: 2, recall: true });
      await t.asUser(w.me);
      const yesterday = dayBefore(w.today, 1);
      const before = await setupOf(t, yesterday);
      expect(before.recall_new).toEqual([]);
      await reviewDay(t, yesterday, [{ phrase: w.phrases[0]!, direction: 'recognise', score: 3 }]);
      // Reviewed yesterday (and not due today): its recall card is new today, the other's not.
      const setup = await setupOf(t, w.today);
      expect(setup.recall_new).toEqual([w.phrases[0]]);
      expect(setup.due).toEqual([]);
      expect(setup.library).toEqual([w.phrases[1]]);
      // Its recall card exists (the deck has recall on) but it was never recognised.
      await t.query('insert into user_card (uid, phrase_id) values ($1, $2)', [w.me, w.phrases[1]]);
      const early = await t.attempt(
        "select start_review_day('spa', $1::date, array[$2::uuid], array[$2::uuid])",
        [w.today, w.phrases[1]],
      );
      expect(early.error?.message).toBe(
        'A phrase is asked in recall only after it was recognised on an earlier day',
      );
      await reviewDay(t, w.today, [{ phrase: w.phrases[0]!, direction: 'recall', score: 3 }]);
      const [recall] = await t.query<{ count_reviews: number; direction: string }>(
        "select count_reviews, direction from user_card_plus where phrase_id = $1 and direction = 'recall'",
        [w.phrases[0]],
      );
      expect(recall).toEqual({ count_reviews: 1, direction: 'recall' });
    });
  });

  it('never asks both directions of a phrase on one day, over a simulated month', async () => {
    await db.scenario(async (t) => {
      const w = await deckWorld(t, { count: 12, recall: true, goal: 4 });
      await t.asUser(w.me);
      let seed = 7;
      const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
      let bothDueDays = 0;
      for (let back = 30; back >= 0; back--) {
        const day = dayBefore(w.today, back);
        const s = await setupOf(t, day);
        // Every phrase with a due direction is asked in exactly one direction; none twice.
        const dueBoth = await t.query<{ phrase_id: string; directions: string[] }>(
          `select phrase_id, array_agg(direction order by direction) as directions
           from private.active_cards_before('spa', $1::date) c
           where c.last_day_session is not null
             and public.fsrs_retrievability($1::date - c.last_day_session, c.stability) <= 0.9
           group by phrase_id`,
          [day],
        );
        for (const { phrase_id, directions } of dueBoth) {
          const inDue =
            Number(s.due.includes(phrase_id)) + Number(s.recall_due.includes(phrase_id));
          expect(inDue).toBe(1);
          if (directions.length === 2) bothDueDays++;
        }
        const recallIds = [...s.recall_new.slice(0, 2), ...s.recall_due];
        const recognise = [...s.deck_new, ...s.library].slice(0, 2);
        const manifest = [...new Set([...recognise, ...recallIds, ...s.due])];
        expect(manifest).toHaveLength(recognise.length + recallIds.length + s.due.length);
        if (manifest.length === 0) continue;
        await reviewDay(
          t,
          day,
          manifest.map((phrase) => ({
            phrase,
            direction: recallIds.includes(phrase) ? 'recall' : 'recognise',
            score: rand() < 0.2 ? 1 : 3,
          })),
        );
      }
      const twice = await t.query(
        `select phrase_id, day_session from user_card_review where uid = $1
         group by phrase_id, day_session having count(distinct direction) > 1`,
        [w.me],
      );
      expect(twice).toEqual([]);
      const [{ recall }] = (await t.query<{ recall: number }>(
        "select count(*)::int as recall from user_card_review where uid = $1 and direction = 'recall'",
        [w.me],
      )) as [{ recall: number }];
      expect(recall).toBeGreaterThan(10);
      expect(bothDueDays).toBeGreaterThan(0);
    });
  });

  it('asks the sibling with the lower predicted recall tomorrow when both are due', async () => {
    await db.scenario(async (t) => {
      const w = await deckWorld(t, { count: 1, recall: true });
      const phrase = w.phrases[0]!;
      await t.asUser(w.me);
      // Recognise first seen 20 days ago (S ≈ 3.2), recall 10 days ago (S ≈ 3.2): both due,
      // recognise far more forgotten.
      await reviewDay(t, dayBefore(w.today, 20), [{ phrase, direction: 'recognise', score: 3 }]);
      await reviewDay(t, dayBefore(w.today, 10), [{ phrase, direction: 'recall', score: 3 }]);
      const setup = await setupOf(t, w.today);
      expect(setup.due).toEqual([phrase]);
      expect(setup.recall_due).toEqual([]);
    });
  });
});

describe('both directions are scheduled by the same step', () => {
  it('stores, for a recall card, the states ts-fsrs computes', async () => {
    await db.scenario(async (t) => {
      const w = await deckWorld(t, { count: 1, recall: true });
      const phrase = w.phrases[0]!;
      await t.asUser(w.me);
      let seed = 11;
      const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
      let history: ReviewStep[] = [];
      while (history.length < 4) history = randomHistory(rand).map((s) => ({ ...s, t: s.t % 20 }));
      history = history.map((s, i) => ({ ...s, t: i === 0 ? 0 : Math.max(1, s.t) }));
      const total = history.reduce((sum, s) => sum + s.t, 0);
      await reviewDay(t, dayBefore(w.today, total + 30), [
        { phrase, direction: 'recognise', score: 3 },
      ]);
      let back = total;
      const rows: { difficulty: number; stability: number }[] = [];
      for (const [i, step] of history.entries()) {
        if (i > 0) back -= step.t;
        const [id] = await reviewDay(t, dayBefore(w.today, back), [
          { phrase, direction: 'recall', score: step.score },
        ]);
        const [row] = await t.query<{ difficulty: number; stability: number }>(
          'select difficulty, stability from user_card_review where id = $1',
          [id],
        );
        rows.push(row!);
      }
      const expected = replayReference(referenceScheduler(), history);
      rows.forEach((row, i) => {
        // The parity suite's tolerance: 1e-6, relative for stabilities above 1.
        const e = expected[i]!;
        expect(Math.abs(row.difficulty - e.difficulty)).toBeLessThan(1e-6);
        expect(Math.abs(row.stability - e.stability) / Math.max(1, e.stability)).toBeLessThan(1e-6);
      });
    });
  });
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
