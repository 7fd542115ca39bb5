import { useRef } from 'react';
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

/**
 * Keeps the bell's count and list live (docs/architecture.md, live views): each `notification`
 * broadcast (a new one, or one read on another device) is merged into the list by id and the
 * count read again; after a gap the catch-up reads what changed since the newest `changed_at`
 * seen. Until the list was opened there is no list: the count alone is kept. A new one is first
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

  // Before the count: one read at once is never counted.
  const arrived = (rows: readonly (NotificationRecord | BroadcastRow)[]) =>
    void loadArrival()
      .then(({ notificationsArrived }) => notificationsArrived(queryClient, uid, rows))
      .catch(() => undefined)
      .then(() => merge(rows));
  // A catch-up after a gap brings news missed meanwhile; the first one, with no cursor, reads
  // only the newest notification, news or not, to start from.
  const afterGap = useRef(false);

  useLiveCatchUp<NotificationRecord>(uid, {
    name: 'notifications',
    events: ['notification'],
    onBroadcast: (row) => arrived([row]),
    fetchSince: async (since) => {
      afterGap.current = since !== null;
      const query = getSupabase().from('notification').select('*').eq('uid', uid);
      // Nothing seen yet: the newest change is the cursor; merging reads the count again, for
      // whatever came between the page's read of it and the channel's subscribe.
      const { data, error } = await (since
        ? query.gte('changed_at', since).order('changed_at')
        : query.order('changed_at', { ascending: false }).limit(1));
      if (error) throw error;
      return data;
    },
    merge: (rows) => (afterGap.current ? arrived(rows) : void merge(rows)),
    cursorOf: (row) => row.changed_at,
    newestHeld: () => latestInstant((held() ?? []).map((item) => item.changed_at)),
  });
}
