import type { RouteObject } from 'react-router';
import { PageFrame } from '../components/page-frame.tsx';
import { FriendsLayout } from './friends-layout.tsx';
import { FriendsSection } from './friends-section.tsx';

export function friendsRoutes(): RouteObject[] {
  return [
    {
      path: 'friends',
      element: <FriendsLayout />,
      children: [
        { index: true, element: null },
        { path: 'requests', element: <FriendsSection title="Friend requests" /> },
        { path: 'invite', element: <FriendsSection title="Invite a friend" /> },
        { path: 'search', element: <FriendsSection title="Search for friends" /> },
        { path: 'search/:uid', element: <FriendsSection title="Profile" /> },
        { path: 'chats', element: <FriendsSection title="Chats" /> },
        { path: 'chats/:friendId', element: <FriendsSection title="Chat" /> },
        {
          path: 'chats/:friendId/recommend',
          element: <FriendsSection title="Recommend a phrase" />,
        },
        { path: ':uid', element: <FriendsSection title="Profile" /> },
      ],
    },
    { path: 'accept-invite', element: <PageFrame title="Accept an invitation" /> },
  ];
}

export function findAFriendRoutes(): RouteObject[] {
  return [{ path: 'find-a-friend', element: <PageFrame title="Find a friend" /> }];
}
