import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';
import { world, kindsOf, broadcastsTo } from './notification-world.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

// Who may write, read and hear notifications, and muting.
describe('notification rules', () => {
  it('a muted type is not written; unmuted, it is again', () =>
    db.scenario(async (t) => {
      const { ana, ben, phrase } = await world(t);
      await t.asUser(ana);
      await t.query("insert into notification_mute (type) values ('recommendations')");
      const recommend = async () => {
        await t.asUser(ben);
        await t.query(
          `insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id)
           values ($1, $2, 'recommendation', 'spa', $3)`,
          [ben, ana, phrase],
        );
      };
      await recommend();
      expect(await kindsOf(t, ana)).toEqual(['friend_accepted']);
      await t.asUser(ana);
      await t.query("delete from notification_mute where type = 'recommendations'");
      await recommend();
      expect(await kindsOf(t, ana)).toEqual(['friend_accepted', 'recommendation_received']);
      await t.asUser(ben);
      expect(
        (await t.attempt("insert into notification_mute (uid, type) values ($1, 'friends')", [ana]))
          .error?.message,
      ).toMatch(/row-level security/);
      expect(
        (await t.attempt("insert into notification_mute (type) values ('weather')")).error
          ?.constraint,
      ).toBe('notification_mute_type_is_known');
    }));

  it('a client cannot write a notification, for itself or anyone', () =>
    db.scenario(async (t) => {
      const { ana, ben } = await world(t);
      await t.asUser(ben);
      for (const uid of [ana, ben]) {
        const { error } = await t.attempt(
          "insert into notification (uid, kind, actor_uid) values ($1, 'friend_accepted', $2)",
          [uid, ben],
        );
        expect(error?.message).toBe(
          'Notifications are written by Phrasebook when something happens, not by clients',
        );
      }
      expect((await t.attempt('delete from notification')).error?.code).toBe('42501');
      await t.asUser(ana);
      expect(await kindsOf(t, ana)).toEqual(['friend_accepted']);
      await t.asAnon();
      expect((await t.attempt('select * from notification')).error?.code).toBe('42501');
    }));

  it('a user reads and marks only their own; read is server time and cannot be undone or edited', () =>
    db.scenario(async (t) => {
      const { ana, ben, stranger } = await world(t);
      await t.asUser(stranger);
      expect(await t.query('select * from notification')).toEqual([]);
      expect(await t.query('select mark_notifications_read()')).toEqual([
        { mark_notifications_read: 0 },
      ]);
      // Something unread for ben, whose invitation from ana was read as he accepted it.
      await t.query(
        `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
         values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, 'invite')`,
        [stranger, ben],
      );
      await t.asUser(ana);
      expect(
        await t.query("update notification set read_at = '2000-01-01' returning id"),
      ).toHaveLength(1);
      const [{ read_at: readAt }] = (await t.query<{ read_at: Date }>(
        'select read_at from notification',
      )) as [{ read_at: Date }];
      expect(new Date(readAt).getUTCFullYear()).toBeGreaterThan(2000);
      expect((await t.attempt('update notification set read_at = null')).error?.message).toBe(
        'A notification that was read cannot be marked unread',
      );
      expect((await t.attempt("update notification set kind = 'friend_invited'")).error?.code).toBe(
        '42501',
      );
      expect((await t.attempt('update notification set uid = $1', [ben])).error?.code).toBe(
        '42501',
      );
      await t.asUser(ben);
      expect(await t.query('select mark_notifications_read(array[gen_random_uuid()])')).toEqual([
        { mark_notifications_read: 0 },
      ]);
      expect(await t.query('select mark_notifications_read()')).toEqual([
        { mark_notifications_read: 1 },
      ]);
      expect(
        await t.query('select count(*)::int as n from notification where read_at is null'),
      ).toEqual([{ n: 0 }]);
    }));

  it('each event and notification is broadcast to the private channels of the people it concerns', () =>
    db.scenario(async (t) => {
      const { ana, ben, stranger } = await world(t);
      await t.asUser(ana);
      await t.query(
        "insert into chat_message (sender_uid, recipient_uid, message_type, message) values ($1, $2, 'text', 'Hola')",
        [ana, ben],
      );
      await t.asUser(ben);
      await t.query('select mark_chat_read($1)', [ana]);
      await t.query('select mark_notifications_read()');
      const events = (rows: { event: string; private: boolean }[]) => {
        expect(rows.every((r) => r.private)).toBe(true);
        // Ids are random and one transaction shares its time: compare the events as a set.
        return rows.map((r) => r.event).sort();
      };
      // ben: the invitation (its action and notification), the acceptance, the message, his
      // read marker, and his notification again when he marked it read.
      expect(events(await broadcastsTo(t, ben))).toEqual([
        'chat_message',
        'chat_read',
        'friend_action',
        'friend_action',
        'notification',
        'notification',
      ]);
      expect(events(await broadcastsTo(t, ana))).toEqual([
        'chat_message',
        'friend_action',
        'friend_action',
        'notification',
      ]);
      expect(await broadcastsTo(t, stranger)).toEqual([]);
    }));

  it("only the channel's own user may read its broadcasts", () =>
    db.scenario(async (t) => {
      const { ana, ben } = await world(t);
      const readable = async (uid: string, topic: string) => {
        await t.asUser(uid);
        await t.query("select set_config('realtime.topic', $1, true)", [topic]);
        const rows = await t.query(
          "select count(*)::int as n from realtime.messages where extension = 'broadcast' and topic = realtime.topic()",
        );
        return rows[0]?.n;
      };
      expect(await readable(ana, `user:${ana}`)).toBeGreaterThan(0);
      expect(await readable(ben, `user:${ana}`)).toBe(0);
    }));
});
