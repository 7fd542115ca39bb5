import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import {
  chatKeys,
  deckKeys,
  friendKeys,
  friendStreakKeys,
  profileKeys,
  progressKeys,
  recordingKeys,
  requestKeys,
} from '@phrasebook/data';

/** The fields of a notification that say what changed, and for whom. */
export interface NotificationSubject {
  uid: string;
  kind: string;
  actor_uid: string | null;
  lang: string | null;
  phrase_id: string | null;
  request_id: string | null;
}

// The chats, friends and streaks are kept live while shown (their own broadcasts): marked out of
// date only, so the screen's loader reads them anew when opened (currentQueryData) and an open
// one is not read whole again beside its live view.
const mark = (queryKey: readonly unknown[]): InvalidateQueryFilters => ({
  queryKey,
  refetchType: 'none',
});
const refetch = (queryKey: readonly unknown[]): InvalidateQueryFilters => ({ queryKey });

/**
 * What a notification says has changed: the data of the screen it leads to
 * (notification-link.ts). The app does not read data again on mount (docs/offline.md), so
 * without this a notification opened a screen showing what it held before the news.
 */
export function screenQueriesOf(subject: NotificationSubject): InvalidateQueryFilters[] {
  const { kind, uid, lang, phrase_id: phraseId, request_id: requestId } = subject;
  switch (kind) {
    case 'friend_invited':
      return [mark(friendKeys.all)];
    case 'friend_accepted':
      return [mark(friendKeys.all), mark(chatKeys.list()), refetch(chatKeys.unread())];
    case 'request_answered':
      // The first answer also puts the phrase in my deck of that language. The request's cards
      // in my chats count its answers, and no chat broadcast comes with one: read again.
      return [
        ...(requestId ? [refetch(requestKeys.detail(requestId))] : []),
        ...(lang ? [refetch(requestKeys.list(uid, lang))] : []),
        refetch(deckKeys.all),
        refetch(profileKeys.own(uid)),
        refetch(chatKeys.list()),
      ];
    case 'recording_asked':
      return [mark(chatKeys.list()), refetch(recordingKeys.openRequests())];
    case 'recording_made':
      // A review session open meanwhile reads its day's voices once (day-voices.ts in mf-review):
      // read again, the card of that phrase plays the new recording (§4 "Recordings").
      return [
        mark(chatKeys.list()),
        ...(phraseId ? [refetch(recordingKeys.phrase(phraseId))] : []),
        refetch(recordingKeys.days(lang ?? undefined)),
      ];
    case 'streak_invited':
    case 'streak_accepted':
    case 'streak_declined':
    case 'streak_ended':
      return [mark(friendStreakKeys.all), refetch(progressKeys.streak(null))];
    default:
      // Recommendations and corrections: the thread with the friend.
      return [mark(chatKeys.list())];
  }
}

/** Marks out of date what the notification is about (and reads again what is on screen). */
export function invalidateScreenOf(queryClient: QueryClient, subject: NotificationSubject): void {
  for (const filters of screenQueriesOf(subject)) void queryClient.invalidateQueries(filters);
}
