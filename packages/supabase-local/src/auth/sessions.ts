import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../context.ts';
import type { Sql } from '../engine/types.ts';
import { signJwt } from '../jwt.ts';
import { userJson, type LoadedUser } from './user-json.ts';

/** How the session was established, for the `amr` claim. */
export type AmrMethod = 'password' | 'recovery' | 'otp' | 'email_change';

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** GoTrue's access-token claims (tokens.AccessTokenClaims). */
export function accessToken(
  config: ServerConfig,
  user: LoadedUser,
  sessionId: string,
  method: string,
  sessionStarted: number,
): { token: string; expiresAt: number } {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.jwtExpiry;
  const token = signJwt(
    {
      iss: `${config.apiUrl}/auth/v1`,
      sub: user.row.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.row.email ?? '',
      phone: user.row.phone ?? '',
      app_metadata: user.row.raw_app_meta_data,
      user_metadata: user.row.raw_user_meta_data,
      role: user.row.role ?? 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: sessionStarted }],
      session_id: sessionId,
      is_anonymous: user.row.is_anonymous,
    },
    config.jwtSecret,
  );
  return { token, expiresAt: exp };
}

/** The AccessTokenResponse body. */
export function sessionJson(
  config: ServerConfig,
  user: LoadedUser,
  sessionId: string,
  refreshToken: string,
  method: string,
  sessionStarted: number,
): Record<string, unknown> {
  const { token, expiresAt } = accessToken(config, user, sessionId, method, sessionStarted);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/**
 * New auth.sessions row + first refresh token; marks the sign-in on the user. One statement,
 * so that outside a transaction it is one message the database runs without waiting on
 * this process (engine/pglite.ts) and a password sign-in holds no one else up.
 */
export async function startSession(
  sql: Sql,
  config: ServerConfig,
  userId: string,
  method: AmrMethod,
  client: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<Record<string, unknown>> {
  const refreshToken = newRefreshToken();
  const started = await sql.query<LoadedUser & { id: string; started: number }>(
    `with session as (
       insert into auth.sessions (user_id, amr_method, user_agent, ip) values ($1, $2, $3, $4)
       returning id, extract(epoch from created_at)::bigint as started
     ), token as (
       insert into auth.refresh_tokens (token, user_id, session_id) select $5, $1, id from session
     ), signed_in as (
       update auth.users set last_sign_in_at = now() where id = $1 returning *
     ), identities as (
       update auth.identities set last_sign_in_at = now() where user_id = $1 returning *
     )
     select s.id, s.started, to_jsonb(u) as row,
            (select coalesce(jsonb_agg(to_jsonb(i) order by i.created_at), '[]'::jsonb)
               from identities i) as identities
       from session s, signed_in u`,
    [userId, method, client.userAgent ?? null, client.ip ?? null, refreshToken],
  );
  const row = started.rows[0];
  if (!row) throw new Error('user vanished while signing in');
  return sessionJson(config, row, row.id, refreshToken, method, row.started);
}
