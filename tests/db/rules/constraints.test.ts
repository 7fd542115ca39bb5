import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../helpers/fixtures.ts';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/**
 * docs/product.md §5 and §9 rules, written by a client that skipped its own validation: each must be
 * refused by a named constraint (or the RPC's spec message), as the owner of the data.
 */
describe('the database refuses data that breaks the spec rules', () => {
  it('refuses each rule with a named constraint', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const cases: [rule: string, sql: string, params: unknown[], constraint: string][] = [
        [
          'username shorter than 3',
          "update user_profile set username = 'ab' where uid = $1",
          [w.owner],
          'username_length_3_to_20',
        ],
        [
          'username longer than 20',
          "update user_profile set username = repeat('x', 21) where uid = $1",
          [w.owner],
          'username_length_3_to_20',
        ],
        [
          'languages known empty',
          "update user_profile set languages_known = '[]' where uid = $1",
          [w.owner],
          'languages_known_at_least_one_valid',
        ],
        [
          'languages known without a 3-char lang',
          `update user_profile set languages_known = '[{"lang":"en","level":"fluent"}]' where uid = $1`,
          [w.owner],
          'languages_known_at_least_one_valid',
        ],
        [
          'languages known without a level',
          `update user_profile set languages_known = '[{"lang":"eng"}]' where uid = $1`,
          [w.owner],
          'languages_known_at_least_one_valid',
        ],
        [
          'languages known with an unknown level',
          `update user_profile set languages_known = '[{"lang":"eng","level":"native"}]' where uid = $1`,
          [w.owner],
          'languages_known_at_least_one_valid',
        ],
        [
          'unknown time zone',
          "update user_profile set time_zone = 'Mars/Olympus' where uid = $1",
          [w.owner],
          'time_zone_is_known',
        ],
        [
          'daily review goal 0',
          'update user_deck set daily_review_goal = 0 where id = $1',
          [w.deck],
          'daily_review_goal_at_least_1',
        ],
        [
          'learning goal not visiting/family/moving',
          "update user_deck set learning_goal = 'fun' where id = $1",
          [w.deck],
          'learning_goal_is_known',
        ],
        [
          'deck language not 3 chars',
          "insert into user_deck (uid, lang) values ($1, 'es')",
          [w.owner],
          'user_deck_lang_fkey',
        ],
        [
          'second deck for the same language',
          "insert into user_deck (uid, lang) values ($1, 'spa')",
          [w.owner],
          'user_deck_one_per_language',
        ],
        [
          'card status unknown',
          "update user_card set status = 'lost' where id = $1",
          [w.card],
          'card_status_is_known',
        ],
        [
          'card outside any deck',
          "with p as (insert into phrase (lang, text, added_by) values ('fra', 'Salut', $1) returning id) insert into user_card (uid, phrase_id, lang) select $1, id, 'fra' from p",
          [w.owner],
          'user_card_in_deck',
        ],
        [
          'card in the wrong language deck',
          "update user_card set lang = 'fra' where id = $1",
          [w.card],
          'user_card_lang_matches_phrase',
        ],
        [
          'request prompt under 10 characters',
          "insert into phrase_request (requester_uid, lang, prompt) values ($1, 'spa', 'too short')",
          [w.owner],
          'prompt_at_least_10',
        ],
        [
          'request prompt over 280 characters',
          "insert into phrase_request (requester_uid, lang, prompt) values ($1, 'spa', repeat('x', 281))",
          [w.owner],
          'prompt_at_most_280',
        ],
        [
          'phrase text blank',
          "insert into phrase (lang, text, added_by) values ('spa', '  ', $1)",
          [w.owner],
          'phrase_text_not_blank',
        ],
        [
          'translation text blank',
          "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'eng', '', $2)",
          [w.phrase, w.owner],
          'translation_text_not_blank',
        ],
        [
          'translation stored with spaces around it',
          "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'eng', ' Hi, how are you? ', $2)",
          [w.phrase, w.owner],
          'translation_text_trimmed',
        ],
        [
          'translation language not 3 chars',
          "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'en', 'Hi', $2)",
          [w.phrase, w.owner],
          'phrase_translation_lang_fkey',
        ],
        [
          'review stage outside 0..5',
          'update user_deck_review_state set stage = 6 where uid = $1',
          [w.owner],
          'review_stage_0_to_5',
        ],
        [
          'manifest changed after the fact',
          "update user_deck_review_state set manifest = '{}' where uid = $1",
          [w.owner],
          'review_manifest_immutable',
        ],
        [
          'chat message type unknown',
          "insert into chat_message (sender_uid, recipient_uid, message_type) values ($1, $2, 'gift')",
          [w.owner, w.friend],
          'chat_message_type_is_known',
        ],
        [
          'recommendation without a phrase',
          "insert into chat_message (sender_uid, recipient_uid, message_type) values ($1, $2, 'recommendation')",
          [w.owner, w.friend],
          'recommendation_has_phrase',
        ],
        [
          'accepted without the recommendation',
          "insert into chat_message (sender_uid, recipient_uid, message_type, phrase_id) values ($1, $2, 'accepted', $3)",
          [w.owner, w.friend, w.phrase],
          'accepted_links_recommendation',
        ],
        [
          'a phrase moved to another language by its author',
          "update phrase set lang = 'fra' where id = $1",
          [w.phrase],
          'phrase_lang_fixed',
        ],
        [
          'friend action type unknown',
          "insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, $2, 'poke')",
          [w.owner, w.stranger],
          'friend_action_type_is_known',
        ],
      ];
      const outcomes = [];
      for (const [rule, sql, params] of cases) {
        const { error } = await t.attempt(sql, params);
        outcomes.push([rule, error?.constraint ?? error?.message ?? 'accepted']);
      }
      expect(outcomes).toEqual(cases.map(([rule, , , constraint]) => [rule, constraint]));
    });
  });

  it('keeps a translation on every phrase', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      // Checked at commit; made immediate here so each statement meets the check alone.
      await t.exec(
        'set constraints phrase_has_a_translation, phrase_keeps_a_translation immediate',
      );
      await t.asUser(w.owner);
      const refused = { code: '23514', message: 'Please add at least one translation' };
      const alone = await t.attempt(
        "insert into phrase (lang, text, added_by) values ('spa', 'Adiós', $1)",
        [w.owner],
      );
      expect(alone.error).toMatchObject(refused);
      const last = await t.attempt('delete from phrase_translation where id = $1', [w.translation]);
      expect(last.error).toMatchObject(refused);

      const [{ id: other }] = (await t.query<{ id: string }>(
        "with p as (insert into phrase (lang, text, added_by) values ('spa', 'Hasta pronto', $1) returning id) insert into phrase_translation (phrase_id, lang, text, added_by) select id, 'eng', 'See you soon', $1 from p returning phrase_id as id",
        [w.owner],
      )) as [{ id: string }];
      const moved = await t.attempt('update phrase_translation set phrase_id = $1 where id = $2', [
        other,
        w.translation,
      ]);
      expect(moved.error).toMatchObject(refused);

      // A phrase goes with its translations.
      await t.asAdmin();
      expect((await t.attempt('delete from phrase where id = $1', [other])).error).toBeNull();
    });
  });

  it('accepts the edges of each range', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const ok: [string, unknown[]][] = [
        ["update user_profile set username = 'abc' where uid = $1", [w.owner]],
        ["update user_profile set username = repeat('y', 20) where uid = $1", [w.owner]],
        ['update user_deck set daily_review_goal = 1 where id = $1', [w.deck]],
        ["update user_deck set learning_goal = 'family' where id = $1", [w.deck]],
        [
          "insert into phrase_request (requester_uid, lang, prompt) values ($1, 'spa', repeat('z', 10))",
          [w.owner],
        ],
        [
          "insert into phrase_request (requester_uid, lang, prompt) values ($1, 'spa', repeat('z', 280))",
          [w.owner],
        ],
        ['update user_deck_review_state set stage = 5 where uid = $1', [w.owner]],
      ];
      for (const [sql, params] of ok) {
        const { error } = await t.attempt(sql, params);
        expect(error, sql).toBeNull();
      }
      const [deck] = await t.query<{ daily_review_goal: number }>(
        "select daily_review_goal from user_deck where uid = $1 and lang = 'spa'",
        [w.owner],
      );
      expect(deck!.daily_review_goal).toBe(1);
      await t.query("insert into user_deck (uid, lang) values ($1, 'deu')", [w.owner]);
      const [fresh] = await t.query<{
        daily_review_goal: number;
        learning_goal: string;
        archived: boolean;
      }>(
        "select daily_review_goal, learning_goal, archived from user_deck where uid = $1 and lang = 'deu'",
        [w.owner],
      );
      expect(fresh).toEqual({ daily_review_goal: 15, learning_goal: 'moving', archived: false });
    });
  });
});
