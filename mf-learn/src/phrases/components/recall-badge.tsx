import { Badge } from '@mantine/core';
import type { DeckCardState } from '../../shared/api/deck-cards-query.ts';
import { recallBadgeWord } from './card-direction-state.ts';

/**
 * A library row's second status, for the phrase's recall card while its deck has recall on
 * (issue #46): "Recall: new", "Recall: active", "Recall: skipped" or "Recall: learned". It
 * only shows; the phrase page changes it.
 */
export function RecallBadge({ recall, phraseText }: { recall: DeckCardState; phraseText: string }) {
  const word = recallBadgeWord(recall);
  return (
    <Badge
      role="note"
      aria-label={`Recall card: ${phraseText}: ${word}`}
      variant="light"
      color="gray"
      size="sm"
      tt="none"
    >
      Recall: {word}
    </Badge>
  );
}
