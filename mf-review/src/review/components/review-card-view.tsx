import { IconEye } from '@tabler/icons-react';
import type { ReviewCard } from '@phrasebook/domain';
import { CardLinks } from './card-links.tsx';
import { CardPhrase } from './card-phrase.tsx';
import { CardTranslations } from './card-translations.tsx';
import { useSpeech } from './use-speech.ts';
import { Kbd, Button, Paper, Stack } from '@mantine/core';

/** What a card's face is given, in either direction. */
export interface CardFaceProps {
  lang: string;
  card: ReviewCard;
  revealed: boolean;
  onReveal: () => void;
}

/**
 * A recognise card: the phrase, 'Listen' where the browser has a voice, its translations once
 * revealed, and the way to the phrase's page and to 'Send to friends'.
 */
export function ReviewCardView({ lang, card, revealed, onReveal }: CardFaceProps) {
  const speak = useSpeech(lang);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" align="center">
        <CardPhrase lang={lang} text={card.text} speak={speak} />
        {revealed ? (
          <CardTranslations translations={card.translations} fz="lg" testId="review-translations" />
        ) : (
          <Button
            variant="light"
            size="lg"
            onClick={onReveal}
            aria-keyshortcuts="Space"
            leftSection={<IconEye size={20} aria-hidden />}
            rightSection={<Kbd aria-hidden>Space</Kbd>}
          >
            Show translation
          </Button>
        )}
        <CardLinks lang={lang} phraseId={card.phrase_id} />
      </Stack>
    </Paper>
  );
}
