import type { IncomingMessage } from 'node:http';

/** Thrown when a request body is larger than allowed; the caller answers 413. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Thrown when a body that must be JSON is not; the caller answers 400. */
export class BadJsonError extends Error {
  constructor() {
    super('Could not parse request body as JSON');
    this.name = 'BadJsonError';
  }
}

/** What is read past the limit so that a client still sending gets the 413, not a reset. */
const DRAIN_CAP = 100 * 1024 * 1024;

/**
 * Reads the whole body, refusing more than `limit` bytes. A declared length over the limit
 * is refused before reading; a body that grows past it is read on, unkept, up to a cap (then
 * the connection is dropped), so the error reaches a client that is still sending.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new BodyTooLargeError(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit + DRAIN_CAP) {
      req.destroy();
      break;
    }
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit) throw new BodyTooLargeError(limit);
  return Buffer.concat(chunks);
}

/** Reads and drops what is left of a body (up to the cap), so an early error reaches the client. */
export async function discardBody(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return;
  let seen = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    seen += chunk.length;
    if (seen > DRAIN_CAP) {
      req.destroy();
      return;
    }
  }
}

/** The body as JSON; `undefined` when it is empty (supabase-js sends a JSON type even then). */
export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const text = (await readBody(req, limit)).toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadJsonError();
  }
}

/** Request headers as one JSON-able object with lower-cased names (PostgREST's `request.headers`). */
export function headerObject(req: IncomingMessage, omit: string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    const key = name.toLowerCase();
    if (value === undefined || omit.includes(key)) continue;
    headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}
