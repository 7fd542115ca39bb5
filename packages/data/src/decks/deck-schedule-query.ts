import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import {
  DEFAULT_SCHEDULE,
  isAnswerButtons,
  type AnswerButtons,
  type DeckSchedule,
} from '@phrasebook/domain';

/** A deck's schedule, and its own answer buttons (null: the profile's choice). */
export interface DeckReviewSettings extends DeckSchedule {
  answerButtons: AnswerButtons | null;
}

// A subpath of its own: only the deck settings and the review session read a schedule, so
// the shell does not carry it (docs/architecture.md).

/**
 * My deck's schedule in one language: its fitted FSRS parameters (or none) and desired
 * retention, with the deck's answer buttons, which the review session reads beside it.
 */
export function deckScheduleQuery(lang: string) {
  return queryOptions({
    queryKey: deckKeys.schedule(lang),
    queryFn: async (): Promise<DeckReviewSettings> => {
      const { data, error } = await getSupabase()
        .from('user_deck')
        .select('fsrs_parameters, desired_retention, answer_buttons')
        .eq('lang', lang)
        .maybeSingle();
      if (error) throw error;
      if (!data) return { ...DEFAULT_SCHEDULE, answerButtons: null };
      return {
        parameters: data.fsrs_parameters,
        desiredRetention: data.desired_retention,
        answerButtons: isAnswerButtons(data.answer_buttons) ? data.answer_buttons : null,
      };
    },
  });
}
