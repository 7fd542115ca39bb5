import { memo } from 'react';
import { Link } from 'react-router';
import { translationsForReader } from '@phrasebook/domain';
import { Anchor, Stack } from '@mantine/core';
import { CardStatusControl } from './card-status-control.tsx';
import { type CardStatus } from '@phrasebook/domain';
import { PhraseCard } from '../../shared/components/phrase-card.tsx';
import type { LibraryPhraseRow } from '../../shared/api/language-library-query.ts';
import type { DeckCardState } from '../../shared/api/deck-cards-query.ts';
import { RecallBadge } from './recall-badge.tsx';

export interface PhraseRowProps {
  phrase: LibraryPhraseRow;
  status: CardStatus | null;
  languagesKnown: readonly string[];
  /** Null when I have no deck in this language to put cards in. */
  onStatusChange: ((phraseId: string, status: CardStatus) => void) | null;
  /** The phrase's recall card, while the deck has recall on (issue #46). */
  recall?: DeckCardState | null;
}

/** One library result: the phrase (linking to its page), its translations, tags and card status. */
export const PhraseRow = memo(function PhraseRow({
  phrase,
  status,
  languagesKnown,
  onStatusChange,
  recall = null,
}: PhraseRowProps) {
  return (
    <PhraseCard
      lang={phrase.lang}
      phrase={
        <Anchor
          component={Link}
          to={`/learn/${phrase.lang}/${phrase.id}`}
          c="inherit"
          underline="hover"
        >
          {phrase.text}
        </Anchor>
      }
      translations={translationsForReader(phrase.translations, languagesKnown)}
      tags={phrase.tags}
      actions={
        <Stack gap={6} align="flex-end">
          <CardStatusControl
            status={status}
            phraseText={phrase.text}
            disabled={onStatusChange === null}
            onChange={(next) => onStatusChange?.(phrase.id, next)}
          />
          {recall ? <RecallBadge recall={recall} phraseText={phrase.text} /> : null}
        </Stack>
      }
    />
  );
});
