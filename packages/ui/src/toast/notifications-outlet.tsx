import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT } from './toast.ts';
import classes from './notifications-outlet.module.css';

/**
 * `<Notifications />` with the app's settings and its styles: loaded by ToastOutlet with the
 * first toast, inside the app's MantineProvider and drawn in ToastOutlet's live region rather
 * than a portal of its own (its container is fixed to the viewport either way).
 */
export default function NotificationsOutlet() {
  return (
    <Notifications
      position="top-center"
      limit={TOAST_LIMIT}
      className={classes.root}
      withinPortal={false}
    />
  );
}
