import { IconArrowLeft, IconBulb } from '@tabler/icons-react';
import { Link } from 'react-router';
import { avatarUrl } from '@phrasebook/data';
import { type Friendship } from '../../shared/api/friendship.ts';
import FriendRowStreak from '../../shared/components/friend-row-streak.tsx';
import { ActionIcon, Anchor, Button, Group, Stack } from '@mantine/core';
import { UserAvatar } from '@phrasebook/ui';
import classes from './chats.module.css';

/**
 * Who the thread is with and our shared streak, a way back to the list (phones) and
 * 'Recommend a phrase'.
 */
export function ThreadHeader({ friend }: { friend: Friendship }) {
  return (
    <Group className={classes.threadHeader} justify="space-between" gap="sm" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ActionIcon
          component={Link}
          to="/friends/chats"
          variant="subtle"
          color="gray"
          aria-label="All chats"
          hiddenFrom="sm"
        >
          <IconArrowLeft size={18} aria-hidden />
        </ActionIcon>
        <UserAvatar
          username={friend.username}
          src={avatarUrl(friend.avatar_path)}
          size={36}
          decorative
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/friends/${friend.uid}`} fw={700} truncate="end">
            {friend.username}
          </Anchor>
          <FriendRowStreak friendUid={friend.uid} friendName={friend.username} />
        </Stack>
      </Group>
      <Button
        component={Link}
        to={`/friends/chats/${friend.uid}/recommend`}
        size="xs"
        variant="light"
        leftSection={<IconBulb size={14} aria-hidden />}
        style={{ flex: 'none' }}
        visibleFrom="sm"
      >
        Recommend a phrase
      </Button>
      {/* Phones: the icon alone, so the name keeps its room. */}
      <ActionIcon
        component={Link}
        to={`/friends/chats/${friend.uid}/recommend`}
        variant="light"
        size="lg"
        aria-label="Recommend a phrase"
        hiddenFrom="sm"
      >
        <IconBulb size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
