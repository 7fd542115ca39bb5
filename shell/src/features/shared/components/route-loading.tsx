import { lazy, Suspense, useEffect, useState } from 'react';
import { useOnline } from '@phrasebook/data/online';
import classes from './route-loading.module.css';

// Drawn only offline, from the service worker's copy: no online visit downloads it.
const OfflineLoading = lazy(() => import('./offline-loading.tsx'));

/** How long a page offline may load from what the device kept before it says it waits. */
export const OFFLINE_PATIENCE_MS = 1000;

/**
 * Shown while a route's code or data is loading; plain CSS, so it costs no Mantine. Offline,
 * what this device kept shows at once; anything still loading after a moment waits for the
 * network, and the page says so rather than spin (docs/offline.md). `waited`: that moment has
 * passed already, behind the kept screen.
 */
export function RouteLoading({ waited = false }: { waited?: boolean }) {
  const online = useOnline();
  const [patient, setPatient] = useState(!waited);
  useEffect(() => {
    if (online) return setPatient(true);
    const timer = window.setTimeout(() => setPatient(false), OFFLINE_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, [online]);

  if (!online && !patient) {
    return (
      <div className={classes.page} role="status" aria-live="polite" data-route-loading>
        <Suspense fallback={null}>
          <OfflineLoading />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={classes.page} role="status" aria-live="polite" data-route-loading>
      <span className={classes.spinner} aria-hidden="true" />
      <span className={classes.label}>Loading</span>
    </div>
  );
}
