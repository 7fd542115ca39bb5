import type { IncomingMessage } from 'node:http';
import type { RequestAuth, RunAsOptions, ServerConfig, ServerContext } from './context.ts';
import type { Claims, Engine, Sql } from './engine/types.ts';
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
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const role = roleSettings.get(claims.role);
      const settings = role?.settings ?? [];
      const roleSql = settings
        .map((_, i) => `set_config($${8 + 2 * i}, $${9 + 2 * i}, true),`)
        .join('\n                  ');
      return engine.transaction(
        async (tx) => {
          await tx.query(
            `select set_config('search_path', 'public, extensions', true),
                  ${roleSql}
                  set_config('request.jwt.claims', $1, true),
                  set_config('request.jwt.claim.sub', $2, true),
                  set_config('request.jwt.claim.role', $3, true),
                  set_config('request.jwt.claim.email', $4, true),
                  set_config('request.method', $5, true),
                  set_config('request.path', $6, true),
                  set_config('request.headers', $7, true),
                  set_config('role', $3, true)`,
            [
              JSON.stringify(claims),
              text(claims.sub),
              claims.role,
              text(claims.email),
              options.method ?? '',
              options.path ?? '',
              JSON.stringify(options.headers ?? {}),
              ...settings.flat(),
            ],
          );
          return fn(tx);
        },
        { timeoutMs: role?.timeoutMs },
      );
    },
  };
}
