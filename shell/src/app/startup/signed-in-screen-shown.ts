import { loadData } from './load-data.ts';

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once a signed-in page's first screen is on screen with its data: the router's first
 * render has been painted and no query is fetching any more (the screen's own, or the refreshes
 * of what the kept copy showed). Call it once the router has rendered. The offline app installs
 * then (register-service-worker.ts): early enough for a learner who comes back a few seconds
 * later to find it in control, late enough not to compete with the first screen.
 */
export async function signedInScreenShown(): Promise<void> {
  await nextPaint();
  const { queryClient } = await loadData();
  await new Promise<void>((resolve) => {
    const idle = () => queryClient.isFetching() === 0;
    if (idle()) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!idle()) return;
      unsubscribe();
      resolve();
    });
  });
}
