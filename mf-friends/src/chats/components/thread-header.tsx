import { IconArrowLeft, IconBulb } from '@tabler/icons-react';
import { Link } from 'react-router';
import { avatarUrl } from '@phrasebook/data';
import { type Friendship } from '../../shared/api/friendship.ts';
import FriendRowStreak from '../../shared/components/friend-row-streak.tsx';
import { ActionIcon, Anchor, Button, Group } from '@mantine/core';
import { UserAvatar } from '@phrasebook/ui';
import classes from './chats.module.css';

/**
 * Who the thread is with and our shared streak, a way back to the list (one pane) and
 * 'Recommend a phrase'. The streak has a row of its own (chats.module.css). With someone who is
 * no longer a friend (`former`), only who it was with and the way back.
 */
export function ThreadHeader({
  friend,
  former = false,
}: {
  friend: Pick<Friendship, 'uid' | 'username' | 'avatar_path'>;
  former?: boolean;
}) {
  return (
    <div className={classes.threadHeader}>
      <Group className={classes.threadWho} gap="sm" wrap="nowrap">
        <ActionIcon
          component={Link}
          to="/friends/chats"
          variant="subtle"
          color="gray"
          aria-label="All chats"
          className={classes.onePaneOnly}
        >
          <IconArrowLeft size={18} aria-hidden />
        </ActionIcon>
        <UserAvatar
          username={friend.username}
          src={avatarUrl(friend.avatar_path)}
          size={36}
          decorative
        />
        <Anchor component={Link} to={`/friends/${friend.uid}`} fw={700} truncate="end">
          {friend.username}
        </Anchor>
      </Group>
      {former ? null : (
        <>
          <div className={classes.threadStreak}>
            <FriendRowStreak friendUid={friend.uid} friendName={friend.username} />
          </div>
          <div className={classes.threadAction}>
            <Button
              component={Link}
              to={`/friends/chats/${friend.uid}/recommend`}
              size="xs"
              variant="light"
              leftSection={<IconBulb size={14} aria-hidden />}
              className={classes.twoPanesOnly}
            >
              Recommend a phrase
            </Button>
            {/* One pane: the icon alone, so the name keeps its room. */}
            <ActionIcon
              component={Link}
              to={`/friends/chats/${friend.uid}/recommend`}
              variant="light"
              size="lg"
              aria-label="Recommend a phrase"
              className={classes.onePaneOnly}
            >
              <IconBulb size={18} aria-hidden />
            </ActionIcon>
          </div>
        </>
      )}
    </div>
  );
}
