import { randomBytes } from 'node:crypto';
import type { JoinedChannel } from './joined-channel.ts';

type Metas = Record<string, { metas: Array<Record<string, unknown>> }>;

/**
 * Phoenix presence for one server: what each joined channel tracks, grouped by presence
 * key. Changes go out as `presence_diff`, a newly joined channel gets `presence_state`.
 */
export class PresenceTracker {
  private readonly byTopic = new Map<string, Map<JoinedChannel, Record<string, unknown>>>();

  constructor(private readonly channelsOf: (topic: string) => Iterable<JoinedChannel>) {}

  state(topic: string, isPrivate: boolean): Metas {
    const out: Metas = {};
    for (const [channel, meta] of this.byTopic.get(topic) ?? []) {
      if (channel.options.isPrivate !== isPrivate) continue;
      (out[channel.options.presenceKey] ??= { metas: [] }).metas.push(meta);
    }
    return out;
  }

  track(channel: JoinedChannel, payload: Record<string, unknown>): void {
    const tracked =
      this.byTopic.get(channel.topic) ?? new Map<JoinedChannel, Record<string, unknown>>();
    this.byTopic.set(channel.topic, tracked);
    const previous = tracked.get(channel);
    const { phx_ref: _ref, ...previousPayload } = previous ?? {};
    if (previous && JSON.stringify(previousPayload) === JSON.stringify(payload)) return;
    const meta = { ...payload, phx_ref: randomBytes(9).toString('base64url') };
    tracked.set(channel, meta);
    const key = channel.options.presenceKey;
    this.diff(
      channel,
      { [key]: { metas: [meta] } },
      previous ? { [key]: { metas: [previous] } } : {},
    );
  }

  untrack(channel: JoinedChannel): void {
    const tracked = this.byTopic.get(channel.topic);
    const previous = tracked?.get(channel);
    if (!tracked || !previous) return;
    tracked.delete(channel);
    if (tracked.size === 0) this.byTopic.delete(channel.topic);
    this.diff(channel, {}, { [channel.options.presenceKey]: { metas: [previous] } });
  }

  private diff(source: JoinedChannel, joins: Metas, leaves: Metas): void {
    for (const channel of this.channelsOf(source.topic)) {
      if (
        !channel.options.presenceEnabled ||
        channel.options.isPrivate !== source.options.isPrivate
      )
        continue;
      channel.push('presence_diff', { joins, leaves });
    }
  }
}
