import type * as MantineNotifications from '@mantine/notifications';

type NotificationsModule = typeof MantineNotifications;

let loading: Promise<NotificationsModule> | undefined;
const listeners = new Set<() => void>();

/**
 * @mantine/notifications (its store and its outlet), fetched with the first toast rather than
 * with every page (docs/performance.md). Calls made meanwhile run in order
 * once it arrives.
 */
export function loadNotifications(): Promise<NotificationsModule> {
  if (!loading) {
    loading = import('@mantine/notifications');
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether a toast has been asked for: until then no outlet is needed. */
export function notificationsRequested(): boolean {
  return loading !== undefined;
}

export function onNotificationsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
