import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Handler, ServerContext } from './context.ts';
import { answerPreflight, applyCors } from './http/cors.ts';
import { sendJson } from './http/respond.ts';
import { outboxPaths, serveOutbox } from './auth/outbox.ts';
import { apiKeyOf } from './server-context.ts';

/** What server.ts needs of the realtime server (src/realtime/index.ts). */
export interface RealtimeMount {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  handleHttp(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void>;
}

export interface Mounts {
  auth: Handler;
  rest: Handler;
  storage: Handler;
  realtime: RealtimeMount;
}

/** Paths under /auth/v1 that Supabase's gateway lets through without an apikey (links opened from mail). */
const keylessAuthPaths = new Set(['/verify', '/callback', '/health']);

function prefixed(pathname: string, prefix: string): string | null {
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}

/**
 * The gateway's key check (Kong key-auth in Supabase): the apikey header or query
 * parameter must be one of this server's keys. Returns false after answering 401.
 */
function checkApiKey(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): boolean {
  const key = apiKeyOf(req);
  if (!key) {
    sendJson(res, 401, { message: 'No API key found in request' });
    return false;
  }
  if (key !== ctx.config.anonKey && key !== ctx.config.serviceRoleKey) {
    sendJson(res, 401, { message: 'Invalid authentication credentials' });
    return false;
  }
  return true;
}

/**
 * One HTTP server for every API, routed by prefix like Supabase's gateway. After
 * `markClosing()` every answer carries `Connection: close` so clients stop reusing sockets.
 */
export interface HttpLimits {
  /** A client must send its request headers within this time, else 408. @default 10000 */
  headersTimeoutMs?: number;
  /** ...and the whole request, body included, within this time. @default 60000 */
  requestTimeoutMs?: number;
  /**
   * On close, requests still unanswered this long after it began are cut off. The password
   * hasher runs at the lowest priority, so on a machine kept busy a sign-up may need longer.
   * @default 10000
   */
  shutdownGraceMs?: number;
}

export function createHttpServer(
  ctx: ServerContext,
  mounts: Mounts,
  limits: HttpLimits = {},
): { server: Server; markClosing(): void } {
  let closing = false;
  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (closing) res.setHeader('Connection', 'close');
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://local');
    } catch {
      applyCors(req, res);
      return sendJson(res, 400, { message: 'Invalid request target' });
    }
    const pathname = url.pathname;
    // Mail holds recovery codes: no CORS, so no web page may read it (auth/outbox.ts).
    if (outboxPaths.has(pathname)) return serveOutbox(ctx, req, res, url);
    applyCors(req, res);
    if (req.method === 'OPTIONS') return answerPreflight(req, res);

    if (pathname === '/health') {
      return sendJson(res, 200, { status: 'ok', engine: ctx.engine.kind });
    }

    const authPath = prefixed(pathname, '/auth/v1');
    if (authPath !== null) {
      if (!keylessAuthPaths.has(authPath) && !checkApiKey(ctx, req, res)) return;
      return mounts.auth(req, res, url, authPath);
    }
    const restPath = prefixed(pathname, '/rest/v1');
    if (restPath !== null) {
      if (!checkApiKey(ctx, req, res)) return;
      return mounts.rest(req, res, url, restPath);
    }
    // Storage has no gateway key check in Supabase: public and signed URLs work without one.
    const storagePath = prefixed(pathname, '/storage/v1');
    if (storagePath !== null) return mounts.storage(req, res, url, storagePath);
    const realtimeApiPath = prefixed(pathname, '/realtime/v1/api');
    if (realtimeApiPath !== null) {
      if (!checkApiKey(ctx, req, res)) return;
      return mounts.realtime.handleHttp(req, res, url, realtimeApiPath);
    }

    sendJson(res, 404, { message: 'no Route matched with those values' });
  }

  // Room for big JWTs (long user metadata) in headers; anything larger is refused below.
  // Timeouts are checked every second, so a slow client is cut off close to its limit.
  const server = createServer(
    { maxHeaderSize: 64 * 1024, connectionsCheckingInterval: 1000 },
    (req, res) => {
      route(req, res).catch((error: unknown) => {
        console.error('[supabase-local]', error);
        if (res.headersSent) {
          res.destroy();
        } else {
          sendJson(res, 500, { message: 'Internal server error' });
        }
      });
    },
  );
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    if (pathname === '/realtime/v1/websocket' || pathname === '/realtime/v1/websocket/') {
      mounts.realtime.handleUpgrade(req, socket, head);
    } else {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    }
  });
  // Requests node's parser rejects (oversized headers, broken HTTP) still get a JSON error.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? ['431 Request Header Fields Too Large', 'Request header fields too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? ['408 Request Timeout', 'The request was not sent in time']
          : ['400 Bad Request', 'Bad request'];
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  });
  // A client that sends slowly or stops mid-request must not pin a connection.
  server.requestTimeout = limits.requestTimeoutMs ?? 60_000;
  server.headersTimeout = limits.headersTimeoutMs ?? 10_000;
  return {
    server,
    markClosing() {
      closing = true;
    },
  };
}
