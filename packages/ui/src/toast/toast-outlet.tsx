import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { notificationsRequested, onNotificationsRequested } from './notifications-api.ts';

const Outlet = lazy(() => import('./notifications-outlet.tsx'));

/**
 * The app's single toast outlet (`<Notifications />`), mounted with the first toast: toasts
 * shown before it mounts wait in the notifications store and appear when it does.
 *
 * The toasts are drawn inside a polite live region that is there from the app's start: a
 * screen reader reliably reads what is added to a region it already knows, not a region
 * inserted together with its text. Plain, success and loading toasts are read there once
 * the reader pauses; an error toast is an alert of its own and interrupts (toast.ts). The
 * region is the body's last child, as Mantine's own portal would be: after the skip link in
 * the Tab order, and outside the app's root, whose copy is kept for the next visit.
 */
export function ToastOutlet() {
  const requested = useSyncExternalStore(
    onNotificationsRequested,
    notificationsRequested,
    () => false,
  );
  return createPortal(
    <div aria-live="polite" data-testid="toasts">
      {requested ? (
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      ) : null}
    </div>,
    document.body,
  );
}
