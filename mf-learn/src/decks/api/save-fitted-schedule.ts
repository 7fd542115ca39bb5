import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import type { DeckSetTest } from '@phrasebook/domain';

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
 *
 * Not queued in the deck settings' outbox, unlike the retention and the source: a fit is made
 * online (it reads every review and downloads the optimiser), and saved later it would be
 * stored as fitted on the reviews the server holds then, which reviews queued meanwhile would
 * join, and would replace the set of every deck on my schedule with an older one if I had
 * optimised since from another deck or device. So it is tried at once, even offline
 * (`networkMode: 'always'`), and a failure is said at once; the fit stays on screen to save
 * again.
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
    networkMode: 'always',
    // Every deck on my schedule changed with it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deckKeys.all }),
  });
}
