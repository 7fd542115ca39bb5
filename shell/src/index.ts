import { preloadLeanScreen } from './app/router/lean-screens.ts';

// The opened signed-out page's screen downloads beside the start-up code, not after it.
preloadLeanScreen(window.location.pathname);
// Async boundary: the federation runtime negotiates shared singletons before any app code runs.
import('./bootstrap.tsx');
