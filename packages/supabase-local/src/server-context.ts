import type { IncomingMessage } from 'node:http';
import type { RequestAuth, RunAsOptions, ServerConfig, ServerContext } from './context.ts';
import type { Claims, Engine, Sql } from './engine/types.ts';
import { quoteIdent } from './db/quote-ident.ts';
import { verifyJwt } from './jwt.ts';
import type { RoleSettings } from './role-settings.ts';

const apiRoles = new Set<Claims['role']>(['anon', 'authenticated', 'service_role']);

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The `apikey` header, or the `apikey` query parameter (browsers opening a URL, websockets). */
export function apiKeyOf(req: IncomingMessage): string | undefined {
  const fromHeader = header(req, 'apikey');
  if (fromHeader) return fromHeader;
  const url = new URL(req.url ?? '/', 'http://local');
  return url.searchParams.get('apikey') ?? undefined;
}

/** The token after `Bearer ` (case-insensitive scheme), if any. */
export function bearerOf(req: IncomingMessage): string | undefined {
  const value = header(req, 'authorization');
  if (!value) return undefined;
  const match = /^bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1]?.trim();
}

/**
 * Turns a token into API claims the way PostgREST does: a valid HS256 signature, not
 * expired, role one of the three API roles (no role claim means anon).
 */
export function claimsFromToken(token: string, secret: string): Claims | null {
  const result = verifyJwt(token, secret);
  if (!result.ok) return null;
  const role = result.payload.role ?? 'anon';
  if (typeof role !== 'string' || !apiRoles.has(role as Claims['role'])) return null;
  return { ...result.payload, role: role as Claims['role'] };
}

/** The transaction-local settings of a request, PostgREST's, in the order it sets them. */
function requestSettings(
  claims: Claims,
  options: RunAsOptions,
  roleSettings: Map<Claims['role'], RoleSettings>,
): [string, string][] {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const schema = options.schema ?? 'public';
  return [
    // Supabase's db-extra-search-path after the request's schema, as PostgREST sets it.
    [
      'search_path',
      schema === 'public' ? 'public, extensions' : `${quoteIdent(schema)}, public, extensions`,
    ],
    ...(roleSettings.get(claims.role)?.settings ?? []),
    ['request.jwt.claims', JSON.stringify(claims)],
    ['request.jwt.claim.sub', text(claims.sub)],
    ['request.jwt.claim.role', claims.role],
    ['request.jwt.claim.email', text(claims.email)],
    ['request.method', options.method ?? ''],
    ['request.path', options.path ?? ''],
    ['request.headers', JSON.stringify(options.headers ?? {})],
    ['role', claims.role],
  ];
}

/**
 * A value as an SQL literal of unknown type, which Postgres types from where it is used,
 * as it does a bound parameter; null when it cannot be one (NUL, arrays, objects).
 */
function sqlLiteral(value: unknown): string | null {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return `'${String(value)}'`;
  if (typeof value !== 'string' || value.includes('\u0000')) return null;
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** `set_config(name, value, true), …` with both as literals. */
function settingsLiterals(settings: [string, string][]): string {
  return settings
    .map(([name, value]) => {
      const [nameLiteral, valueLiteral] = [sqlLiteral(name), sqlLiteral(value)];
      // A NUL cannot be in a setting; JSON values escape it, so only a forged claim has one.
      if (nameLiteral === null || valueLiteral === null) throw new Error('NUL in a setting');
      return `set_config(${nameLiteral}, ${valueLiteral}, true)`;
    })
    .join(', ');
}

export function createServerContext(
  config: ServerConfig,
  engine: Engine,
  roleSettings: Map<Claims['role'], RoleSettings> = new Map(),
): ServerContext {
  return {
    config,
    engine,
    roleSettings,
    async authenticate(req: IncomingMessage): Promise<RequestAuth | null> {
      // An Authorization header that holds no bearer token is an error, as in PostgREST,
      // never a silent fall back to the apikey's role.
      if (header(req, 'authorization') !== undefined && !bearerOf(req)) return null;
      const token = bearerOf(req) ?? apiKeyOf(req);
      if (!token) return { claims: { role: 'anon' }, token: '' };
      const claims = claimsFromToken(token, config.jwtSecret);
      return claims ? { claims, token } : null;
    },
    runAs<T>(claims: Claims, fn: (tx: Sql) => Promise<T>, options: RunAsOptions = {}): Promise<T> {
      // The role goes into set_config as a bound value, but it is also checked here so a
      // forged claim can never name a role such as postgres.
      if (!apiRoles.has(claims.role))
        return Promise.reject(new Error(`Role not allowed: ${String(claims.role)}`));
      const settings = requestSettings(claims, options, roleSettings);
      const list = settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`);
      return engine.transaction(
        async (tx) => {
          await tx.query(`select ${list.join(', ')}`, settings.flat());
          return fn(tx);
        },
        { timeoutMs: roleSettings.get(claims.role)?.timeoutMs },
      );
    },
    async runStatementAs(claims, statement, options = {}) {
      if (!apiRoles.has(claims.role)) throw new Error(`Role not allowed: ${String(claims.role)}`);
      const literals = statement.params.map(sqlLiteral);
      if (literals.includes(null)) {
        // A value a literal cannot carry as a bound parameter would: the usual way.
        return this.runAs(
          claims,
          async (tx) => {
            if (options.readOnly) await tx.query('set transaction read only');
            return tx.query(statement.text, statement.params);
          },
          options,
        );
      }
      const settings = settingsLiterals(requestSettings(claims, options, roleSettings));
      // One message: the settings, then the statement as a prepared one whose arguments are
      // literals, so values are never spliced into its text.
      return engine.statement(
        [...(options.readOnly ? ['set transaction read only'] : []), `select ${settings}`],
        statement.text,
        literals as string[],
        { timeoutMs: roleSettings.get(claims.role)?.timeoutMs },
      );
    },
    async runEachAs(runs, shared) {
      if (runs.length === 0) return [];
      const bad = runs.find((run) => !apiRoles.has(run.claims.role));
      if (bad) throw new Error(`Role not allowed: ${String(bad.claims.role)}`);
      const texts = [...new Set(runs.map((run) => run.text))];
      const script = ['set transaction read only', 'deallocate all'];
      if (shared.length > 0) script.push(`select ${settingsLiterals(shared)}`);
      // Prepared once, each statement is planned once for all the runs of a role (Postgres
      // plans it again when the role changes, as row level security depends on it).
      texts.forEach((text, i) => script.push(`prepare supabase_local_each_${i} as ${text}`));
      const resultAt: number[] = [];
      for (const run of runs) {
        script.push(`select ${settingsLiterals(requestSettings(run.claims, {}, roleSettings))}`);
        resultAt.push(script.length);
        script.push(`execute supabase_local_each_${texts.indexOf(run.text)}`);
      }
      script.push('deallocate all');
      const timeouts = runs.map((run) => roleSettings.get(run.claims.role)?.timeoutMs ?? 0);
      const results = await engine.script(script.join(';\n'), {
        timeoutMs: Math.max(...timeouts) || undefined,
      });
      return resultAt.map((i) => results[i] ?? { rows: [], fields: [] });
    },
  };
}
