import type { ReactNode } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { loadNotifications, notificationsRequested } from './notifications-api.ts';

/** docs/product.md §9: at most 20 toasts on screen. */
export const TOAST_LIMIT = 20;
/** docs/product.md §9: plain and error toasts stay 4 s, success toasts 2 s, loading until replaced. */
export const TOAST_DURATION_MS = { plain: 4000, error: 4000, success: 2000 } as const;

/** Extra Mantine notification fields a caller may set (title, id, icon…). */
export type ToastOptions = Omit<NotificationData, 'message'>;

let lastId = 0;

/**
 * A toast is read by the live region it is drawn in (toast-outlet.tsx); Mantine makes every
 * toast an alert unless told otherwise, which interrupts whatever is being read. Only errors
 * should.
 */
const roleOf = (kind: 'plain' | 'success' | 'error') => (kind === 'error' ? 'alert' : 'none');

/** Runs `call` on the notifications store once it is loaded (at once after the first toast). */
function withNotifications(
  call: (api: Awaited<ReturnType<typeof loadNotifications>>['notifications']) => void,
): void {
  void loadNotifications().then(({ notifications }) => call(notifications));
}

function show(
  message: ReactNode,
  base: Partial<NotificationData>,
  options: ToastOptions = {},
): string {
  // Our own id, so the caller has it before the notifications module arrives.
  const id = options.id ?? `toast-${(lastId += 1)}`;
  withNotifications((notifications) =>
    notifications.show({
      // The close button is an icon: it needs a name for screen readers (axe 'button-name').
      closeButtonProps: { 'aria-label': 'Close notification' },
      ...base,
      ...options,
      id,
      message,
    }),
  );
  return id;
}

/**
 * Shows a toast through the shell's one `<Notifications />`; returns its id.
 * `toast.success`, `toast.error`, `toast.loading`, `toast.update` and `toast.dismiss` cover
 * the other kinds with the spec's durations.
 */
export function toast(message: ReactNode, options?: ToastOptions): string {
  return show(message, { autoClose: TOAST_DURATION_MS.plain, role: roleOf('plain') }, options);
}

toast.success = (message: ReactNode, options?: ToastOptions): string =>
  show(
    message,
    { autoClose: TOAST_DURATION_MS.success, color: 'teal', role: roleOf('success') },
    options,
  );

toast.error = (message: ReactNode, options?: ToastOptions): string =>
  show(
    message,
    { autoClose: TOAST_DURATION_MS.error, color: 'red', role: roleOf('error') },
    options,
  );

/** Stays until `toast.update(id, …)` or `toast.dismiss(id)`. */
toast.loading = (message: ReactNode, options?: ToastOptions): string =>
  show(
    message,
    { autoClose: false, loading: true, withCloseButton: false, role: roleOf('plain') },
    options,
  );

/**
 * Turns an existing toast (typically a loading one) into a finished one of the given kind,
 * with that kind's duration.
 */
toast.update = (
  id: string,
  kind: 'plain' | 'success' | 'error',
  message: ReactNode,
  options: ToastOptions = {},
): void => {
  const color = kind === 'success' ? 'teal' : kind === 'error' ? 'red' : undefined;
  withNotifications((notifications) =>
    notifications.update({
      id,
      color,
      role: roleOf(kind),
      loading: false,
      withCloseButton: true,
      autoClose: TOAST_DURATION_MS[kind],
      ...options,
      message,
    }),
  );
};

toast.dismiss = (id: string): void => {
  if (notificationsRequested()) withNotifications((notifications) => notifications.hide(id));
};

/** Removes every toast, shown or queued (e.g. on sign-out). */
toast.clean = (): void => {
  // Nothing was ever shown when nothing was loaded.
  if (!notificationsRequested()) return;
  withNotifications((notifications) => {
    notifications.clean();
    notifications.cleanQueue();
  });
};
