/**
 * Issue #26: does a schedule fitted to the learner predict their recalls better than the
 * defaults? For a synthetic learner (simulated from known FSRS-6 parameters over a year,
 * tests/bench/simulated-learner.ts) and for the demo seed's Kenji (eighteen months of German),
 * fits FSRS-6 with the app's optimiser (fsrs-browser) on the earlier 80 % of days and scores
 * the later 20 %: log loss and RMSE (bins) for the defaults, the fitted parameters and, for
 * the synthetic learner, the true ones; then how close the fitted parameters came to the true.
 * Then, for a learner with recall on (issue #46), one parameter set for both directions
 * against one per direction. Then (issue #49) per learner against per deck: synthetic learners
 * with decks of different sizes, and the demo learner's decks (tests/bench/learner-fit.ts).
 * Printed, never asserted: the figures depend on the draws.
 * Run: pnpm bench:schedule
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as FsrsBrowser from 'fsrs-browser';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  addDays,
  cardHistories,
  DEFAULT_PARAMETERS,
  DEFAULT_SCHEDULE,
  historiesBefore,
  PARAMETER_BOUNDS,
  scheduleFit,
  storableParameters,
  trainingItems,
  type CardHistory,
  type DeckReviewRow,
  type DeckSchedule,
  type ScheduleFit,
} from '@phrasebook/domain';
import { simulatedLearnerParameters } from '../../supabase/scripts/simulated-learner.ts';
import { applySchema } from '@phrasebook/testing/schema';
import { compareLearnerAndDeckFits } from './learner-fit.ts';
import { simulateLearner } from './simulated-learner.ts';

// The app's optimiser. Outside a browser it needs the worker global its thread-pool helper
// reads when loaded (the app never starts that pool, nor does this), so it is imported after.
const globals = globalThis as { self?: unknown; addEventListener?: unknown };
globals.self ??= globalThis;
globals.addEventListener ??= () => undefined;
const optimiser: typeof FsrsBrowser = await import('fsrs-browser');
optimiser.initSync({
  module: readFileSync(createRequire(import.meta.url).resolve('fsrs-browser/fsrs_browser_bg.wasm')),
});

/** Fits FSRS-6 to the histories as the deck settings do (optimiser.worker.ts). */
function fitAll(histories: readonly CardHistory[]): number[] {
  const { ratings, deltas, lengths } = trainingItems(histories);
  const info = console.info;
  console.info = () => undefined; // fsrs-rs logs every epoch
  try {
    return storableParameters(
      new optimiser.Fsrs().computeParameters(ratings, deltas, lengths, undefined, false),
    );
  } finally {
    console.info = info;
  }
}

/** Fits FSRS-6 to the reviews before `cutoff`. */
const fit = (histories: readonly CardHistory[], cutoff: string) =>
  fitAll(historiesBefore(histories, cutoff));

const row = (name: string, result: ScheduleFit) =>
  `  ${name.padEnd(30)} ${result.logLoss.toFixed(4).padStart(8)} ${(result.rmse * 100).toFixed(2).padStart(8)} %`;

function report(title: string, histories: readonly CardHistory[], truth?: readonly number[]) {
  const days = [...new Set(histories.flatMap((h) => h.steps.map((s) => s.day)))].sort();
  const cutoff = days[Math.floor(days.length * 0.8)]!;
  const started = performance.now();
  const fitted = fit(histories, cutoff);
  const took = performance.now() - started;
  const schedule = (parameters: readonly number[]): DeckSchedule => ({
    parameters,
    desiredRetention: 0.9,
  });
  const defaults = scheduleFit(histories, DEFAULT_SCHEDULE, cutoff);
  const optimised = scheduleFit(histories, schedule(fitted), cutoff);
  console.log(`\n${title}`);
  console.log(
    `  ${histories.length} cards; trained on ${days.indexOf(cutoff)} review days before ${cutoff} (fit ${took.toFixed(0)} ms), tested on ${defaults.reviews} reviews after`,
  );
  console.log(`  ${''.padEnd(30)} ${'log loss'.padStart(8)} ${'RMSE'.padStart(10)}`);
  console.log(row('defaults (FSRS-5)', defaults));
  console.log(row('optimised', optimised));
  if (truth) console.log(row('true parameters', scheduleFit(histories, schedule(truth), cutoff)));
  console.log(
    `  log loss ${(optimised.logLoss / defaults.logLoss).toFixed(3)}× the defaults', RMSE ${(optimised.rmse / defaults.rmse).toFixed(3)}×`,
  );
  if (!truth) return;
  // How close the fit came: each parameter's error as a share of its range.
  const errors = fitted.map((value, i) => {
    const [lo, hi] = PARAMETER_BOUNDS[i]!;
    return Math.abs(value - truth[i]!) / (hi - lo);
  });
  const defaultsErrors = [...DEFAULT_PARAMETERS].map((value, i) => {
    const [lo, hi] = PARAMETER_BOUNDS[i]!;
    return Math.abs(value - truth[i]!) / (hi - lo);
  });
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  console.log(
    `  distance to the true parameters (mean |error| / range): optimised ${(mean(errors) * 100).toFixed(1)} %, defaults ${(mean(defaultsErrors) * 100).toFixed(1)} %`,
  );
  console.log('  w   true     fitted   default');
  fitted.forEach((value, i) =>
    console.log(
      `  ${String(i).padStart(2)} ${truth[i]!.toFixed(4).padStart(8)} ${value.toFixed(4).padStart(8)} ${DEFAULT_PARAMETERS[i]!.toFixed(4).padStart(8)}`,
    ),
  );
}

// A synthetic learner: 300 cards reviewed every day for a year.
const firstDay = '2025-01-01';
const simulated = simulateLearner({ cards: 300, days: 365 }).flat();
report(
  'Synthetic learner (known FSRS-6 parameters, 300 cards, one year)',
  cardHistories(
    simulated.map((review): DeckReviewRow => ({
      phrase_id: String(review.card),
      day_session: addDays(firstDay, review.day),
      score: review.score,
      day_first_review: true,
    })),
  ),
  simulatedLearnerParameters,
);

/**
 * Issue #46: one parameter set per deck for both directions, or one per direction? A learner
 * with recall on: each phrase has a recognise card and a recall card, remembered differently
 * (producing a phrase is harder: the recall memory starts weaker and grows slower). Fits on the
 * earlier 80 % of days, once on both directions together (what the app does) and once per
 * direction, and scores each direction's later 20 %.
 */
function compareOneAndTwoFits(recognise: CardHistory[], recall: CardHistory[]) {
  const both = [...recognise, ...recall];
  const days = [...new Set(both.flatMap((h) => h.steps.map((s) => s.day)))].sort();
  const cutoff = days[Math.floor(days.length * 0.8)]!;
  const schedule = (parameters: readonly number[]): DeckSchedule => ({
    parameters,
    desiredRetention: 0.9,
  });
  const together = schedule(fit(both, cutoff));
  const apart = {
    recognise: schedule(fit(recognise, cutoff)),
    recall: schedule(fit(recall, cutoff)),
  };
  console.log('\nSynthetic learner with recall on (300 phrases, both directions, one year)');
  console.log(
    `  ${''.padEnd(30)} ${'log loss'.padStart(8)} ${'RMSE'.padStart(10)} ${'reviews'.padStart(8)}`,
  );
  const line = (name: string, result: ScheduleFit) =>
    console.log(`${row(name, result)} ${String(result.reviews).padStart(8)}`);
  let weighted = { together: 0, apart: 0, reviews: 0 };
  for (const [direction, histories] of [
    ['recognise', recognise],
    ['recall', recall],
  ] as const) {
    const one = scheduleFit(histories, together, cutoff);
    const own = scheduleFit(histories, apart[direction], cutoff);
    line(`${direction}: one set for both`, one);
    line(`${direction}: its own set`, own);
    weighted = {
      together: weighted.together + one.logLoss * one.reviews,
      apart: weighted.apart + own.logLoss * own.reviews,
      reviews: weighted.reviews + one.reviews,
    };
  }
  console.log(
    `  log loss over both directions: one set ${(weighted.together / weighted.reviews).toFixed(4)}, a set per direction ${(weighted.apart / weighted.reviews).toFixed(4)} (${(weighted.apart / weighted.together).toFixed(3)}×)`,
  );
}

/** The recall direction's memory: lower initial stabilities, slower growth after a recall. */
const recallTruth = simulatedLearnerParameters.map((w, i) =>
  i <= 3 ? w * 0.6 : i === 8 ? w * 0.85 : w,
);
const directionRows = (direction: 'recognise' | 'recall', truth: readonly number[], seed: number) =>
  simulateLearner({ cards: 300, days: 365, seed, truth })
    .flat()
    .map((review): DeckReviewRow => ({
      phrase_id: String(review.card),
      direction,
      day_session: addDays(firstDay, review.day),
      score: review.score,
      day_first_review: true,
    }));
compareOneAndTwoFits(
  cardHistories(directionRows('recognise', simulatedLearnerParameters, 26)),
  cardHistories(directionRows('recall', recallTruth, 46)),
);

/**
 * Issue #49: one learner, several decks. Each deck is simulated from the learner's memory
 * (`truth`), started `start` days into the year, with `cards` cards and `perDay` new a day.
 */
function syntheticLearner(
  decks: {
    lang: string;
    cards: number;
    perDay: number;
    start: number;
    seed: number;
    truth?: readonly number[];
  }[],
): Map<string, CardHistory[]> {
  return new Map(
    decks.map(({ lang, cards, perDay, start, seed, truth }) => [
      lang,
      cardHistories(
        simulateLearner({ cards, days: 365 - start, newPerDay: perDay, seed, truth })
          .flat()
          .map((review): DeckReviewRow => ({
            phrase_id: `${lang}-${review.card}`,
            day_session: addDays(firstDay, start + review.day),
            score: review.score,
            day_first_review: true,
          })),
      ),
    ]),
  );
}

compareLearnerAndDeckFits(
  'Per learner or per deck: one memory, four decks of different sizes (a year)',
  syntheticLearner([
    { lang: 'large, 400 cards', cards: 400, perDay: 3, start: 0, seed: 491 },
    { lang: 'medium, 150 cards', cards: 150, perDay: 2, start: 60, seed: 492 },
    { lang: 'small, 60 cards', cards: 60, perDay: 1, start: 120, seed: 493 },
    { lang: 'new, 30 cards', cards: 30, perDay: 2, start: 300, seed: 494 },
  ]),
  fitAll,
);

/** A deck remembered differently: weaker first memories, a faster decay of recall. */
const harderDeck = simulatedLearnerParameters.map((w, i) =>
  i <= 3 ? w * 0.4 : i === 20 ? 0.35 : w,
);
compareLearnerAndDeckFits(
  'Per learner or per deck: one deck (250 cards) remembered differently (harder), three like the learner',
  syntheticLearner([
    { lang: 'large, 400 cards', cards: 400, perDay: 3, start: 0, seed: 495 },
    {
      lang: 'medium, 250 cards, harder',
      cards: 250,
      perDay: 2,
      start: 0,
      seed: 496,
      truth: harderDeck,
    },
    { lang: 'small, 60 cards', cards: 60, perDay: 1, start: 120, seed: 497 },
    { lang: 'new, 30 cards', cards: 30, perDay: 2, start: 300, seed: 498 },
  ]),
  fitAll,
);

// The demo seed's Kenji: migrations and seed applied to an in-memory PGlite.
const db = await PGlite.create({ extensions: { pgcrypto, pg_trgm } });
await applySchema(
  {
    query: async <R>(sql: string, params?: unknown[]) => (await db.query<R>(sql, params)).rows,
    exec: async (sql: string) => void (await db.exec(sql)),
  },
  { seed: true },
);
const kenji = await db.query<DeckReviewRow & { lang: string }>(
  `select r.lang, r.phrase_id::text, r.direction, r.day_session::text, r.score, r.day_first_review
   from user_card_review r join user_profile p on p.uid = r.uid
   where p.username = 'kenji' and r.day_first_review`,
);
const kenjiDecks = new Map<string, CardHistory[]>();
for (const lang of new Set(kenji.rows.map((review) => review.lang))) {
  kenjiDecks.set(lang, cardHistories(kenji.rows.filter((review) => review.lang === lang)));
}
report("Demo seed: Kenji's German (eighteen months)", kenjiDecks.get('deu')!);
compareLearnerAndDeckFits(
  `Per learner or per deck: the demo seed's Kenji (${[...kenjiDecks.keys()].join(', ')})`,
  kenjiDecks,
  fitAll,
);
await db.close();
