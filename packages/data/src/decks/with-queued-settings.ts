import type { DeckSettingsPatch } from './deck-settings-patch.ts';
import type { DeckSummary } from './deck-summary.ts';
import type { QueuedDeckSettings } from './queued-deck-settings.ts';

/**
 * A deck's settings as the learner last saved them: the stored ones, then each save that waits,
 * in order. Only the fields `stored` names are taken, so each screen reads its own; a save the
 * server refused has left the queue, so the stored value shows again.
 */
export function withQueuedSettings<Stored extends DeckSettingsPatch>(
  stored: Stored,
  queue: readonly QueuedDeckSettings[],
  lang: string,
): Stored {
  return queue.reduce((settings, entry) => {
    if (entry.lang !== lang) return settings;
    const written = Object.entries(entry.patch).filter(([field]) => field in settings);
    return { ...settings, ...Object.fromEntries(written) };
  }, stored);
}

/**
 * Decks (`deckSummaries`) as the learner last saved them: an archive or a goal that waits. The
 * colour stays the stored one, as the sidebar and the deck's pages draw it: they do not read the
 * queue (docs/offline.md §3), and a tile should open a page of its own hue.
 */
export const decksAsSaved = (
  decks: readonly DeckSummary[],
  queue: readonly QueuedDeckSettings[],
): DeckSummary[] =>
  decks.map((deck) => ({ ...withQueuedSettings(deck, queue, deck.lang), theme: deck.theme }));
