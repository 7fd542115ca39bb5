import type { ServerConfig } from '../context.ts';
import type { Engine } from '../engine/types.ts';
import { AuthError } from './auth-error.ts';
import { newRefreshToken, sessionJson } from './sessions.ts';
import { loadUserById } from './user-json.ts';

interface TokenRow {
  revoked: boolean;
  user_id: string;
  session_id: string;
  revoked_seconds_ago: number;
  amr_method: string;
  started: number;
}

/**
 * The refresh_token grant with rotation. Each refresh revokes the presented token and
 * hands out its child. Presenting an already-rotated token again within
 * `reuseIntervalSeconds` (two tabs refreshing at once) returns the current child
 * instead of failing; after that window it is treated as a stolen token and the whole
 * session, with every token in its family, is deleted.
 */
export async function refreshGrant(
  engine: Engine,
  config: ServerConfig,
  token: string,
  reuseIntervalSeconds: number,
): Promise<Record<string, unknown>> {
  const outcome = await engine.transaction(async (tx) => {
    const found = await tx.query<TokenRow>(
      `select rt.revoked, rt.user_id::text as user_id, rt.session_id::text as session_id,
              extract(epoch from now() - rt.updated_at)::float8 as revoked_seconds_ago,
              s.amr_method, extract(epoch from s.created_at)::bigint as started
         from auth.refresh_tokens rt
         join auth.sessions s on s.id = rt.session_id
        where rt.token = $1
          for update of rt`,
      [token],
    );
    const row = found.rows[0];
    if (!row) return { kind: 'not_found' as const };

    let next: string;
    if (row.revoked) {
      const child = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens
          where session_id = $1 and not revoked order by id desc limit 1`,
        [row.session_id],
      );
      const current = child.rows[0]?.token;
      if (row.revoked_seconds_ago > reuseIntervalSeconds || !current) {
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return { kind: 'reused' as const };
      }
      next = current;
    } else {
      next = newRefreshToken();
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
        [token],
      );
      await tx.query(
        'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
        [next, row.user_id, row.session_id, token],
      );
      await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    }
    const user = await loadUserById(tx, row.user_id);
    if (!user) return { kind: 'not_found' as const };
    if (user.row.banned_until && Date.parse(user.row.banned_until) > Date.now()) {
      return { kind: 'banned' as const };
    }
    return {
      kind: 'ok' as const,
      session: sessionJson(config, user, row.session_id, next, row.amr_method, row.started),
    };
  });

  switch (outcome.kind) {
    case 'ok':
      return outcome.session;
    case 'not_found':
      throw new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    case 'reused':
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    case 'banned':
      throw new AuthError(400, 'user_banned', 'User is banned');
  }
}
