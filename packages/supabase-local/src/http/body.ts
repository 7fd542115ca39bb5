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

/** Reads the whole body, refusing more than `limit` bytes (checked on the header and while streaming). */
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
    if (size > limit) {
      req.resume();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** JSON body or `{}` when empty (supabase-js sends a JSON content type even with no body). */
export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const raw = await readBody(req, limit);
  const text = raw.toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadJsonError();
  }
}
