import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../helpers/fixtures.ts';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';

const personas = ['anon', 'stranger', 'friend', 'owner'] as const;
type Persona = (typeof personas)[number];
type Op = 'select' | 'insert' | 'update' | 'delete';

interface Extra {
  phrase2: string;
}

/**
 * For each table and view, one statement per operation aimed at the owner's data (inserts
 * are rows in the owner's name). A persona is "allowed" when the statement succeeds and
 * touches at least one row; refusals are errors or zero rows. `allowed` lists who may.
 */
interface Row {
  table: string;
  sql: Partial<Record<Op, (w: World, x: Extra) => [string, unknown[]]>>;
  allowed: Record<Op, readonly Persona[]>;
}

const everyone = personas;
const signedIn = ['stranger', 'friend', 'owner'] as const;
const pair = ['friend', 'owner'] as const;
const ownerOnly = ['owner'] as const;
const nobody = [] as const;

const matrix: Row[] = [
  {
    table: 'language',
    sql: {
      select: () => ["select 1 from language where lang = 'spa'", []],
      insert: () => ["insert into language (lang, name) values ('zzz', 'Zed') returning 1", []],
      update: () => ["update language set name = name where lang = 'spa' returning 1", []],
      delete: () => ["delete from language where lang = 'zzz' or lang = 'spa' returning 1", []],
    },
    allowed: { select: everyone, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'user_profile',
    sql: {
      select: (w) => ['select 1 from user_profile where uid = $1', [w.owner]],
      update: (w) => [
        "update user_profile set avatar_path = 'x.png' where uid = $1 returning 1",
        [w.owner],
      ],
      delete: (w) => ['delete from user_profile where uid = $1 returning 1', [w.owner]],
    },
    allowed: { select: ownerOnly, insert: nobody, update: ownerOnly, delete: nobody },
  },
  {
    table: 'public_profile',
    sql: {
      select: (w) => [
        'select uid, username, avatar_path from public_profile where uid = $1',
        [w.owner],
      ],
      insert: (w) => [
        "insert into public_profile (uid, username) values ($1, 'sneaky') returning 1",
        [w.stranger],
      ],
      update: (w) => [
        "update public_profile set username = 'hijacked' where uid = $1 returning 1",
        [w.owner],
      ],
      delete: (w) => ['delete from public_profile where uid = $1 returning 1', [w.owner]],
    },
    allowed: { select: everyone, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'phrase',
    sql: {
      select: (w) => ['select 1 from phrase where id = $1', [w.phrase]],
      insert: (w) => [
        "insert into phrase (lang, text, added_by) values ('spa', 'Buenas noches', $1) returning 1",
        [w.owner],
      ],
      update: (w) => ["update phrase set text = 'Hola' where id = $1 returning 1", [w.phrase]],
      delete: (w) => ['delete from phrase where id = $1 returning 1', [w.phrase]],
    },
    allowed: { select: everyone, insert: ownerOnly, update: ownerOnly, delete: nobody },
  },
  {
    table: 'phrase_translation',
    sql: {
      select: (w) => ['select 1 from phrase_translation where id = $1', [w.translation]],
      insert: (w) => [
        "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'fra', 'Salut', $2) returning 1",
        [w.phrase, w.owner],
      ],
      update: (w) => [
        "update phrase_translation set text = 'Hello' where id = $1 returning 1",
        [w.translation],
      ],
      delete: (w) => ['delete from phrase_translation where id = $1 returning 1', [w.translation]],
    },
    allowed: { select: everyone, insert: ownerOnly, update: ownerOnly, delete: ownerOnly },
  },
  {
    table: 'tag',
    sql: {
      select: (w) => ['select 1 from tag where id = $1', [w.tag]],
      insert: (w) => [
        "insert into tag (lang, name, added_by) values ('spa', 'food', $1) returning 1",
        [w.owner],
      ],
      update: (w) => ["update tag set name = 'hello' where id = $1 returning 1", [w.tag]],
      delete: (w) => ['delete from tag where id = $1 returning 1', [w.tag]],
    },
    allowed: { select: everyone, insert: ownerOnly, update: nobody, delete: nobody },
  },
  {
    table: 'phrase_tag',
    sql: {
      select: (w) => ['select 1 from phrase_tag where phrase_id = $1', [w.phrase]],
      insert: (w, x) => [
        'insert into phrase_tag (phrase_id, tag_id, added_by) values ($1, $2, $3) returning 1',
        [x.phrase2, w.tag, w.owner],
      ],
      update: (w) => [
        'update phrase_tag set created_at = now() where phrase_id = $1 returning 1',
        [w.phrase],
      ],
      delete: (w) => ['delete from phrase_tag where phrase_id = $1 returning 1', [w.phrase]],
    },
    allowed: { select: everyone, insert: ownerOnly, update: nobody, delete: ownerOnly },
  },
  {
    table: 'user_deck',
    sql: {
      select: (w) => ['select 1 from user_deck where id = $1', [w.deck]],
      insert: (w) => [
        "insert into user_deck (uid, lang) values ($1, 'fra') returning 1",
        [w.owner],
      ],
      update: (w) => [
        'update user_deck set daily_review_goal = 20 where id = $1 returning 1',
        [w.deck],
      ],
      delete: (w) => ['delete from user_deck where id = $1 returning 1', [w.deck]],
    },
    allowed: { select: ownerOnly, insert: ownerOnly, update: ownerOnly, delete: ownerOnly },
  },
  {
    table: 'user_card',
    sql: {
      select: (w) => ['select 1 from user_card where id = $1', [w.card]],
      insert: (w, x) => [
        'insert into user_card (uid, phrase_id) values ($1, $2) returning 1',
        [w.owner, x.phrase2],
      ],
      update: (w) => [
        "update user_card set status = 'learned' where id = $1 returning 1",
        [w.card],
      ],
      delete: (w) => ['delete from user_card where id = $1 returning 1', [w.card]],
    },
    allowed: { select: ownerOnly, insert: ownerOnly, update: ownerOnly, delete: ownerOnly },
  },
  {
    table: 'user_deck_review_state',
    sql: {
      select: (w) => ['select 1 from user_deck_review_state where uid = $1', [w.owner]],
      insert: (w) => [
        "insert into user_deck_review_state (uid, lang, day_session, manifest) values ($1, 'spa', $2::date - 1, '{}') returning 1",
        [w.owner, w.today],
      ],
      update: (w) => [
        'update user_deck_review_state set stage = 3 where uid = $1 returning 1',
        [w.owner],
      ],
      delete: (w) => ['delete from user_deck_review_state where uid = $1 returning 1', [w.owner]],
    },
    allowed: { select: ownerOnly, insert: ownerOnly, update: ownerOnly, delete: nobody },
  },
  {
    table: 'user_card_review',
    sql: {
      select: (w) => ['select 1 from user_card_review where id = $1', [w.review]],
      insert: (w) => [
        "insert into user_card_review (uid, phrase_id, lang, day_session, score, difficulty, stability, day_first_review) values ($1, $2, 'spa', $3::date, 4, 1, 100, false) returning 1",
        [w.owner, w.phrase, w.today],
      ],
      update: (w) => [
        'update user_card_review set stability = 365 where id = $1 returning 1',
        [w.review],
      ],
      delete: (w) => ['delete from user_card_review where id = $1 returning 1', [w.review]],
    },
    allowed: { select: ownerOnly, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'friend_request_action',
    sql: {
      select: (w) => [
        'select 1 from friend_request_action where uid_less = least($1::uuid, $2::uuid) and uid_more = greatest($1::uuid, $2::uuid)',
        [w.owner, w.friend],
      ],
      insert: (w) => [
        "insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, 'remove') returning 1",
        [w.owner, w.friend],
      ],
      update: (w) => [
        "update friend_request_action set action_type = 'remove' where uid_by = $1 or uid_for = $1 returning 1",
        [w.owner],
      ],
      delete: (w) => [
        'delete from friend_request_action where uid_by = $1 or uid_for = $1 returning 1',
        [w.owner],
      ],
    },
    allowed: { select: pair, insert: ownerOnly, update: nobody, delete: nobody },
  },
  {
    table: 'friend_summary',
    sql: {
      select: (w) => [
        "select 1 from friend_summary where (uid_less = $1 or uid_more = $1) and status = 'friends'",
        [w.owner],
      ],
      update: (w) => [
        "update friend_summary set status = 'friends' where uid_less = $1 returning 1",
        [w.owner],
      ],
      delete: (w) => [
        'delete from friend_summary where uid_less = $1 or uid_more = $1 returning 1',
        [w.owner],
      ],
    },
    allowed: { select: pair, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'chat_message',
    sql: {
      select: (w) => ['select 1 from chat_message where id = $1', [w.message]],
      insert: (w) => [
        "insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id) values ($1, $2, 'recommendation', 'spa', $3) returning 1",
        [w.owner, w.friend, w.phrase],
      ],
      update: (w) => [
        "update chat_message set message = 'edited' where id = $1 returning 1",
        [w.message],
      ],
      delete: (w) => ['delete from chat_message where id = $1 returning 1', [w.message]],
    },
    allowed: { select: pair, insert: ownerOnly, update: nobody, delete: nobody },
  },
  {
    table: 'phrase_request',
    sql: {
      select: (w) => ['select 1 from phrase_request where id = $1', [w.request]],
      insert: (w) => [
        "insert into phrase_request (requester_uid, lang, prompt) values ($1, 'spa', 'How do I say goodnight?') returning 1",
        [w.owner],
      ],
      update: (w) => [
        "update phrase_request set status = 'cancelled' where id = $1 returning 1",
        [w.request],
      ],
      delete: (w) => ['delete from phrase_request where id = $1 returning 1', [w.request]],
    },
    allowed: { select: signedIn, insert: ownerOnly, update: ownerOnly, delete: ownerOnly },
  },
  {
    table: 'phrase_request_answer',
    sql: {
      select: (w) => [
        'select 1 from phrase_request_answer a join phrase_request r on r.id = a.request_id where r.id = $1',
        [w.request],
      ],
      insert: (w) => [
        'insert into phrase_request_answer (request_id, phrase_id, answered_by) values ($1, $2, $3) returning 1',
        [w.request, w.phrase, w.owner],
      ],
      update: (w) => [
        'update phrase_request_answer set created_at = now() where request_id = $1 returning 1',
        [w.request],
      ],
      delete: (w) => [
        'delete from phrase_request_answer where request_id = $1 returning 1',
        [w.request],
      ],
    },
    // Written by fulfill_phrase_request alone (issue #27).
    allowed: { select: signedIn, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'user_client_event',
    sql: {
      select: (w) => ['select 1 from user_client_event where id = $1', [w.clientEvent]],
      insert: () => [
        "insert into user_client_event (message, context, url) values ('oops', '{}', '/') returning id",
        [],
      ],
      update: (w) => [
        "update user_client_event set message = 'x' where id = $1 returning 1",
        [w.clientEvent],
      ],
      delete: (w) => ['delete from user_client_event where id = $1 returning 1', [w.clientEvent]],
    },
    allowed: { select: nobody, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'user_deck_plus',
    sql: {
      select: (w) => ['select 1 from user_deck_plus where id = $1', [w.deck]],
      update: (w) => [
        'update user_deck_plus set daily_review_goal = 3 where id = $1 returning 1',
        [w.deck],
      ],
      delete: (w) => ['delete from user_deck_plus where id = $1 returning 1', [w.deck]],
    },
    allowed: { select: ownerOnly, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'user_card_plus',
    sql: {
      select: (w) => ['select 1 from user_card_plus where id = $1', [w.card]],
      update: (w) => [
        "update user_card_plus set status = 'skipped' where id = $1 returning 1",
        [w.card],
      ],
      delete: (w) => ['delete from user_card_plus where id = $1 returning 1', [w.card]],
    },
    allowed: { select: ownerOnly, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'language_plus',
    sql: {
      select: () => ["select 1 from language_plus where lang = 'spa'", []],
      update: () => ["update language_plus set name = 'x' where lang = 'spa' returning 1", []],
      delete: () => ["delete from language_plus where lang = 'spa' returning 1", []],
    },
    allowed: { select: everyone, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'meta_phrase_info',
    sql: {
      select: (w) => ['select 1 from meta_phrase_info where id = $1', [w.phrase]],
      update: (w) => [
        "update meta_phrase_info set text = 'x' where id = $1 returning 1",
        [w.phrase],
      ],
      delete: (w) => ['delete from meta_phrase_info where id = $1 returning 1', [w.phrase]],
    },
    allowed: { select: everyone, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'meta_phrase_request',
    sql: {
      select: (w) => ['select 1 from meta_phrase_request where id = $1', [w.request]],
      update: (w) => [
        "update meta_phrase_request set prompt = 'Changed the prompt text' where id = $1 returning 1",
        [w.request],
      ],
      delete: (w) => ['delete from meta_phrase_request where id = $1 returning 1', [w.request]],
    },
    allowed: { select: signedIn, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'storage.objects (avatars)',
    sql: {
      select: (w) => [
        "select 1 from storage.objects where bucket_id = 'avatars' and name = $1 || '/avatar.png'",
        [w.owner],
      ],
      insert: (w) => [
        "insert into storage.objects (bucket_id, name) values ('avatars', $1 || '/new.png') returning 1",
        [w.owner],
      ],
      update: (w) => [
        "update storage.objects set metadata = '{}' where bucket_id = 'avatars' and name = $1 || '/avatar.png' returning 1",
        [w.owner],
      ],
      delete: (w) => [
        "delete from storage.objects where bucket_id = 'avatars' and name = $1 || '/avatar.png' returning 1",
        [w.owner],
      ],
    },
    allowed: { select: everyone, insert: ownerOnly, update: ownerOnly, delete: ownerOnly },
  },
  {
    table: 'notification',
    sql: {
      select: (w) => ['select 1 from notification where uid = $1', [w.owner]],
      insert: (w) => [
        "insert into notification (uid, kind, actor_uid) values ($1, 'friend_accepted', $2) returning 1",
        [w.owner, w.friend],
      ],
      update: (w) => [
        'update notification set read_at = now() where uid = $1 returning 1',
        [w.owner],
      ],
      delete: (w) => ['delete from notification where uid = $1 returning 1', [w.owner]],
    },
    allowed: { select: ownerOnly, insert: nobody, update: ownerOnly, delete: nobody },
  },
  {
    table: 'notification_mute',
    sql: {
      insert: (w) => [
        "insert into notification_mute (uid, type) values ($1, 'friends') returning 1",
        [w.owner],
      ],
    },
    allowed: { select: nobody, insert: ownerOnly, update: nobody, delete: nobody },
  },
];

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

async function become(t: Scenario, persona: Persona, w: World): Promise<void> {
  if (persona === 'anon') await t.asAnon();
  else await t.asUser(w[persona]);
}

describe('RLS matrix: every table and view × operation × {anon, stranger, friend, owner}', () => {
  it('allows exactly what the policies promise and refuses the rest', async () => {
    const actual: Record<string, Record<Op, Persona[]>> = {};
    const expected: Record<string, Record<Op, Persona[]>> = {};
    const errors: string[] = [];
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      const [p2] = await t.query<{ id: string }>(
        "insert into phrase (lang, text, added_by) values ('spa', 'Gracias', $1) returning id",
        [w.friend],
      );
      const x: Extra = { phrase2: p2!.id };
      await t.query(
        'insert into phrase_request_answer (request_id, phrase_id, answered_by) values ($1, $2, $3)',
        [w.request, x.phrase2, w.friend],
      );
      for (const row of matrix) {
        actual[row.table] = { select: [], insert: [], update: [], delete: [] };
        expected[row.table] = {
          select: [...row.allowed.select],
          insert: [...row.allowed.insert],
          update: [...row.allowed.update],
          delete: [...row.allowed.delete],
        };
        for (const op of ['select', 'insert', 'update', 'delete'] as const) {
          const build = row.sql[op];
          for (const persona of personas) {
            if (!build) continue; // a view has no insert statement worth writing: nobody may
            const [sql, params] = build(w, x);
            await t.exec('savepoint matrix');
            await become(t, persona, w);
            const { rows, error } = await t.attempt(sql, params);
            await t.exec('rollback to savepoint matrix');
            if (!error && rows.length > 0) actual[row.table]![op].push(persona);
            if (
              error &&
              !/permission denied|row-level security|violates row-level|cannot (insert|update|delete)|not updatable|not insertable|must be|not by clients/i.test(
                error.message,
              )
            ) {
              errors.push(`${row.table} ${op} as ${persona}: ${error.message}`);
            }
          }
        }
      }
    });
    expect(actual).toEqual(expected);
    // Refusals come from privileges or policies, never from a broken statement.
    expect(errors).toEqual([]);
  });
});
