import type { RealtimeChannel, RealtimeClient } from '@supabase/realtime-js';
import { getSupabase } from '../client/supabase-client.ts';
import { logUnexpected } from '../errors/log-unexpected.ts';
import { onCatchUpTriggers } from './catch-up-triggers.ts';

/** What the database broadcasts on a user's private channel (docs/architecture.md). */
export const userChannelEvents = [
  'chat_message',
  'chat_read',
  'friend_action',
  'friend_streak',
  'notification',
] as const;
export type UserChannelEvent = (typeof userChannelEvents)[number];

function isUserChannelEvent(event: unknown): event is UserChannelEvent {
  return userChannelEvents.some((known) => known === event);
}

function isRow(payload: unknown): payload is BroadcastRow {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload);
}

/** A broadcast's payload: the row the database sent, as JSON. */
export type BroadcastRow = Record<string, unknown>;

export interface UserChannelListener {
  events: readonly UserChannelEvent[];
  onBroadcast: (event: UserChannelEvent, row: BroadcastRow) => void;
  /**
   * Something may have been missed: the channel was (re)subscribed, the tab became visible
   * again or the network returned. Realtime keeps no queue, so the view reads what changed.
   */
  catchUp: () => void;
}

interface SharedChannel {
  listeners: Set<UserChannelListener>;
  subscribed: boolean;
  close: () => void;
}

const channels = new Map<string, SharedChannel>();

/** The topic of a user's private channel, as the realtime.messages policy allows it. */
export function userTopic(uid: string): string {
  return `user:${uid}`;
}

function openShared(uid: string): SharedChannel {
  const shared: SharedChannel = { listeners: new Set(), subscribed: false, close: () => {} };
  let closed = false;
  shared.close = () => {
    closed = true;
  };
  const catchUpAll = () => {
    for (const listener of shared.listeners) listener.catchUp();
  };

  function listen(realtime: RealtimeClient) {
    const channel: RealtimeChannel = realtime.channel(userTopic(uid), {
      config: { private: true },
    });
    channel.on('broadcast', { event: '*' }, (message) => {
      const { event } = message;
      const row: unknown = message['payload'];
      if (!isUserChannelEvent(event) || !isRow(row)) return;
      for (const listener of shared.listeners) {
        if (listener.events.includes(event)) listener.onBroadcast(event, row);
      }
    });
    channel.subscribe((status) => {
      shared.subscribed = status === 'SUBSCRIBED';
      if (shared.subscribed) catchUpAll();
    });
    const stopTriggers = onCatchUpTriggers(catchUpAll);
    shared.close = () => {
      stopTriggers();
      void realtime.removeChannel(channel);
    };
  }

  void getSupabase()
    .realtime()
    .then((realtime) => {
      if (realtime && !closed) listen(realtime);
    })
    .catch((error: unknown) => logUnexpected('realtime-load', error, { topic: userTopic(uid) }));
  return shared;
}

/**
 * Joins the signed-in user's private channel (`user:<uid>`): one per user for the whole page,
 * shared by every live view and closed when the last one leaves. Its callers start after the
 * page has settled (page-settled.ts), so realtime stays out of the first load. A listener that
 * joins an open channel catches up at once: what it shows may be older than the subscribe.
 */
export function joinUserChannel(uid: string, listener: UserChannelListener): () => void {
  let shared = channels.get(uid);
  if (!shared) {
    shared = openShared(uid);
    channels.set(uid, shared);
  }
  const joined = shared;
  joined.listeners.add(listener);
  if (joined.subscribed) listener.catchUp();
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size === 0 && channels.get(uid) === joined) {
      channels.delete(uid);
      joined.close();
    }
  };
}
