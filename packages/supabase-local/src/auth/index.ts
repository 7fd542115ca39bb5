import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler, ServerContext } from '../context.ts';
import { BadJsonError, BodyTooLargeError } from '../http/body.ts';
import { sendJson } from '../http/respond.ts';
import { admin, requireServiceRole } from './admin.ts';
import { invite } from './admin-links.ts';
import { API_VERSION, AuthError, badJson, sendAuthError } from './auth-error.ts';
import { authDeps, type AuthDeps, type AuthOptions } from './auth-options.ts';
import { recover } from './recover.ts';
import { resend } from './resend.ts';
import { signUp } from './signup.ts';
import { token } from './token.ts';
import { getUser, logout, updateUser } from './user.ts';
import { verifyLinkGet, verifyOtpPost } from './verify.ts';

export type { AuthOptions } from './auth-options.ts';

type Route = (
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
) => Promise<void>;

const settingsOf = (deps: AuthDeps) => ({
  external: { email: true, phone: false, anonymous_users: false },
  disable_signup: false,
  mailer_autoconfirm: !deps.confirmEmail,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
});

const routes: Record<string, Route> = {
  'POST /signup': signUp,
  'POST /token': token,
  'GET /user': getUser,
  'PUT /user': updateUser,
  'POST /logout': logout,
  'POST /recover': recover,
  'POST /invite': async (deps, req, res, url) => {
    requireServiceRole(deps, req);
    await invite(deps, req, res, url);
  },
  'POST /resend': resend,
  'GET /verify': verifyLinkGet,
  'POST /verify': verifyOtpPost,
  'GET /settings': async (deps, _req, res) => sendJson(res, 200, settingsOf(deps)),
  'GET /health': async (_deps, _req, res) =>
    sendJson(res, 200, {
      version: 'supabase-local',
      name: 'GoTrue',
      description: 'GoTrue-compatible auth',
    }),
};

/** The GoTrue-compatible API mounted at /auth/v1. */
export function createAuthHandler(ctx: ServerContext, options: AuthOptions = {}): Handler {
  const deps = authDeps(ctx, options);
  return async (req, res, url, path) => {
    try {
      const declared = Number(req.headers['content-length'] ?? '0');
      if (declared > deps.bodyLimitBytes) throw new BodyTooLargeError(deps.bodyLimitBytes);
      const method = req.method ?? 'GET';
      const route = path.startsWith('/admin/') ? admin : routes[`${method} ${path}`];
      if (!route) throw new AuthError(404, 'not_found', 'Not found');
      res.setHeader('X-Supabase-Api-Version', API_VERSION);
      await route(deps, req, res, url, path);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof AuthError) return sendAuthError(res, error);
      if (error instanceof BodyTooLargeError) {
        // The rest of the body is not read: the connection cannot carry another request.
        res.setHeader('Connection', 'close');
        req.resume();
        return sendAuthError(
          res,
          new AuthError(413, 'request_too_large', 'Request body too large'),
        );
      }
      if (error instanceof BadJsonError) return sendAuthError(res, badJson());
      console.error('[auth]', error);
      sendAuthError(
        res,
        new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs'),
      );
    }
  };
}
