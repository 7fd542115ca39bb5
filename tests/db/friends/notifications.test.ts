import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';
import { world, kindsOf, inviteToStreak, unreadKindsOf } from './notification-world.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

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
      // Not the world's "Buenos días": the library holds a phrase once.
      await t.query(
        "select fulfill_phrase_request($1, 'Buenos días, Ana', 'eng', 'Good morning')",
        [req.id],
      );
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
});
