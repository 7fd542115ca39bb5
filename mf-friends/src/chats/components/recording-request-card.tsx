import { lazy, Suspense } from 'react';
import { IconCheck } from '@tabler/icons-react';
import { Badge, Text } from '@mantine/core';
import type { ChatMessage } from '../api/chat-messages-query.ts';
import { MessageCard } from './message-card.tsx';
import { PhrasePreview } from './phrase-preview.tsx';

// The recorder (MediaRecorder, the level meter, the outbox of takes) loads only with a request
// that is waiting for me: a thread without one never fetches it.
const RecordForFriend = lazy(() => import('./record-for-friend.tsx'));

export interface RecordingRequestCardProps {
  message: ChatMessage;
  mine: boolean;
  myUid: string;
  friendName: string;
  /** A 'recording_made' in the thread answers this request. */
  answered: boolean;
}

/**
 * A request to record a phrase (docs/product.md §4 "Recordings"). The friend asked records it
 * here in one step; the asker sees whether it has been recorded yet.
 */
export function RecordingRequestCard({
  message,
  mine,
  myUid,
  friendName,
  answered,
}: RecordingRequestCardProps) {
  const phrase = message.phrase;
  return (
    <MessageCard
      label="Request to record"
      caption={
        mine ? `You asked ${friendName} to record this` : `${friendName} asked you to record this`
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
      {answered ? (
        <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
          {mine ? 'Recorded' : 'You recorded this'}
        </Badge>
      ) : mine ? (
        <Text size="xs" c="dimmed">
          Waiting for {friendName}
        </Text>
      ) : phrase ? (
        <Suspense fallback={<Text size="sm">Opening the recorder…</Text>}>
          <RecordForFriend myUid={myUid} phraseId={phrase.id} friendName={friendName} />
        </Suspense>
      ) : null}
    </MessageCard>
  );
}
