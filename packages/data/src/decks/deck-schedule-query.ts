import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import { DEFAULT_SCHEDULE, type DeckSchedule } from '@phrasebook/domain';

// A subpath of its own: only the deck settings and the review session read a schedule, so
// the shell does not carry it (docs/architecture.md).

/** My deck's schedule in one language: its fitted FSRS parameters (or none) and desired retention. */
export function deckScheduleQuery(lang: string) {
  return queryOptions({
    queryKey: deckKeys.schedule(lang),
    queryFn: async (): Promise<DeckSchedule> => {
      const { data, error } = await getSupabase()
        .from('user_deck')
        .select('fsrs_parameters, desired_retention')
        .eq('lang', lang)
        .maybeSingle();
      if (error) throw error;
      if (!data) return DEFAULT_SCHEDULE;
      return { parameters: data.fsrs_parameters, desiredRetention: data.desired_retention };
    },
  });
}
