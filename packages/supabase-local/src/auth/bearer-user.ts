import type { IncomingMessage } from 'node:http';
import type { Sql } from '../engine/types.ts';
import { verifyJwt } from '../jwt.ts';
import { bearerOf } from '../server-context.ts';
import { isUuid } from '../uuid.ts';
import { AuthError } from './auth-error.ts';
import { loadUserById, type LoadedUser } from './user-json.ts';

export interface BearerUser {
  user: LoadedUser;
  claims: Record<string, unknown>;
  sessionId: string | null;
}

/** What GoTrue checks on /user, /logout and friends, with its error codes. */
export async function requireBearerUser(
  sql: Sql,
  req: IncomingMessage,
  secret: string,
): Promise<BearerUser> {
  const token = bearerOf(req);
  if (!token)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = verifyJwt(token, secret);
  if (!verified.ok) {
    const why =
      verified.reason === 'expired' ? 'token is expired' : 'unable to parse or verify signature';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: ${why}`);
  }
  const claims = verified.payload;
  // Only tokens for an API role; a token claiming e.g. `postgres` was never issued by us.
  if (
    claims.role !== undefined &&
    claims.role !== 'authenticated' &&
    claims.role !== 'anon' &&
    claims.role !== 'service_role'
  ) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: role');
  }
  if (!isUuid(claims.sub)) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await loadUserById(sql, claims.sub);
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  if (claims.session_id !== undefined) {
    if (!isUuid(claims.session_id)) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
    }
    const session = await sql.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
      claims.session_id,
      claims.sub,
    ]);
    if (session.rows.length === 0) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    sessionId = claims.session_id;
  }
  return { user, claims, sessionId };
}
