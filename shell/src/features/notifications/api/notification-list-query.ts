import { queryOptions } from '@tanstack/react-query';
import { compareInstants } from '@phrasebook/domain';
import { getSupabase, mergeById, type PublicProfile, type Tables } from '@phrasebook/data';
import { notificationKeys } from './notification-keys.ts';

export type NotificationRecord = Tables<'notification'>;

/** A notification with the friend who caused it. */
export interface NotificationItem extends NotificationRecord {
  actor: Pick<PublicProfile, 'username' | 'avatar_path'> | null;
}

/** The newest this many are listed; older ones are read from their screens. */
export const NOTIFICATION_LIST_SIZE = 100;

/** The public profiles of these users, by uid. */
export async function fetchActors(
  uids: readonly string[],
): Promise<Map<string, NotificationItem['actor']>> {
  const actors: Map<string, NotificationItem['actor']> = new Map();
  if (uids.length === 0) return actors;
  const { data, error } = await getSupabase()
    .from('public_profile')
    .select('uid, username, avatar_path')
    .in('uid', [...new Set(uids)]);
  if (error) throw error;
  for (const { uid, username, avatar_path } of data) {
    if (uid) actors.set(uid, { username, avatar_path });
  }
  return actors;
}

type Actors = Map<string, NotificationItem['actor']>;

/** The actors of `rows` that `items` does not know yet, read from their public profiles. */
export function fetchNewActors(
  items: readonly NotificationItem[],
  rows: readonly NotificationRecord[],
): Promise<Actors> {
  const known = new Set(items.map((item) => item.actor_uid));
  return fetchActors(
    rows.flatMap((row) => (row.actor_uid && !known.has(row.actor_uid) ? [row.actor_uid] : [])),
  );
}

/**
 * Adds `rows` (new or changed) to `items` by id and keeps the newest first: the list's one way
 * of taking in what arrives live or on catching up, so nothing shows twice.
 */
export function mergeNotifications(
  items: readonly NotificationItem[],
  rows: readonly NotificationRecord[],
  actors: Actors,
): NotificationItem[] {
  const known: Actors = new Map(items.map((item) => [item.actor_uid ?? '', item.actor]));
  const incoming = rows.map((row) => {
    const actor = row.actor_uid ? (known.get(row.actor_uid) ?? actors.get(row.actor_uid)) : null;
    return { ...row, actor: actor ?? null };
  });
  return mergeById(
    items,
    incoming,
    (a, b) => compareInstants(b.created_at, a.created_at) || b.id.localeCompare(a.id),
  ).slice(0, NOTIFICATION_LIST_SIZE);
}

/** My newest notifications with their actors, newest first: what the bell's list shows. */
export function notificationListQuery(uid: string) {
  return queryOptions({
    queryKey: notificationKeys.list(uid),
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('notification')
        .select('*')
        .eq('uid', uid)
        .order('created_at', { ascending: false })
        .limit(NOTIFICATION_LIST_SIZE);
      if (error) throw error;
      return mergeNotifications([], data, await fetchNewActors([], data));
    },
  });
}
