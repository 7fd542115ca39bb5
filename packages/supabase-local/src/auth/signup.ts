import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';
import { tooManyRequests } from './auth-error.ts';
import type { AuthDeps } from './auth-options.ts';
import { hashPassword } from './passwords.ts';
import { createUser } from './create-user.ts';
import { startSession } from './sessions.ts';
import { optionalObject, readObjectBody, requireEmail, requirePassword } from './validation.ts';

/**
 * POST /signup with email + password. Sign-ups are confirmed at once (the Supabase CLI's
 * local default), so the answer is a full session, as GoTrue gives with autoconfirm.
 */
export async function signUp(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readObjectBody(req, deps.bodyLimitBytes);
  const email = requireEmail(body.email, 'To signup, please provide your email');
  const password = requirePassword(
    body.password,
    deps.passwordMinLength,
    'Signup requires a valid password',
  );
  const metadata = optionalObject(body.data, 'data') ?? {};
  if (!deps.signUpByIp.take(clientIp(req))) throw tooManyRequests();
  const passwordHash = await hashPassword(password, deps.passwordHashCost);
  const session = await deps.ctx.engine.transaction(async (tx) => {
    const id = await createUser(tx, {
      email,
      passwordHash,
      userMetadata: metadata,
      confirmed: true,
    });
    return startSession(tx, deps.ctx.config, id, 'password', clientOf(req));
  });
  sendJson(res, 200, session);
}

/** The address rate limits count by: the socket's peer (nothing here trusts forwarding headers). */
export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

export function clientOf(req: IncomingMessage): { userAgent?: string; ip?: string } {
  const client: { userAgent?: string; ip?: string } = {};
  const agent = req.headers['user-agent'];
  if (typeof agent === 'string') client.userAgent = agent.slice(0, 512);
  if (req.socket.remoteAddress) client.ip = req.socket.remoteAddress;
  return client;
}
