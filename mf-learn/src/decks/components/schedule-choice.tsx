import { Text } from '@mantine/core';
import { MIN_REVIEWS_TO_OPTIMISE, type DeckSetTest } from '@phrasebook/domain';
import type { ScheduleSource } from '../api/schedule-choice-query.ts';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** Two log losses, with enough places to tell them apart. */
function logLosses(a: number, b: number): [string, string] {
  const places = a.toFixed(2) === b.toFixed(2) ? 4 : 2;
  return [a.toFixed(places), b.toFixed(places)];
}

/** What a deck's set is and why, in a sentence (docs/scheduling.md "Optimising"). */
export function scheduleChoiceText({
  source,
  learner,
  test,
  deckReviews,
  proposed = false,
}: {
  /** Says what the deck would use once saved, before it is. */
  proposed?: boolean;
  source: ScheduleSource;
  learner: { reviews: number; decks: number } | null;
  test:
    | (Pick<DeckSetTest, 'heldOutReviews' | 'deckLogLoss' | 'learnerLogLoss'> & {
        deckFitReviews: number;
      })
    | null;
  /** The deck's reviews the optimiser learns from now. */
  deckReviews: number;
}): string {
  const yours = learner
    ? `your schedule, fitted on ${count(learner.reviews, 'review', 'reviews')} in ${count(learner.decks, 'deck', 'decks')}`
    : 'your schedule';
  if (source === 'default') {
    return learner
      ? `This deck uses the default schedule. You have ${yours.replace('your schedule', 'a schedule')}.`
      : 'This deck uses the default schedule.';
  }
  const uses = proposed ? 'Once saved, this deck uses' : 'This deck uses';
  if (source === 'deck') {
    if (!test) return `${uses} a schedule fitted to its own reviews.`;
    const [own, mine] = logLosses(test.deckLogLoss, test.learnerLogLoss);
    return `${uses} its own schedule, fitted on its ${count(test.deckFitReviews, 'review', 'reviews')}: it predicted the deck's latest ${count(test.heldOutReviews, 'review', 'reviews')} better than ${yours} (log loss ${own} against ${mine}).`;
  }
  const start = `${uses} ${yours}`;
  if (test) {
    const [own, mine] = logLosses(test.deckLogLoss, test.learnerLogLoss);
    // A tie keeps the learner's set too: it was fitted on more reviews.
    const how = test.deckLogLoss > test.learnerLogLoss ? 'worse' : 'no better';
    return `${start}: this deck's own ${count(test.deckFitReviews, 'review', 'reviews')} predicted its latest ${count(test.heldOutReviews, 'review', 'reviews')} ${how} (log loss ${own} against ${mine}).`;
  }
  if (deckReviews < MIN_REVIEWS_TO_OPTIMISE) {
    return `${start}: this deck's own ${count(deckReviews, 'review', 'reviews')} ${deckReviews === 1 ? 'is' : 'are'} too few for a schedule of its own (${MIN_REVIEWS_TO_OPTIMISE} needed).`;
  }
  return `${start}. Optimise to test a schedule of this deck's own against it.`;
}

/** The sentence under the section's introduction. */
export function ScheduleChoice(props: Parameters<typeof scheduleChoiceText>[0]) {
  return <Text size="sm">{scheduleChoiceText(props)}</Text>;
}
