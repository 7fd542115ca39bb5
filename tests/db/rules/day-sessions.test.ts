import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLanguages } from '../helpers/fixtures.ts';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

async function daySession(tz: string, at: string): Promise<string> {
  const [row] = await db.query<{ d: string }>(
    'select public.day_session_at($1, $2::timestamptz)::text as d',
    [tz, at],
  );
  return row!.d;
}

describe('day sessions roll over at 04:00 local time', () => {
  it('03:59 belongs to the previous day, 04:01 to the new one', async () => {
    expect(await daySession('Europe/Berlin', '2026-03-10 03:59:00+01')).toBe('2026-03-09');
    expect(await daySession('Europe/Berlin', '2026-03-10 04:01:00+01')).toBe('2026-03-10');
    expect(await daySession('UTC', '2026-03-10 00:30:00+00')).toBe('2026-03-09');
  });

  it('keeps the 04:00 boundary on local wall-clock time across DST changes', async () => {
    // New York springs forward on 2026-03-08 (02:00 → 03:00) and falls back on 2026-11-01.
    expect(await daySession('America/New_York', '2026-03-08 03:59:00-04')).toBe('2026-03-07');
    expect(await daySession('America/New_York', '2026-03-08 04:01:00-04')).toBe('2026-03-08');
    expect(await daySession('America/New_York', '2026-11-01 03:59:00-05')).toBe('2026-10-31');
    expect(await daySession('America/New_York', '2026-11-01 04:01:00-05')).toBe('2026-11-01');
    // Berlin: 2026-03-29 02:00 → 03:00.
    expect(await daySession('Europe/Berlin', '2026-03-29 03:59:00+02')).toBe('2026-03-28');
    expect(await daySession('Europe/Berlin', '2026-03-29 04:01:00+02')).toBe('2026-03-29');
  });

  it('puts one instant on different days in different time zones', async () => {
    const instant = '2026-06-15 20:30:00+00';
    expect(await daySession('UTC', instant)).toBe('2026-06-15');
    expect(await daySession('Asia/Tokyo', instant)).toBe('2026-06-16'); // 05:30 on the 16th
    expect(await daySession('Pacific/Kiritimati', instant)).toBe('2026-06-16'); // 10:30 on the 16th
    expect(await daySession('America/Los_Angeles', instant)).toBe('2026-06-15'); // 13:30
    expect(await daySession('Asia/Kolkata', '2026-06-15 22:00:00+00')).toBe('2026-06-15'); // 03:30 on the 16th
  });

  it('schedules by review days: a review at 03:59 and one at 04:01 are one day apart', async () => {
    await db.scenario(async (t) => {
      await t.asAdmin();
      await ensureLanguages(t);
      const uid = await t.createUser('nightowl', { timeZone: 'Europe/Berlin' });
      const [{ id: phrase }] = (await t.query<{ id: string }>(
        "insert into phrase (lang, text) values ('deu', 'Gute Nacht') returning id",
      )) as [{ id: string }];
      await t.query("insert into user_deck (uid, lang) values ($1, 'deu')", [uid]);
      await t.query('insert into user_card (uid, phrase_id) values ($1, $2)', [uid, phrase]);
      // Both reviews come minutes apart on the clock but on different review days.
      const first = '2026-03-10 03:59:00+01';
      const second = '2026-03-10 04:01:00+01';
      for (const at of [first, second]) {
        await t.query(
          "insert into user_deck_review_state (uid, lang, day_session, manifest) values ($1, 'deu', public.day_session_at('Europe/Berlin', $2::timestamptz), '{}') on conflict do nothing",
          [uid, at],
        );
      }
      await t.query(
        "select private.record_review($1, $2, 'deu', public.day_session_at('Europe/Berlin', $3::timestamptz), 3, null, $3::timestamptz)",
        [uid, phrase, first],
      );
      await t.query(
        "select private.record_review($1, $2, 'deu', public.day_session_at('Europe/Berlin', $3::timestamptz), 3, null, $3::timestamptz)",
        [uid, phrase, second],
      );
      const rows = await t.query<{
        day_session: string;
        day_first_review: boolean;
        review_time_retrievability: number | null;
        stability: number;
      }>(
        'select day_session::text, day_first_review, review_time_retrievability, stability from user_card_review where uid = $1 order by created_at',
        [uid],
      );
      expect(rows.map((r) => [r.day_session, r.day_first_review])).toEqual([
        ['2026-03-09', true],
        ['2026-03-10', true],
      ]);
      const [expected] = await t.query<{ retrievability: number; stability: number }>(
        'select n.* from fsrs_first_state(3) f, fsrs_next_state(f.difficulty, f.stability, 1, 3) n',
      );
      expect(rows[1]!.review_time_retrievability).toBe(expected!.retrievability);
      expect(rows[1]!.stability).toBe(expected!.stability);
    });
  });

  it('a second review on the same day session does not reschedule; retrievability_now uses the stored zone', async () => {
    await db.scenario(async (t) => {
      await t.asAdmin();
      await ensureLanguages(t);
      const tokyo = await t.createUser('tokyo', { timeZone: 'Asia/Tokyo' });
      const [{ id: phrase }] = (await t.query<{ id: string }>(
        "insert into phrase (lang, text) values ('spa', 'Hasta luego') returning id",
      )) as [{ id: string }];
      await t.query("insert into user_deck (uid, lang) values ($1, 'spa')", [tokyo]);
      await t.query('insert into user_card (uid, phrase_id) values ($1, $2)', [tokyo, phrase]);
      // Reviewed (score 3) ten review days before today in Tokyo, then again that same day (score 1).
      const [{ day }] = (await t.query<{ day: string }>(
        "select (public.day_session_at('Asia/Tokyo') - 10)::text as day",
      )) as [{ day: string }];
      await t.query(
        "insert into user_deck_review_state (uid, lang, day_session, manifest) values ($1, 'spa', $2, '{}')",
        [tokyo, day],
      );
      await t.query("select private.record_review($1, $2, 'spa', $3::date, 3)", [
        tokyo,
        phrase,
        day,
      ]);
      await t.query("select private.record_review($1, $2, 'spa', $3::date, 1)", [
        tokyo,
        phrase,
        day,
      ]);
      await t.asUser(tokyo);
      const [card] = await t.query<{
        stability: number;
        retrievability_now: number;
        last_day_session: string;
        count_reviews: number;
      }>(
        'select stability, retrievability_now, last_day_session::text, count_reviews from user_card_plus',
      );
      const [first] = await t.query<{ stability: number }>(
        'select stability from fsrs_first_state(3)',
      );
      expect(card!.stability).toBe(first!.stability);
      expect(card!.count_reviews).toBe(2);
      expect(card!.last_day_session).toBe(day);
      expect(card!.retrievability_now).toBeCloseTo(
        Math.pow(1 + (19 / 81) * (10 / first!.stability), -0.5),
        7,
      );
    });
  });
});
