import { ensureLanguages } from '../helpers/fixtures.ts';
import type { Scenario } from '../helpers/test-db.ts';

// Learners with review histories on chosen days, for the progress tests (tests/db/progress).
// Past days are written the way the seed writes them: the day's review state, then each
// review through private.record_review with the moment the server received it.

let made = 0;

/** A signed-up learner in `timeZone` with a deck per language (goal each) and `cards` phrases. */
export async function learner(
  t: Scenario,
  { timeZone = 'UTC', decks = { spa: 15 } as Record<string, number>, cards = 6 } = {},
) {
  await t.asAdmin();
  await ensureLanguages(t);
  const uid = await t.createUser(`learner${++made}`, { timeZone });
  const phrases: Record<string, string[]> = {};
  for (const [lang, goal] of Object.entries(decks)) {
    await t.query('insert into user_deck (uid, lang, daily_review_goal) values ($1, $2, $3)', [
      uid,
      lang,
      goal,
    ]);
    const rows = await t.query<{ id: string }>(
      `insert into phrase (lang, text, created_at)
       select $1, $1 || ' phrase ' || $2 || '-' || g, timestamptz '2025-01-01' + g * interval '1 minute'
       from generate_series(1, $3::int) g returning id`,
      [lang, made, cards],
    );
    phrases[lang] = rows.map((r) => r.id);
    await t.query(
      "insert into user_card (uid, phrase_id, lang, created_at) select $1, unnest($2::uuid[]), $3, timestamptz '2025-01-01'",
      [uid, phrases[lang], lang],
    );
  }
  return { uid, phrases };
}

/** The learner's review day today (their zone, 04:00 rollover), as YYYY-MM-DD. */
export async function todayOf(t: Scenario, uid: string): Promise<string> {
  const [row] = await t.query<{ d: string }>('select private.current_day_session($1)::text as d', [
    uid,
  ]);
  return row!.d;
}

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export interface StudyCard {
  phrase: string;
  score?: number;
  /** When the server received it; default 19:00 local on the day itself. */
  receivedAt?: string;
  durationMs?: number | null;
}

/** Starts `day` of a deck (the server counts its due queue) and records the reviews, as admin. */
export async function studyOn(
  t: Scenario,
  uid: string,
  lang: string,
  day: string,
  cards: StudyCard[],
): Promise<void> {
  await t.asAdmin();
  await t.query(
    `insert into user_deck_review_state (uid, lang, day_session, manifest, created_at)
     select $1, $2, $3::date, $4::uuid[], (($3::date + time '18:00') at time zone p.time_zone)
     from user_profile p where p.uid = $1
     on conflict do nothing`,
    [uid, lang, day, [...new Set(cards.map((c) => c.phrase))]],
  );
  for (const [i, card] of cards.entries()) {
    await t.query(
      `select private.record_review($1, $2, $3, $4::date, $5, null,
         coalesce($6::timestamptz, (($4::date + time '19:00') at time zone p.time_zone) + $7 * interval '1 minute'),
         'recognise', $8)
       from user_profile p where p.uid = $1`,
      [
        uid,
        card.phrase,
        lang,
        day,
        card.score ?? 3,
        card.receivedAt ?? null,
        i,
        card.durationMs ?? null,
      ],
    );
  }
}

export interface DayRow {
  day_session: string;
  reviews: number;
  cards: number;
  minutes: number;
  goal_met: boolean;
  queue_emptied: boolean;
  counted: boolean;
}

/** study_days as the learner, keyed by day. */
export async function studyDays(
  t: Scenario,
  uid: string,
  lang: string | null,
  from?: string,
  to?: string,
): Promise<Record<string, Omit<DayRow, 'day_session'>>> {
  await t.asUser(uid);
  const rows = await t.query<DayRow>(
    'select day_session::text, reviews, cards, minutes, goal_met, queue_emptied, counted from study_days($1, $2::date, $3::date)',
    [lang, from ?? null, to ?? null],
  );
  await t.asAdmin();
  return Object.fromEntries(rows.map(({ day_session, ...rest }) => [day_session, rest]));
}

export interface Streak {
  current_days: number;
  longest_days: number;
  today_counted: boolean;
  today_cards: number;
  today_goal: number | null;
  last_counted_day: string | null;
}

export async function streakOf(t: Scenario, uid: string, lang: string | null): Promise<Streak> {
  await t.asUser(uid);
  const [row] = await t.query<Streak>(
    'select current_days, longest_days, today_counted, today_cards, today_goal, last_counted_day::text from study_streak($1)',
    [lang],
  );
  await t.asAdmin();
  return row!;
}

/** The streak as it reads at a given instant (the learner's zone decides the day). */
export async function streakAt(
  t: Scenario,
  uid: string,
  lang: string | null,
  instant: string,
): Promise<Streak> {
  await t.asAdmin();
  const [row] = await t.query<Streak>(
    `select s.current_days, s.longest_days, s.today_counted, s.today_cards, s.today_goal, s.last_counted_day::text
     from user_profile p, private.study_streak_on($1, $2, public.day_session_at(p.time_zone, $3::timestamptz)) s
     where p.uid = $1`,
    [uid, lang, instant],
  );
  return row!;
}
