// @phrasebook/ui/notifications: the bell and a notification row. A subpath, not the shared
// barrel: the shell's first load bundles the bell alone, the list it opens the row.
export { NotificationBell, type NotificationBellProps } from './NotificationBell.tsx';
export { NotificationRow, type NotificationRowProps } from './NotificationRow.tsx';
export { bellLabel } from './bell-label.ts';
export {
  NOTIFICATION_KINDS,
  isNotificationKind,
  notificationSentence,
  type NotificationKind,
} from './notification-text.ts';
