import type { QueryClient } from '@tanstack/react-query';
import {
  deckKeys,
  getSupabase,
  ownProfileQuery,
  profileKeys,
  reviewKeys,
  type TablesUpdate,
} from '@phrasebook/data';

/** What the deck settings (goals, colour, recall, schedule) and archive/restore change. */
export type DeckPatch = Pick<
  TablesUpdate<'user_deck'>,
  | 'daily_review_goal'
  | 'learning_goal'
  | 'theme'
  | 'archived'
  | 'fsrs_parameters'
  | 'desired_retention'
  | 'recall_enabled'
  | 'answer_buttons'
  | 'balance_load'
  | 'easy_days'
  | 'schedule_source'
>;

export interface DeckUpdate {
  uid: string;
  lang: string;
  patch: DeckPatch;
}

/** Writes a patch to my deck and answers with the row as my decks show it. */
export const updateDeckRow = ({ uid, lang, patch }: DeckUpdate) =>
  getSupabase()
    .from('user_deck')
    .update(patch)
    .eq('uid', uid)
    .eq('lang', lang)
    .select('lang, archived, daily_review_goal, learning_goal, theme, recall_enabled')
    .single();

export type SavedDeck = NonNullable<Awaited<ReturnType<typeof updateDeckRow>>['data']>;

/**
 * The saved row goes into my decks at once (sidebar, tiles, the deck's screens); the counts,
 * due cards and schedule are refetched.
 */
export function storeSavedDeck(
  queryClient: QueryClient,
  { uid, lang, patch }: DeckUpdate,
  saved: SavedDeck,
) {
  queryClient.setQueryData(ownProfileQuery(uid).queryKey, (profile) =>
    profile
      ? {
          ...profile,
          decks_array: profile.decks_array.map((deck) =>
            deck.lang === saved.lang ? { ...deck, ...saved } : deck,
          ),
        }
      : profile,
  );
  void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  void queryClient.invalidateQueries({ queryKey: deckKeys.all });
  // Recall, even days, the retention and the schedule change what a day not yet started would
  // hold; a started day's manifest is fixed, so only the setups are refetched.
  const setupChanged = ['recall_enabled', 'balance_load', 'desired_retention', 'schedule_source'];
  if (setupChanged.some((field) => field in patch)) {
    void queryClient.invalidateQueries({
      queryKey: [...reviewKeys.all, lang],
      predicate: (query) => query.queryKey.at(-1) === 'setup',
    });
  }
}
