import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@phrasebook/domain';
import { buildWorld } from '../helpers/fixtures.ts';
import { openTestDb, type Json, type Scenario, type TestDb } from '../helpers/test-db.ts';
import { correct, makeCard, world } from '../friends/correction-world.ts';

// The RPCs that add phrases meet the library's rule (20261212100000): those that add one
// refuse a phrase the library has; making a correction a card takes the library's phrase, as
// answering a request and recommending a new phrase do (answers-reuse-library.test.ts,
// add-or-reuse-phrase.test.ts).

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** Everything a refused call must leave as it was. */
const counts = async (t: Scenario) => {
  await t.asAdmin();
  return t.query(
    `select (select count(*)::int from phrase) as phrases,
            (select count(*)::int from phrase_translation) as translations,
            (select count(*)::int from user_card) as cards,
            (select count(*)::int from phrase_request_answer) as answers`,
  );
};

// buildWorld's library holds 'Hola, ¿qué tal?' in Spanish.
describe('RPCs adding a phrase the library has', () => {
  it('add_phrase refuses it in the add-phrase form’s words; a retry of its own id still answers', () =>
    db.scenario(async (t) => {
      const w = await buildWorld(t);
      const before = await counts(t);
      await t.asUser(w.owner);
      const copy = await t.attempt("select add_phrase('spa', 'hola QUÉ tal', 'eng', 'Hi')");
      expect(copy.error).toMatchObject({ code: '23505', message: messages.phraseInLibrary });
      expect(await counts(t)).toEqual(before);

      await t.asUser(w.owner);
      const id = '00000000-0000-4000-8000-0000000000a1';
      const add = "select add_phrase('spa', 'Hasta luego', 'eng', 'See you', $1) as r";
      const [first] = (await t.attempt(add, [id])).rows as [{ r: Json }];
      const again = await t.attempt(add, [id]);
      expect(again.error).toBeNull();
      expect((again.rows[0] as { r: Json }).r).toEqual(first.r);
    }));

  it('bulk_add_phrases refuses, in the bulk form’s words, a row the library has or an earlier row has; nothing is added', () =>
    db.scenario(async (t) => {
      const w = await buildWorld(t);
      const before = await counts(t);
      await t.asUser(w.owner);
      const row = (text: string) => ({ phrase_text: text, translations: [{ lang: 'eng', text }] });
      const bulk = (rows: unknown[]) =>
        t.attempt("select bulk_add_phrases('spa', $1::jsonb) as r", [JSON.stringify(rows)]);
      const inLibrary = await bulk([row('Adiós'), row('HOLA, ¿QUÉ TAL?')]);
      expect(inLibrary.error).toMatchObject({
        code: '23505',
        message: messages.phraseInLibraryBulk,
      });
      const twice = await bulk([row('Adiós'), row('Gracias'), row('adiós!')]);
      expect(twice.error).toMatchObject({ code: '23505', message: messages.phraseStagedTwice });
      expect(await counts(t)).toEqual(before);
      await t.asUser(w.owner);
      expect((await bulk([row('Adiós'), row('Gracias')])).error).toBeNull();
    }));

  it('make_correction_card takes the library’s phrase told apart only by case or punctuation', () =>
    db.scenario(async (t) => {
      const { ana, ben, carla, original } = await world(t);
      const [{ id: existing }] = (await t.query<{ id: string }>(
        "insert into phrase (lang, text, added_by) values ('spa', '¡Yo estoy cansado hoy!', $1) returning id",
        [carla],
      )) as [{ id: string }];
      await t.query(
        "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'eng', 'I am tired today', $2)",
        [existing, carla],
      );
      const phrasesBefore = await t.query('select count(*)::int as n from phrase');
      await t.asUser(ben);
      const correction = String(
        (await correct(t, ben, ana, original, 'yo estoy cansado hoy')).rows[0]!['id'],
      );
      await t.asUser(ana);
      const made = await makeCard(t, correction, 'spa', 'eng', 'I’m tired today');
      expect(made.error).toBeNull();
      expect((made.rows[0]!['result'] as { phrase: { id: string } }).phrase.id).toBe(existing);
      await t.asAdmin();
      expect(await t.query('select count(*)::int as n from phrase')).toEqual(phrasesBefore);
      expect(await t.query('select phrase_id, note from user_card where uid = $1', [ana])).toEqual([
        { phrase_id: existing, note: 'Yo soy cansado hoy' },
      ]);
    }));

  it('make_correction_card still adds a sentence the library lacks', () =>
    db.scenario(async (t) => {
      const { ana, ben, original } = await world(t);
      await t.asUser(ben);
      const correction = String(
        (await correct(t, ben, ana, original, 'Yo estoy cansada hoy')).rows[0]!['id'],
      );
      await t.asUser(ana);
      const made = await makeCard(t, correction);
      expect(made.error).toBeNull();
      expect((made.rows[0]!['result'] as { phrase: { text: string } }).phrase.text).toBe(
        'Yo estoy cansada hoy',
      );
    }));
});
