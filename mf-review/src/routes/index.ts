import { defineRemoteRoutes } from '@phrasebook/platform/remote-routes';
import { loadSessionScreen } from '../review/routes/session-screen.ts';

/**
 * `mf_review/routes`: the daily review of a deck, one lazy chunk per screen. The layout comes in
 * the setup's chunk (one name for both): the setup is the review's first screen, and apart they
 * were two files, each with its own copy of what they share (docs/performance.md).
 */
export default defineRemoteRoutes({
  name: 'mf_review',
  buildLabel: process.env.PUBLIC_BUILD_LABEL,
  signedIn: [
    {
      path: 'learn/:lang/review',
      screen: () =>
        import(/* webpackChunkName: "review-setup" */ '../review/routes/review-layout.tsx'),
      children: [
        {
          index: true,
          screen: () =>
            import(/* webpackChunkName: "review-setup" */ '../review/routes/review-setup-page.tsx'),
        },
        { path: 'go', screen: loadSessionScreen },
      ],
    },
  ],
});
