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

const befriend = async (t: Scenario, a: string, b: string) => {
  for (const [by, action] of [
    [a, 'invite'],
    [b, 'accept'],
  ] as const) {
    await t.asUser(by);
    await t.query(
      `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
       values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $3, $4, $5)`,
      [a, b, by, by === a ? b : a, action],
    );
  }
};

/** Ana and ben are friends; a stranger is no one's. Leaves the scenario as admin. */
async function world(t: Scenario) {
  await t.asAdmin();
  await ensureLanguages(t);
  const ana = await t.createUser('ana');
  const ben = await t.createUser('ben');
  const stranger = await t.createUser('stranger');
  await befriend(t, ana, ben);
  await t.asAdmin();
  const [{ id: phrase }] = (await t.query<{ id: string }>(
    "insert into phrase (lang, text, added_by) values ('spa', 'Buenos días', $1) returning id",
    [ben],
  )) as [{ id: string }];
  return { ana, ben, stranger, phrase };
}

const kindsOf = async (t: Scenario, uid: string) => {
  await t.asUser(uid);
  const rows = await t.query<{ kind: string; actor_uid: string }>(
    'select kind, actor_uid from notification order by changed_at, kind',
  );
  return rows.map((r) => r.kind);
};

/** `from` invites `to` to a shared streak; returns its id. */
const inviteToStreak = async (t: Scenario, from: string, to: string) => {
  await t.asUser(from);
  const [streak] = (await t.query<{ id: string }>('select id from invite_friend_streak($1)', [
    to,
  ])) as [{ id: string }];
  return streak.id;
};

/** Kinds of the user's notifications not read yet. */
const unreadKindsOf = async (t: Scenario, uid: string) => {
  await t.asUser(uid);
  const rows = await t.query<{ kind: string }>(
    'select kind from notification where read_at is null order by kind',
  );
  return rows.map((row) => row.kind);
};

/** The broadcasts the database queued for one user's private channel, oldest first. */
const broadcastsTo = async (t: Scenario, uid: string) => {
  await t.asAdmin();
  const rows = await t.query<{ event: string; private: boolean }>(
    "select event, private from realtime.messages where topic = $1 and extension = 'broadcast' order by event",
    [`user:${uid}`],
  );
  return rows;
};

describe('notifications', () => {
  it('an invitation and its acceptance notify the other person, never the actor', () =>
    db.scenario(async (t) => {
      const { ana, ben } = await world(t);
      expect(await kindsOf(t, ben)).toEqual(['friend_invited']);
      expect(await kindsOf(t, ana)).toEqual(['friend_accepted']);
      await t.asUser(ben);
      const [row] = await t.query<{ actor_uid: string }>('select actor_uid from notification');
      expect(row).toEqual({ actor_uid: ana });
      // Ben answered it by accepting: it asks nothing more of him.
      expect(await unreadKindsOf(t, ben)).toEqual([]);
      expect(await unreadKindsOf(t, ana)).toEqual(['friend_accepted']);
    }));

  it("a notification carries its event's time, so events written with their own time read right", () =>
    db.scenario(async (t) => {
      const { ana, stranger } = await world(t);
      await t.asAdmin();
      await t.query(
        `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type, created_at)
         values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, 'invite', '2026-11-20T09:30:00Z')`,
        [stranger, ana],
      );
      await t.asUser(ana);
      const rows = await t.query<{ at: string }>(
        "select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at from notification where kind = 'friend_invited'",
      );
      expect(rows).toEqual([{ at: '2026-11-20 09:30' }]);
    }));

  it('recommendations, their acceptance, requests to record and recordings notify their recipient', () =>
    db.scenario(async (t) => {
      const { ana, ben, phrase } = await world(t);
      await t.asUser(ben);
      const [rec] = (await t.query<{ id: string }>(
        `insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id)
         values ($1, $2, 'recommendation', 'spa', $3) returning id`,
        [ben, ana, phrase],
      )) as [{ id: string }];
      await t.asUser(ana);
      await t.query('select accept_recommendation($1)', [rec.id]);
      await t.query(
        `insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id)
         values ($1, $2, 'recording_request', 'spa', $3)`,
        [ana, ben, phrase],
      );
      expect(await kindsOf(t, ana)).toEqual(['friend_accepted', 'recommendation_received']);
      expect(await kindsOf(t, ben)).toEqual([
        'friend_invited',
        'recommendation_accepted',
        'recording_asked',
      ]);
      await t.asUser(ana);
      const [received] = await t.query(
        "select lang, phrase_id, message_id from notification where kind = 'recommendation_received'",
      );
      expect(received).toEqual({ lang: 'spa', phrase_id: phrase, message_id: rec.id });
    }));

  it('an answer to my card request notifies me', () =>
    db.scenario(async (t) => {
      const { ana, ben } = await world(t);
      await t.asUser(ana);
      const [req] = (await t.query<{ id: string }>(
        "insert into phrase_request (requester_uid, lang, prompt) values ($1, 'spa', 'How do I say good morning?') returning id",
        [ana],
      )) as [{ id: string }];
      await t.asUser(ben);
      await t.query("select fulfill_phrase_request($1, 'Buenos días', 'eng', 'Good morning')", [
        req.id,
      ]);
      await t.asUser(ana);
      const rows = await t.query(
        "select actor_uid, request_id, lang from notification where kind = 'request_answered'",
      );
      expect(rows).toEqual([{ actor_uid: ben, request_id: req.id, lang: 'spa' }]);
    }));

  it('shared streaks: invited, accepted, ended each notify the other member', () =>
    db.scenario(async (t) => {
      const { ana, ben } = await world(t);
      const streak = await inviteToStreak(t, ana, ben);
      await t.asUser(ben);
      await t.query('select answer_friend_streak($1, true)', [streak]);
      await t.query('select end_friend_streak($1)', [streak]);
      expect(await kindsOf(t, ben)).toEqual(['friend_invited', 'streak_invited']);
      expect(await kindsOf(t, ana)).toEqual(['friend_accepted', 'streak_accepted', 'streak_ended']);
    }));

  it("an invitation its sender cancels notifies no one, and the friend's is marked read", () =>
    db.scenario(async (t) => {
      const { ana, ben } = await world(t);
      const streak = await inviteToStreak(t, ana, ben);
      await t.query('select cancel_friend_streak($1)', [streak]);
      expect(await kindsOf(t, ana)).toEqual(['friend_accepted']);
      expect(await kindsOf(t, ben)).toEqual(['friend_invited', 'streak_invited']);
      expect(await unreadKindsOf(t, ben)).toEqual([]);
      // Declining is the invitee's way out; an invitee who ends one still tells the sender.
      await t.asAdmin();
      await t.query(
        "update friend_streak set created_at = created_at - interval '2 days' where id = $1",
        [streak],
      );
      const again = await inviteToStreak(t, ana, ben);
      await t.asUser(ben);
      await t.query('select end_friend_streak($1)', [again]);
      expect(await kindsOf(t, ana)).toEqual(['friend_accepted', 'streak_ended']);
    }));

  it('an invitation whose sender ends the friendship notifies no one of the streak', () =>
    db.scenario(async (t) => {
      const { ana, ben } = await world(t);
      await inviteToStreak(t, ana, ben);
      await t.query(
        `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
         values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, 'remove')`,
        [ana, ben],
      );
      expect(await kindsOf(t, ben)).toEqual(['friend_invited', 'streak_invited']);
      expect(await unreadKindsOf(t, ben)).toEqual([]);
    }));

  it('a friend request its sender cancels is marked read for the one invited', () =>
    db.scenario(async (t) => {
      const { ana, stranger } = await world(t);
      for (const action of ['invite', 'cancel'] as const) {
        await t.asUser(ana);
        await t.query(
          `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
           values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, $3)`,
          [ana, stranger, action],
        );
      }
      expect(await kindsOf(t, stranger)).toEqual(['friend_invited']);
      expect(await unreadKindsOf(t, stranger)).toEqual([]);
      // Ben's acceptance, from the world: the cancel itself tells no one.
      expect(await kindsOf(t, ana)).toEqual(['friend_accepted']);
    }));

  it("answering an invitation marks that pair's invitations read for the one who answered", () =>
    db.scenario(async (t) => {
      const { ana, ben, stranger } = await world(t);
      const act = async (by: string, to: string, action: string) => {
        await t.asUser(by);
        await t.query(
          `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
           values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, $3)`,
          [by, to, action],
        );
      };
      // An old invitation, declined, and a new one, accepted: neither is left unread.
      await act(stranger, ana, 'invite');
      await act(ana, stranger, 'decline');
      expect(await unreadKindsOf(t, ana)).toEqual(['friend_accepted']);
      await t.asAdmin();
      await t.query('update notification set read_at = null where uid = $1', [ana]);
      await act(stranger, ana, 'invite');
      expect(await unreadKindsOf(t, ana)).toEqual([
        'friend_accepted',
        'friend_invited',
        'friend_invited',
      ]);
      await act(stranger, ben, 'invite');
      await act(ana, stranger, 'accept');
      expect(await unreadKindsOf(t, ana)).toEqual(['friend_accepted']);
      // The acceptance is news to the inviter; the stranger's invitation to ben, unanswered,
      // still waits for him.
      expect(await unreadKindsOf(t, stranger)).toEqual(['friend_accepted']);
      expect(await unreadKindsOf(t, ben)).toEqual(['friend_invited']);
    }));

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
