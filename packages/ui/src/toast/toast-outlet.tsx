import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationsRequested, onNotificationsRequested } from './notifications-api.ts';

const Outlet = lazy(() => import('./notifications-outlet.tsx'));

/**
 * The app's single toast outlet (`<Notifications />`), mounted with the first toast: toasts
 * shown before it mounts wait in the notifications store and appear when it does.
 */
export function ToastOutlet() {
  const requested = useSyncExternalStore(
    onNotificationsRequested,
    notificationsRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
