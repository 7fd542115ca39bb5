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

type Action = 'invite' | 'accept' | 'decline' | 'cancel' | 'remove';

async function act(t: Scenario, by: string, other: string, action: Action) {
  await t.asUser(by);
  return t.attempt(
    `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
     values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, $3) returning action_type`,
    [by, other, action],
  );
}

async function summary(t: Scenario, a: string) {
  await t.asUser(a);
  return t.query<{ status: string; most_recent_action_type: string; most_recent_uid_by: string }>(
    'select status, most_recent_action_type, most_recent_uid_by from friend_summary',
  );
}

/** Each case: a history that must succeed, then one action by "a" or "b" and its outcome. */
const cases: {
  name: string;
  history: [by: 'a' | 'b', Action][];
  next: [by: 'a' | 'b', Action];
  ok: boolean | string;
}[] = [
  { name: 'invite a stranger', history: [], next: ['a', 'invite'], ok: true },
  {
    name: 'accept with no invite',
    history: [],
    next: ['a', 'accept'],
    ok: 'There is no pending invitation from this person to accept',
  },
  {
    name: 'decline with no invite',
    history: [],
    next: ['b', 'decline'],
    ok: 'There is no pending invitation from this person to decline',
  },
  {
    name: 'cancel with no invite',
    history: [],
    next: ['a', 'cancel'],
    ok: 'There is no pending invitation of yours to cancel',
  },
  {
    name: 'remove a stranger',
    history: [],
    next: ['a', 'remove'],
    ok: 'You can only remove someone who is your friend',
  },
  {
    name: 'invite twice',
    history: [['a', 'invite']],
    next: ['a', 'invite'],
    ok: 'You have already invited this person; wait for their answer',
  },
  { name: 'accept an invite', history: [['a', 'invite']], next: ['b', 'accept'], ok: true },
  {
    name: 'accept my own invite',
    history: [['a', 'invite']],
    next: ['a', 'accept'],
    ok: 'There is no pending invitation from this person to accept',
  },
  { name: 'decline an invite', history: [['a', 'invite']], next: ['b', 'decline'], ok: true },
  {
    name: 'decline my own invite',
    history: [['a', 'invite']],
    next: ['a', 'decline'],
    ok: 'There is no pending invitation from this person to decline',
  },
  { name: 'cancel my invite', history: [['a', 'invite']], next: ['a', 'cancel'], ok: true },
  {
    name: "cancel the other's invite",
    history: [['a', 'invite']],
    next: ['b', 'cancel'],
    ok: 'There is no pending invitation of yours to cancel',
  },
  {
    name: 'remove while pending',
    history: [['a', 'invite']],
    next: ['b', 'remove'],
    ok: 'You can only remove someone who is your friend',
  },
  {
    name: 'invite friends',
    history: [
      ['a', 'invite'],
      ['b', 'accept'],
    ],
    next: ['b', 'invite'],
    ok: 'You are already friends',
  },
  {
    name: 'accept again',
    history: [
      ['a', 'invite'],
      ['b', 'accept'],
    ],
    next: ['b', 'accept'],
    ok: 'There is no pending invitation from this person to accept',
  },
  {
    name: 'decline a friend',
    history: [
      ['a', 'invite'],
      ['b', 'accept'],
    ],
    next: ['b', 'decline'],
    ok: 'There is no pending invitation from this person to decline',
  },
  {
    name: 'cancel a friendship',
    history: [
      ['a', 'invite'],
      ['b', 'accept'],
    ],
    next: ['a', 'cancel'],
    ok: 'There is no pending invitation of yours to cancel',
  },
  {
    name: 'remove a friend',
    history: [
      ['a', 'invite'],
      ['b', 'accept'],
    ],
    next: ['b', 'remove'],
    ok: true,
  },
  {
    name: 'invite again after remove',
    history: [
      ['a', 'invite'],
      ['b', 'accept'],
      ['a', 'remove'],
    ],
    next: ['b', 'invite'],
    ok: true,
  },
  {
    name: 'remove twice',
    history: [
      ['a', 'invite'],
      ['b', 'accept'],
      ['a', 'remove'],
    ],
    next: ['a', 'remove'],
    ok: 'You can only remove someone who is your friend',
  },
  {
    name: 'invite again after decline',
    history: [
      ['a', 'invite'],
      ['b', 'decline'],
    ],
    next: ['a', 'invite'],
    ok: true,
  },
  {
    name: 'accept after decline',
    history: [
      ['a', 'invite'],
      ['b', 'decline'],
    ],
    next: ['b', 'accept'],
    ok: 'There is no pending invitation from this person to accept',
  },
  {
    name: 'invite again after cancel',
    history: [
      ['a', 'invite'],
      ['a', 'cancel'],
    ],
    next: ['a', 'invite'],
    ok: true,
  },
  {
    name: 'accept after cancel',
    history: [
      ['a', 'invite'],
      ['a', 'cancel'],
    ],
    next: ['b', 'accept'],
    ok: 'There is no pending invitation from this person to accept',
  },
];

describe('friend transitions', () => {
  for (const c of cases) {
    it(`${c.name}: ${c.ok === true ? 'allowed' : 'refused'}`, async () => {
      await db.scenario(async (t) => {
        await t.asAdmin();
        await ensureLanguages(t);
        const ids = { a: await t.createUser('alice'), b: await t.createUser('bruno') };
        const other = (x: 'a' | 'b') => (x === 'a' ? ids.b : ids.a);
        for (const [by, action] of c.history) {
          const { error } = await act(t, ids[by], other(by), action);
          expect(error).toBeNull();
        }
        const { error } = await act(t, ids[c.next[0]], other(c.next[0]), c.next[1]);
        if (c.ok === true) expect(error).toBeNull();
        else expect(error?.message).toBe(c.ok);
      });
    });
  }

  it('an invite to someone who already invited me becomes an accept', async () => {
    await db.scenario(async (t) => {
      await t.asAdmin();
      const a = await t.createUser('alice');
      const b = await t.createUser('bruno');
      await act(t, a, b, 'invite');
      const { rows } = await act(t, b, a, 'invite');
      expect(rows).toEqual([{ action_type: 'accept' }]);
      expect(await summary(t, a)).toEqual([
        { status: 'friends', most_recent_action_type: 'accept', most_recent_uid_by: b },
      ]);
    });
  });

  it('an invite repeated after declines and cancels is refused the fourth time in a day', async () => {
    await db.scenario(async (t) => {
      await t.asAdmin();
      const a = await t.createUser('alice');
      const b = await t.createUser('bruno');
      const c = await t.createUser('chen');
      for (const undo of ['cancel', 'decline', 'cancel'] as const) {
        expect((await act(t, a, b, 'invite')).error).toBeNull();
        const undone = undo === 'cancel' ? act(t, a, b, 'cancel') : act(t, b, a, 'decline');
        expect((await undone).error).toBeNull();
      }
      const fourth = await act(t, a, b, 'invite');
      expect(fourth.error).toMatchObject({
        code: 'PT429',
        message: 'You have invited this person 3 times today; try again tomorrow',
      });
      // Others are unaffected: b may still invite a, and a may invite someone else.
      expect((await act(t, a, c, 'invite')).error).toBeNull();
      expect((await act(t, b, a, 'invite')).error).toBeNull();
    });
  });

  it('friend_summary shows pending and friends pairs, hides unconnected ones', async () => {
    await db.scenario(async (t) => {
      await t.asAdmin();
      const a = await t.createUser('alice');
      const b = await t.createUser('bruno');
      const c = await t.createUser('chen');
      await act(t, a, b, 'invite');
      expect(await summary(t, b)).toEqual([
        { status: 'pending', most_recent_action_type: 'invite', most_recent_uid_by: a },
      ]);
      await act(t, a, c, 'invite');
      await act(t, c, a, 'decline');
      expect(await summary(t, c)).toEqual([]);
      await act(t, b, a, 'accept');
      await act(t, a, b, 'remove');
      expect(await summary(t, a)).toEqual([]);
    });
  });

  it("nobody acts in someone else's name or for a pair they are not in", async () => {
    await db.scenario(async (t) => {
      await t.asAdmin();
      const a = await t.createUser('alice');
      const b = await t.createUser('bruno');
      const c = await t.createUser('chen');
      await t.asUser(c);
      const spoof = await t.attempt(
        "insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, 'invite')",
        [a, b],
      );
      expect(spoof.error?.message).toMatch(/row-level security/);
      const unsorted = await t.attempt(
        "insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type) values (greatest($1::uuid, $2::uuid), least($1::uuid, $2::uuid), $1, $2, 'invite')",
        [c, a],
      );
      expect(unsorted.error?.constraint).toBe('friend_pair_is_sorted');
      const self = await t.attempt(
        "insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $1, 'invite')",
        [c, a],
      );
      expect(self.error?.constraint).toBe('friend_action_between_the_pair');
    });
  });
});

describe('chat only between friends', () => {
  it('allows messages while friends and refuses them before and after', async () => {
    await db.scenario(async (t) => {
      await t.asAdmin();
      await ensureLanguages(t);
      const a = await t.createUser('alice');
      const b = await t.createUser('bruno');
      const [{ id: phrase }] = (await t.query<{ id: string }>(
        "insert into phrase (lang, text, added_by) values ('spa', 'Hola', $1) returning id",
        [a],
      )) as [{ id: string }];
      const send = async () => {
        await t.asUser(a);
        return t.attempt(
          "insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id) values ($1, $2, 'recommendation', 'spa', $3) returning id",
          [a, b, phrase],
        );
      };
      expect((await send()).error?.message).toMatch(/row-level security/);
      await act(t, a, b, 'invite');
      expect((await send()).error?.message).toMatch(/row-level security/);
      await act(t, b, a, 'accept');
      expect((await send()).error).toBeNull();
      await act(t, b, a, 'remove');
      expect((await send()).error?.message).toMatch(/row-level security/);
    });
  });
});
