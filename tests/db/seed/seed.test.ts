import { readFileSync } from 'node:fs';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageNames, MIN_REVIEWS_TO_OPTIMISE } from '@phrasebook/domain';
import { buildSeedSql, readDemoAccounts, seedPath } from '../../../supabase/scripts/build-seed.ts';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb({ seed: true });
});
afterAll(async () => {
  await db?.close();
});

const uidOf = async (username: string) =>
  (
    await db.query<{ uid: string }>('select uid from user_profile where username = $1', [username])
  )[0]!.uid;

describe('seed.sql', () => {
  it('is what build-seed.ts generates from its sources (regenerate with the script)', () => {
    expect(readFileSync(seedPath, 'utf8')).toBe(buildSeedSql());
  });

  it('has every language of the domain package with its display name', async () => {
    const rows = await db.query<{ lang: string; name: string }>(
      'select lang, name from language order by lang',
    );
    expect(Object.fromEntries(rows.map((r) => [r.lang, r.name]))).toEqual(languageNames);
  });

  it('has at least 40 tagged phrases with English translations in each library language', async () => {
    const rows = await db.query<{
      lang: string;
      phrases: number;
      translated: number;
      tagged: number;
    }>(`
      select p.lang, count(*)::int as phrases,
        count(*) filter (where exists (select from phrase_translation t where t.phrase_id = p.id and t.lang = 'eng'))::int as translated,
        count(*) filter (where exists (select from phrase_tag pt where pt.phrase_id = p.id))::int as tagged
      from phrase p where p.lang in ('spa', 'fra', 'deu', 'hin', 'jpn', 'tam') group by p.lang order by p.lang`);
    expect(rows.map((r) => r.lang)).toEqual(['deu', 'fra', 'hin', 'jpn', 'spa', 'tam']);
    for (const r of rows) {
      expect(r.phrases, r.lang).toBeGreaterThanOrEqual(40);
      expect(r.translated, r.lang).toBe(r.phrases);
      expect(r.tagged, r.lang).toBeGreaterThanOrEqual(40);
    }
  });

  it('creates the demo accounts with identities and passwords bcryptjs verifies', async () => {
    const accounts = readDemoAccounts();
    expect(accounts).toHaveLength(4);
    for (const account of accounts) {
      const [user] = await db.query<{
        encrypted_password: string;
        username: string;
        identities: number;
      }>(
        `select u.encrypted_password, p.username,
           (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities
         from auth.users u join user_profile p on p.uid = u.id where u.email = $1`,
        [account.email],
      );
      expect(user?.username).toBe(account.username);
      expect(user?.identities).toBe(1);
      expect(await bcrypt.compare(account.password, user!.encrypted_password)).toBe(true);
      expect(await bcrypt.compare('wrong password', user!.encrypted_password)).toBe(false);
    }
  });

  it("gives the demo users decks with cards in every status and reviews up to today, thirty days of them for Sam's Spanish", async () => {
    const statuses = await db.query<{ status: string }>(
      'select distinct status from user_card order by status',
    );
    expect(statuses.map((s) => s.status)).toEqual(['active', 'learned', 'skipped']);
    const sam = await uidOf('sam');
    const [span] = await db.query<{ first: string; last: string; today: string; days: number }>(
      `select min(day_session)::text as first, max(day_session)::text as last, count(distinct day_session)::int as days,
         public.day_session_at('America/New_York')::text as today
       from user_card_review where uid = $1 and lang = 'spa'`,
      [sam],
    );
    expect(span!.last).toBe(span!.today);
    expect(span!.days).toBeGreaterThanOrEqual(5);
    const [{ gap }] = (await db.query<{ gap: number }>('select ($1::date - $2::date) as gap', [
      span!.today,
      span!.first,
    ])) as [{ gap: number }];
    expect(gap).toBe(30);
    const [{ future }] = (await db.query<{ future: number }>(
      'select count(*)::int as future from user_card_review where created_at > now()',
    )) as [{ future: number }];
    expect(future).toBe(0);
    // Today's session for Sam's Spanish is half done.
    const [state] = await db.query<{ stage: number; manifest: string[]; reviewed: number }>(
      `select s.stage, s.manifest, (select count(*)::int from user_card_review r where r.uid = s.uid and r.lang = s.lang and r.day_session = s.day_session) as reviewed
       from user_deck_review_state s where s.uid = $1 and s.lang = 'spa' and s.day_session = public.day_session_at('America/New_York')`,
      [sam],
    );
    expect(state!.stage).toBe(1);
    expect(state!.reviewed).toBeGreaterThan(0);
    expect(state!.reviewed).toBeLessThan(state!.manifest.length);
  });

  it("gives Kenji's German eighteen months of reviews, enough to optimise its schedule", async () => {
    const kenji = await uidOf('kenji');
    const [deck] = await db.query<{ days: number; training: number; lapses: number }>(
      `select count(distinct day_session)::int as days,
         (count(*) - count(distinct phrase_id))::int as training,
         (count(*) filter (where score = 1))::int as lapses
       from user_card_review where uid = $1 and lang = 'deu' and day_first_review`,
      [kenji],
    );
    expect(deck!.days).toBeGreaterThan(100);
    expect(deck!.training).toBeGreaterThanOrEqual(MIN_REVIEWS_TO_OPTIMISE);
    expect(deck!.lapses).toBeGreaterThan(0);
  });

  it("brings Priya's German back from a break: today's setup offers a catch-up plan", async () => {
    const priya = await uidOf('priya');
    const offer = await db.scenario(async (t) => {
      await t.asUser(priya);
      const [row] = await t.query<{
        s: { due: string[]; catch_up_offer?: { last_review_day: string; due_count: number } };
        today: string;
      }>(
        `select review_day_setup('deu', public.day_session_at('Asia/Kolkata')) as s,
           public.day_session_at('Asia/Kolkata')::text as today`,
      );
      return { ...row!.s.catch_up_offer, today: row!.today };
    });
    const [{ gap }] = (await db.query<{ gap: number }>('select ($1::date - $2::date) as gap', [
      offer.today,
      offer.last_review_day,
    ])) as [{ gap: number }];
    expect(gap).toBe(12);
    // Her goal is 4 a day: the offer needs more than twice that.
    expect(offer.due_count).toBeGreaterThan(8);
  });

  it('stores FSRS states that replay exactly from the review history', async () => {
    const mismatches = await db.query(`
      with first_reviews as (
        select r.*, lag(r.day_session) over w as prev_day, lag(r.difficulty) over w as prev_d, lag(r.stability) over w as prev_s
        from user_card_review r where r.day_first_review
        window w as (partition by r.uid, r.phrase_id order by r.day_session)
      )
      select f.id from first_reviews f, fsrs_next_state(f.prev_d, f.prev_s, f.day_session - f.prev_day, f.score) n
      where n.difficulty <> f.difficulty or n.stability <> f.stability`);
    expect(mismatches).toEqual([]);
  });

  it('has friendships in every state, chat messages of every type and open and answered requests', async () => {
    const [sam, priya, kenji, lena] = await Promise.all(
      ['sam', 'priya', 'kenji', 'lena'].map(uidOf),
    );
    const latest = async (a: string, b: string) =>
      (
        await db.query<{ action_type: string }>(
          'select action_type from friend_request_action where uid_less = least($1::uuid, $2::uuid) and uid_more = greatest($1::uuid, $2::uuid) order by created_at desc, id desc limit 1',
          [a, b],
        )
      )[0]?.action_type;
    expect(await latest(sam!, priya!)).toBe('accept');
    expect(await latest(sam!, kenji!)).toBe('invite');
    expect(await latest(sam!, lena!)).toBe('invite');
    expect(await latest(priya!, kenji!)).toBe('remove');
    expect(await latest(priya!, lena!)).toBe('decline');
    expect(await latest(kenji!, lena!)).toBe('accept');
    const types = await db.query<{ message_type: string }>(
      'select distinct message_type from chat_message order by 1',
    );
    expect(types.map((x) => x.message_type)).toEqual([
      'accepted',
      'recommendation',
      'request',
      'text',
    ]);
    const requests = await db.query<{ status: string; answers: number }>(
      'select status, (select count(*)::int from phrase_request_answer a where a.request_id = r.id) as answers from phrase_request r order by status',
    );
    expect(requests).toEqual([
      { status: 'fulfilled', answers: 1 },
      { status: 'fulfilled', answers: 1 },
      { status: 'pending', answers: 0 },
      { status: 'pending', answers: 0 },
      { status: 'pending', answers: 0 },
    ]);
  });
});
