import { fsrs, forgetting_curve, generatorParameters } from 'ts-fsrs';
import { isDue, nextState, retrievability, seededRandom, type Score } from '@phrasebook/domain';
import { simulatedLearnerParameters } from '../../supabase/scripts/simulated-learner.ts';

/** One simulated review: which card, on which day (0 = the first), and the score. */
export interface SimulatedReview {
  card: number;
  day: number;
  score: Score;
}

/**
 * A learner reviewing a deck every day, as the demo seed's Kenji does: the app schedules with
 * its defaults (a card is back once R ≤ 0.9, a few new cards a day); whether they recall is
 * drawn from FSRS-6 with `truth` (by default the simulated learner's parameters). Returns
 * each day's reviews in order (a day with nothing due is empty).
 */
export function simulateLearner({
  cards,
  days,
  newPerDay = 3,
  seed = 26,
  truth = simulatedLearnerParameters,
}: {
  cards: number;
  days: number;
  newPerDay?: number;
  seed?: number;
  truth?: readonly number[];
}): SimulatedReview[][] {
  const learner = fsrs(generatorParameters({ w: [...truth], enable_fuzz: false }));
  const random = seededRandom(seed);
  const app: ({ difficulty: number; stability: number; day: number } | null)[] =
    Array(cards).fill(null);
  const real: ({ difficulty: number; stability: number; day: number } | null)[] =
    Array(cards).fill(null);
  let introduced = 0;
  const result: SimulatedReview[][] = [];
  for (let day = 0; day < days; day++) {
    const due = app.flatMap((memory, card) =>
      memory && isDue(retrievability(day - memory.day, memory.stability)) ? [card] : [],
    );
    const fresh = Array.from(
      { length: Math.min(newPerDay, cards - introduced) },
      (_, i) => introduced + i,
    );
    introduced += fresh.length;
    result.push(
      [...due, ...fresh].map((card) => {
        const known = real[card] ?? null;
        const u = random();
        let score: Score;
        if (!known) score = u < 0.25 ? 1 : u < 0.4 ? 2 : u < 0.9 ? 3 : 4;
        else {
          const recall = forgetting_curve([...truth], day - known.day, known.stability);
          score = u >= recall ? 1 : u < recall * 0.1 ? 4 : u > recall * 0.92 ? 2 : 3;
        }
        real[card] = { ...learner.next_state(known, known ? day - known.day : 0, score), day };
        const previous = app[card] ?? null;
        app[card] = { ...nextState(previous, score, previous ? day - previous.day : 0), day };
        return { card, day, score };
      }),
    );
  }
  return result;
}
