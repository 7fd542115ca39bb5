import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';

/** Which parameter set a deck uses (user_deck.schedule_source). */
export type ScheduleSource = 'default' | 'learner' | 'deck';

/** The held-out test that chose a deck's set (docs/scheduling.md "Optimising"). */
export interface DeckSetTestFigures {
  heldOutReviews: number;
  deckLogLoss: number;
  learnerLogLoss: number;
  deckFitReviews: number;
}

/** Which set my deck uses and why, with what my own schedule was fitted on. */
export interface ScheduleChoice {
  source: ScheduleSource;
  test: DeckSetTestFigures | null;
  /**
   * My schedule (fitted on all my decks), or null before I first optimise. Its parameters
   * draw the workload of a deck whose 'Use my schedule' waits to be saved; a copy kept by an
   * earlier release has none.
   */
  learner: { reviews: number; decks: number; parameters?: readonly number[] } | null;
  /**
   * Reviews the optimiser learns from, per deck language (training_reviews_per_deck). A plain
   * object: the query cache is persisted as JSON, which a Map does not survive.
   */
  trainingReviews: Readonly<Record<string, number>>;
}

const isSource = (value: string): value is ScheduleSource =>
  value === 'default' || value === 'learner' || value === 'deck';

/** My deck's schedule source and test, my schedule's counts and my reviews per deck. */
export function scheduleChoiceQuery(uid: string, lang: string) {
  return queryOptions({
    queryKey: [...deckKeys.detail(lang), 'schedule-choice', uid] as const,
    queryFn: async (): Promise<ScheduleChoice> => {
      const supabase = getSupabase();
      const [deck, learner, counts] = await Promise.all([
        supabase
          .from('user_deck')
          .select(
            'schedule_source, held_out_reviews, held_out_deck_log_loss, held_out_learner_log_loss, deck_fit_reviews',
          )
          .eq('uid', uid)
          .eq('lang', lang)
          .maybeSingle(),
        supabase
          .from('learner_schedule')
          .select('fitted_reviews, fitted_decks, fsrs_parameters')
          .eq('uid', uid)
          .maybeSingle(),
        supabase.rpc('training_reviews_per_deck'),
      ]);
      if (deck.error) throw deck.error;
      if (learner.error) throw learner.error;
      if (counts.error) throw counts.error;
      const row = deck.data;
      const tested =
        row &&
        row.held_out_reviews !== null &&
        row.held_out_deck_log_loss !== null &&
        row.held_out_learner_log_loss !== null &&
        row.deck_fit_reviews !== null;
      return {
        source: row && isSource(row.schedule_source) ? row.schedule_source : 'default',
        test: tested
          ? {
              heldOutReviews: row.held_out_reviews!,
              deckLogLoss: row.held_out_deck_log_loss!,
              learnerLogLoss: row.held_out_learner_log_loss!,
              deckFitReviews: row.deck_fit_reviews!,
            }
          : null,
        learner: learner.data
          ? {
              reviews: learner.data.fitted_reviews,
              decks: learner.data.fitted_decks,
              parameters: learner.data.fsrs_parameters,
            }
          : null,
        trainingReviews: Object.fromEntries(
          counts.data.map((count) => [count.lang, count.reviews]),
        ),
      };
    },
  });
}
