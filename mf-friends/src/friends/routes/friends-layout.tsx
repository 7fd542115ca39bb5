import { Group, NavLink } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { PageFrame } from '@phrasebook/ui';

/** docs/product.md §2: /friends navigation: friends, chats, requests, invite, search. */
const sections = [
  { to: '/friends', label: 'Friends' },
  { to: '/friends/chats', label: 'Chats' },
  { to: '/friends/requests', label: 'Requests' },
  { to: '/friends/invite', label: 'Invite' },
  { to: '/friends/search', label: 'Search' },
];

/** /friends: the title 'Friends and Contacts', the section navigation, then the section. */
export default function FriendsLayout() {
  const { pathname } = useLocation();
  return (
    <PageFrame title="Friends and Contacts">
      <Group component="nav" aria-label="Friends sections" gap="xs" mb="lg" wrap="wrap">
        {sections.map(({ to, label }) => (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={label}
            active={to === '/friends' ? pathname === to : pathname.startsWith(to)}
            w="auto"
          />
        ))}
      </Group>
      <Outlet />
    </PageFrame>
  );
}
