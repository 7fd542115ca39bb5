import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../context.ts';
import type { Sql } from '../engine/types.ts';
import { signJwt } from '../jwt.ts';
import { loadUserById, userJson, type LoadedUser } from './user-json.ts';

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

/** New auth.sessions row + first refresh token; marks the sign-in on the user. */
export async function startSession(
  tx: Sql,
  config: ServerConfig,
  userId: string,
  method: AmrMethod,
  client: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<Record<string, unknown>> {
  const session = await tx.query<{ id: string; started: number }>(
    `insert into auth.sessions (user_id, amr_method, user_agent, ip) values ($1, $2, $3, $4)
     returning id, extract(epoch from created_at)::bigint as started`,
    [userId, method, client.userAgent ?? null, client.ip ?? null],
  );
  const { id: sessionId, started } = session.rows[0]!;
  const refreshToken = newRefreshToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [refreshToken, userId, sessionId],
  );
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  await tx.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [userId]);
  const user = await loadUserById(tx, userId);
  if (!user) throw new Error('user vanished while signing in');
  return sessionJson(config, user, sessionId, refreshToken, method, started);
}
