import { defineRemoteRoutes } from '@phrasebook/platform/remote-routes';

/**
 * `mf_friends/routes`: friends, search, invites and chats under /friends, /accept-invite, and
 * the signed-out /find-a-friend; one lazy chunk per screen (docs/architecture.md).
 */
export default defineRemoteRoutes({
  name: 'mf_friends',
  buildLabel: process.env.PUBLIC_BUILD_LABEL,
  signedIn: [
    {
      path: 'friends',
      screen: () => import('../friends/routes/friends-layout.tsx'),
      children: [
        { index: true, screen: () => import('../friends/routes/friends-page.tsx') },
        { path: 'requests', screen: () => import('../friends/routes/friend-requests-page.tsx') },
        { path: 'invite', screen: () => import('../invite/routes/invite-page.tsx') },
        { path: 'search', screen: () => import('../friends/routes/search-page.tsx') },
        { path: 'search/:uid', screen: () => import('../friends/routes/friend-profile-page.tsx') },
        {
          path: 'chats',
          screen: () => import('../chats/routes/chats-layout.tsx'),
          children: [
            { index: true, screen: () => import('../chats/routes/chats-index-page.tsx') },
            { path: ':friendId', screen: () => import('../chats/routes/chat-thread-page.tsx') },
            {
              path: ':friendId/recommend',
              screen: () => import('../chats/routes/recommend-page.tsx'),
            },
          ],
        },
        { path: 'share', screen: () => import('../chats/routes/share-page.tsx') },
        { path: ':uid', screen: () => import('../friends/routes/friend-profile-page.tsx') },
      ],
    },
    { path: 'accept-invite', screen: () => import('../friends/routes/accept-invite-page.tsx') },
  ],
  signedOut: [
    { path: 'find-a-friend', screen: () => import('../invite/routes/find-a-friend-page.tsx') },
  ],
});
