import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import type { ChatMessage } from '../api/chat-messages-query.ts';
import { MessageCard } from './message-card.tsx';
import { PhrasePreview } from './phrase-preview.tsx';

// The player and the recordings' reads load only when such a card is shown.
const RecordingPlayer = lazy(() => import('./recording-player.tsx'));

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

export interface RecordingMadeCardProps {
  message: ChatMessage;
  /** I made the recording (the database sends the answer in the recorder's name). */
  mine: boolean;
  friendName: string;
}

/**
 * The answer to a request to record, written by the database when the friend saved the
 * recording: the phrase, the recording to play, and a link to the phrase's page.
 */
export function RecordingMadeCard({ message, mine, friendName }: RecordingMadeCardProps) {
  const phrase = message.phrase;
  const phraseId = phrase?.id ?? message.phrase_id;
  const lang = phrase?.lang ?? message.lang;
  return (
    <MessageCard
      label="Recording"
      caption={mine ? `You recorded this for ${friendName}` : `${friendName} recorded this for you`}
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
      {phraseId && message.recording_id ? (
        <Suspense fallback={<Text size="sm">Loading the recording…</Text>}>
          <RecordingPlayer
            phraseId={phraseId}
            recordingId={message.recording_id}
            sentAt={message.created_at}
            label={mine ? 'Play your recording' : `Play ${possessive(friendName)} recording`}
          />
        </Suspense>
      ) : (
        <Text size="sm" c="dimmed">
          This recording was deleted.
        </Text>
      )}
      {phrase && lang ? (
        <Anchor component={Link} to={`/learn/${lang}/${phrase.id}`} size="sm" w="fit-content">
          Open the phrase
        </Anchor>
      ) : null}
    </MessageCard>
  );
}
