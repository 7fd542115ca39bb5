import type { Sql } from '../engine/types.ts';
import { AuthError } from './auth-error.ts';

export interface NewUser {
  email: string;
  passwordHash: string;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
}

function isDuplicateEmail(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || constraint === 'users_email_key');
}

/**
 * Inserts into auth.users (so triggers other migrations put there run, as they do under
 * GoTrue) and the email identity. A duplicate address is 422 user_already_exists; any
 * other database error, typically a failing trigger, is GoTrue's 500 unexpected_failure
 * "Database error saving new user". The caller's transaction is rolled back either way.
 */
export async function createUser(tx: Sql, user: NewUser): Promise<string> {
  const existing = await tx.query('select 1 from auth.users where lower(email) = $1', [user.email]);
  if (existing.rows.length > 0)
    throw new AuthError(422, 'user_already_exists', 'User already registered');
  let id: string;
  try {
    const inserted = await tx.query<{ id: string }>(
      `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data)
       values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2,
               case when $3::boolean then now() end, $4::jsonb, $5::jsonb)
       returning id::text as id`,
      [
        user.email,
        user.passwordHash,
        user.confirmed,
        JSON.stringify({ provider: 'email', providers: ['email'], ...user.appMetadata }),
        JSON.stringify(user.userMetadata),
      ],
    );
    id = inserted.rows[0]!.id;
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       values ($1::text, $2::uuid, $3::jsonb, 'email', now())`,
      [
        id,
        id,
        JSON.stringify({
          sub: id,
          email: user.email,
          email_verified: user.confirmed,
          phone_verified: false,
        }),
      ],
    );
  } catch (error) {
    if (isDuplicateEmail(error))
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    if (process.env.SUPABASE_LOCAL_DEBUG) console.error('[auth] saving new user failed:', error);
    throw new AuthError(422, 'unexpected_failure', 'Database error saving new user');
  }
  return id;
}

/** GoTrue's 422 email_exists when `email` belongs to a user other than `exceptId`. */
export async function ensureEmailFree(
  tx: Sql,
  email: string,
  exceptId: string | null,
): Promise<void> {
  const taken = await tx.query(
    'select 1 from auth.users where lower(email) = lower($1) and ($2::uuid is null or id <> $2::uuid)',
    [email, exceptId],
  );
  if (taken.rows.length > 0) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
}
