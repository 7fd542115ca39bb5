/** The fields of a notification that say which screen it is about. */
export interface NotificationTarget {
  kind: string;
  actor_uid: string | null;
  lang: string | null;
  request_id: string | null;
}

/**
 * Where a notification leads (docs/product.md "Notifications"): the screen on which the learner
 * sees what happened and can answer it.
 */
export function notificationHref(target: NotificationTarget): string {
  const actor = target.actor_uid;
  switch (target.kind) {
    case 'friend_invited':
      // /friends shows the invitations first while there are any.
      return '/friends';
    case 'request_answered':
      return target.lang && target.request_id
        ? `/learn/${target.lang}/requests/${target.request_id}`
        : '/learn';
    case 'streak_invited':
    case 'streak_accepted':
    case 'streak_declined':
    case 'streak_ended':
      // A shared streak is answered, shown and ended on the friend's profile (§4 "Friend streaks").
      return actor ? `/friends/${actor}` : '/friends';
    default:
      // Invitations accepted, recommendations, recordings and corrections live in the thread.
      return actor ? `/friends/chats/${actor}` : '/friends/chats';
  }
}
