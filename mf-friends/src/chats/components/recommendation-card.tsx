import { Link } from 'react-router';
import { IconCheck } from '@tabler/icons-react';
import { Anchor, Badge, Box, Paper, Stack, Text } from '@mantine/core';
import { RelativeTime } from '@phrasebook/ui';
import type { ChatMessage } from '../api/chat-messages-query.ts';
import { myPhraseCard } from '../api/my-phrase-card.ts';
import { CardStatusControl } from './card-status-control.tsx';
import { PhrasePreview } from './phrase-preview.tsx';
import classes from './chats.module.css';

export interface RecommendationCardProps {
  message: ChatMessage;
  mine: boolean;
  friendName: string;
  accepted: boolean;
  hasDeck: (lang: string) => boolean;
}

/** A recommended phrase: the phrase, its translations, the note, and what became of it. */
export function RecommendationCard({
  message,
  mine,
  friendName,
  accepted,
  hasDeck,
}: RecommendationCardProps) {
  const phrase = message.phrase;
  return (
    <Box className={classes.row} data-mine={mine || undefined}>
      <Paper
        withBorder
        radius="md"
        p="sm"
        w="100%"
        component="article"
        aria-label="Recommended phrase"
      >
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {mine
              ? `You recommended a phrase to ${friendName}`
              : `${friendName} recommended a phrase`}
          </Text>
          {phrase ? (
            <PhrasePreview phrase={phrase} />
          ) : (
            <Text size="sm" c="dimmed">
              This phrase is no longer in the library.
            </Text>
          )}
          {message.message ? (
            <Text
              size="sm"
              fs="italic"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              “{message.message}”
            </Text>
          ) : null}
          {phrase && mine ? (
            accepted ? (
              <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
                {friendName} added it to their deck
              </Badge>
            ) : (
              <Text size="xs" c="dimmed">
                Not added yet
              </Text>
            )
          ) : null}
          {phrase ? (
            <Anchor
              component={Link}
              to={`/friends/share?phrase=${phrase.id}`}
              size="xs"
              w="fit-content"
            >
              Send to friends
            </Anchor>
          ) : null}
          {phrase && !mine ? (
            <CardStatusControl
              messageId={message.id}
              phraseId={phrase.id}
              lang={phrase.lang}
              card={myPhraseCard(phrase.cards)}
              hasDeck={hasDeck(phrase.lang)}
            />
          ) : null}
        </Stack>
      </Paper>
      <RelativeTime date={message.created_at} size="xs" mt={2} />
    </Box>
  );
}
