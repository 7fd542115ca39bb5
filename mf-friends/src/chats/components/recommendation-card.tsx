import { Link } from 'react-router';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { Badge, Button, Text } from '@mantine/core';
import type { ChatMessage } from '../api/chat-messages-query.ts';
import { myPhraseCard } from '../api/my-phrase-card.ts';
import { CardStatusControl } from './card-status-control.tsx';
import { MessageCard } from './message-card.tsx';
import { PhrasePreview } from './phrase-preview.tsx';

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
    <MessageCard
      label="Recommended phrase"
      caption={
        mine ? `You recommended a phrase to ${friendName}` : `${friendName} recommended a phrase`
      }
      mine={mine}
      at={message.created_at}
    >
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
          dir="auto"
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
        <Button
          component={Link}
          to={`/friends/share?phrase=${phrase.id}`}
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconSend size={16} aria-hidden />}
        >
          Send to friends
        </Button>
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
    </MessageCard>
  );
}
