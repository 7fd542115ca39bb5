import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';
import { befriend } from '../helpers/fixtures.ts';
import { learner } from './progress-world.ts';
import { answer, as, end, invite, streaksOf, type StreakRow } from './friend-streak-calls.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('inviting a friend to a shared streak', () => {
  it('only a friend, never oneself, once per pair; the friend accepts', async () => {
    await db.scenario(async (t) => {
      const { uid: me } = await learner(t);
      const { uid: friend } = await learner(t);
      const { uid: stranger } = await learner(t);
      await befriend(t, me, friend);

      expect((await invite(t, me, stranger)).error?.message).toBe(
        'You can only share a streak with a friend',
      );
      expect((await invite(t, me, me)).error?.message).toBe(
        'You cannot share a streak with yourself',
      );
      const { rows, error } = await invite(t, me, friend);
      expect(error).toBeNull();
      const streak = rows[0]!;
      expect(streak).toMatchObject({ status: 'invited', invited_by: me });
      expect((await invite(t, me, friend)).error?.message).toBe(
        'You already share a streak with this friend',
      );
      expect((await invite(t, friend, me)).error?.message).toBe(
        'You already share a streak with this friend',
      );

      // Only the invited friend answers; others do not even find it.
      expect((await answer(t, me, streak.id, true)).error).toMatchObject({
        code: '42501',
        message: 'Only the friend you invited can answer this invitation',
      });
      expect((await answer(t, stranger, streak.id, true)).error).toMatchObject({
        code: 'P0002',
        message: 'This shared streak was not found',
      });
      const sharedStreaks = async (uid: string) =>
        (await as<{ shared_streaks: number }>(t, uid, 'select * from study_streak()')).rows[0]
          ?.shared_streaks;
      expect(await sharedStreaks(friend)).toBe(0);
      expect((await answer(t, friend, streak.id, true)).rows[0]).toMatchObject({
        status: 'active',
      });
      // Running streaks only, for both members and nobody else.
      expect([await sharedStreaks(me), await sharedStreaks(friend)]).toEqual([1, 1]);
      expect(await sharedStreaks(stranger)).toBe(0);
      expect((await answer(t, friend, streak.id, false)).error?.message).toBe(
        'This streak invitation is no longer open',
      );
      expect((await invite(t, me, friend)).error?.message).toBe(
        'You already share a streak with this friend',
      );

      // Either member ends it, once.
      expect((await end(t, stranger, streak.id)).error?.code).toBe('P0002');
      expect((await end(t, friend, streak.id)).rows[0]).toMatchObject({
        status: 'ended',
        ended_by: friend,
      });
      expect((await end(t, me, streak.id)).error?.message).toBe(
        'This shared streak has already ended',
      );
      expect(await sharedStreaks(me)).toBe(0);
    });
  });

  it('one invitation a day to the same friend, declined or ended ones included', async () => {
    await db.scenario(async (t) => {
      const { uid: me } = await learner(t);
      const { uid: friend } = await learner(t);
      await befriend(t, me, friend);
      const first = (await invite(t, me, friend)).rows[0]!;
      expect((await answer(t, friend, first.id, false)).rows[0]).toMatchObject({
        status: 'declined',
        ended_by: friend,
      });
      const spam = 'You invited this friend to a streak recently; try again tomorrow';
      expect((await invite(t, me, friend)).error?.message).toBe(spam);
      // The friend may still invite back.
      const back = (await invite(t, friend, me)).rows[0]!;
      expect((await end(t, friend, back.id)).rows[0]).toMatchObject({ status: 'ended' });
      expect((await invite(t, friend, me)).error?.message).toBe(spam);
      // A day later it is allowed again.
      await t.query(
        "update friend_streak set created_at = created_at - interval '24 hours 1 minute' where id = $1",
        [first.id],
      );
      expect((await invite(t, me, friend)).rows[0]).toMatchObject({ status: 'invited' });
    });
  });

  it('at most 5 open streaks per learner, on either side', async () => {
    await db.scenario(async (t) => {
      const { uid: me } = await learner(t);
      const friends: string[] = [];
      for (let i = 0; i < 6; i++) {
        const { uid } = await learner(t);
        await befriend(t, me, uid);
        friends.push(uid);
      }
      for (const friend of friends.slice(0, 5))
        expect((await invite(t, me, friend)).error).toBeNull();
      const limit = 'You can share at most 5 streaks';
      expect((await invite(t, me, friends[5]!)).error?.message).toBe(limit);
      // Nor may the sixth friend invite me.
      expect((await invite(t, friends[5]!, me)).error?.message).toBe(limit);
      // Ending one frees a place.
      const [open] = await t.query<{ id: string }>(
        'select id from friend_streak where invited_by = $1 order by created_at limit 1',
        [me],
      );
      await end(t, me, open!.id);
      expect((await invite(t, friends[5]!, me)).error).toBeNull();
    });
  });

  it('the one who invited cancels an invitation not yet answered, and only that', async () => {
    await db.scenario(async (t) => {
      const { uid: me } = await learner(t);
      const { uid: friend } = await learner(t);
      await befriend(t, me, friend);
      const cancel = (by: string, id: string) =>
        as<StreakRow>(t, by, 'select * from cancel_friend_streak($1)', [id]);

      const first = (await invite(t, me, friend)).rows[0]!;
      expect((await cancel(friend, first.id)).error?.message).toBe(
        'Only the one who invited can cancel this invitation',
      );
      expect((await cancel(me, first.id)).rows[0]).toMatchObject({
        status: 'ended',
        ended_by: me,
      });
      expect((await cancel(me, first.id)).error?.message).toBe(
        'This streak invitation is no longer open',
      );
      // A page that has not heard the friend accept yet cannot end the streak they started.
      await t.query("update friend_streak set created_at = created_at - interval '2 days'");
      const second = (await invite(t, me, friend)).rows[0]!;
      await answer(t, friend, second.id, true);
      expect((await cancel(me, second.id)).error?.message).toBe(
        'This streak invitation is no longer open',
      );
      expect((await streaksOf(t, me)).map((streak) => streak.status)).toEqual(['active']);
    });
  });

  it('ending the friendship ends the streak; a former friend cannot be invited or accept', async () => {
    await db.scenario(async (t) => {
      const { uid: me } = await learner(t);
      const { uid: friend } = await learner(t);
      const { uid: other } = await learner(t);
      await befriend(t, me, friend);
      await befriend(t, me, other);
      const active = (await invite(t, me, friend)).rows[0]!;
      await answer(t, friend, active.id, true);
      const pending = (await invite(t, other, me)).rows[0]!;

      const unfriend = (by: string, to: string) =>
        t.query(
          `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
           values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, 'remove')`,
          [by, to],
        );
      await t.asAdmin();
      await unfriend(friend, me);
      await unfriend(me, other);
      const rows = await t.query<StreakRow>('select id, status, ended_by from friend_streak');
      expect(rows).toHaveLength(2);
      expect(rows).toContainEqual({ id: active.id, status: 'ended', ended_by: friend });
      expect(rows).toContainEqual({ id: pending.id, status: 'ended', ended_by: me });
      expect((await answer(t, me, pending.id, true)).error?.message).toBe(
        'This streak invitation is no longer open',
      );
      await t.query("update friend_streak set created_at = created_at - interval '2 days'");
      expect((await invite(t, me, friend)).error?.message).toBe(
        'You can only share a streak with a friend',
      );
    });
  });

  it('a streak is read by its two members only and written only through the RPCs', async () => {
    await db.scenario(async (t) => {
      const { uid: me } = await learner(t);
      const { uid: friend } = await learner(t);
      const { uid: stranger } = await learner(t);
      await befriend(t, me, friend);
      const streak = (await invite(t, me, friend)).rows[0]!;
      for (const member of [me, friend]) {
        expect((await as(t, member, 'select id from friend_streak')).rows).toEqual([
          { id: streak.id },
        ]);
        expect(await streaksOf(t, member)).toHaveLength(1);
      }
      expect((await as(t, stranger, 'select id from friend_streak')).rows).toEqual([]);
      expect(await streaksOf(t, stranger)).toEqual([]);
      expect(
        (await as(t, me, "update friend_streak set status = 'active' returning id")).error?.code,
      ).toBe('42501');
      expect(
        (
          await as(
            t,
            me,
            'insert into friend_streak (uid_less, uid_more, invited_by) values ($1, $2, $1)',
            [me < stranger ? me : stranger, me < stranger ? stranger : me],
          )
        ).error?.code,
      ).toBe('42501');
    });
  });
});

describe("a shared streak's changes, live", () => {
  it('each is broadcast to both members, muted or not, and to nobody else', async () => {
    await db.scenario(async (t) => {
      const { uid: me } = await learner(t);
      const { uid: friend } = await learner(t);
      const { uid: stranger } = await learner(t);
      await befriend(t, me, friend);
      await as(t, me, "insert into notification_mute (type) values ('streaks')");
      // One transaction shares its time: the statuses broadcast, as a set.
      const streakEvents = async (uid: string) =>
        (
          await t.query<{ status: string }>(
            "select payload ->> 'status' as status from realtime.messages where topic = $1 and event = 'friend_streak' and private order by 1",
            [`user:${uid}`],
          )
        ).map((row) => row.status);

      const first = (await invite(t, me, friend)).rows[0]!;
      await answer(t, friend, first.id, true);
      await end(t, friend, first.id);
      const expected = ['active', 'ended', 'invited'];
      expect(await streakEvents(me)).toEqual(expected);
      expect(await streakEvents(friend)).toEqual(expected);
      expect(await streakEvents(stranger)).toEqual([]);
    });
  });
});
