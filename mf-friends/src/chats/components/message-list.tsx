import { useEffect, useLayoutEffect, useRef } from 'react';
import { Stack, Text } from '@mantine/core';
import { NO_MESSAGES_YET, acceptedRecommendationIds } from '@phrasebook/domain';
import type { ChatMessage } from '../api/chat-messages-query.ts';
import type { UnsentMessage } from './use-text-sender.ts';
import type { Friendship } from '../../shared/api/friendship.ts';
import { AcceptedNotice } from './accepted-notice.tsx';
import { CorrectionCard } from './correction-card.tsx';
import { FriendTextMessage } from './friend-text-message.tsx';
import { RecommendationCard } from './recommendation-card.tsx';
import { RecordingMadeCard } from './recording-made-card.tsx';
import { RecordingRequestCard } from './recording-request-card.tsx';
import { RequestCard } from './request-card.tsx';
import { OutboxBubble, TextBubble } from './text-bubble.tsx';
import classes from './chats.module.css';

/** Ids of the requests to record that a recording answered (a 'recording_made' names each). */
export function answeredRecordingRequestIds(messages: readonly ChatMessage[]): Set<string> {
  const ids = new Set<string>();
  for (const m of messages) {
    if (m.message_type === 'recording_made' && m.related_message_id) ids.add(m.related_message_id);
  }
  return ids;
}

/** Within this many pixels of the end counts as "at the bottom". */
const BOTTOM_SLACK = 64;

export interface MessageListProps {
  myUid: string;
  friendName: string;
  /** The languages the friend knows: a correction's card goes first to a deck of theirs. */
  friendLanguages?: Friendship['languages_known'];
  messages: ChatMessage[];
  pending: UnsentMessage[];
  hasDeck: (lang: string) => boolean;
  onRetry: () => void;
  onDiscard: (id: string) => void;
  /** Suggests a correction of the friend's text message `originalId`. */
  onCorrect?: (originalId: string, corrected: string) => void;
}

/**
 * A thread, oldest first. It opens at the newest message and follows new ones while the
 * reader is at the bottom (or has just sent one); scrolled up to read, it stays put.
 */
export function MessageList({
  myUid,
  friendName,
  friendLanguages = [],
  messages,
  pending,
  hasDeck,
  onRetry,
  onDiscard,
  onCorrect,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const shownIds = new Set(messages.map((m) => m.id));
  const unsent = pending.filter((entry) => !shownIds.has(entry.id));
  const accepted = acceptedRecommendationIds(messages);
  const recorded = answeredRecordingRequestIds(messages);
  const textById = new Map(messages.map((m) => [m.id, m.message]));
  const count = messages.length + unsent.length;
  const lastIsMine = unsent.length > 0 || messages.at(-1)?.sender_uid === myUid;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (atBottom.current || lastIsMine)) element.scrollTop = element.scrollHeight;
  }, [count, lastIsMine]);
  // Held at the bottom while the list or a message changes size (the header's shared streak
  // coming a moment later takes its height from the list; a card's contents load): no scroll
  // event says so, and the newest message would slip under the composer. Not for a message
  // the reader is working in (a correction or a card being made opens under their focus).
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const working = entries.some(
        ({ target }) => target !== element && target.contains(document.activeElement),
      );
      if (atBottom.current && !working) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [count, lastId]);

  return (
    <div
      ref={scroller}
      className={classes.messages}
      role="log"
      aria-label={`Messages with ${friendName}`}
      aria-live="polite"
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
      }}
    >
      {count === 0 ? (
        <Stack gap={4} align="center" justify="center" style={{ flex: 1 }}>
          <Text fw={600}>{NO_MESSAGES_YET}</Text>
          <Text size="sm" c="dimmed" ta="center">
            Say hello to {friendName}, or recommend a phrase to learn.
          </Text>
        </Stack>
      ) : null}
      {messages.map((message) => {
        const mine = message.sender_uid === myUid;
        switch (message.message_type) {
          case 'recommendation':
            return (
              <RecommendationCard
                key={message.id}
                message={message}
                mine={mine}
                friendName={friendName}
                accepted={accepted.has(message.id)}
                hasDeck={hasDeck}
              />
            );
          case 'request':
            return (
              <RequestCard
                key={message.id}
                message={message}
                mine={mine}
                myUid={myUid}
                friendName={friendName}
              />
            );
          case 'recording_request':
            return (
              <RecordingRequestCard
                key={message.id}
                message={message}
                mine={mine}
                myUid={myUid}
                friendName={friendName}
                answered={recorded.has(message.id)}
              />
            );
          case 'recording_made':
            return (
              <RecordingMadeCard
                key={message.id}
                message={message}
                mine={mine}
                friendName={friendName}
              />
            );
          case 'accepted':
            return (
              <AcceptedNotice
                key={message.id}
                mine={mine}
                friendName={friendName}
                phraseText={message.phrase?.text ?? null}
              />
            );
          case 'correction':
            return (
              <CorrectionCard
                key={message.id}
                message={message}
                original={textById.get(message.related_message_id ?? '') ?? null}
                mine={mine}
                myUid={myUid}
                friend={{ username: friendName, languages_known: friendLanguages }}
              />
            );
          case 'text':
            if (!mine && onCorrect) {
              return (
                <FriendTextMessage
                  key={message.id}
                  text={message.message ?? ''}
                  at={message.created_at}
                  friendName={friendName}
                  onCorrect={(corrected) => onCorrect(message.id, corrected)}
                />
              );
            }
            return (
              <TextBubble
                key={message.id}
                text={message.message ?? ''}
                at={message.created_at}
                mine={mine}
                sender={friendName}
              />
            );
          default:
            return (
              <TextBubble
                key={message.id}
                text={message.message ?? ''}
                at={message.created_at}
                mine={mine}
                sender={friendName}
              />
            );
        }
      })}
      {unsent.map((entry) => (
        <OutboxBubble
          key={entry.id}
          entry={entry}
          onRetry={onRetry}
          onDiscard={() => onDiscard(entry.id)}
        />
      ))}
    </div>
  );
}
