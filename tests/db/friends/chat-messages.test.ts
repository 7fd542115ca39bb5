import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLanguages } from '../helpers/fixtures.ts';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** Two friends and a stranger; leaves the scenario as admin. */
async function pair(t: Scenario) {
  await t.asAdmin();
  await ensureLanguages(t);
  const ana = await t.createUser('ana');
  const ben = await t.createUser('ben');
  const stranger = await t.createUser('stranger');
  for (const [by, action] of [
    [ana, 'invite'],
    [ben, 'accept'],
  ] as const) {
    await t.query(
      `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
       values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $3, $4, $5)`,
      [ana, ben, by, by === ana ? ben : ana, action],
    );
  }
  return { ana, ben, stranger };
}

const sendText = (t: Scenario, from: string, to: string, text: string) =>
  t.attempt(
    `insert into chat_message (sender_uid, recipient_uid, message_type, message)
     values ($1, $2, 'text', $3) returning id, created_at`,
    [from, to, text],
  );

describe('plain text chat messages', () => {
  it('friends send each other text of up to 2,000 characters', () =>
    db.scenario(async (t) => {
      const { ana, ben } = await pair(t);
      await t.asUser(ana);
      expect((await sendText(t, ana, ben, 'Hola Ben!')).error).toBeNull();
      expect((await sendText(t, ana, ben, 'x'.repeat(2000))).error).toBeNull();
      await t.asUser(ben);
      expect((await sendText(t, ben, ana, '¿Qué tal?')).error).toBeNull();
      const rows = await t.query<{ message: string }>(
        "select message from chat_message where message_type = 'text' order by message",
      );
      expect(rows).toHaveLength(3);
    }));

  it('refuses blank and over-long text, and text to a stranger', () =>
    db.scenario(async (t) => {
      const { ana, ben, stranger } = await pair(t);
      await t.asUser(ana);
      expect((await sendText(t, ana, ben, '   ')).error?.constraint).toBe('text_message_has_text');
      const none = await t.attempt(
        "insert into chat_message (sender_uid, recipient_uid, message_type) values ($1, $2, 'text')",
        [ana, ben],
      );
      expect(none.error?.constraint).toBe('text_message_has_text');
      expect((await sendText(t, ana, ben, 'x'.repeat(2001))).error?.constraint).toBe(
        'chat_message_at_most_2000',
      );
      const toStranger = await sendText(t, ana, stranger, 'Hi there');
      expect(toStranger.error?.code).toBe('42501');
      const asSomeoneElse = await sendText(t, ben, ana, 'Pretending to be Ben');
      expect(asSomeoneElse.error?.code).toBe('42501');
      await t.asUser(stranger);
      const intruder = await sendText(t, stranger, ana, 'Let me in');
      expect(intruder.error?.code).toBe('42501');
    }));

  it('keeps the known message types', () =>
    db.scenario(async (t) => {
      const { ana, ben } = await pair(t);
      await t.asUser(ana);
      const gift = await t.attempt(
        "insert into chat_message (sender_uid, recipient_uid, message_type, message) values ($1, $2, 'gift', 'hi')",
        [ana, ben],
      );
      expect(gift.error?.constraint).toBe('chat_message_type_is_known');
    }));

  it("stamps messages sent through the API with the server's time", () =>
    db.scenario(async (t) => {
      const { ana, ben } = await pair(t);
      await t.asUser(ana);
      const backdated = await t.attempt(
        `insert into chat_message (sender_uid, recipient_uid, message_type, message, created_at)
         values ($1, $2, 'text', 'From the past', now() - interval '3 days') returning created_at = now() as stamped`,
        [ana, ben],
      );
      expect(backdated.rows).toEqual([{ stamped: true }]);
    }));

  it('strangers can read no message of the pair', () =>
    db.scenario(async (t) => {
      const { ana, ben, stranger } = await pair(t);
      await t.asUser(ana);
      await sendText(t, ana, ben, 'Private');
      await t.asUser(stranger);
      expect(await t.query('select id from chat_message')).toEqual([]);
      await t.asAnon();
      expect((await t.attempt('select id from chat_message')).rows).toEqual([]);
    }));
});

describe('read markers and unread counts', () => {
  /** Messages from ben to ana, 3, 2 and 1 hours ago (as admin, so the times stay). */
  async function threeFromBen(t: Scenario, ana: string, ben: string) {
    await t.asAdmin();
    const rows = await t.query<{ created_at: string }>(
      `insert into chat_message (sender_uid, recipient_uid, message_type, message, created_at)
       select $1, $2, 'text', 'message ' || h, now() - make_interval(hours => h)
       from unnest(array[3, 2, 1]) h returning created_at::text`,
      [ben, ana],
    );
    return rows.map((r) => r.created_at);
  }

  const unread = async (t: Scenario) =>
    t.query<{ friend_uid: string; unread_count: number }>(
      'select friend_uid, unread_count from chat_unread_counts()',
    );

  it('counts messages after my marker, per friend, and only mine', () =>
    db.scenario(async (t) => {
      const { ana, ben } = await pair(t);
      const times = await threeFromBen(t, ana, ben);
      await t.asUser(ana);
      expect(await unread(t)).toEqual([{ friend_uid: ben, unread_count: 3 }]);
      await t.query('select mark_chat_read($1, $2::timestamptz)', [ben, times[1]]);
      expect(await unread(t)).toEqual([{ friend_uid: ben, unread_count: 1 }]);
      // Ben's own count is about what Ana sent him: nothing.
      await t.asUser(ben);
      expect(await unread(t)).toEqual([]);
      await t.asUser(ana);
      await t.query('select mark_chat_read($1)', [ben]);
      expect(await unread(t)).toEqual([]);
    }));

  it('a marker never moves back and never past now', () =>
    db.scenario(async (t) => {
      const { ana, ben } = await pair(t);
      const times = await threeFromBen(t, ana, ben);
      await t.asUser(ana);
      await t.query('select mark_chat_read($1, $2::timestamptz)', [ben, times[2]]);
      const [back] = await t.query<{ at: string }>(
        'select mark_chat_read($1, $2::timestamptz)::text as at',
        [ben, times[0]],
      );
      expect(back!.at).toBe(times[2]);
      expect(await unread(t)).toEqual([]);
      const [future] = await t.query<{ clamped: boolean }>(
        "select mark_chat_read($1, now() + interval '1 day') = now() as clamped",
        [ben],
      );
      expect(future!.clamped).toBe(true);
    }));

  it('messages from someone who is no longer a friend are not counted', () =>
    db.scenario(async (t) => {
      const { ana, ben } = await pair(t);
      await threeFromBen(t, ana, ben);
      await t.asUser(ana);
      await t.query(
        `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
         values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, 'remove')`,
        [ana, ben],
      );
      expect(await unread(t)).toEqual([]);
    }));

  it('markers are private, refused for myself, and closed to visitors', () =>
    db.scenario(async (t) => {
      const { ana, ben, stranger } = await pair(t);
      await t.asUser(ana);
      await t.query('select mark_chat_read($1)', [ben]);
      const self = await t.attempt('select mark_chat_read($1)', [ana]);
      expect(self.error?.message).toBe('Choose a friend whose messages to mark as read');
      await t.asUser(stranger);
      expect(await t.query('select * from chat_read_marker')).toEqual([]);
      const forged = await t.attempt(
        'insert into chat_read_marker (uid, friend_uid) values ($1, $2)',
        [ana, ben],
      );
      expect(forged.error?.code).toBe('42501');
      const moved = await t.attempt(
        "update chat_read_marker set read_at = now() - interval '9 days' where uid = $1 returning 1",
        [ana],
      );
      expect(moved.rows).toEqual([]);
      const removed = await t.attempt('delete from chat_read_marker returning 1');
      expect(removed.rows).toEqual([]);
      await t.asUser(ana);
      const own = await t.attempt('delete from chat_read_marker returning 1');
      expect(own.rows).toEqual([]);
      expect(await t.query('select friend_uid from chat_read_marker')).toEqual([
        { friend_uid: ben },
      ]);
      await t.asAnon();
      expect((await t.attempt('select chat_unread_counts()')).error?.code).toBe('42501');
      expect((await t.attempt('select mark_chat_read($1)', [ben])).error?.code).toBe('42501');
    }));
});

describe('public_profile_plus', () => {
  it('shows signed-in users the languages others know; not visitors; never writable', () =>
    db.scenario(async (t) => {
      const { ana, ben } = await pair(t);
      await t.asUser(ana);
      const rows = await t.query('select * from public_profile_plus where uid = $1', [ben]);
      expect(rows).toEqual([
        {
          uid: ben,
          username: 'ben',
          avatar_path: null,
          languages_known: [{ lang: 'eng', level: 'fluent' }],
        },
      ]);
      const write = await t.attempt(
        "update public_profile_plus set username = 'bentley' where uid = $1",
        [ben],
      );
      expect(write.error?.code).toBe('42501');
      await t.asAnon();
      expect((await t.attempt('select uid from public_profile_plus')).error?.code).toBe('42501');
    }));
});
