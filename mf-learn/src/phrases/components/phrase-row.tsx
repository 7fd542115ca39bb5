import { memo } from 'react';
import { Link } from 'react-router';
import { translationsForReader } from '@phrasebook/domain';
import { Anchor } from '@mantine/core';
import { CardStatusControl } from './card-status-control.tsx';
import { type CardStatus } from '@phrasebook/domain';
import { PhraseCard } from '../../shared/components/phrase-card.tsx';
import type { LibraryPhraseRow } from '../api/language-library-query.ts';

export interface PhraseRowProps {
  phrase: LibraryPhraseRow;
  status: CardStatus | null;
  languagesKnown: readonly string[];
  /** Null when I have no deck in this language to put cards in. */
  onStatusChange: ((phraseId: string, status: CardStatus) => void) | null;
}

/** One library result: the phrase (linking to its page), its translations, tags and card status. */
export const PhraseRow = memo(function PhraseRow({
  phrase,
  status,
  languagesKnown,
  onStatusChange,
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
        <CardStatusControl
          status={status}
          phraseText={phrase.text}
          disabled={onStatusChange === null}
          onChange={(next) => onStatusChange?.(phrase.id, next)}
        />
      }
    />
  );
});
