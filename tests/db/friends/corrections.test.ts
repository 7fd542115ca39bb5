import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';
import { correct, makeCard, notificationsOf, snapshot, world } from './correction-world.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('corrections', () => {
  it('round trip: ben corrects ana, ana is told, makes it a card with note and source, ben is told', () =>
    db.scenario(async (t) => {
      const { ana, ben, original } = await world(t);
      await t.asUser(ben);
      const sent = await correct(t, ben, ana, original, 'Yo estoy cansado hoy');
      expect(sent.error).toBeNull();
      const correction = String(sent.rows[0]!['id']);

      expect(await notificationsOf(t, ana)).toEqual([
        {
          kind: 'correction_received',
          actor_uid: ben,
          message_id: correction,
          phrase_id: null,
          lang: null,
        },
      ]);
      await t.asUser(ana);
      expect(
        await t.query(
          'select message_type, related_message_id, message from chat_message where id = $1',
          [correction],
        ),
      ).toEqual([
        {
          message_type: 'correction',
          related_message_id: original,
          message: 'Yo estoy cansado hoy',
        },
      ]);

      const made = await makeCard(t, correction);
      expect(made.error).toBeNull();
      const result = made.rows[0]!['result'] as {
        phrase: { id: string; lang: string; text: string; added_by: string };
        translations: { lang: string; text: string }[];
        created: boolean;
      };
      expect(result.phrase).toMatchObject({
        lang: 'spa',
        text: 'Yo estoy cansado hoy',
        added_by: ana,
      });
      expect(result.translations.map(({ lang, text }) => ({ lang, text }))).toEqual([
        { lang: 'eng', text: 'I am tired today' },
      ]);
      expect(result.created).toBe(true);
      expect(
        await t.query(
          'select lang, status, direction, note, source_uid, source_message_id from user_card where phrase_id = $1',
          [result.phrase.id],
        ),
      ).toEqual([
        {
          lang: 'spa',
          status: 'active',
          direction: 'recognise',
          note: 'Yo soy cansado hoy',
          source_uid: ben,
          source_message_id: correction,
        },
      ]);
      expect(
        await t.query('select phrase_id from user_card_plus where phrase_id = $1', [
          result.phrase.id,
        ]),
      ).toHaveLength(1);

      expect(await notificationsOf(t, ben)).toEqual([
        {
          kind: 'correction_carded',
          actor_uid: ana,
          message_id: correction,
          phrase_id: result.phrase.id,
          lang: 'spa',
        },
      ]);

      // Again (a retried request): the same card, nothing new, ben told once.
      const before = await snapshot(t);
      await t.asUser(ana);
      const again = await makeCard(t, correction, 'spa', 'eng', 'Another translation');
      expect(again.error).toBeNull();
      const second = again.rows[0]!['result'] as { phrase: { id: string }; created: boolean };
      expect(second).toMatchObject({ phrase: { id: result.phrase.id }, created: false });
      expect(await snapshot(t)).toEqual(before);
    }));

  it('a sentence already in the library becomes the card, with the translation added once', () =>
    db.scenario(async (t) => {
      const { ana, ben, carla, original } = await world(t);
      const [{ id: existing }] = (await t.query<{ id: string }>(
        "insert into phrase (lang, text, added_by) values ('spa', 'Yo estoy cansado hoy', $1) returning id",
        [carla],
      )) as [{ id: string }];
      await t.query(
        "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'eng', 'I am tired today', $2)",
        [existing, carla],
      );
      await t.asUser(ben);
      const correction = String(
        (await correct(t, ben, ana, original, '  Yo estoy cansado hoy ')).rows[0]!['id'],
      );
      await t.asUser(ana);
      const made = await makeCard(t, correction);
      expect(made.error).toBeNull();
      expect((made.rows[0]!['result'] as { phrase: { id: string } }).phrase.id).toBe(existing);
      await t.asAdmin();
      expect(
        await t.query('select count(*)::int as n from phrase_translation where phrase_id = $1', [
          existing,
        ]),
      ).toEqual([{ n: 1 }]);
    }));

  it('refuses a correction of a message not sent to you, of a non-text message, blank, unchanged or too long; nothing changes', () =>
    db.scenario(async (t) => {
      const { ana, ben, carla, original, bens } = await world(t);
      await t.asAdmin();
      const [{ id: phrase }] = (await t.query<{ id: string }>(
        "insert into phrase (lang, text, added_by) values ('spa', 'Hola', $1) returning id",
        [ana],
      )) as [{ id: string }];
      await t.asUser(ana);
      const [{ id: recommendation }] = (await t.query<{ id: string }>(
        "insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id) values ($1, $2, 'recommendation', 'spa', $3) returning id",
        [ana, ben, phrase],
      )) as [{ id: string }];
      const before = await snapshot(t);

      const refusals: [string, string, string, string, string | null, string][] = [
        // ben's own message, corrected by ben "to" ana.
        [ben, ben, ana, bens, 'Qué tal', 'You can only correct a message sent to you'],
        // carla never received ana's message (and cannot see it).
        [carla, carla, ana, original, 'Yo estoy', 'You can only correct a message sent to you'],
        // ben corrects ana's message but sends it to carla.
        [ben, ben, carla, original, 'Yo estoy', 'You can only correct a message sent to you'],
        [ben, ben, ana, recommendation, 'Hola', 'Only text messages can be corrected'],
        [ben, ben, ana, original, '   ', 'Write the corrected sentence'],
        [ben, ben, ana, original, null, 'Write the corrected sentence'],
        [ben, ben, ana, original, ' Yo soy cansado hoy ', 'A correction must change the message'],
        [ben, ben, ana, original, 'x'.repeat(2001), 'A correction can be at most 2,000 characters'],
      ];
      for (const [who, from, to, of, text, message] of refusals) {
        await t.asUser(who);
        const { error } = await correct(t, from, to, of, text);
        expect(error?.message, `${text ?? 'null'} → ${message}`).toBe(message);
        expect(error?.code).toBe('23514');
      }
      await t.asUser(ben);
      expect((await correct(t, ben, ana, original, 'y'.repeat(2000))).error).toBeNull();
      const after = await snapshot(t);
      expect(after).toMatchObject({
        messages: (before!['messages'] as number) + 1,
        notifications: (before!['notifications'] as number) + 1,
      });
    }));

  it('only the two friends see a correction; a third user cannot make it a card', () =>
    db.scenario(async (t) => {
      const { ana, ben, carla, original } = await world(t);
      await t.asUser(ben);
      const correction = String(
        (await correct(t, ben, ana, original, 'Yo estoy cansado hoy')).rows[0]!['id'],
      );
      for (const [uid, visible] of [
        [ana, 1],
        [ben, 1],
        [carla, 0],
      ] as const) {
        await t.asUser(uid);
        expect(
          await t.query('select id from chat_message where id = $1', [correction]),
        ).toHaveLength(visible);
      }
      const before = await snapshot(t);
      // carla (a friend of ben, not the recipient) and ben himself (its author) are refused.
      await t.asAdmin();
      await t.query("insert into user_deck (uid, lang) values ($1, 'spa'), ($2, 'spa')", [
        carla,
        ben,
      ]);
      const withDecks = await snapshot(t);
      for (const uid of [carla, ben]) {
        await t.asUser(uid);
        const { error } = await makeCard(t, correction);
        expect(error?.message).toBe('You can only make a card of a correction sent to you');
        expect(error?.code).toBe('42501');
      }
      // A message that is not a correction cannot be made a card this way either.
      await t.asUser(ana);
      expect((await makeCard(t, original)).error?.message).toBe(
        'You can only make a card of a correction sent to you',
      );
      expect(await snapshot(t)).toEqual(withDecks);
      expect(before).toMatchObject({ cards: withDecks!['cards'] });
    }));

  it('making a card refuses a deck the learner lacks and a missing translation; nothing changes', () =>
    db.scenario(async (t) => {
      const { ana, ben, original } = await world(t);
      await t.asUser(ben);
      const correction = String(
        (await correct(t, ben, ana, original, 'Yo estoy cansado hoy')).rows[0]!['id'],
      );
      const before = await snapshot(t);
      await t.asUser(ana);
      const cases: [string, string | null, string | null, string][] = [
        ['fra', 'eng', 'I am tired today', 'You have no French deck: start one to add this card'],
        ['', 'eng', 'I am tired today', 'Pick the deck for this card'],
        ['spa', 'eng', '  ', 'Please enter a translation'],
        ['spa', null, 'I am tired today', 'Provide a language for the translation'],
      ];
      for (const [lang, trLang, tr, message] of cases) {
        const { error } = await makeCard(t, correction, lang, trLang, tr);
        expect(error?.message).toBe(message);
      }
      expect(await snapshot(t)).toEqual(before);
    }));

  it('a client cannot set a card source itself; a muted learner is not told', () =>
    db.scenario(async (t) => {
      const { ana, ben, original } = await world(t);
      await t.asAdmin();
      const [{ id: phrase }] = (await t.query<{ id: string }>(
        "insert into phrase (lang, text, added_by) values ('spa', 'Hola', $1) returning id",
        [ana],
      )) as [{ id: string }];
      await t.asUser(ana);
      const forged = await t.attempt(
        "insert into user_card (uid, phrase_id, lang, source_uid) values ($1, $2, 'spa', $3)",
        [ana, phrase, ben],
      );
      expect(forged.error?.message).toBe(
        "A card's source is set by making a friend's correction a card",
      );
      await t.query(
        "insert into user_card (uid, phrase_id, lang, note) values ($1, $2, 'spa', 'mine')",
        [ana, phrase],
      );
      const edited = await t.attempt('update user_card set source_uid = $1 where phrase_id = $2', [
        ben,
        phrase,
      ]);
      expect(edited.error?.code).toBe('42501');

      await t.query("insert into notification_mute (uid, type) values ($1, 'corrections')", [ana]);
      await t.asUser(ben);
      expect((await correct(t, ben, ana, original, 'Yo estoy cansado hoy')).error).toBeNull();
      expect(await notificationsOf(t, ana)).toEqual([]);
    }));
});
