import { useEffect, useRef } from 'react';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabase-client.ts';

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
 * be unique per use: supabase-js hands back an existing channel of the same name. A null
 * topic subscribes nothing.
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
    const supabase = getSupabase();
    const channel = supabase.channel(topic);
    for (const binding of JSON.parse(bindingsKey) as ChangeBinding[]) {
      channel.on(
        'postgres_changes',
        { schema: 'public', table: binding.table, event: binding.event, filter: binding.filter },
        (payload: ChangePayload) => latest.current.onChange(payload),
      );
    }
    channel.subscribe((status) => {
      if (status === 'SUBSCRIBED') latest.current.onSubscribed?.();
    });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [topic, bindingsKey]);
}
