import { IconEye, IconSend, IconVolume } from '@tabler/icons-react';
import { Link } from 'react-router';
import { languageName } from '@phrasebook/domain';
import type { ReviewCard } from '@phrasebook/domain';
import { htmlLang } from './html-lang.ts';
import { useSpeech } from './use-speech.ts';
import { Anchor, Kbd, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';

interface ReviewCardViewProps {
  lang: string;
  card: ReviewCard;
  revealed: boolean;
  onReveal: () => void;
}

/**
 * The phrase, 'Listen' where the browser has a voice, its translations once revealed, and the
 * way to the phrase's page and to 'Send to friends'.
 */
export function ReviewCardView({ lang, card, revealed, onReveal }: ReviewCardViewProps) {
  const speak = useSpeech(lang);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" align="center">
        <Text
          lang={htmlLang(lang)}
          ta="center"
          fz={{ base: 26, sm: 34 }}
          fw={600}
          lh={1.3}
          data-testid="review-phrase"
        >
          {card.text}
        </Text>
        {speak ? (
          <Button
            variant="subtle"
            leftSection={<IconVolume size={18} aria-hidden />}
            onClick={() => speak(card.text)}
          >
            Listen
          </Button>
        ) : null}
        {revealed ? (
          <Stack gap="xs" align="center" data-testid="review-translations">
            {card.translations.map((translation) => (
              <Group key={`${translation.lang}:${translation.text}`} gap="xs" justify="center">
                <Text lang={htmlLang(translation.lang)} fz="lg" ta="center">
                  {translation.text}
                </Text>
                <Badge variant="light" color="gray" size="sm">
                  {languageName(translation.lang)}
                </Badge>
              </Group>
            ))}
          </Stack>
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
        <Group gap="md" justify="center">
          <Anchor component={Link} to={`/learn/${lang}/${card.phrase_id}`} size="sm">
            Open the phrase
          </Anchor>
          <Button
            component={Link}
            to={`/friends/share?phrase=${card.phrase_id}`}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconSend size={16} aria-hidden />}
          >
            Send to friends
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
