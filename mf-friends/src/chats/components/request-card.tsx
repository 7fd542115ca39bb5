import { Link } from 'react-router';
import { languageName } from '@phrasebook/domain';
import { IconSend } from '@tabler/icons-react';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { MessageCard } from './message-card.tsx';
import type { ChatMessage } from '../api/chat-messages-query.ts';

function answersLabel(count: number): string {
  return count === 0 ? 'No answers yet' : count === 1 ? '1 answer' : `${count} answers`;
}

/**
 * Who did what: anyone may pass a request on to their friends ('Share with friends' on its
 * page), so the sender is not always the one who asked.
 */
function requestCaption(mine: boolean, forwarded: boolean, friendName: string): string {
  if (forwarded)
    return mine
      ? `You shared a card request with ${friendName}`
      : `${friendName} shared a card request`;
  return mine ? `You asked ${friendName} for a card` : `${friendName} requested a card`;
}

/** A request for a card: its prompt, how many answers it has, and a link to it. */
export function RequestCard({
  message,
  mine,
  myUid,
  friendName,
}: {
  message: ChatMessage;
  mine: boolean;
  myUid: string;
  friendName: string;
}) {
  const request = message.request;
  const answers = request?.answers[0]?.count ?? 0;
  const forwarded = request !== null && request.requester_uid !== message.sender_uid;
  return (
    <MessageCard
      label="Card request"
      caption={requestCaption(mine, forwarded, friendName)}
      mine={mine}
      at={message.created_at}
    >
      {request ? (
        <>
          <Text fw={600} size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {request.prompt}
          </Text>
          <Group gap="xs">
            <Badge size="xs" variant="light" color="gray">
              {languageName(request.lang)}
            </Badge>
            <Text size="xs" c="dimmed">
              {answersLabel(answers)}
            </Text>
          </Group>
          {message.message ? (
            <Text size="sm" fs="italic" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              “{message.message}”
            </Text>
          ) : null}
          <Group gap="md">
            <Anchor component={Link} to={`/learn/${request.lang}/requests/${request.id}`} size="sm">
              {request.requester_uid === myUid ? 'Open your request' : 'Answer this request'}
            </Anchor>
            <Button
              component={Link}
              to={`/friends/share?request=${request.id}`}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconSend size={16} aria-hidden />}
            >
              Share with friends
            </Button>
          </Group>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          This request was deleted.
        </Text>
      )}
    </MessageCard>
  );
}
