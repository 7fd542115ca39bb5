import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, readBody } from '../http/body.ts';
import { sendJson } from '../http/respond.ts';
import { channelPolicies } from './channel-authorization.ts';
import type { RealtimeHub } from './hub.ts';

const MAX_BODY = 1024 * 1024;

function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

/**
 * `POST /broadcast` with `{ messages: [{ topic, event, payload, private }] }` and
 * `POST /broadcast/<topic>/events/<event>[?private=true]` with the payload as body (JSON,
 * or bytes as application/octet-stream). Both answer 202. Sending to a private topic needs
 * the write policy on realtime.messages, as sending on a joined private channel does.
 */
export async function handleBroadcastRequest(
  server: RealtimeHub,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
): Promise<void> {
  let parts: string[];
  try {
    parts = path
      .split('/')
      .filter(Boolean)
      .map((p) => decodeURIComponent(p));
  } catch {
    return sendJson(res, 400, { message: 'Malformed URL encoding' });
  }
  const single = parts.length === 4 && parts[0] === 'broadcast' && parts[2] === 'events';
  if (req.method !== 'POST' || !(single || (parts.length === 1 && parts[0] === 'broadcast'))) {
    return sendJson(res, 404, { message: 'Not found' });
  }
  const auth = await server.ctx.authenticate(req);
  if (!auth) return sendJson(res, 401, { message: 'Invalid authentication credentials' });
  let body: Buffer;
  try {
    body = await readBody(req, MAX_BODY);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return sendJson(res, 413, { message: 'Payload too large' });
    }
    throw error;
  }
  const maySend = async (topic: string) =>
    (await channelPolicies(server.ctx, auth.claims, topic)).write;

  if (single) {
    const [, topic, , event] = parts as [string, string, string, string];
    const isPrivate = url.searchParams.get('private') === 'true';
    if (isPrivate && !(await maySend(topic)))
      return sendJson(res, 403, { message: 'Unauthorized' });
    const binary = (req.headers['content-type'] ?? '').startsWith('application/octet-stream');
    let payload: unknown = body;
    if (!binary) {
      const parsed = parseJson(body);
      if (!parsed.ok) return sendJson(res, 400, { message: 'Body is not valid JSON' });
      payload = parsed.value;
    }
    server.broadcast(`realtime:${topic}`, isPrivate, { type: 'broadcast', event, payload }, null);
    return sendJson(res, 202, { success: true });
  }

  const parsed = parseJson(body);
  const messages = parsed.ok
    ? (parsed.value as { messages?: unknown } | null)?.messages
    : undefined;
  if (!Array.isArray(messages)) return sendJson(res, 400, { message: 'messages must be an array' });
  const valid = messages.every(
    (m): m is { topic: string; event: string; payload?: unknown; private?: unknown } =>
      typeof m === 'object' &&
      m !== null &&
      typeof m.topic === 'string' &&
      typeof m.event === 'string',
  );
  if (!valid) return sendJson(res, 400, { message: 'each message needs a topic and an event' });
  const privateTopics = new Set(messages.filter((m) => m.private === true).map((m) => m.topic));
  for (const topic of privateTopics) {
    if (!(await maySend(topic))) return sendJson(res, 403, { message: 'Unauthorized' });
  }
  for (const m of messages) {
    server.broadcast(
      `realtime:${m.topic}`,
      m.private === true,
      { type: 'broadcast', event: m.event, payload: m.payload ?? {} },
      null,
    );
  }
  return sendJson(res, 202, {});
}
