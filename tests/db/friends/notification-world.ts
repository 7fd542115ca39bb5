import { ensureLanguages } from '../helpers/fixtures.ts';
import type { Scenario } from '../helpers/test-db.ts';

// Two friends and a stranger, and what the database wrote for each: the notification tests'
// world (notifications.test.ts, notification-rules.test.ts).

export const befriend = async (t: Scenario, a: string, b: string) => {
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
export async function world(t: Scenario) {
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

export const kindsOf = async (t: Scenario, uid: string) => {
  await t.asUser(uid);
  const rows = await t.query<{ kind: string; actor_uid: string }>(
    'select kind, actor_uid from notification order by changed_at, kind',
  );
  return rows.map((r) => r.kind);
};

/** `from` invites `to` to a shared streak; returns its id. */
export const inviteToStreak = async (t: Scenario, from: string, to: string) => {
  await t.asUser(from);
  const [streak] = (await t.query<{ id: string }>('select id from invite_friend_streak($1)', [
    to,
  ])) as [{ id: string }];
  return streak.id;
};

/** Kinds of the user's notifications not read yet. */
export const unreadKindsOf = async (t: Scenario, uid: string) => {
  await t.asUser(uid);
  const rows = await t.query<{ kind: string }>(
    'select kind from notification where read_at is null order by kind',
  );
  return rows.map((row) => row.kind);
};

/** The broadcasts the database queued for one user's private channel, oldest first. */
export const broadcastsTo = async (t: Scenario, uid: string) => {
  await t.asAdmin();
  const rows = await t.query<{ event: string; private: boolean }>(
    "select event, private from realtime.messages where topic = $1 and extension = 'broadcast' order by event",
    [`user:${uid}`],
  );
  return rows;
};
