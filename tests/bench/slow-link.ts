/**
 * A slow link between the browser and every server it talks to, a service worker's own fetches
 * included: Chrome's network emulation leaves those at full speed, which made a visit answered by
 * the offline app's worker look a round trip faster than it is (docs/performance-history.md).
 * An HTTP proxy that holds each request back by the round trip and shares one download rate and
 * one upload rate among all connections, as one phone's link would.
 */
import http from 'node:http';
import net from 'node:net';
import { Transform, type TransformCallback } from 'node:stream';

export interface LinkProfile {
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
}

/** Bytes handed on at once: small enough that one answer does not hold the link for long. */
const PIECE_BYTES = 4096;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One direction of the link: each piece waits for the bytes before it, whichever answer they belong to. */
class Direction {
  private freeAt = 0;

  constructor(private readonly bytesPerSecond: number) {}

  /** When `bytes` queued now have gone through. */
  reserve(bytes: number): number {
    const now = Date.now();
    this.freeAt = Math.max(now, this.freeAt) + (bytes / this.bytesPerSecond) * 1000;
    return this.freeAt;
  }

  stream(): Transform {
    const reserve = (bytes: number) => this.reserve(bytes);
    return new Transform({
      transform(chunk: Buffer, _encoding, done: TransformCallback) {
        void (async () => {
          for (let start = 0; start < chunk.length; start += PIECE_BYTES) {
            const piece = chunk.subarray(start, start + PIECE_BYTES);
            await wait(reserve(piece.length) - Date.now());
            this.push(piece);
          }
          done();
        })();
      },
    });
  }
}

export async function startSlowLink(
  profile: LinkProfile,
): Promise<{ server: string; close: () => Promise<void> }> {
  const down = new Direction(profile.downloadBytesPerSecond);
  const up = new Direction(profile.uploadBytesPerSecond);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  const proxy = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/');
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    void wait(profile.latencyMs).then(() => {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: target.pathname + target.search,
          headers,
          agent,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(down.stream()).pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(up.stream()).pipe(upstream);
    });
  });
  // WebSockets (realtime) go through as a tunnel: they are never on the way to a first screen.
  proxy.on('connect', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const [host, port] = (request.url ?? '').split(':');
    const upstream = net.connect(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address() as net.AddressInfo;
  return {
    server: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
