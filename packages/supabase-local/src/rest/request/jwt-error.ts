import type { IncomingMessage } from 'node:http';
import { unverifiedPayload } from '../../jwt.ts';
import { RestError } from '../errors.ts';

/**
 * The 401 PostgREST gives for a token that failed verification: "JWT expired" (PGRST303)
 * when the token is well-formed but past `exp`, PGRST301 otherwise. The payload is only
 * decoded to pick the message; it is never trusted.
 */
export function jwtError(req: IncomingMessage): RestError {
  const header = req.headers.authorization ?? '';
  const token = /^bearer\s+(.+)$/i.exec(header.trim())?.[1] ?? String(req.headers.apikey ?? '');
  const parts = token.split('.');
  let message = 'JWT cryptographic operation failed';
  let code = 'PGRST301';
  if (parts.length !== 3) {
    message = `Expected 3 parts in JWT; got ${parts.length}`;
  } else {
    const exp = unverifiedPayload(token)?.exp;
    if (typeof exp === 'number' && exp * 1000 < Date.now()) {
      message = 'JWT expired';
      code = 'PGRST303';
    }
  }
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}
