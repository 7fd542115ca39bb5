import type { Claims } from '../engine/types.ts';
import { unverifiedPayload, verifyJwt } from '../jwt.ts';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

export type TokenCheck = { ok: true; claims: Claims } | { ok: false; reason: string };

function secondsSinceExpiry(token: string): number {
  const exp = unverifiedPayload(token)?.exp;
  return typeof exp === 'number' ? Math.max(0, Math.floor(Date.now() / 1000 - exp)) : 0;
}

/**
 * Checks a JWT that arrives on the socket (the `apikey` of the connection, a join's
 * `access_token`, an `access_token` refresh). Reasons read like realtime's own.
 */
export function checkAccessToken(token: unknown, secret: string): TokenCheck {
  if (typeof token !== 'string' || token.length === 0) {
    return { ok: false, reason: 'InvalidJWTToken: Missing token' };
  }
  const verified = verifyJwt(token, secret);
  if (!verified.ok) {
    if (verified.reason === 'expired') {
      return {
        ok: false,
        reason: `InvalidJWTToken: Token has expired ${secondsSinceExpiry(token)} seconds ago`,
      };
    }
    return { ok: false, reason: 'InvalidJWTToken: Invalid token signature or format' };
  }
  const role = verified.payload.role;
  if (typeof role !== 'string' || !ROLES.has(role)) {
    return { ok: false, reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' };
  }
  return { ok: true, claims: verified.payload as Claims };
}
