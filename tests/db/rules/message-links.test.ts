import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, buildWorld, type World } from '../helpers/fixtures.ts';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

const acceptedNotice = (
  w: World,
  from: string,
  to: string,
  related: string,
): [string, unknown[]] => [
  `insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id, related_message_id)
   values ($1, $2, 'accepted', 'spa', $3, $4)`,
  [from, to, w.phrase, related],
];

/** Issue #27: what the links between messages, requests and answers may and may not do. */
describe('messages and the rows they link to', () => {
  it('keeps every message that shares a request when its requester deletes it', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await befriend(t, w.friend, w.stranger);
      await t.asUser(w.friend);
      await t.query(
        `insert into chat_message (sender_uid, recipient_uid, message_type, lang, request_id, message)
         values ($1, $2, 'request', 'spa', $3, 'Can you help my friend?')`,
        [w.friend, w.stranger, w.request],
      );
      await t.asUser(w.owner);
      await t.query('delete from phrase_request where id = $1', [w.request]);
      await t.asAdmin();
      const rows = await t.query<{ sender_uid: string; request_id: string | null }>(
        "select sender_uid, request_id from chat_message where message_type = 'request' order by sender_uid",
      );
      expect(rows).toEqual(
        [w.owner, w.friend].sort().map((sender_uid) => ({ sender_uid, request_id: null })),
      );
    });
  });

  it('still refuses a request message that names no request', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const { error } = await t.attempt(
        "insert into chat_message (sender_uid, recipient_uid, message_type, lang) values ($1, $2, 'request', 'spa')",
        [w.owner, w.friend],
      );
      expect(error?.constraint).toBe('request_message_has_request');
    });
  });

  it('refuses an accepted notice for a recommendation never taken, or for a plain message', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.query('delete from user_card where id = $1', [w.card]);
      await t.asUser(w.owner);
      const [text] = await t.query<{ id: string }>(
        "insert into chat_message (sender_uid, recipient_uid, message_type, message) values ($1, $2, 'text', 'hi') returning id",
        [w.owner, w.friend],
      );
      const neverTaken = await t.attempt(...acceptedNotice(w, w.owner, w.friend, w.message));
      await t.asUser(w.friend);
      const onPlainText = await t.attempt(...acceptedNotice(w, w.friend, w.owner, text!.id));
      const ownRecommendation = await t.attempt(...acceptedNotice(w, w.friend, w.owner, w.message));
      expect(
        [neverTaken, onPlainText, ownRecommendation].map((attempt) => attempt.error?.constraint),
      ).toEqual(Array(3).fill('accepted_follows_acceptance'));
    });
  });

  it('takes an accepted notice from the recipient who has the card', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const { error } = await t.attempt(...acceptedNotice(w, w.owner, w.friend, w.message));
      expect(error).toBeNull();
    });
  });

  it('refuses answers to a request written around fulfill_phrase_request', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.query("update phrase_request set status = 'cancelled' where id = $1", [w.request]);
      await t.asUser(w.friend);
      const { error } = await t.attempt(
        'insert into phrase_request_answer (request_id, phrase_id, answered_by) values ($1, $2, $3)',
        [w.request, w.phrase, w.friend],
      );
      expect(error?.code).toBe('42501');
    });
  });
});
