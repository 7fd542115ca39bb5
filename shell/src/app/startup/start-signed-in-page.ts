import { prefetchOwnProfile } from '../guard/prefetch-own-profile.ts';
import { loadAppProviders } from './app-providers-store.ts';
import { loadData } from './load-data.ts';

/**
 * With a stored session, the entry starts what a signed-in page needs before the router
 * exists: the data layer, which reads the session and then the user's profile, and the app's
 * providers. They load beside the start-up code instead of after it (docs/performance.md,
 * "Round trips"); bootstrap.tsx starts the page's remote. Failures are left to the router,
 * which loads them again and shows what went wrong.
 */
export function startSignedInPage(): void {
  loadData()
    .then(prefetchOwnProfile)
    .catch(() => {});
  loadAppProviders().catch(() => {});
}
