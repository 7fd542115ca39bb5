import type { IncomingMessage } from 'node:http';
import type { Sql } from '../engine/types.ts';
import { AuthError } from './auth-error.ts';
import type { AuthDeps } from './auth-options.ts';
import { ensureEmailFree } from './create-user.ts';
import { hashPassword } from './passwords.ts';
import { loadUserById, type LoadedUser } from './user-json.ts';
import { optionalObject, readObjectBody, requireEmail, requirePassword } from './validation.ts';

/** `metadata || changes`, a key whose new value is null removed, as GoTrue merges metadata. */
const mergeSql = (column: string, param: string) =>
  `(select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
      from jsonb_each(${column} || ${param}::jsonb) where value <> 'null'::jsonb)`;

/**
 * PUT /admin/users/<id> (auth.admin.updateUserById): email (set at once, confirmed or not
 * as before), password, user and app metadata (merged), `email_confirm`, `ban_duration`.
 */
export async function updateUserById(
  deps: AuthDeps,
  req: IncomingMessage,
  id: string,
): Promise<LoadedUser> {
  const body = await readObjectBody(req, deps.bodyLimitBytes);
  const email =
    body.email === undefined ? undefined : requireEmail(body.email, 'An email address is required');
  const passwordHash =
    body.password === undefined
      ? undefined
      : await hashPassword(
          requirePassword(body.password, deps.passwordMinLength, 'Invalid password'),
          deps.passwordHashCost,
        );
  const userMetadata = optionalObject(body.user_metadata, 'user_metadata');
  const appMetadata = optionalObject(body.app_metadata, 'app_metadata');
  const bannedUntil = banUntil(body.ban_duration);
  return deps.ctx.engine.transaction(async (tx: Sql) => {
    if (!(await loadUserById(tx, id))) throw new AuthError(404, 'user_not_found', 'User not found');
    if (email !== undefined) {
      await ensureEmailFree(tx, email, id);
      await tx.query(
        `update auth.users set email = $2, email_change = null, email_change_token_new = null,
           updated_at = now() where id = $1`,
        [id, email],
      );
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
           updated_at = now() where user_id = $1 and provider = 'email'`,
        [id, email],
      );
    }
    if (passwordHash !== undefined) {
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [id, passwordHash],
      );
    }
    if (userMetadata !== undefined) {
      await tx.query(
        `update auth.users set raw_user_meta_data = ${mergeSql('raw_user_meta_data', '$2')},
           updated_at = now() where id = $1`,
        [id, JSON.stringify(userMetadata)],
      );
    }
    if (appMetadata !== undefined) {
      await tx.query(
        `update auth.users set raw_app_meta_data = ${mergeSql('raw_app_meta_data', '$2')},
           updated_at = now() where id = $1`,
        [id, JSON.stringify(appMetadata)],
      );
    }
    if (body.email_confirm === true) {
      await tx.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
           confirmation_token = null, updated_at = now() where id = $1`,
        [id],
      );
      await tx.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}'
           where user_id = $1 and provider = 'email'`,
        [id],
      );
    }
    if (bannedUntil !== undefined) {
      await tx.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [
        id,
        bannedUntil,
      ]);
    }
    return (await loadUserById(tx, id))!;
  });
}

/** `ban_duration`: 'none' lifts a ban; a duration such as '24h' or '90m' bans until then. */
function banUntil(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?)(h|m|s)$/.exec(value) : null;
  if (!match) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
  const seconds = Number(match[1]) * { h: 3600, m: 60, s: 1 }[match[2] as 'h' | 'm' | 's'];
  return new Date(Date.now() + seconds * 1000).toISOString();
}
