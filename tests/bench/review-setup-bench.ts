/**
 * The review setup query's server time on PostgreSQL (a throwaway cluster, or DATABASE_URL's
 * server): review_day_setup for a deck of 5,000 cards with 50,000 reviews and a library of
 * 3,000 more phrases, as the owner with RLS on, the way PostgREST runs the RPC; then
 * start_review_day and review_day_cards for the resulting day. Prints p50/p95; asserts nothing.
 * Run: pnpm exec tsx tests/bench/review-setup-bench.ts
 */
import type pg from 'pg';
import { asUser, connect, ms, percentile, withBenchDatabase } from './pg-bench-session.ts';

const CARDS = 5_000;
const REVIEWS_PER_CARD = 10;
const LIBRARY = 3_000;
const RUNS = 30;

async function buildDeck(admin: pg.Client): Promise<{ owner: string; today: string }> {
  await admin.query(
    "insert into language (lang, name) values ('spa', 'Spanish'), ('eng', 'English') on conflict do nothing",
  );
  const owner = (
    await admin.query<{ id: string }>(
      'insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id',
      [
        'owner@bench.test',
        JSON.stringify({ username: 'owner', languages_known: [{ lang: 'eng', level: 'fluent' }] }),
      ],
    )
  ).rows[0]!.id;
  const today = (await admin.query<{ d: string }>("select public.day_session_at('UTC')::text as d"))
    .rows[0]!.d;
  // One statement: a phrase is stored with its translation (docs/product.md, language).
  await admin.query(
    `with added as (
       insert into phrase (lang, text, created_at)
       select 'spa', 'frase ' || g, now() - g * interval '1 minute' from generate_series(1, ${CARDS + LIBRARY}) g
       returning id, text)
     insert into phrase_translation (phrase_id, lang, text) select id, 'eng', 'phrase ' || text from added`,
  );
  await admin.query("insert into user_deck (uid, lang, daily_review_goal) values ($1, 'spa', 20)", [
    owner,
  ]);
  // Most cards reviewed (active, skipped, learned), one in ten never reviewed.
  await admin.query(
    `insert into user_card (uid, phrase_id, lang, status)
     select $1, id, 'spa', (array['active', 'active', 'active', 'skipped', 'learned'])[1 + (row_number() over (order by id))::int % 5]
     from phrase where lang = 'spa' order by id limit ${CARDS}`,
    [owner],
  );
  await admin.query(
    `insert into user_deck_review_state (uid, lang, day_session, manifest, stage)
     select $1, 'spa', $2::date - g, '{}', 5 from generate_series(1, 101) g`,
    [owner, today],
  );
  // Ten first-of-day reviews per card over 100 days, except every tenth card (new).
  await admin.query(
    `insert into user_card_review (uid, phrase_id, lang, day_session, score, difficulty, stability, review_time_retrievability, day_first_review, created_at)
     select $1, c.phrase_id, 'spa', $2::date - (k * 10 + c.n % 10 + 1)::int, 1 + (c.n + k) % 4,
       1 + ((c.n * 7 + k) % 90) / 10.0, 0.5 + ((c.n + k) % 40) * 1.5, 0.9, true,
       ($2::date - (k * 10 + c.n % 10 + 1)::int)::timestamp + interval '18 hours'
     from (select phrase_id, (row_number() over (order by phrase_id))::int as n from user_card where uid = $1) c,
       generate_series(0, ${REVIEWS_PER_CARD} - 1) k
     where c.n % 10 <> 0`,
    [owner, today],
  );
  // Top up to exactly 50,000 reviews with same-day repeats (the again pass).
  await admin.query(
    `insert into user_card_review (uid, phrase_id, lang, day_session, score, difficulty, stability, review_time_retrievability, day_first_review, created_at)
     select r.uid, r.phrase_id, r.lang, r.day_session, 3, r.difficulty, r.stability, 0.9, false, r.created_at + interval '5 minutes'
     from user_card_review r where r.uid = $1 order by r.id
     limit ${CARDS * REVIEWS_PER_CARD} - (select count(*) from user_card_review where uid = $1)`,
    [owner],
  );
  await admin.query('analyze');
  return { owner, today };
}

async function main(): Promise<void> {
  await withBenchDatabase('review_setup_bench', async (dbUrl, admin) => {
    let t0 = performance.now();
    const { owner, today } = await buildDeck(admin);
    const counts = (
      await admin.query<{ cards: number; reviews: number }>(
        'select (select count(*)::int from user_card) as cards, (select count(*)::int from user_card_review) as reviews',
      )
    ).rows[0]!;
    console.log(
      `setup: ${counts.cards} cards, ${counts.reviews} reviews, ${LIBRARY} library phrases in ${ms(performance.now() - t0)}`,
    );

    const client = await connect(dbUrl);
    const times: number[] = [];
    let setup: Record<string, unknown> = {};
    for (let i = 0; i < RUNS; i++) {
      t0 = performance.now();
      const result = await asUser(client, owner, () =>
        client.query<{ s: Record<string, unknown> }>(
          "select public.review_day_setup('spa', $1::date) as s",
          [today],
        ),
      );
      times.push(performance.now() - t0);
      setup = result.rows[0]!.s;
    }
    const size = (key: string) => (setup[key] as unknown[]).length;
    console.log(
      `\nreview_day_setup (${size('due')} due, new candidates ${size('recommended')} / ${size('deck_new')} / ${size('library')}), ${RUNS} runs: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
    );
    const plan = await asUser(client, owner, () =>
      client.query<{ 'QUERY PLAN': string }>(
        "explain (analyze, buffers) select public.review_day_setup('spa', $1::date)",
        [today],
      ),
    );
    console.log(`  server execution: ${plan.rows.at(-1)?.['QUERY PLAN']}`);

    const manifest = [...(setup.deck_new as string[]).slice(0, 20), ...(setup.due as string[])];
    t0 = performance.now();
    await asUser(client, owner, () =>
      client.query("select manifest from public.start_review_day('spa', $1::date, $2::uuid[])", [
        today,
        manifest,
      ]),
    );
    console.log(`start_review_day (${manifest.length} cards): ${ms(performance.now() - t0)}`);
    const cardTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      t0 = performance.now();
      await asUser(client, owner, () =>
        client.query("select * from public.review_day_cards('spa', $1::date)", [today]),
      );
      cardTimes.push(performance.now() - t0);
    }
    console.log(
      `review_day_cards (${manifest.length} cards), ${RUNS} runs: p50 ${ms(percentile(cardTimes, 50))}, p95 ${ms(percentile(cardTimes, 95))}`,
    );
    await client.end();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
