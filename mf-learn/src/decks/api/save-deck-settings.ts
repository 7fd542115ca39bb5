import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeFailure } from '@phrasebook/data/outbox';
import { storeSavedDeck, updateDeckRow, type DeckUpdate } from './update-deck.ts';

/**
 * Saves the settings form's patch. Setting the same values again changes nothing, so a retry
 * after a lost answer is harmless. A refusal (bad values, the deck gone) throws
 * WriteRefusedError; any other failure is worth another try (`writeFailure`).
 */
export async function saveDeckSettings(update: DeckUpdate) {
  const { data, error, status } = await updateDeckRow(update);
  if (error) throw writeFailure(status, error);
  return data;
}

/**
 * The settings form's first try. Sent even offline (`networkMode: 'always'`): what fails for want
 * of a network or a server goes to the deck settings' outbox (state/deck-settings-outbox.ts)
 * rather than waiting in memory, where a reload lost it.
 */
export function useSaveDeckSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeckSettings,
    networkMode: 'always',
    onSuccess: (saved, update) => storeSavedDeck(queryClient, update, saved),
  });
}
