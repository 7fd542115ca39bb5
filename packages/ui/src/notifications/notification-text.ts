/**
 * What each kind of notification says (docs/product.md "Notifications"). `actor` is the
 * friend who did it; the database writes the kinds (public.notification.kind).
 */
export const NOTIFICATION_KINDS = [
  'friend_invited',
  'friend_accepted',
  'recommendation_received',
  'recommendation_accepted',
  'request_answered',
  'recording_asked',
  'recording_made',
  'streak_invited',
  'streak_accepted',
  'streak_declined',
  'streak_ended',
  'correction_received',
  'correction_carded',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const sentences: Record<NotificationKind, (actor: string) => string> = {
  friend_invited: (actor) => `${actor} invited you to be friends`,
  friend_accepted: (actor) => `${actor} accepted your friend request`,
  recommendation_received: (actor) => `${actor} recommended a phrase to you`,
  recommendation_accepted: (actor) => `${actor} added your recommendation to their deck`,
  request_answered: (actor) => `${actor} answered your card request`,
  recording_asked: (actor) => `${actor} asked you to record a phrase`,
  recording_made: (actor) => `${actor} recorded a phrase for you`,
  streak_invited: (actor) => `${actor} invites you to a shared streak`,
  streak_accepted: (actor) => `${actor} accepted your shared streak`,
  streak_declined: (actor) => `${actor} declined your shared streak`,
  streak_ended: (actor) => `${actor} ended your shared streak`,
  correction_received: (actor) => `${actor} suggested a correction to your message`,
  correction_carded: (actor) => `${actor} made your correction a card`,
};

export function isNotificationKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(sentences, kind);
}

/** "Priya invited you to be friends"; a kind this build does not know yet still says who. */
export function notificationSentence(kind: string, actor: string | null): string {
  const name = actor ?? 'Someone';
  return isNotificationKind(kind) ? sentences[kind](name) : `${name} did something for you`;
}
