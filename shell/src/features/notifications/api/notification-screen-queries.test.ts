import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  chatKeys,
  friendKeys,
  friendStreakKeys,
  recordingKeys,
  requestKeys,
} from '@phrasebook/data';
import { invalidateScreenOf, screenQueriesOf } from './notification-screen-queries.ts';

const subject = (kind: string) => ({
  uid: 'me',
  kind,
  actor_uid: 'ben',
  lang: 'tam',
  phrase_id: 'p1',
  request_id: 'r1',
});
const keysOf = (kind: string) => screenQueriesOf(subject(kind)).map((filters) => filters.queryKey);

describe('screenQueriesOf', () => {
  it.each([
    ['friend_invited', friendKeys.all],
    ['friend_accepted', chatKeys.list()],
    ['recommendation_received', chatKeys.list()],
    ['recommendation_accepted', chatKeys.list()],
    ['recording_asked', chatKeys.list()],
    ['recording_made', chatKeys.list()],
    // …and a review session's voices of that deck, for the card of that phrase.
    ['recording_made', recordingKeys.days('tam')],
    ['correction_received', chatKeys.list()],
    ['correction_carded', chatKeys.list()],
    ['request_answered', requestKeys.detail('r1')],
    // …and the request's cards in my chats, which count its answers.
    ['request_answered', chatKeys.list()],
    ['streak_invited', friendStreakKeys.all],
    ['streak_accepted', friendStreakKeys.all],
    ['streak_declined', friendStreakKeys.all],
    ['streak_ended', friendStreakKeys.all],
  ])('%s is about the data of the screen it leads to', (kind, key) => {
    expect(keysOf(kind)).toContainEqual(key);
  });
});

describe('invalidateScreenOf', () => {
  it('marks a held request out of date, on screen or not, so its page reads it anew', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(requestKeys.detail('r1'), { answers: [] });
    queryClient.setQueryData(requestKeys.detail('r2'), { answers: [] });
    invalidateScreenOf(queryClient, subject('request_answered'));
    const state = (id: string) => queryClient.getQueryState(requestKeys.detail(id));
    expect(state('r1')?.isInvalidated).toBe(true);
    expect(state('r2')?.isInvalidated).toBe(false);
  });
});
