import type { Claims, Sql } from './engine/types.ts';

type ApiRole = Claims['role'];

/** What `ALTER ROLE … SET` keeps for an API role, applied to each of its requests. */
export interface RoleSettings {
  /** Setting name → value, as `set_config` takes them. */
  settings: [string, string][];
  /** `statement_timeout` in milliseconds, when set and not 0. */
  timeoutMs?: number | undefined;
}

const units: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** A Postgres time setting (`3s`, `500ms`, `1min`, `3000`) in milliseconds. */
export function durationMs(value: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * (units[match[2] ?? 'ms'] ?? 1);
}

/**
 * Reads the settings of the API roles. `SET ROLE` does not apply them (only a login
 * does), so, as PostgREST does, every request sets them itself: Supabase gives `anon` a
 * statement timeout of 3 s and `authenticated` one of 8 s this way.
 */
export async function loadRoleSettings(sql: Sql): Promise<Map<ApiRole, RoleSettings>> {
  const { rows } = await sql.query<{ role: ApiRole; config: string[] }>(
    `select r.rolname::text as role, s.setconfig as config
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
      where r.rolname in ('anon', 'authenticated', 'service_role')
        and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      order by s.setdatabase`,
  );
  const byRole = new Map<ApiRole, Map<string, string>>();
  for (const { role, config } of rows) {
    const settings = byRole.get(role) ?? new Map<string, string>();
    // Database-specific settings come last and win, as at a login.
    for (const entry of config) {
      const cut = entry.indexOf('=');
      if (cut > 0) settings.set(entry.slice(0, cut), entry.slice(cut + 1));
    }
    byRole.set(role, settings);
  }
  const result = new Map<ApiRole, RoleSettings>();
  for (const [role, settings] of byRole) {
    const timeout = settings.get('statement_timeout');
    const timeoutMs = timeout === undefined ? undefined : durationMs(timeout);
    result.set(role, { settings: [...settings], timeoutMs: timeoutMs || undefined });
  }
  return result;
}
