import { htmlLang } from '@phrasebook/domain';
import { memo } from 'react';
import { IconVolume } from '@tabler/icons-react';
import { Button, Text } from '@mantine/core';

interface CardPhraseProps {
  lang: string;
  text: string;
  /** Speaks the phrase; null where the browser has no voice for it (no button then). */
  speak: ((text: string) => void) | null;
  /** The button's name: whose recording it plays, if one. */
  listenLabel?: string;
}

/** The phrase as a card shows it, large, with 'Listen' where the browser has a voice. */
export const CardPhrase = memo(function CardPhrase({
  lang,
  text,
  speak,
  listenLabel,
}: CardPhraseProps) {
  return (
    <>
      <Text
        lang={htmlLang(lang)}
        dir="auto"
        ta="center"
        fz={{ base: 26, sm: 34 }}
        fw={600}
        lh={1.3}
        data-testid="review-phrase"
      >
        {text}
      </Text>
      {speak ? <ListenButton label={listenLabel} onListen={() => speak(text)} /> : null}
    </>
  );
});

export function ListenButton({
  onListen,
  label = 'Listen',
}: {
  onListen: () => void;
  label?: string;
}) {
  return (
    <Button variant="subtle" leftSection={<IconVolume size={18} aria-hidden />} onClick={onListen}>
      {label}
    </Button>
  );
}
