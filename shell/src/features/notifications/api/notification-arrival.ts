import type { QueryClient } from '@tanstack/react-query';
import { getSupabase, type BroadcastRow } from '@phrasebook/data';
import { notificationHref } from './notification-link.ts';
import type { NotificationRecord } from './notification-list-query.ts';
import { toNotificationRecord } from './notification-record.ts';
import { invalidateScreenOf } from './notification-screen-queries.ts';

/** The path of the screen the learner is looking at, or null while the page is hidden. */
export function screenInView(): string | null {
  return document.visibilityState === 'visible' ? window.location.pathname : null;
}

/**
 * The kinds whose news is something new on the screen they lead to, drawn there live: a message
 * in the thread, an invitation on /friends, an answer on the request's page, the streak on the
 * friend's profile. A change to what a screen already shows (accepted, recorded, made a card)
 * may not be redrawn there, so those stay for the bell.
 */
const drawnOnArrival = new Set([
  'friend_invited',
  'recommendation_received',
  'request_answered',
  'recording_asked',
  'correction_received',
  'streak_invited',
  'streak_accepted',
  'streak_declined',
  'streak_ended',
]);

/**
 * The ids of the unread ones among `records` that the screen in view draws as they arrive: the
 * learner sees what they say (docs/product.md "Notifications").
 */
export function seenOnArrival(
  records: readonly NotificationRecord[],
  inView: string | null,
): string[] {
  if (inView === null) return [];
  return records
    .filter(
      (record) =>
        record.read_at === null &&
        drawnOnArrival.has(record.kind) &&
        notificationHref(record) === inView,
    )
    .map((record) => record.id);
}

// Each new one once: a catch-up reads again what it overlaps with the one before.
const refreshed = new Set<string>();

/**
 * What new notifications do before the bell counts them: each marks out of date the data of the
 * screen it leads to, so that screen shows the news, and those about the screen in view are
 * read. A failed mark leaves them unread, counted as any other.
 */
export async function notificationsArrived(
  queryClient: QueryClient,
  uid: string,
  rows: readonly (NotificationRecord | BroadcastRow)[],
): Promise<void> {
  const records = rows.flatMap((row) => {
    const record = toNotificationRecord(row);
    return record?.uid === uid && record.read_at === null ? [record] : [];
  });
  for (const record of records) {
    if (refreshed.has(record.id)) continue;
    refreshed.add(record.id);
    invalidateScreenOf(queryClient, record);
  }
  const seen = seenOnArrival(records, screenInView());
  if (seen.length > 0) await getSupabase().rpc('mark_notifications_read', { ids: seen });
}
