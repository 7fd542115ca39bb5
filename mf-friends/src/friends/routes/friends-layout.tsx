import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from 'react-router';
import { unreadChatsQuery, useSignedInUser, useUnreadChatsLive } from '@phrasebook/data';
import { friendsQuery } from '../../shared/api/friends-query.ts';
import { totalUnread } from '@phrasebook/domain';
import { Badge, Button, Group } from '@mantine/core';
import { PageFrame } from '../components/page-frame.tsx';
import { useFriendsLive } from '../api/friends-live.ts';
import { useFriendStreaksLive } from '@phrasebook/data/friend-streaks';

/** docs/product.md §2: /friends navigation: friends, chats, requests, invite, search. */
const sections = [
  { to: '/friends', label: 'Friends' },
  { to: '/friends/chats', label: 'Chats' },
  { to: '/friends/requests', label: 'Requests' },
  { to: '/friends/invite', label: 'Invite' },
  { to: '/friends/search', label: 'Search' },
] as const;

// A friend's profile (/friends/<uid>) is one of 'Friends'; the other sections own their paths.
const friendProfile = /^\/friends\/[0-9a-f-]{36}\/?$/i;

function isCurrent(to: string, pathname: string): boolean {
  return to === '/friends'
    ? pathname === to || friendProfile.test(pathname)
    : pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * /friends and everything under it: the title 'Friends and Contacts', the section
 * navigation (with the unread chats and the invitations waiting for me), then the section.
 * Relations and shared streaks stay live here for every section.
 */
export default function FriendsLayout() {
  const me = useSignedInUser();
  const { pathname } = useLocation();
  useFriendsLive(me.id);
  useFriendStreaksLive(me.id);
  // The counts beside 'Chats' and in the chat list; the shell's sidebar keeps them live too,
  // but it is not drawn on every screen size.
  useUnreadChatsLive(me.id);
  const friends = useQuery(friendsQuery(me.id));
  const unread = useQuery(unreadChatsQuery());
  const counts: Record<string, number> = {
    '/friends/chats': totalUnread(unread.data ?? []),
    '/friends/requests': (friends.data ?? []).filter((f) => f.relation === 'invitation').length,
  };

  return (
    <PageFrame title="Friends and Contacts">
      <Group component="nav" aria-label="Friends sections" gap={6} mb="lg" wrap="wrap">
        {sections.map(({ to, label }) => {
          const current = isCurrent(to, pathname);
          const count = counts[to] ?? 0;
          return (
            <Button
              key={to}
              component={Link}
              to={to}
              size="sm"
              radius="xl"
              variant={current ? 'light' : 'subtle'}
              color={current ? undefined : 'gray'}
              aria-current={current ? 'page' : undefined}
              rightSection={
                count > 0 ? (
                  <Badge size="xs" circle={count < 10} color="red" variant="filled">
                    {count}
                  </Badge>
                ) : undefined
              }
            >
              {label}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </PageFrame>
  );
}
