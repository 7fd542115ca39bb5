import type { Claims } from '../engine/types.ts';
import type { ColumnFilter } from './postgres-filter.ts';

/** One postgres_changes binding of a joined channel, as the join asked for it. */
export interface ChangeBinding {
  id: number;
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  schema: string;
  /** null: every table of the schema. */
  table: string | null;
  filters: ColumnFilter[];
  /** False when the subscription was refused (unknown table or column); the id is still echoed. */
  active: boolean;
}

export interface ChannelSink {
  push(
    joinRef: string | null,
    ref: string | null,
    topic: string,
    event: string,
    payload: unknown,
  ): void;
}

/** A topic joined by one socket, with the claims its deliveries are checked against. */
export class JoinedChannel {
  claims: Claims;
  token: string;
  expiryTimer: NodeJS.Timeout | null = null;
  /** The change feed's position at join: earlier changes are not this channel's. */
  changesAfter = Number.MAX_SAFE_INTEGER;
  /** Set once the channel is left or closed: nothing more is sent to it. */
  left = false;
  /** May send broadcasts: always on a public channel, by policy on a private one. */
  canBroadcast = true;

  constructor(
    readonly socket: ChannelSink,
    readonly topic: string,
    readonly joinRef: string | null,
    token: string,
    claims: Claims,
    readonly bindings: ChangeBinding[],
    readonly options: {
      broadcastSelf: boolean;
      presenceEnabled: boolean;
      presenceKey: string;
      isPrivate: boolean;
    },
  ) {
    this.token = token;
    this.claims = claims;
  }

  /** The name realtime uses in system messages: the topic without `realtime:`. */
  get name(): string {
    return this.topic.startsWith('realtime:') ? this.topic.slice('realtime:'.length) : this.topic;
  }

  push(event: string, payload: unknown, ref: string | null = null): void {
    this.socket.push(this.joinRef, ref, this.topic, event, payload);
  }

  tokenExpired(nowSeconds = Date.now() / 1000): boolean {
    return typeof this.claims.exp === 'number' && this.claims.exp <= nowSeconds;
  }

  clearExpiry(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
  }
}
