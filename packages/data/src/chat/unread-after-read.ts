/** One friend's unread messages, as chat_unread_counts returns them. */
export interface UnreadCount {
  friend_uid: string;
  unread_count: number;
  newest_unread_at: string;
}

/**
 * The counts after a read marker moved (a `chat_read` broadcast: this device or another read
 * the thread up to `read_at`): the friend's row goes when everything counted was read. Null
 * when a message newer than the marker is counted: only the database can say how many remain.
 */
export function unreadAfterRead<T extends UnreadCount>(
  counts: readonly T[],
  marker: { friend_uid: string; read_at: string },
): T[] | null {
  const row = counts.find((count) => count.friend_uid === marker.friend_uid);
  if (!row) return [...counts];
  if (Date.parse(row.newest_unread_at) > Date.parse(marker.read_at)) return null;
  return counts.filter((count) => count !== row);
}
