import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { MantineScope } from '../MantineScope/MantineScope.tsx';
import { TOAST_LIMIT } from './toast.ts';

/**
 * `<Notifications />` with the app's settings and its styles, in Mantine's provider: loaded by
 * ToastOutlet with the first toast. Toasts are drawn by Mantine's runtime, which comes with them.
 */
export default function NotificationsOutlet() {
  return (
    <MantineScope>
      <Notifications position="top-center" limit={TOAST_LIMIT} />
    </MantineScope>
  );
}
