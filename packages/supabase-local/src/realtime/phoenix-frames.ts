/**
 * Phoenix socket frames as realtime-js 2.x exchanges them. vsn 2.0.0 (the default): text
 * frames are JSON arrays `[join_ref, ref, topic, event, payload]`, and `channel.send()` of a
 * broadcast arrives as a binary "user broadcast push" (kind 3). vsn 1.0.0: JSON objects.
 */

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

export type Vsn = '1.0.0' | '2.0.0';

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const JSON_ENCODING = 1;

const asRef = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): PhoenixMessage | null {
  if (isBinary) return decodeUserBroadcastPush(data);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  if (vsn === '2.0.0' && Array.isArray(parsed) && parsed.length === 5) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload };
  }
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    const m = parsed as Record<string, unknown>;
    if (typeof m.topic !== 'string' || typeof m.event !== 'string') return null;
    return {
      joinRef: asRef(m.join_ref),
      ref: asRef(m.ref),
      topic: m.topic,
      event: m.event,
      payload: m.payload,
    };
  }
  return null;
}

/**
 * Kind 3: u8 kind, u8 join_ref/ref/topic/event/metadata lengths, u8 encoding, the five
 * strings, then the payload (JSON text, or raw bytes for encoding 0).
 */
function decodeUserBroadcastPush(data: Buffer): PhoenixMessage | null {
  if (data.length < 7 || data[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const lengths = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!];
  const encoding = data[6]!;
  let offset = 7;
  const parts: string[] = [];
  for (const length of lengths) {
    if (offset + length > data.length) return null;
    parts.push(data.subarray(offset, offset + length).toString('utf8'));
    offset += length;
  }
  const [joinRef, ref, topic, event, metadata] = parts as [string, string, string, string, string];
  const raw = data.subarray(offset);
  let userPayload: unknown;
  if (encoding === JSON_ENCODING) {
    try {
      userPayload = raw.length === 0 ? {} : JSON.parse(raw.toString('utf8'));
    } catch {
      return null;
    }
  } else {
    userPayload = Buffer.from(raw);
  }
  const payload: Record<string, unknown> = { type: 'broadcast', event, payload: userPayload };
  if (metadata) {
    try {
      payload.meta = JSON.parse(metadata);
    } catch {
      return null;
    }
  }
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload };
}

export function encodeFrame(message: PhoenixMessage, vsn: Vsn): string | Buffer {
  const { joinRef, ref, topic, event, payload } = message;
  if (event === 'broadcast' && isBinaryBroadcast(payload)) {
    return encodeUserBroadcast(topic, payload);
  }
  if (vsn === '2.0.0') return JSON.stringify([joinRef, ref, topic, event, payload]);
  return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
}

function isBinaryBroadcast(payload: unknown): payload is { event: string; payload: Buffer } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    Buffer.isBuffer((payload as { payload?: unknown }).payload)
  );
}

/** Kind 4, the only binary frame realtime-js decodes: used for broadcasts whose payload is bytes. */
function encodeUserBroadcast(topic: string, payload: { event: string; payload: Buffer }): Buffer {
  const topicBytes = Buffer.from(topic);
  const eventBytes = Buffer.from(payload.event);
  const header = Buffer.from([KIND_USER_BROADCAST, topicBytes.length, eventBytes.length, 0, 0]);
  return Buffer.concat([header, topicBytes, eventBytes, payload.payload]);
}
