import type { Scenario } from './test-db.ts';

export interface World {
  owner: string;
  friend: string;
  stranger: string;
  today: string;
  phrase: string;
  translation: string;
  tag: string;
  deck: string;
  card: string;
  review: string;
  request: string;
  message: string;
  clientEvent: string;
}

/** The few languages the fixtures use, for databases without the seed. */
export async function ensureLanguages(t: Scenario): Promise<void> {
  await t.query(
    "insert into language (lang, name) values ('spa', 'Spanish'), ('eng', 'English'), ('fra', 'French'), ('deu', 'German') on conflict (lang) do nothing",
  );
}

/**
 * Three signed-up users: `owner` (with a Spanish deck, a card, today's review session and
 * one review, a phrase they wrote, a request and a client event), `friend` (friends with
 * owner, one message each way) and `stranger` (no relation). Leaves the scenario as admin.
 */
export async function buildWorld(t: Scenario): Promise<World> {
  await t.asAdmin();
  await ensureLanguages(t);
  const owner = await t.createUser('owner');
  const friend = await t.createUser('friend');
  const stranger = await t.createUser('stranger');
  const [{ today }] = (await t.query<{ today: string }>(
    "select public.day_session_at('UTC')::text as today",
  )) as [{ today: string }];
  const one = async (sql: string, params: unknown[]) => {
    const rows = await t.query<{ id: string }>(sql, params);
    return String(rows[0]!.id);
  };
  const phrase = await one(
    "insert into phrase (lang, text, added_by) values ('spa', 'Hola, ¿qué tal?', $1) returning id",
    [owner],
  );
  const translation = await one(
    "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'eng', 'Hi, how are you?', $2) returning id",
    [phrase, owner],
  );
  const tag = await one(
    "insert into tag (lang, name, added_by) values ('spa', 'greetings', $1) returning id",
    [owner],
  );
  await t.query('insert into phrase_tag (phrase_id, tag_id, added_by) values ($1, $2, $3)', [
    phrase,
    tag,
    owner,
  ]);
  const deck = await one("insert into user_deck (uid, lang) values ($1, 'spa') returning id", [
    owner,
  ]);
  const card = await one('insert into user_card (uid, phrase_id) values ($1, $2) returning id', [
    owner,
    phrase,
  ]);
  await t.query(
    "insert into user_deck_review_state (uid, lang, day_session, manifest) values ($1, 'spa', $2, array[$3::uuid])",
    [owner, today, phrase],
  );
  await t.asUser(owner);
  const review = await one("select id from insert_user_card_review(3, $1, 'spa', $2)", [
    phrase,
    today,
  ]);
  await t.asAdmin();
  await t.query(
    "insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, 'invite')",
    [owner, friend],
  );
  await t.query(
    "insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $2, $1, 'accept')",
    [owner, friend],
  );
  const request = await one(
    "insert into phrase_request (requester_uid, lang, prompt) values ($1, 'spa', 'How do I order tapas politely?') returning id",
    [owner],
  );
  const message = await one(
    "insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id) values ($1, $2, 'recommendation', 'spa', $3) returning id",
    [friend, owner, phrase],
  );
  await t.query(
    "insert into chat_message (sender_uid, recipient_uid, message_type, lang, request_id) values ($1, $2, 'request', 'spa', $3)",
    [owner, friend, request],
  );
  const clientEvent = await one(
    "insert into user_client_event (uid, message, url) values ($1, 'boom', '/learn') returning id",
    [owner],
  );
  await t.query(
    "insert into storage.objects (bucket_id, name, owner_id) values ('avatars', $1 || '/avatar.png', $1)",
    [owner],
  );
  return {
    owner,
    friend,
    stranger,
    today,
    phrase,
    translation,
    tag,
    deck,
    card,
    review,
    request,
    message,
    clientEvent,
  };
}

/** Makes two learners friends (an invite, then its acceptance), as admin. */
export async function befriend(t: Scenario, a: string, b: string): Promise<void> {
  await t.asAdmin();
  for (const [by, to, action] of [
    [a, b, 'invite'],
    [b, a, 'accept'],
  ] as const) {
    await t.query(
      `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
       values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, $3)`,
      [by, to, action],
    );
  }
}
