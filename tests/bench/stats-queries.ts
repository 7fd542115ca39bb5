/**
 * The stats view's panels on PGlite with the demo seed: each panel's RPC as Kenji (eighteen
 * months of German, a month of Spanish), signed in the way PostgREST signs a request in (RLS
 * on), per deck and for all decks. Kenji also shares two streaks, accepted when his German
 * began, so friend_streaks reads eighteen months of both members' days.
 * Prints p50/p95 per call and whether p95 is under 100 ms (issue #48); asserts nothing.
 * Run: pnpm exec tsx tests/bench/stats-queries.ts
 */
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { applySchema, sessionSettings } from '@phrasebook/testing/schema';
import { percentile } from './percentile.ts';

const RUNS = 40;
const WARM_UP = 3;
const BUDGET_MS = 100;

const db = await PGlite.create({ extensions: { pgcrypto, pg_trgm } });
await db.exec(sessionSettings);
const started = performance.now();
await applySchema(
  {
    query: async (sql, params) => (await db.query<never>(sql, params)).rows,
    exec: async (sql) => void (await db.exec(sql)),
  },
  { seed: true },
);
console.log(`schema and demo seed: ${Math.round(performance.now() - started)} ms`);

const uidOf = async (username: string) =>
  (await db.query<{ uid: string }>('select uid from user_profile where username = $1', [username]))
    .rows[0]!.uid;
const kenji = await uidOf('kenji');
const lena = await uidOf('lena');
const sam = await uidOf('sam');

const asUser = async (uid: string) => {
  await db.exec('reset role');
  await db.query("select set_config('request.jwt.claims', $1, false)", [
    JSON.stringify({ sub: uid, role: 'authenticated', aud: 'authenticated' }),
  ]);
  await db.exec('set role authenticated');
};

// Kenji shares a streak with Lena (his friend) and, once friends, with Sam.
await db.query(
  `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
   select least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $2, $1, 'accept'`,
  [kenji, sam],
);
for (const friend of [lena, sam]) {
  await asUser(kenji);
  const [streak] = (
    await db.query<{ id: string }>('select id from invite_friend_streak($1)', [friend])
  ).rows;
  await asUser(friend);
  await db.query('select answer_friend_streak($1, true)', [streak!.id]);
}
await db.exec("reset role; select set_config('request.jwt.claims', '', false)");
// Shared since his German began, so friend_streaks reads both members' whole histories.
await db.query("update friend_streak set accepted_at = now() - interval '545 days'");

const { rows: decks } = await db.query<{ lang: string; reviews: number }>(
  `select d.lang, (select count(*) from user_card_review r where r.uid = d.uid and r.lang = d.lang)::int as reviews
   from user_deck d where d.uid = $1 order by d.lang`,
  [kenji],
);
console.log(`Kenji's decks: ${decks.map((d) => `${d.lang} (${d.reviews} reviews)`).join(', ')}\n`);

const panels: { name: string; sql: string; perDeck: boolean }[] = [
  { name: 'study_days', sql: 'select * from study_days($1)', perDeck: true },
  { name: 'study_streak', sql: 'select * from study_streak($1)', perDeck: true },
  { name: 'retention_by_month', sql: 'select * from retention_by_month($1)', perDeck: true },
  { name: 'due_forecast', sql: 'select * from due_forecast($1, 30)', perDeck: true },
  { name: 'card_state_counts', sql: 'select * from card_state_counts($1)', perDeck: true },
  { name: 'friend_streaks', sql: 'select * from friend_streaks()', perDeck: false },
];

await asUser(kenji);
const results: { call: string; rows: number; p50: number; p95: number }[] = [];
for (const panel of panels) {
  const scopes: (string | null)[] = panel.perDeck ? [...decks.map((d) => d.lang), null] : [null];
  for (const lang of scopes) {
    const params = panel.perDeck ? [lang] : [];
    let rows = 0;
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const t0 = performance.now();
      const result = await db.query(panel.sql, params);
      const elapsed = performance.now() - t0;
      rows = result.rows.length;
      if (i >= WARM_UP) times.push(elapsed);
    }
    results.push({
      call: `${panel.name}(${panel.perDeck ? (lang ?? 'all decks') : ''})`,
      rows,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
    });
  }
}
await db.close();

console.log(`${RUNS} runs each after ${WARM_UP} warm-up runs, as Kenji with RLS on:`);
for (const r of results) {
  console.log(
    `  ${r.call.padEnd(34)} rows ${String(r.rows).padStart(4)}  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ${r.p95 < BUDGET_MS ? `under ${BUDGET_MS} ms` : `OVER ${BUDGET_MS} ms`}`,
  );
}
