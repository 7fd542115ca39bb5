import { ensureLanguages } from './fixtures.ts';
import type { Scenario } from './test-db.ts';

/** A learner of Spanish (knows English) with a deck whose goal is `goal`, and a helper friend. */
export async function learnerWorld(t: Scenario, goal = 3) {
  await t.asAdmin();
  await ensureLanguages(t);
  const me = await t.createUser('learner');
  const helper = await t.createUser('helper', {
    languagesKnown: [{ lang: 'spa', level: 'fluent' }],
  });
  const [{ today }] = (await t.query<{ today: string }>(
    "select public.day_session_at('UTC')::text as today",
  )) as [{ today: string }];
  await t.query("insert into user_deck (uid, lang, daily_review_goal) values ($1, 'spa', $2)", [
    me,
    goal,
  ]);
  let minute = 0;
  /** A library phrase, `minute` minutes after a fixed start, translated into `translation`. */
  const phrase = async (text: string, translation: string | null = 'eng') => {
    minute++;
    const [{ id }] = (await t.query<{ id: string }>(
      "insert into phrase (lang, text, added_by, created_at) values ('spa', $1, $2, timestamptz '2026-01-01' + $3 * interval '1 minute') returning id",
      [text, helper, minute],
    )) as [{ id: string }];
    if (translation)
      await t.query(
        'insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, $2, $3, $4)',
        [id, translation, `${text} (${translation})`, helper],
      );
    return id;
  };
  const card = (phraseId: string, status = 'active', createdMinute = 0) =>
    t.query(
      "insert into user_card (uid, phrase_id, status, created_at) values ($1, $2, $3, timestamptz '2026-02-01' + $4 * interval '1 minute')",
      [me, phraseId, status, createdMinute],
    );
  /** A first review `daysAgo` review days before today, through the same code the RPC uses. */
  const reviewedDaysAgo = async (phraseId: string, daysAgo: number, score = 3) => {
    await t.query(
      "insert into user_deck_review_state (uid, lang, day_session, manifest) values ($1, 'spa', $2::date - $3::int, array[$4::uuid]) on conflict do nothing",
      [me, today, daysAgo, phraseId],
    );
    await t.query(
      "select private.record_review($1, $2, 'spa', $3::date - $4::int, $5, null, now() - $4 * interval '1 day')",
      [me, phraseId, today, daysAgo, score],
    );
  };
  return { me, helper, today, phrase, card, reviewedDaysAgo };
}
