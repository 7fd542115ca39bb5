import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@phrasebook/domain';
import { buildWorld } from '../helpers/fixtures.ts';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';
import { resultOf, translationsOf } from './phrase-write-reads.ts';

// add_or_reuse_phrase (20261212110000): the phrase a chat recommends when its sender writes
// one, the library's when it has it. buildWorld's library holds 'Hola, ¿qué tal?' (with 'Hi,
// how are you?'); the friend has no Spanish deck, the owner has one.

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

const write = (t: Scenario, text: string, translation: string, id?: string, lang = 'spa') =>
  t.attempt(
    "select add_or_reuse_phrase($1, $2, 'eng', $3, coalesce($4::uuid, gen_random_uuid())) as r",
    [lang, text, translation, id ?? null],
  );

describe('add_or_reuse_phrase', () => {
  it('takes the library’s phrase told apart by case and punctuation, adds the translation once, and a retry returns the same', () =>
    db.scenario(async (t) => {
      const w = await buildWorld(t);
      const id = '00000000-0000-4000-8000-0000000000d1';
      await t.asUser(w.friend);
      const first = await write(t, 'HOLA ¿QUÉ TAL', 'Hi there', id);
      expect(first.error).toBeNull();
      const r = resultOf(first);
      expect(r.phrase).toMatchObject({ id: w.phrase, added_by: w.owner });
      expect(r.card).toBeNull();
      const retry = await write(t, 'HOLA ¿QUÉ TAL', 'Hi there', id);
      expect(resultOf(retry)).toEqual(r);
      expect(await translationsOf(t, w.phrase)).toEqual(['Hi there', 'Hi, how are you?']);
      expect(await t.query('select 1 from phrase where id = $1', [id])).toEqual([]);

      // The recommendation then goes out with the library's phrase, to a friend.
      await t.asUser(w.friend);
      const sent = await t.attempt(
        "insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id) values ($1, $2, 'recommendation', 'spa', $3)",
        [w.friend, w.owner, r.phrase.id],
      );
      expect(sent.error).toBeNull();
    }));

  it('adds nothing when the phrase has the translation', () =>
    db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.friend);
      const same = await write(t, 'hola, ¿qué tal?', 'Hi, how are you?');
      expect(same.error).toBeNull();
      expect(resultOf(same).phrase.id).toBe(w.phrase);
      expect(await translationsOf(t, w.phrase)).toEqual(['Hi, how are you?']);
    }));

  it('adds a phrase the library lacks under its client-made id, with a card when the caller has the deck; a retry returns the same', () =>
    db.scenario(async (t) => {
      const w = await buildWorld(t);
      const id = '00000000-0000-4000-8000-0000000000d2';
      await t.asUser(w.owner);
      const first = await write(t, ' Buenas noches ', 'Good night', id);
      expect(first.error).toBeNull();
      const r = resultOf(first);
      expect(r.phrase).toMatchObject({ id, text: 'Buenas noches', added_by: w.owner });
      expect(r.translations).toMatchObject([{ lang: 'eng', text: 'Good night' }]);
      expect(r.card).toMatchObject({ uid: w.owner, phrase_id: id, status: 'active' });
      expect(resultOf(await write(t, ' Buenas noches ', 'Good night', id))).toEqual(r);
    }));

  it('puts the library’s phrase in the caller’s deck, leaving a card they set aside as it is', () =>
    db.scenario(async (t) => {
      const w = await buildWorld(t);
      const [{ id: adios }] = (await t.query<{ id: string }>(
        "insert into phrase (lang, text, added_by) values ('spa', 'Adiós', $1) returning id",
        [w.friend],
      )) as [{ id: string }];
      await t.query("update user_card set status = 'learned' where uid = $1 and phrase_id = $2", [
        w.owner,
        w.phrase,
      ]);
      await t.asUser(w.owner);
      expect(resultOf(await write(t, 'adiós', 'Goodbye')).card).toMatchObject({
        phrase_id: adios,
        status: 'active',
      });
      expect(resultOf(await write(t, 'Hola ¿qué tal?', 'Hi')).card).toMatchObject({
        phrase_id: w.phrase,
        status: 'learned',
      });
    }));

  it('refuses what add_phrase refuses, in its words; anonymous callers; and writes no message', () =>
    db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.stranger);
      expect((await write(t, '  ', 'Hi')).error).toMatchObject({ message: messages.enterPhrase });
      expect((await write(t, 'Hola', ' ')).error).toMatchObject({
        message: messages.enterTranslation,
      });
      expect((await write(t, 'Hola', 'Hi', undefined, 'es')).error).toMatchObject({
        message: messages.addDeckLanguage,
      });
      expect((await write(t, 'Hola', 'Hi', w.phrase)).error).toMatchObject({
        code: '42501',
        message: 'This phrase id belongs to someone else',
      });
      // Friendship is the message's rule: a stranger gets the phrase, not a way to send it.
      const r = resultOf(await write(t, 'Hola, ¿qué tal?', 'Hello'));
      const sent = await t.attempt(
        "insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id) values ($1, $2, 'recommendation', 'spa', $3)",
        [w.stranger, w.owner, r.phrase.id],
      );
      expect(sent.error?.message).toMatch(/row-level security/);
      await t.asAnon();
      expect((await write(t, 'Hola', 'Hi')).error?.message).toMatch(/permission denied/);
    }));
});
