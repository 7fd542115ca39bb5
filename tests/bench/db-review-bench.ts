/**
 * Database benchmark on PostgreSQL (a throwaway cluster, or DATABASE_URL's server):
 *   1. a deck of 5,000 cards with 50,000 reviews: reading user_deck_plus with its cards the
 *      way the REST layer does (one statement, RLS on, as the owner);
 *   2. insert_user_card_review p50/p95 with 50 reviewers posting at the same time;
 *   3. the plans of the slowest queries, and a check that every policy-filtered read of the
 *      big tables uses an index.
 * Run: pnpm exec tsx tests/bench/db-review-bench.ts
 */
import type pg from 'pg';
import { asUser, connect, ms, percentile, withBenchDatabase } from './pg-bench-session.ts';

const CARDS = 5_000;
const REVIEWS_PER_CARD = 10;
const REVIEWERS = 50;
const REVIEWS_EACH = 40;
const READS = 10;

// The deck read of docs/product.md §7 as PostgREST renders it: the view, then each embed as a lateral
// json_agg over the child view/table filtered by the relationship's columns.
const deckReadSql = `
  select d.*, coalesce(cards.j, '[]') as cards, coalesce(reviews.j, '[]') as reviews
  from public.user_deck_plus d
  left join lateral (select json_agg(c) as j from public.user_card_plus c where c.uid = d.uid and c.lang = d.lang) cards on true
  left join lateral (select json_agg(r) as j from public.user_card_review r where r.uid = d.uid and r.lang = d.lang) reviews on true
  where d.lang = 'spa' and d.uid = $1`;

async function buildData(
  admin: pg.Client,
): Promise<{ owner: string; reviewers: { uid: string; phrases: string[] }[]; today: string }> {
  await admin.query(
    "insert into language (lang, name) values ('spa', 'Spanish'), ('eng', 'English') on conflict do nothing",
  );
  const user = async (name: string) =>
    (
      await admin.query<{ id: string }>(
        'insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id',
        [
          `${name}@bench.test`,
          JSON.stringify({ username: name, languages_known: [{ lang: 'eng', level: 'fluent' }] }),
        ],
      )
    ).rows[0]!.id;
  const owner = await user('owner');
  const today = (await admin.query<{ d: string }>("select public.day_session_at('UTC')::text as d"))
    .rows[0]!.d;
  // One statement: a phrase is stored with its translation (docs/product.md, language).
  await admin.query(
    `with added as (
       insert into phrase (lang, text) select 'spa', 'frase ' || g from generate_series(1, ${CARDS}) g
       returning id, text)
     insert into phrase_translation (phrase_id, lang, text) select id, 'eng', text from added`,
  );
  await admin.query("insert into user_deck (uid, lang) values ($1, 'spa')", [owner]);
  await admin.query(
    `insert into user_card (uid, phrase_id, lang, status)
     select $1, id, 'spa', (array['active', 'active', 'active', 'skipped', 'learned'])[1 + (row_number() over (order by id))::int % 5]
     from phrase where lang = 'spa'`,
    [owner],
  );
  // Ten reviews per card spread over 100 review days, one first-of-day review per card and day.
  await admin.query(
    `insert into user_deck_review_state (uid, lang, day_session, manifest, stage)
     select $1, 'spa', $2::date - g, '{}', 5 from generate_series(0, 100) g`,
    [owner, today],
  );
  await admin.query(
    `insert into user_card_review (uid, phrase_id, lang, day_session, score, difficulty, stability, review_time_retrievability, day_first_review, created_at)
     select $1, c.phrase_id, 'spa', $2::date - (k * 10 + n % 10 + 1)::int, 1 + (n + k) % 4, 1 + ((n * 7 + k) % 90) / 10.0, 0.5 + k * 3.0, 0.9, true,
       ($2::date - (k * 10 + n % 10 + 1)::int)::timestamp + interval '18 hours'
     from (select phrase_id, (row_number() over (order by phrase_id))::int as n from user_card where uid = $1) c,
       generate_series(0, ${REVIEWS_PER_CARD - 1}) k`,
    [owner, today],
  );
  const reviewers: { uid: string; phrases: string[] }[] = [];
  for (let i = 0; i < REVIEWERS; i++) {
    const uid = await user(`reviewer${i}`);
    await admin.query("insert into user_deck (uid, lang) values ($1, 'spa')", [uid]);
    const phrases = (
      await admin.query<{ id: string }>(
        `insert into user_card (uid, phrase_id, lang) select $1, id, 'spa' from phrase where lang = 'spa' order by id offset $2 limit ${REVIEWS_EACH} returning phrase_id as id`,
        [uid, i * 37],
      )
    ).rows.map((r) => r.id);
    await admin.query(
      "insert into user_deck_review_state (uid, lang, day_session, manifest) values ($1, 'spa', $2, $3::uuid[])",
      [uid, today, phrases],
    );
    reviewers.push({ uid, phrases });
  }
  await admin.query('analyze');
  return { owner, reviewers, today };
}

async function main(): Promise<void> {
  await withBenchDatabase('bench', async (dbUrl, admin) => {
    let t0 = performance.now();
    const { owner, reviewers, today } = await buildData(admin);
    console.log(
      `setup: ${CARDS} cards, ${CARDS * REVIEWS_PER_CARD} reviews, ${REVIEWERS} reviewers in ${ms(performance.now() - t0)}`,
    );

    // 1. Deck read.
    const reader = await connect(dbUrl);
    const readTimes: number[] = [];
    let cardsSeen = 0;
    for (let i = 0; i < READS; i++) {
      t0 = performance.now();
      const rows = await asUser(reader, owner, () => reader.query(deckReadSql, [owner]));
      readTimes.push(performance.now() - t0);
      cardsSeen = (rows.rows[0]?.cards as unknown[]).length;
    }
    console.log(
      `\nuser_deck_plus with ${cardsSeen} cards (user_card_plus) and reviews, ${READS} reads: p50 ${ms(percentile(readTimes, 50))}, p95 ${ms(percentile(readTimes, 95))}`,
    );
    const cardsOnly = `select d.*, (select json_agg(c) from public.user_card_plus c where c.uid = d.uid and c.lang = d.lang) as cards from public.user_deck_plus d where d.lang = 'spa' and d.uid = $1`;
    const cardsTimes: number[] = [];
    for (let i = 0; i < READS; i++) {
      t0 = performance.now();
      await asUser(reader, owner, () => reader.query(cardsOnly, [owner]));
      cardsTimes.push(performance.now() - t0);
    }
    console.log(
      `user_deck_plus with its cards only: p50 ${ms(percentile(cardsTimes, 50))}, p95 ${ms(percentile(cardsTimes, 95))}`,
    );

    // 2. 50 concurrent reviewers.
    const clients = await Promise.all(reviewers.map(() => connect(dbUrl)));
    const latencies: number[] = [];
    t0 = performance.now();
    await Promise.all(
      reviewers.map(async (reviewer, i) => {
        const client = clients[i]!;
        for (const phrase of reviewer.phrases) {
          const start = performance.now();
          await asUser(client, reviewer.uid, () =>
            client.query("select id from public.insert_user_card_review($1, $2, 'spa', $3::date)", [
              1 + (latencies.length % 4),
              phrase,
              today,
            ]),
          );
          latencies.push(performance.now() - start);
        }
      }),
    );
    const wall = performance.now() - t0;
    console.log(
      `\ninsert_user_card_review, ${REVIEWERS} concurrent reviewers × ${REVIEWS_EACH}: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))}, ${(latencies.length / (wall / 1000)).toFixed(0)} reviews/s`,
    );
    await Promise.all(clients.map((c) => c.end()));

    // 3. Plans.
    const explain = async (title: string, sql: string, params: unknown[]) => {
      const plan = await asUser(reader, owner, () =>
        reader.query(`explain (analyze, buffers, costs off) ${sql}`, params),
      );
      const text = plan.rows.map((r) => r['QUERY PLAN'] as string).join('\n');
      console.log(`\n--- plan: ${title}\n${text}`);
      return text;
    };
    const deckPlan = await explain('deck read (slowest)', deckReadSql, [owner]);
    const reviewPlan = await explain(
      'a review insert',
      "select * from public.insert_user_card_review(3, (select phrase_id from user_card where uid = $1 limit 1), 'spa', $2::date)",
      [owner, today],
    );
    void reviewPlan;
    const policyReads: [string, string][] = [
      ['user_card by policy', 'select count(*) from public.user_card'],
      ['user_card_review by policy', 'select count(*) from public.user_card_review'],
      ['user_deck by policy', 'select count(*) from public.user_deck'],
      ['user_deck_review_state by policy', 'select count(*) from public.user_deck_review_state'],
      ['chat_message by policy', 'select count(*) from public.chat_message'],
      ['friend_request_action by policy', 'select count(*) from public.friend_request_action'],
    ];
    const seqScans: string[] = [];
    for (const [title, sql] of policyReads) {
      // Small tables make seq scans the cheaper plan; disable them to see that an index exists.
      await reader.query('set enable_seqscan = off');
      const text = (
        await asUser(reader, owner, () => reader.query(`explain (costs off) ${sql}`))
      ).rows
        .map((r) => r['QUERY PLAN'] as string)
        .join('\n');
      await reader.query('reset enable_seqscan');
      if (/Seq Scan/.test(text)) seqScans.push(`${title}:\n${text}`);
    }
    // The owner's deck is nearly every row of these tables, so a sequential scan is the right
    // plan here; what must not happen is a scan of other users' cards per card.
    const deckSeq = /Seq Scan on user_card_review r_\d[\s\S]*loops=5000/.test(deckPlan);
    console.log(
      `\npolicy-filtered reads without an index: ${seqScans.length === 0 ? 'none' : `\n${seqScans.join('\n')}`}`,
    );
    console.log(`deck read scans reviews once per card: ${deckSeq ? 'yes' : 'no'}`);
    await reader.end();
    if (seqScans.length > 0 || deckSeq) process.exitCode = 1;
  });
}

await main();
