import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { checkAccessToken } from './access-token.ts';
import { channelPolicies } from './channel-authorization.ts';
import { JoinedChannel } from './joined-channel.ts';
import { decodeFrame, encodeFrame, type PhoenixMessage, type Vsn } from './phoenix-frames.ts';
import type { RealtimeHub } from './hub.ts';
import { readBindings } from './subscription-bindings.ts';

// Realtime's default limit of channels per connection.
const MAX_CHANNELS_PER_SOCKET = 100;

// setTimeout's ceiling; tokens that live longer are re-checked at each delivery instead.
const MAX_TIMER_MS = 2 ** 31 - 1;

type Dict = Record<string, unknown>;
const asDict = (value: unknown): Dict =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Dict) : {};

/** One WebSocket connection: its joined channels and the messages realtime-js sends on it. */
export class ClientSocket {
  private readonly channels = new Map<string, JoinedChannel>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly server: RealtimeHub,
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    private readonly apikey: string,
  ) {
    ws.on('message', (data, isBinary) => {
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const message = decodeFrame(buffer, isBinary, vsn);
      if (!message) return;
      // In order, one at a time: a join finishes before the next message of this socket.
      this.queue = this.queue
        .then(() => this.handle(message))
        .catch((err: unknown) => console.error('realtime: message failed', err));
    });
    ws.on('error', () => ws.terminate());
  }

  push(
    joinRef: string | null,
    ref: string | null,
    topic: string,
    event: string,
    payload: unknown,
  ): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(encodeFrame({ joinRef, ref, topic, event, payload }, this.vsn));
  }

  private reply(message: PhoenixMessage, status: 'ok' | 'error', response: unknown): void {
    this.push(message.joinRef, message.ref, message.topic, 'phx_reply', { status, response });
  }

  terminate(): void {
    this.dispose();
    this.ws.terminate();
  }

  dispose(): void {
    this.closed = true;
    for (const channel of this.channels.values()) this.server.removeChannel(channel);
    this.channels.clear();
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {});
      return;
    }
    if (message.event === 'phx_join') return this.join(message);
    const channel = this.channels.get(message.topic);
    if (!channel) return;
    switch (message.event) {
      case 'phx_leave':
        this.leave(channel);
        this.reply(message, 'ok', {});
        channel.push('phx_close', {}, channel.joinRef);
        return;
      case 'access_token':
        return this.refreshToken(channel, asDict(message.payload).access_token);
      case 'broadcast':
        // Refused without a reply, as hosted Realtime does.
        if (!channel.canBroadcast) return;
        this.broadcast(channel, asDict(message.payload));
        if (message.ref) this.reply(message, 'ok', {});
        return;
      case 'presence':
        return this.presence(channel, message);
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const payload = asDict(message.payload);
    const config = asDict(payload.config);
    const token = typeof payload.access_token === 'string' ? payload.access_token : this.apikey;
    const check = checkAccessToken(token, this.server.ctx.config.jwtSecret);
    if (!check.ok) return this.reply(message, 'error', { reason: check.reason });
    const isPrivate = config.private === true;
    const name = message.topic.replace(/^realtime:/, '');
    // Private channels are authorised by the policies on realtime.messages, as on hosted.
    const policies = isPrivate
      ? await channelPolicies(this.server.ctx, check.claims, name)
      : { read: true, write: true };
    if (!policies.read) {
      return this.reply(message, 'error', {
        reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`,
      });
    }
    const previous = this.channels.get(message.topic);
    if (previous) this.leave(previous);
    else if (this.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      return this.reply(message, 'error', { reason: 'ChannelRateLimitReached: Too many channels' });
    }

    let subscription: Awaited<ReturnType<typeof readBindings>>;
    let changesAfter = Number.MAX_SAFE_INTEGER;
    try {
      subscription = await readBindings(this.server.ctx.engine, config.postgres_changes);
      if (subscription.bindings.some((b) => b.active)) {
        await this.server.feed.start();
        changesAfter = await this.server.feed.mark();
      }
    } catch (err) {
      console.error('realtime: join failed', err);
      return this.reply(message, 'error', { reason: 'Unknown Error on Channel' });
    }
    const { bindings, echo, problems } = subscription;
    const broadcast = asDict(config.broadcast);
    const presence = asDict(config.presence);
    const channel = new JoinedChannel(
      this,
      message.topic,
      message.joinRef,
      token,
      check.claims,
      bindings,
      {
        broadcastSelf: broadcast.self === true,
        presenceEnabled: presence.enabled === true,
        presenceKey:
          typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID(),
        isPrivate,
      },
    );
    // The socket may have gone while the bindings were being checked.
    if (this.closed) return;
    channel.changesAfter = changesAfter;
    channel.canBroadcast = policies.write;
    this.channels.set(message.topic, channel);
    this.server.addChannel(channel);
    this.scheduleExpiry(channel);
    this.reply(message, 'ok', { postgres_changes: echo });
    if (bindings.length > 0) {
      channel.push('system', {
        extension: 'postgres_changes',
        status: problems.length === 0 ? 'ok' : 'error',
        message: problems.length === 0 ? 'Subscribed to PostgreSQL' : problems.join('; '),
        channel: channel.name,
      });
    }
    if (channel.options.presenceEnabled) {
      channel.push('presence_state', this.server.presence.state(channel.topic, isPrivate));
    }
  }

  private leave(channel: JoinedChannel): void {
    this.server.removeChannel(channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  /** Ends a channel from the server side, as realtime does when its token is no longer valid. */
  private shutDown(channel: JoinedChannel, reason: string): void {
    channel.push('system', {
      extension: 'system',
      status: 'error',
      message: reason,
      channel: channel.name,
    });
    this.leave(channel);
    channel.push('phx_close', {}, channel.joinRef);
  }

  private scheduleExpiry(channel: JoinedChannel): void {
    channel.clearExpiry();
    const exp = channel.claims.exp;
    if (typeof exp !== 'number') return;
    const delay = exp * 1000 - Date.now();
    if (delay > MAX_TIMER_MS) return;
    channel.expiryTimer = setTimeout(
      () => this.shutDown(channel, 'Token has expired 0 seconds ago'),
      Math.max(0, delay),
    );
    channel.expiryTimer.unref();
  }

  /**
   * realtime-js re-sends the token on every refresh; identical tokens and `sb_` keys change
   * nothing. A private channel's policies are checked again with the new claims, as hosted
   * Realtime does: a reader who may no longer read is shut out.
   */
  private async refreshToken(channel: JoinedChannel, token: unknown): Promise<void> {
    if (typeof token !== 'string' || token === channel.token || token.startsWith('sb_')) return;
    const check = checkAccessToken(token, this.server.ctx.config.jwtSecret);
    if (!check.ok) return this.shutDown(channel, check.reason.replace(/^InvalidJWTToken: /, ''));
    if (channel.options.isPrivate) {
      const policies = await channelPolicies(this.server.ctx, check.claims, channel.name);
      if (channel.left) return;
      if (!policies.read) {
        return this.shutDown(
          channel,
          `You no longer have permission to read from this Channel topic: ${channel.name}`,
        );
      }
      channel.canBroadcast = policies.write;
    }
    channel.token = token;
    channel.claims = check.claims;
    this.scheduleExpiry(channel);
  }

  private broadcast(sender: JoinedChannel, payload: Dict): void {
    if (typeof payload.event !== 'string') return;
    const out: Dict = { type: 'broadcast', event: payload.event, payload: payload.payload ?? {} };
    if (payload.meta !== undefined) out.meta = payload.meta;
    this.server.broadcast(
      sender.topic,
      sender.options.isPrivate,
      out,
      sender.options.broadcastSelf ? null : sender,
    );
  }

  private presence(channel: JoinedChannel, message: PhoenixMessage): void {
    const payload = asDict(message.payload);
    if (payload.event === 'track') {
      const tracked = payload.payload;
      if (typeof tracked !== 'object' || tracked === null || Array.isArray(tracked)) {
        return this.reply(message, 'error', { reason: 'presence payload must be an object' });
      }
      this.server.presence.track(channel, tracked as Dict);
    } else if (payload.event === 'untrack') {
      this.server.presence.untrack(channel);
    }
    this.reply(message, 'ok', {});
  }
}
