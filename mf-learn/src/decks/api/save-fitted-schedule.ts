import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import type { DeckSetTest } from '@phrasebook/domain';
import type { ScheduleSource } from './schedule-choice-query.ts';

/** What one optimisation found: my set, and the deck's own set only where it won its test. */
export interface LearnerFit {
  learner: number[];
  /** The deck's own set (fitted on all its reviews) when it beat mine on its held-out reviews. */
  deck: number[] | null;
  /** The held-out test, when the deck has enough reviews for a set of its own. */
  test: DeckSetTest | null;
}

/**
 * Saves an optimisation (save_fitted_schedule: my set, and which set the deck uses by its
 * held-out test) with the desired retention. The server counts what my set was fitted on.
 */
export function useSaveFittedScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      lang,
      fit,
      desiredRetention,
    }: {
      lang: string;
      fit: LearnerFit;
      desiredRetention: number;
    }) => {
      const supabase = getSupabase();
      const { error } = await supabase.rpc('save_fitted_schedule', {
        lang,
        learner_parameters: fit.learner,
        deck_parameters: fit.deck ?? undefined,
        held_out_reviews: fit.test?.heldOutReviews,
        held_out_deck_log_loss: fit.test?.deckLogLoss,
        held_out_learner_log_loss: fit.test?.learnerLogLoss,
      });
      if (error) throw error;
      const retention = await supabase
        .from('user_deck')
        .update({ desired_retention: desiredRetention })
        .eq('lang', lang);
      if (retention.error) throw retention.error;
    },
    // Every deck on my schedule changed with it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deckKeys.all }),
  });
}

/** Puts the deck on my schedule or back on the defaults, with a desired retention. */
export function useScheduleSourceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      lang,
      source,
      desiredRetention,
    }: {
      lang: string;
      source: Exclude<ScheduleSource, 'deck'>;
      desiredRetention: number;
    }) => {
      const { error } = await getSupabase()
        .from('user_deck')
        .update({ schedule_source: source, desired_retention: desiredRetention })
        .eq('lang', lang);
      if (error) throw error;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deckKeys.all }),
  });
}
