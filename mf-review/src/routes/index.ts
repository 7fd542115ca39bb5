import { useState } from 'react';
import { defineRemoteRoutes } from '@phrasebook/data/remote-routes';
import { loadSessionScreen } from '../review/routes/session-screen.ts';

/** `mf_review/routes`: the daily review of a deck, one lazy chunk per screen. */
export default defineRemoteRoutes({
  name: 'mf_review',
  react: useState,
  buildLabel: process.env.PUBLIC_BUILD_LABEL,
  signedIn: [
    {
      path: 'learn/:lang/review',
      screen: () => import('../review/routes/review-layout.tsx'),
      children: [
        { index: true, screen: () => import('../review/routes/review-setup-page.tsx') },
        { path: 'go', screen: loadSessionScreen },
      ],
    },
  ],
});
