import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ServerContext } from '../context.ts';
import { checkAccessToken } from './access-token.ts';
import { ChangeFeed } from './change-feed.ts';
import { ClientSocket } from './client-socket.ts';
import { DatabaseBroadcasts } from './database-broadcasts.ts';
import { handleBroadcastRequest } from './http-broadcast.ts';
import type { RealtimeHub } from './hub.ts';
import type { JoinedChannel } from './joined-channel.ts';
import type { Vsn } from './phoenix-frames.ts';
import { PresenceTracker } from './presence-tracker.ts';

/** Everything the sockets of one server share. */
export class RealtimeServer implements RealtimeHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });
  private readonly sockets = new Set<ClientSocket>();
  private readonly topics = new Map<string, Set<JoinedChannel>>();
  readonly feed: ChangeFeed;
  readonly presence: PresenceTracker;
  private readonly databaseBroadcasts: DatabaseBroadcasts;
  private closed = false;

  constructor(readonly ctx: ServerContext) {
    this.feed = new ChangeFeed(ctx, () => this.allChannels());
    this.presence = new PresenceTracker((topic) => this.channelsOf(topic));
    this.databaseBroadcasts = new DatabaseBroadcasts(ctx, this);
    this.databaseBroadcasts.start().catch((err: unknown) => {
      console.error('realtime: cannot listen for broadcasts from the database', err);
    });
  }

  /**
   * The connection's `apikey` (query parameter, or the header a gateway would pass on) must
   * be a valid key for this project; otherwise the upgrade is refused with 403, as
   * realtime refuses it, and realtime-js retries with backoff.
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const apikey =
      url.searchParams.get('apikey') ?? headerValue(req, 'apikey') ?? headerValue(req, 'x-api-key');
    const check = checkAccessToken(apikey, this.ctx.config.jwtSecret);
    if (this.closed || !check.ok || !apikey) {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    const vsn: Vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const client = new ClientSocket(this, ws, vsn, apikey);
      this.sockets.add(client);
      ws.on('close', () => {
        client.dispose();
        this.sockets.delete(client);
      });
    });
  }

  /** `/realtime/v1/api/*`: broadcasts sent over HTTP (realtime-js `httpSend`, and `send` before joining). */
  handleHttp(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    return handleBroadcastRequest(this, req, res, url, path);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const client of this.sockets) client.terminate();
    this.sockets.clear();
    await this.feed.close();
    await this.databaseBroadcasts.close();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  addChannel(channel: JoinedChannel): void {
    const set = this.topics.get(channel.topic) ?? new Set<JoinedChannel>();
    set.add(channel);
    this.topics.set(channel.topic, set);
  }

  removeChannel(channel: JoinedChannel): void {
    channel.left = true;
    channel.clearExpiry();
    this.presence.untrack(channel);
    const set = this.topics.get(channel.topic);
    set?.delete(channel);
    if (set?.size === 0) this.topics.delete(channel.topic);
  }

  /** Sends a broadcast to every channel joined to `topic` (same privacy), except `skip`. */
  broadcast(
    topic: string,
    isPrivate: boolean,
    payload: Record<string, unknown>,
    skip: JoinedChannel | null,
  ): void {
    for (const channel of this.channelsOf(topic)) {
      if (channel.options.isPrivate !== isPrivate || channel === skip) continue;
      channel.push('broadcast', payload);
    }
  }

  channelsOf(topic: string): Iterable<JoinedChannel> {
    return this.topics.get(topic) ?? [];
  }

  *allChannels(): Iterable<JoinedChannel> {
    for (const set of this.topics.values()) yield* set;
  }
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}
