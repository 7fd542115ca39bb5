import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';

// PGlite is one session, so races need the PostgreSQL engine (DB_ENGINE=postgres).
const onPostgres = process.env.DB_ENGINE === 'postgres';

let db: TestDb;
let alice: string;
let bruno: string;
let phrase: string;
let today: string;

beforeAll(async () => {
  db = await openTestDb();
  if (!onPostgres) return;
  // Committed fixtures: other sessions must see them.
  await db.exec("insert into language (lang, name) values ('spa', 'Spanish'), ('eng', 'English')");
  const user = async (name: string) =>
    (
      await db.query<{ id: string }>(
        'insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id',
        [
          `${name}@example.test`,
          JSON.stringify({ username: name, languages_known: [{ lang: 'eng', level: 'fluent' }] }),
        ],
      )
    )[0]!.id;
  alice = await user('alice');
  bruno = await user('bruno');
  phrase = (
    await db.query<{ id: string }>(
      "with added as (insert into phrase (lang, text) values ('spa', 'Hola') returning id) insert into phrase_translation (phrase_id, lang, text) select id, 'eng', 'Hello' from added returning phrase_id as id",
    )
  )[0]!.id;
  today = (await db.query<{ d: string }>("select public.day_session_at('UTC')::text as d"))[0]!.d;
  await db.query("insert into user_deck (uid, lang) values ($1, 'spa')", [alice]);
  await db.query('insert into user_card (uid, phrase_id) values ($1, $2)', [alice, phrase]);
  await db.query(
    "insert into user_deck_review_state (uid, lang, day_session, manifest) values ($1, 'spa', $2, array[$3::uuid])",
    [alice, today, phrase],
  );
});
afterAll(async () => {
  await db?.close();
});

/** Runs `sql` as `uid` in two sessions at once, each in its own transaction. */
async function race(uid: string, calls: [string, unknown[]][]) {
  const sessions = await Promise.all(calls.map(() => db.openSession!()));
  try {
    return await Promise.all(
      calls.map(async ([sql, params], i) => {
        const s: Scenario = sessions[i]!;
        await s.exec('begin');
        await s.asUser(uid);
        const result = await s.attempt(sql, params);
        await s.exec('commit');
        return result;
      }),
    );
  } finally {
    await Promise.all(sessions.map((s) => s.close()));
  }
}

describe.runIf(onPostgres)('concurrent writes (PostgreSQL)', () => {
  it('two retries of one review racing each other store one row and both get it', async () => {
    const id = '00000000-0000-4000-8000-00000000c001';
    const call: [string, unknown[]] = [
      "select id, day_first_review from insert_user_card_review(3, $1, 'spa', $2, $3)",
      [phrase, today, id],
    ];
    const [a, b] = await race(alice, [call, call]);
    expect(a!.error).toBeNull();
    expect(b!.error).toBeNull();
    expect(a!.rows).toEqual(b!.rows);
    const rows = await db.query('select id from user_card_review where id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  it('two different reviews of one card on one day: exactly one schedules the card', async () => {
    await db.query('delete from user_card_review where uid = $1', [alice]);
    const call = (id: string): [string, unknown[]] => [
      "select id from insert_user_card_review(2, $1, 'spa', $2, $3)",
      [phrase, today, id],
    ];
    const results = await race(alice, [
      call('00000000-0000-4000-8000-00000000c002'),
      call('00000000-0000-4000-8000-00000000c003'),
    ]);
    expect(results.map((r) => r.error)).toEqual([null, null]);
    const rows = await db.query<{ day_first_review: boolean }>(
      'select day_first_review from user_card_review where uid = $1 order by day_first_review',
      [alice],
    );
    expect(rows.map((r) => r.day_first_review)).toEqual([false, true]);
  });

  it('two people inviting each other at once become friends, not two pending invites', async () => {
    const invite = (by: string, other: string): [string, unknown[]] => [
      `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
       values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, 'invite') returning action_type`,
      [by, other],
    ];
    const sessions = await Promise.all([db.openSession!(), db.openSession!()]);
    try {
      const turns: { session: Scenario; uid: string; call: [string, unknown[]] }[] = [
        { session: sessions[0]!, uid: alice, call: invite(alice, bruno) },
        { session: sessions[1]!, uid: bruno, call: invite(bruno, alice) },
      ];
      const results = await Promise.all(
        turns.map(async ({ session, uid, call: [sql, params] }) => {
          await session.exec('begin');
          await session.asUser(uid);
          const r = await session.attempt(sql, params);
          await session.exec('commit');
          return r;
        }),
      );
      expect(results.flatMap((r) => r.rows.map((x) => x.action_type)).sort()).toEqual([
        'accept',
        'invite',
      ]);
    } finally {
      await Promise.all(sessions.map((s) => s.close()));
    }
  });
});
