import { defineRemoteRoutes } from '@phrasebook/platform/remote-routes';

/**
 * `mf_profile/routes`: every screen of this remote, one lazy chunk each (docs/architecture.md).
 * /profile and its sub-screens, and /getting-started.
 */
export default defineRemoteRoutes({
  name: 'mf_profile',
  buildLabel: process.env.PUBLIC_BUILD_LABEL,
  signedIn: [
    {
      path: 'profile',
      children: [
        { index: true, screen: () => import('../profile/routes/profile-page.tsx') },
        {
          path: 'change-password',
          screen: () => import('../auth/routes/change-password-page.tsx'),
        },
        { path: 'change-email', screen: () => import('../auth/routes/change-email-page.tsx') },
        {
          path: 'change-email-confirm',
          screen: () => import('../auth/routes/change-email-confirm-page.tsx'),
        },
      ],
    },
    { path: 'getting-started', screen: () => import('../profile/routes/getting-started-page.tsx') },
  ],
});
