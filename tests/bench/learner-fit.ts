import {
  DEFAULT_SCHEDULE,
  MIN_REVIEWS_TO_OPTIMISE,
  countTrainingReviews,
  heldOutFrom,
  historiesBefore,
  scheduleFit,
  testDeckSet,
  type CardHistory,
  type DeckSchedule,
  type ScheduleFit,
} from '@phrasebook/domain';

/** Fits FSRS-6 to histories as the app's optimiser does (schedule-fit.ts passes fsrs-browser's). */
export type Fit = (histories: readonly CardHistory[]) => number[];

const schedule = (parameters: readonly number[]): DeckSchedule => ({
  parameters,
  desiredRetention: 0.9,
});

/** The learner's reviews without one deck's reviews from `from` on. */
function withoutHeldOut(
  decks: ReadonlyMap<string, readonly CardHistory[]>,
  lang: string,
  from: string,
): CardHistory[] {
  return [...decks].flatMap(([other, histories]) =>
    other === lang ? historiesBefore(histories, from) : [...histories],
  );
}

/**
 * The app's rule, decided without looking at the reviews it is scored on: within the deck's
 * reviews before `from`, its own set is tested against the learner's on their latest 20 % of
 * days (as deck settings test it on all of them), and the winner is then scored after `from`.
 */
function chooseByRule(
  decks: ReadonlyMap<string, readonly CardHistory[]>,
  lang: string,
  from: string,
  fit: Fit,
  sets: { learner: number[]; deck: number[] },
): { set: number[]; source: 'learner' | 'deck' } {
  const earlier = new Map(
    [...decks].map(([l, h]) => [l, l === lang ? historiesBefore(h, from) : h]),
  );
  const deck = earlier.get(lang)!;
  const innerFrom =
    countTrainingReviews(deck) >= MIN_REVIEWS_TO_OPTIMISE ? heldOutFrom(deck) : null;
  if (innerFrom === null) return { set: sets.learner, source: 'learner' };
  const test = testDeckSet(
    deck,
    innerFrom,
    fit(historiesBefore(deck, innerFrom)),
    fit(withoutHeldOut(earlier, lang, innerFrom)),
  );
  return test.deckWins
    ? { set: sets.deck, source: 'deck' }
    : { set: sets.learner, source: 'learner' };
}

const cell = (result: ScheduleFit) =>
  `${result.logLoss.toFixed(4)} ${(result.rmse * 100).toFixed(2).padStart(6)} %`;

/**
 * Issue #49: for each deck of one learner, fits on the deck's earlier 80 % of review days
 * (the learner's set on every deck's reviews but the deck's held-out ones, the deck's own on
 * its earlier reviews alone) and scores its later 20 %: defaults, per learner, per deck, and
 * the app's rule (its own set only where its history beats the learner's). Prints log loss
 * and RMSE (bins) per deck and the log loss over all held-out reviews.
 */
export function compareLearnerAndDeckFits(
  title: string,
  decks: ReadonlyMap<string, readonly CardHistory[]>,
  fit: Fit,
): void {
  console.log(`\n${title}`);
  console.log(
    `  ${'deck'.padEnd(26)} ${'reviews'.padStart(7)} ${'tested'.padStart(6)}  ${'defaults'.padEnd(17)} ${'per learner'.padEnd(17)} ${'per deck'.padEnd(17)} rule`,
  );
  const totals = { defaults: 0, learner: 0, deck: 0, rule: 0, reviews: 0 };
  const started = performance.now();
  for (const [lang, histories] of decks) {
    const from = heldOutFrom(histories);
    if (from === null) continue;
    const learnerSet = fit(withoutHeldOut(decks, lang, from));
    const deckBefore = historiesBefore(histories, from);
    // fsrs-rs returns its defaults below 64 training items: a deck that small has no fit.
    const deckSet = fit(deckBefore);
    const results = {
      defaults: scheduleFit(histories, DEFAULT_SCHEDULE, from),
      learner: scheduleFit(histories, schedule(learnerSet), from),
      deck: scheduleFit(histories, schedule(deckSet), from),
    };
    const rule = chooseByRule(decks, lang, from, fit, { learner: learnerSet, deck: deckSet });
    const ruled = rule.source === 'deck' ? results.deck : results.learner;
    const n = results.defaults.reviews;
    if (n === 0) continue;
    totals.defaults += results.defaults.logLoss * n;
    totals.learner += results.learner.logLoss * n;
    totals.deck += results.deck.logLoss * n;
    totals.rule += ruled.logLoss * n;
    totals.reviews += n;
    console.log(
      `  ${lang.padEnd(26)} ${String(countTrainingReviews(histories)).padStart(7)} ${String(n).padStart(6)}  ${cell(results.defaults)} ${cell(results.learner)} ${cell(results.deck)} ${rule.source}`,
    );
  }
  const mean = (sum: number) => (sum / totals.reviews).toFixed(4);
  console.log(
    `  log loss over the ${totals.reviews} held-out reviews: defaults ${mean(totals.defaults)}, per learner ${mean(totals.learner)}, per deck ${mean(totals.deck)}, rule ${mean(totals.rule)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
