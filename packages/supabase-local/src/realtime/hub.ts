import type { ServerContext } from '../context.ts';
import type { JoinedChannel } from './joined-channel.ts';
import type { PresenceTracker } from './presence-tracker.ts';

/**
 * What a socket (client-socket.ts) and the HTTP broadcast API (http-broadcast.ts) need of
 * the realtime server; realtime-server.ts implements it and creates both.
 */
export interface RealtimeHub {
  readonly ctx: ServerContext;
  /** The change feed: started by the first join with postgres_changes bindings. */
  readonly feed: { start(): Promise<void>; mark(): Promise<number> };
  readonly presence: PresenceTracker;
  addChannel(channel: JoinedChannel): void;
  removeChannel(channel: JoinedChannel): void;
  /** Sends a broadcast to every channel joined to `topic` (same privacy), except `skip`. */
  broadcast(
    topic: string,
    isPrivate: boolean,
    payload: Record<string, unknown>,
    skip: JoinedChannel | null,
  ): void;
}
