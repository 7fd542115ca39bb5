import { connect } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ http: { headersTimeoutMs: 300 } });
});
afterAll(async () => {
  await server?.close();
});

/** Sends `text` and waits for whatever the server answers before it closes the socket. */
function sendAndWait(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(text);
  });
}

test('a client that does not finish its headers in time gets 408 and the socket closed', async () => {
  const answer = await sendAndWait('GET /rest/v1/anything HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  // Requests that arrive whole are served as before.
  expect((await fetch(`${server.url}/health`)).status).toBe(200);
});

test('five clients that each trickle a header line now and then are all cut off near the timeout', async () => {
  const { port } = new URL(server.url);
  const started = Date.now();
  const outcomes = await Promise.all(
    Array.from(
      { length: 5 },
      () =>
        new Promise<{ status: string; after: number }>((resolve) => {
          const socket = connect(Number(port), '127.0.0.1');
          let received = '';
          let line = 0;
          const trickle = setInterval(() => {
            if (!socket.destroyed) socket.write(`X-Slow-${line++}: x\r\n`);
          }, 100);
          const finish = () => {
            clearInterval(trickle);
            socket.destroy();
            resolve({ status: received.split('\r\n')[0] ?? '', after: Date.now() - started });
          };
          socket.on('data', (chunk) => (received += chunk.toString()));
          socket.on('close', finish);
          socket.on('error', () => undefined);
          setTimeout(finish, 5000);
          socket.write('GET /rest/v1/anything HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        }),
    ),
  );
  expect(outcomes.map((o) => o.status)).toEqual(Array(5).fill('HTTP/1.1 408 Request Timeout'));
  // The 300 ms timeout plus at most two sweeps of the once-a-second check.
  expect(Math.max(...outcomes.map((o) => o.after))).toBeLessThan(300 + 2000 + 500);
});
