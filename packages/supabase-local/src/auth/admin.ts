import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';
import { isUuid } from '../uuid.ts';
import { bearerOf, claimsFromToken } from '../server-context.ts';
import { AuthError } from './auth-error.ts';
import type { AuthDeps } from './auth-options.ts';
import { hashPassword } from './passwords.ts';
import { generateLink } from './admin-links.ts';
import { updateUserById } from './admin-users.ts';
import { createUser } from './create-user.ts';
import { loadUserById, userJson, type LoadedUser } from './user-json.ts';
import { optionalObject, readObjectBody, requireEmail, requirePassword } from './validation.ts';

export function requireServiceRole(deps: AuthDeps, req: IncomingMessage): void {
  const token = bearerOf(req);
  const claims = token ? claimsFromToken(token, deps.ctx.config.jwtSecret) : null;
  if (claims?.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

/** `page` and `per_page` as GoTrue reads them: whole numbers from 1 (0 means the default). */
function pageParam(raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw))
    throw new AuthError(400, 'validation_failed', 'Bad Pagination Parameters');
  return Number(raw) || fallback;
}

/**
 * The admin API supabase-js's auth.admin uses: create, list, get, update and delete users,
 * and generate links.
 */
export async function admin(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
): Promise<void> {
  requireServiceRole(deps, req);
  const engine = deps.ctx.engine;
  const method = req.method ?? 'GET';
  if (path === '/admin/users' && method === 'POST') {
    const body = await readObjectBody(req, deps.bodyLimitBytes);
    const email = requireEmail(body.email, 'An email address is required');
    const password =
      body.password === undefined
        ? undefined
        : requirePassword(body.password, deps.passwordMinLength, 'Invalid password');
    const passwordHash = password ? await hashPassword(password, deps.passwordHashCost) : '';
    const user = await engine.transaction(async (tx) => {
      const id = await createUser(tx, {
        email,
        passwordHash,
        userMetadata: optionalObject(body.user_metadata, 'user_metadata') ?? {},
        appMetadata: optionalObject(body.app_metadata, 'app_metadata') ?? {},
        confirmed: body.email_confirm === true,
      });
      return loadUserById(tx, id);
    });
    sendJson(res, 200, userJson(user as LoadedUser));
    return;
  }
  if (path === '/admin/generate_link' && method === 'POST') return generateLink(deps, req, res);
  // Newest first, GoTrue's default order.
  if (path === '/admin/users' && method === 'GET') {
    const page = pageParam(url.searchParams.get('page'), 1);
    const perPage = Math.min(1000, Math.max(1, pageParam(url.searchParams.get('per_page'), 50)));
    const ids = await engine.query<{ id: string; total: number }>(
      'select id::text as id, count(*) over () as total from auth.users order by created_at desc, id desc limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    );
    const users = [];
    for (const { id } of ids.rows) {
      const user = await loadUserById(engine, id);
      if (user) users.push(userJson(user));
    }
    sendJson(
      res,
      200,
      { users, aud: 'authenticated' },
      { 'X-Total-Count': String(ids.rows[0]?.total ?? 0) },
    );
    return;
  }
  const match = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (match && method === 'PUT') {
    const id = decodeURIComponent(match[1]!);
    if (!isUuid(id)) throw new AuthError(404, 'user_not_found', 'User not found');
    sendJson(res, 200, userJson(await updateUserById(deps, req, id)));
    return;
  }
  if (match && (method === 'GET' || method === 'DELETE')) {
    const id = decodeURIComponent(match[1]!);
    if (!isUuid(id)) throw new AuthError(404, 'user_not_found', 'User not found');
    const user = await loadUserById(engine, id);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    if (method === 'DELETE') await engine.query('delete from auth.users where id = $1', [id]);
    sendJson(res, 200, userJson(user));
    return;
  }
  throw new AuthError(404, 'not_found', 'Not found');
}
