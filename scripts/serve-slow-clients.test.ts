import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer } from './serve.mjs';

let server: { url: string; close(): Promise<void> };
beforeAll(async () => {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'serve-slow-'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Phrasebook</title>');
  server = await startServer({ port: 0, shellDir, headersTimeoutMs: 600 });
});
afterAll(async () => {
  await server?.close();
});

test('a client that trickles header lines is cut off with 408 near the header timeout', async () => {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  // One more header line every 200 ms, as a slowloris client does, for at most 5 s.
  let line = 0;
  const trickle = setInterval(() => {
    if (!socket.destroyed) socket.write(`X-Slow-${line++}: x\r\n`);
  }, 200);
  const closedAfter = await new Promise<number>((resolve) => {
    socket.on('close', () => resolve(Date.now() - started));
    socket.on('error', () => undefined);
    setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5000);
  });
  clearInterval(trickle);
  socket.destroy();
  expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  // The timeout plus at most two checks of the once-a-second sweep.
  expect(closedAfter).toBeLessThan(600 + 2000 + 500);
  expect((await fetch(server.url)).status).toBe(200);
});
