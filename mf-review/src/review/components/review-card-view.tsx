import { memo } from 'react';
import type { ReviewCard } from '@phrasebook/domain';
import { CardLinks } from './card-links.tsx';
import { CardPhrase } from './card-phrase.tsx';
import { CardTranslations } from './card-translations.tsx';
import { RevealButton } from './reveal-button.tsx';
import { CompareInReview } from './voice/compare-in-review.tsx';
import { useCardListen, useListenLabel } from './voice/use-card-listen.ts';
import { Paper, Stack } from '@mantine/core';

/** What a card's face is given, in either direction. */
export interface CardFaceProps {
  lang: string;
  card: ReviewCard;
  revealed: boolean;
  onReveal: () => void;
  /** The answer typed on this showing (recall cards), kept by the session for undo. */
  typed: string | null;
  onTyped: (text: string) => void;
}

/**
 * A recognise card: the phrase, 'Listen' where the browser has a voice, its translations once
 * revealed, and the way to the phrase's page and to 'Send to friends'.
 */
export const ReviewCardView = memo(function ReviewCardView({
  lang,
  card,
  revealed,
  onReveal,
}: CardFaceProps) {
  const speak = useCardListen(lang, card.phrase_id, revealed);
  const listenLabel = useListenLabel(card.phrase_id);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" align="center">
        <CardPhrase lang={lang} text={card.text} speak={speak} listenLabel={listenLabel} />
        {/* As tall as 'Show translation' (Mantine's lg button, 50 px), so that a one-line answer
            takes its place without moving the score buttons and all below them: the paint that
            answers a score then redraws the answer and the pressed button, not half the page. */}
        <Stack gap="lg" align="center" justify="center" mih={50}>
          {revealed ? (
            <>
              <CardTranslations
                translations={card.translations}
                fz="lg"
                testId="review-translations"
              />
              <CompareInReview phraseId={card.phrase_id} />
            </>
          ) : (
            <RevealButton label="Show translation" onReveal={onReveal} />
          )}
        </Stack>
        <CardLinks lang={lang} phraseId={card.phrase_id} />
      </Stack>
    </Paper>
  );
});
