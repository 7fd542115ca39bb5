import { createHmac, timingSafeEqual } from 'node:crypto';

/** HS256 JWTs, the only kind this server issues or accepts. */

function base64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64url');
}

export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

export type VerifyResult =
  | { ok: true; payload: Record<string, unknown> }
  | { ok: false; reason: 'malformed' | 'algorithm' | 'signature' | 'expired' };

const segment = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The payload of a token, not verified: only for choosing an error message (expired or
 * not), never for trusting a claim.
 */
export function unverifiedPayload(token: string): Record<string, unknown> | null {
  const payload = decodeJson(token.split('.')[1] ?? '');
  return isObject(payload) ? payload : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks structure, `alg` (HS256 only, so `none` and key-confusion tricks fail), the
 * signature in constant time, and `exp`/`nbf` against the clock.
 */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): VerifyResult {
  if (token.length > 16_384) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [headerPart, bodyPart, signaturePart] = parts as [string, string, string];
  if (!segment.test(headerPart) || !segment.test(bodyPart) || !segment.test(signaturePart)) {
    return { ok: false, reason: 'malformed' };
  }
  const header = decodeJson(headerPart);
  const payload = decodeJson(bodyPart);
  if (!isObject(header) || !isObject(payload)) return { ok: false, reason: 'malformed' };
  if (header.alg !== 'HS256') return { ok: false, reason: 'algorithm' };
  const expected = createHmac('sha256', secret).update(`${headerPart}.${bodyPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  if (payload.exp !== undefined && (typeof payload.exp !== 'number' || payload.exp <= nowSeconds)) {
    return { ok: false, reason: 'expired' };
  }
  if (
    payload.nbf !== undefined &&
    (typeof payload.nbf !== 'number' || payload.nbf > nowSeconds + 5)
  ) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, payload };
}
