import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  randomHistory,
  referenceScheduler,
  replayReference,
  type ReviewStep,
} from '../helpers/fsrs-reference.ts';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';
import { cardsOf, dayBefore, deckWorld, reviewDay, setupOf } from '../helpers/two-way-world.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

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
