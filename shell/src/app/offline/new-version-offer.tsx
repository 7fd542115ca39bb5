import { useEffect, useState } from 'react';
import { Alert, Button } from '@mantine/core';

// Loaded when the page first asks: no page's first load carries the comparison.
const deployedVersion = () => import('./deployed-version.ts');

/** How often an open page asks whether a new version was deployed, besides when it is shown again. */
export const VERSION_CHECK_INTERVAL_MS = 10 * 60_000;

function useNewVersionAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (available) return;
    let stopped = false;
    const check = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      deployedVersion()
        .then(({ newVersionDeployed }) => newVersionDeployed())
        .then((found) => {
          if (found && !stopped) setAvailable(true);
        })
        .catch(() => {
          // The server could not say: ask again next time.
        });
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('online', check);
    const timer = window.setInterval(check, VERSION_CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('online', check);
      window.clearInterval(timer);
    };
  }, [available]);
  return available;
}

/**
 * A shell or remote deployed while the page is open: offer the reload rather than mix versions
 * (docs/offline.md). The page goes on as it is until the learner chooses.
 */
export function NewVersionOffer() {
  const available = useNewVersionAvailable();
  const [reloading, setReloading] = useState(false);
  if (!available) return null;
  return (
    <Alert color="blue" variant="light" title="A new version is available" mb="md">
      <Button
        size="xs"
        loading={reloading}
        onClick={() => {
          setReloading(true);
          void deployedVersion().then(({ reloadToNewVersion }) => reloadToNewVersion());
        }}
      >
        Reload
      </Button>
    </Alert>
  );
}
