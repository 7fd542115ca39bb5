import { useEffect, useRef } from 'react';
import type { RealtimePostgresChangesPayload } from '@supabase/realtime-js';
import { getSupabase } from '../client/supabase-client.ts';
import { logUnexpected } from '../errors/log-unexpected.ts';
import { pageSettled } from './page-settled.ts';

/** One postgres_changes binding: a table of the public schema, an event, an optional filter. */
export interface ChangeBinding {
  table: string;
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  /** realtime's `column=op.value` filter, e.g. `recipient_uid=eq.<uid>`. */
  filter?: string;
}

export type ChangePayload = RealtimePostgresChangesPayload<Record<string, unknown>>;

export interface RealtimeChangesOptions {
  /** Called for every change that reaches this user (RLS decides, as on hosted Supabase). */
  onChange: (payload: ChangePayload) => void;
  /**
   * Called each time the channel is (re)subscribed. Changes made before that, while the page
   * loaded or the connection was down, were not delivered: refetch what they would have
   * changed here.
   */
  onSubscribed?: () => void;
}

/**
 * Keeps a realtime channel open while the calling component is mounted (docs/architecture.md:
 * an api/ file owns each channel and says which query keys its changes touch). `topic` must
 * be unique per use: realtime-js hands back an existing channel of the same name. A null
 * topic subscribes nothing. Channels open once the page has settled (page-settled.ts), so
 * realtime stays out of the first load; what the screen shows was read with it,
 * and `onSubscribed` catches up on what changed in between.
 */
export function useRealtimeChanges(
  topic: string | null,
  bindings: readonly ChangeBinding[],
  options: RealtimeChangesOptions,
): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const bindingsKey = JSON.stringify(bindings);

  useEffect(() => {
    if (!topic) return undefined;
    let closed = false;
    let close = () => {
      closed = true;
    };
    void pageSettled()
      .then(() => (closed ? undefined : getSupabase().realtime()))
      .then((realtime) => {
        if (!realtime || closed) return;
        const channel = realtime.channel(topic);
        for (const binding of JSON.parse(bindingsKey) as ChangeBinding[]) {
          channel.on(
            'postgres_changes',
            {
              schema: 'public',
              table: binding.table,
              event: binding.event,
              filter: binding.filter,
            },
            (payload: ChangePayload) => latest.current.onChange(payload),
          );
        }
        channel.subscribe((status) => {
          if (status === 'SUBSCRIBED') latest.current.onSubscribed?.();
        });
        close = () => void realtime.removeChannel(channel);
      })
      .catch((error: unknown) => logUnexpected('realtime-load', error, { topic }));
    return () => close();
  }, [topic, bindingsKey]);
}
