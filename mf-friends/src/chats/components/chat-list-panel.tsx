import { Link, useNavigate } from 'react-router';
import { avatarUrl } from '@phrasebook/data';
import { type Friendship } from '../../shared/api/friendship.ts';
import { chatSummary, type ChatListEntry } from '@phrasebook/domain';
import {
  Anchor,
  Badge,
  Box,
  Group,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { RelativeTime, UserAvatar } from '@phrasebook/ui';
import type { ChatMessage } from '../api/chat-messages-query.ts';
import classes from './chats.module.css';
import { OPEN_TO_WRITE } from './open-to-write.ts';

export interface ChatListPanelProps {
  myUid: string;
  entries: ChatListEntry<Friendship, ChatMessage>[];
  /** The friend whose thread is open. */
  activeUid: string | null;
}

/**
 * docs/product.md §2 chat list: friends by most recent activity, each with avatar (initial
 * as fallback), username, relative time, summary and unread count.
 */
export function ChatListPanel({ myUid, entries, activeUid }: ChatListPanelProps) {
  const navigate = useNavigate();
  if (entries.length === 0) {
    return (
      <Stack gap="xs" p="md">
        <Text fw={600}>You have no friends to chat with yet.</Text>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to="/friends/search" inherit>
            Find people
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to="/friends/invite" inherit>
            invite a friend
          </Anchor>
          , and chat once they accept.
        </Text>
      </Stack>
    );
  }
  return (
    <nav aria-label="Chats">
      <ul className={classes.chatList}>
        {entries.map(({ friend, last, activityAt, unread }) => {
          const summary = chatSummary(last, myUid);
          return (
            <li key={friend.uid}>
              <UnstyledButton
                component={Link}
                to={`/friends/chats/${friend.uid}`}
                className={classes.chatLink}
                aria-current={friend.uid === activeUid ? 'page' : undefined}
                onClick={(event) => {
                  // Opened from the keyboard (a click no pointer made), the thread's composer
                  // takes the focus: Tab would cross every message's actions to reach it. Not
                  // on a tap, which would raise a phone's keyboard over what there is to read.
                  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
                  if (event.detail !== 0 || modified) return;
                  event.preventDefault();
                  void navigate(`/friends/chats/${friend.uid}`, { state: OPEN_TO_WRITE });
                }}
              >
                <UserAvatar
                  username={friend.username}
                  src={avatarUrl(friend.avatar_path)}
                  size={40}
                  decorative
                />
                <Box style={{ minWidth: 0, flex: 1 }}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={unread > 0 ? 700 : 600} size="sm" truncate="end">
                      {friend.username}
                    </Text>
                    {last ? (
                      <RelativeTime date={activityAt} size="xs" style={{ flex: 'none' }} />
                    ) : null}
                  </Group>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text
                      size="xs"
                      c={unread > 0 ? undefined : 'dimmed'}
                      fw={unread > 0 ? 600 : undefined}
                      truncate="end"
                      dir={summary.lead ? undefined : 'auto'}
                    >
                      {summary.lead ? (
                        <>
                          {summary.lead}
                          <bdi>{summary.text}</bdi>
                        </>
                      ) : (
                        summary.text
                      )}
                    </Text>
                    {unread > 0 ? (
                      <>
                        {/* Its size kept beside a long summary: squeezed, the count was cut. */}
                        <Badge
                          size="sm"
                          circle={unread < 10}
                          color="red"
                          aria-hidden
                          style={{ flex: 'none' }}
                        >
                          {unread}
                        </Badge>
                        <VisuallyHidden>{`${unread} unread`}</VisuallyHidden>
                      </>
                    ) : null}
                  </Group>
                </Box>
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
