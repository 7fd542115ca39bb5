import type { QueryClient } from '@tanstack/react-query';
import { planLearnerFit, testDeckSet } from '@phrasebook/domain';
import { learnerHistoriesQuery } from '../api/deck-histories-query.ts';
import type { LearnerFit } from '../api/save-fitted-schedule.ts';
import { OptimiseCancelled, runOptimiser, type OptimiserStage } from './run-optimiser.ts';

/**
 * Fits my schedule on all my decks' reviews and, where the deck `lang` has enough reviews,
 * tests a set of its own against mine on its held-out reviews (docs/scheduling.md
 * "Optimising"). All fits run in one worker; `cancel` ends it at once.
 */
export function fitLearnerSchedule(
  queryClient: QueryClient,
  uid: string,
  lang: string,
  onStage: (stage: OptimiserStage) => void,
): { result: Promise<LearnerFit>; cancel: () => void } {
  let cancelled = false;
  let cancelRun = () => {};
  const cancel = () => {
    cancelled = true;
    cancelRun();
  };
  const result = (async () => {
    const decks = await queryClient.fetchQuery(learnerHistoriesQuery(uid));
    if (cancelled) throw new OptimiseCancelled();
    const plan = planLearnerFit(new Map(Object.entries(decks)), lang);
    const run = runOptimiser(
      plan.test
        ? [plan.learner, plan.test.learner, plan.test.deck, plan.test.deckAll]
        : [plan.learner],
      onStage,
    );
    cancelRun = run.cancel;
    const [learner, learnerTest, deckTest, deckAll] = await run.result;
    if (!plan.test) return { learner: learner!, deck: null, test: null };
    const test = testDeckSet(plan.test.deckAll, plan.test.from, deckTest!, learnerTest!);
    // Held-out days of first reviews only predict nothing: no test to store.
    if (test.heldOutReviews === 0) return { learner: learner!, deck: null, test: null };
    return { learner: learner!, deck: test.deckWins ? deckAll! : null, test };
  })();
  return { result, cancel };
}
