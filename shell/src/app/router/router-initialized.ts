import type { DataRouter } from 'react-router';

/**
 * Resolves once the router's first navigation is over: the opened page's route code and
 * loaders have run (or failed, and the error is in its state).
 */
export function routerInitialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
