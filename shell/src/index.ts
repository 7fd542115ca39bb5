import { sessionMayExist } from '@phrasebook/data/session-hint';
import { preloadLeanScreen } from './app/router/lean-screens.ts';
import { startSignedInPage } from './app/startup/start-signed-in-page.ts';
// Start-up code that the bootstrap chunk and the signed-out screens' chunks both import,
// bundled here once: those chunks download side by side, so each would carry its own copy.
import './app/startup/app-providers-store.ts';
import { recordLoadedShell } from './app/offline/loaded-version.ts';

// First: what follows starts downloading chunks, each by a script element of its own.
recordLoadedShell();

// The opened signed-out page's screen downloads beside the start-up code, not after it.
preloadLeanScreen(window.location.pathname);
if (sessionMayExist(window.location)) startSignedInPage();
// Async boundary: the federation runtime negotiates shared singletons before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
