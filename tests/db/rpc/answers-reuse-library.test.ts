import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../helpers/fixtures.ts';
import { openTestDb, type Json, type Scenario, type TestDb } from '../helpers/test-db.ts';
import { resultOf, translationsOf } from './phrase-write-reads.ts';

// An answer whose phrase the library has is the library's phrase (20261212110000): the
// library holds a phrase once, and "Gracias" to "How do I say thank you?" was refused.

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** 'Gracias' (with 'Thank you'), written by the stranger: a phrase the requester lacks. */
async function withGracias(t: Scenario): Promise<World & { gracias: string }> {
  const w = await buildWorld(t);
  const [{ id }] = (await t.query<{ id: string }>(
    "insert into phrase (lang, text, added_by) values ('spa', 'Gracias', $1) returning id",
    [w.stranger],
  )) as [{ id: string }];
  await t.query(
    "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'eng', 'Thank you', $2)",
    [id, w.stranger],
  );
  return { ...w, gracias: id };
}

const answer = (t: Scenario, request: string, text: string, translation: string, id?: string) =>
  t.attempt(
    "select fulfill_phrase_request($1, $2, 'eng', $3, coalesce($4::uuid, gen_random_uuid())) as r",
    [request, text, translation, id ?? null],
  );

describe('fulfill_phrase_request with a phrase the library has', () => {
  it('answers with the library’s phrase, told apart by case and punctuation, adds the translation once, fulfils the request and gives the requester the card', () =>
    db.scenario(async (t) => {
      const w = await withGracias(t);
      const answerId = '00000000-0000-4000-8000-0000000000c1';
      await t.asUser(w.friend);
      const first = await answer(t, w.request, '  ¡GRACIAS!', 'Thanks', answerId);
      expect(first.error).toBeNull();
      const r = resultOf(first);
      expect(r.phrase).toMatchObject({ id: w.gracias, text: 'Gracias', added_by: w.stranger });
      expect(r.translations.map((tr: Json) => tr.text).sort()).toEqual(['Thank you', 'Thanks']);
      expect(r.request).toMatchObject({ status: 'fulfilled' });
      expect(r.requester_card_added).toBe(true);

      // The retry finds no phrase of its id (none was made), but its answer: the same result.
      await t.asUser(w.friend);
      const retry = await answer(t, w.request, '  ¡GRACIAS!', 'Thanks', answerId);
      expect(retry.error).toBeNull();
      expect(resultOf(retry)).toEqual(r);

      expect(await translationsOf(t, w.gracias)).toEqual(['Thank you', 'Thanks']);
      expect(
        await t.query(
          'select (select count(*)::int from phrase where id = $1) as made, answered_by, phrase_id from phrase_request_answer where request_id = $2',
          [answerId, w.request],
        ),
      ).toEqual([{ made: 0, answered_by: w.friend, phrase_id: w.gracias }]);
      const cards = await t.query<{ status: string }>(
        "select status from user_card where uid = $1 and phrase_id = $2 and direction = 'recognise'",
        [w.owner, w.gracias],
      );
      expect(cards).toEqual([{ status: 'active' }]);
      // The request's page names the helper who answered, not the phrase's author.
      await t.asUser(w.owner);
      const [view] = await t.query<{ phrases: Json[] }>(
        'select phrases from meta_phrase_request where id = $1',
        [w.request],
      );
      expect(view!.phrases).toMatchObject([
        { id: w.gracias, added_by: w.stranger, answered_by: w.friend },
      ]);
    }));

  it('a translation the phrase has is not added again', () =>
    db.scenario(async (t) => {
      const w = await withGracias(t);
      await t.asUser(w.friend);
      const given = await answer(t, w.request, 'gracias', 'Thank you');
      expect(given.error).toBeNull();
      expect(resultOf(given).requester_card_added).toBe(true);
      expect(await translationsOf(t, w.gracias)).toEqual(['Thank you']);
    }));

  it('a phrase another helper already gave is not recorded twice: its first helper stays the author, the new translation is added', () =>
    db.scenario(async (t) => {
      const w = await withGracias(t);
      await t.asUser(w.friend);
      expect((await answer(t, w.request, 'Gracias', 'Thank you')).error).toBeNull();
      await t.asUser(w.stranger);
      const again = await answer(t, w.request, 'gracias.', 'Thanks a lot');
      expect(again.error).toBeNull();
      expect(resultOf(again)).toMatchObject({
        phrase: { id: w.gracias },
        request: { status: 'fulfilled' },
        requester_card_added: true,
      });
      expect(await translationsOf(t, w.gracias)).toEqual(['Thank you', 'Thanks a lot']);
      expect(
        await t.query('select answered_by from phrase_request_answer where request_id = $1', [
          w.request,
        ]),
      ).toEqual([{ answered_by: w.friend }]);
    }));

  it('still refuses the requester, even with a phrase that already answers, and leaves nothing', () =>
    db.scenario(async (t) => {
      const w = await withGracias(t);
      await t.asUser(w.friend);
      expect((await answer(t, w.request, 'Gracias', 'Thank you')).error).toBeNull();
      await t.asUser(w.owner);
      const own = await answer(t, w.request, 'GRACIAS', 'Thanks');
      expect(own.error).toMatchObject({ message: 'You cannot answer your own request' });
      expect(await translationsOf(t, w.gracias)).toEqual(['Thank you']);
    }));

  it('a cancelled request refuses a new answer with the library’s phrase, yet a retry of one given before returns it', () =>
    db.scenario(async (t) => {
      const w = await withGracias(t);
      const answerId = '00000000-0000-4000-8000-0000000000c2';
      await t.asUser(w.friend);
      const first = await answer(t, w.request, 'Gracias', 'Thanks', answerId);
      expect(first.error).toBeNull();
      await t.asAdmin();
      await t.query(
        "update phrase_request set status = 'cancelled', fulfilled_at = null where id = $1",
        [w.request],
      );
      await t.asUser(w.friend);
      const retry = await answer(t, w.request, 'Gracias', 'Thanks', answerId);
      expect(retry.error).toBeNull();
      expect(resultOf(retry).phrase.id).toBe(w.gracias);
      await t.asUser(w.stranger);
      const late = await answer(t, w.request, 'Gracias', 'Many thanks');
      expect(late.error).toMatchObject({ message: 'This request was cancelled' });
      expect(await translationsOf(t, w.gracias)).toEqual(['Thank you', 'Thanks']);
    }));
});
