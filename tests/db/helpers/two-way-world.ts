import { ensureLanguages } from './fixtures.ts';
import type { Scenario } from './test-db.ts';

// A Spanish deck for the two-way card tests (tests/db/review/two-way-*.test.ts).

/** A learner of Spanish with a deck (recall on when asked) and `count` translated phrases. */
export async function deckWorld(t: Scenario, { count = 3, recall = false, goal = 15 } = {}) {
  await t.asAdmin();
  await ensureLanguages(t);
  const me = await t.createUser('learner');
  const other = await t.createUser('other');
  const [{ today }] = (await t.query<{ today: string }>(
    "select public.day_session_at('UTC')::text as today",
  )) as [{ today: string }];
  await t.query(
    "insert into user_deck (uid, lang, daily_review_goal, recall_enabled) values ($1, 'spa', $2, $3)",
    [me, goal, recall],
  );
  const phrases: string[] = [];
  for (let i = 0; i < count; i++) {
    const [{ id }] = (await t.query<{ id: string }>(
      "insert into phrase (lang, text, added_by, created_at) values ('spa', $1, $2, timestamptz '2026-01-01' + $3 * interval '1 minute') returning id",
      [`frase ${i}`, other, i],
    )) as [{ id: string }];
    await t.query(
      "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'eng', $2, $3)",
      [id, `phrase ${i}`, other],
    );
    phrases.push(id);
  }
  return { me, other, today, phrases };
}

export const cardsOf = (t: Scenario, uid: string) =>
  t.query<{ phrase_id: string; direction: string; status: string }>(
    'select phrase_id, direction, status from user_card where uid = $1 order by phrase_id, direction',
    [uid],
  );

/** Starts `day` with the given manifest (recall ones named) and scores each card. */
export async function reviewDay(
  t: Scenario,
  day: string,
  cards: { phrase: string; direction: 'recognise' | 'recall'; score: number }[],
) {
  await t.query("select start_review_day('spa', $1::date, $2::uuid[], $3::uuid[])", [
    day,
    cards.map((c) => c.phrase),
    cards.filter((c) => c.direction === 'recall').map((c) => c.phrase),
  ]);
  const ids: string[] = [];
  for (const card of cards) {
    const [row] = await t.query<{ id: string }>(
      "select id from insert_user_card_review($1, $2, 'spa', $3::date, gen_random_uuid(), $4)",
      [card.score, card.phrase, day, card.direction],
    );
    ids.push(row!.id);
  }
  return ids;
}

export interface Setup {
  due: string[];
  recall_due: string[];
  deck_new: string[];
  recall_new: string[];
  library: string[];
}
export async function setupOf(t: Scenario, day: string): Promise<Setup> {
  const [row] = await t.query<{ s: Setup }>("select review_day_setup('spa', $1::date) as s", [day]);
  return row!.s;
}

export const dayBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
