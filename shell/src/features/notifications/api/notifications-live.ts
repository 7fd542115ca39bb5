import { useQueryClient } from '@tanstack/react-query';
import { getSupabase, useLiveCatchUp, type BroadcastRow } from '@phrasebook/data';
import { latestInstant } from '@phrasebook/domain';
import { notificationKeys } from './notification-keys.ts';
import type { NotificationItem, NotificationRecord } from './notification-list-query.ts';

// The list's code (merging, the actors' profiles) loads with the list; until the list was
// opened only the count is kept, so the bell's first load carries none of it.
const loadMerging = () =>
  Promise.all([import('./notification-list-query.ts'), import('./notification-record.ts')]);
const loadArrival = () => import('./notification-arrival.ts');

// The page's screens read their data once it had started: what changed since may be news.
const pageStarted = new Date(performance.timeOrigin).toISOString();

/**
 * Keeps the bell's count and list live (docs/architecture.md, live views): each `notification`
 * broadcast (a new one, or one read on another device) is merged into the list by id and the
 * count read again; after a gap the catch-up reads what changed since the newest `changed_at`
 * seen, or since the page started. Until the list was opened there is no list: the count alone is kept. A new one is first
 * seen to (notification-arrival.ts): its screen's data, and read at once if that screen is in view.
 */
export function useNotificationsLive(uid: string): void {
  const queryClient = useQueryClient();
  const listKey = notificationKeys.list(uid);
  const held = () => queryClient.getQueryData<NotificationItem[]>(listKey);

  // The count is read again once the list holds the news, not before: the bell never says more
  // than the list it opens shows (whose newest row then takes the focus).
  const merge = async (rows: readonly (NotificationRecord | BroadcastRow)[]) => {
    const readCount = () =>
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread(uid) });
    if (!held()) return readCount();
    try {
      const [{ fetchNewActors, mergeNotifications }, { toNotificationRecord }] =
        await loadMerging();
      const records = rows.flatMap((row) => {
        const record = toNotificationRecord(row);
        return record?.uid === uid ? [record] : [];
      });
      const actors = await fetchNewActors(held() ?? [], records);
      queryClient.setQueryData<NotificationItem[]>(
        listKey,
        (items) => items && mergeNotifications(items, records, actors),
      );
    } finally {
      readCount();
    }
  };

  // Before the count: one read at once is never counted. A catch-up that found nothing loads
  // no code for it.
  const arrived = (rows: readonly (NotificationRecord | BroadcastRow)[]) =>
    void (rows.length === 0 ? Promise.resolve() : loadArrival())
      .then((arrival) => arrival?.notificationsArrived(queryClient, uid, rows))
      .catch(() => undefined)
      .then(() => merge(rows));

  useLiveCatchUp<NotificationRecord>(uid, {
    name: 'notifications',
    events: ['notification'],
    onBroadcast: (row) => arrived([row]),
    fetchSince: async (since) => {
      const { data, error } = await getSupabase()
        .from('notification')
        .select('*')
        .eq('uid', uid)
        .gte('changed_at', since ?? pageStarted)
        .order('changed_at');
      if (error) throw error;
      return data;
    },
    // Each catch-up brings news: the first one what came between the page's start and the
    // channel's subscribing (realtime starts once the page has settled).
    merge: (rows) => arrived(rows),
    cursorOf: (row) => row.changed_at,
    newestHeld: () =>
      latestInstant([pageStarted, ...(held() ?? []).map((item) => item.changed_at)]),
  });
}
