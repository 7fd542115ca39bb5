import type { Sql } from '../engine/types.ts';

/** An auth.users row as to_jsonb prints it (timestamps as ISO strings). */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  phone: string | null;
  phone_confirmed_at: string | null;
  banned_until: string | null;
  is_anonymous: boolean;
}

export interface LoadedUser {
  row: UserRow;
  identities: Record<string, unknown>[];
}

const loadSql = `
  select to_jsonb(u) as row,
         (select coalesce(jsonb_agg(to_jsonb(i) order by i.created_at), '[]'::jsonb)
            from auth.identities i where i.user_id = u.id) as identities
    from auth.users u`;

export async function loadUserById(sql: Sql, id: string): Promise<LoadedUser | null> {
  const result = await sql.query<LoadedUser>(`${loadSql} where u.id = $1`, [id]);
  return result.rows[0] ?? null;
}

export async function loadUserByEmail(sql: Sql, email: string): Promise<LoadedUser | null> {
  const result = await sql.query<LoadedUser>(`${loadSql} where lower(u.email) = lower($1)`, [
    email,
  ]);
  return result.rows[0] ?? null;
}

/** The user object GoTrue returns: empty optional fields left out, metadata renamed. */
export function userJson({ row, identities }: LoadedUser): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: row.id,
    aud: row.aud ?? 'authenticated',
    role: row.role ?? 'authenticated',
    email: row.email ?? '',
    phone: row.phone ?? '',
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: identity.last_sign_in_at,
      created_at: identity.created_at,
      updated_at: identity.updated_at,
      email: identity.email,
    })),
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_anonymous: row.is_anonymous,
  };
  const optional: Record<string, string | null> = {
    email_confirmed_at: row.email_confirmed_at,
    phone_confirmed_at: row.phone_confirmed_at,
    confirmed_at: row.email_confirmed_at ?? row.phone_confirmed_at,
    invited_at: row.invited_at,
    last_sign_in_at: row.last_sign_in_at,
    confirmation_sent_at: row.confirmation_sent_at,
    recovery_sent_at: row.recovery_sent_at,
    new_email: row.email_change,
    email_change_sent_at: row.email_change ? row.email_change_sent_at : null,
    banned_until: row.banned_until,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value) json[key] = value;
  }
  return json;
}
