import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context.ts';
import type { Engine, Sql } from '../engine/types.ts';
import { sendHtml, sendJson } from '../http/respond.ts';
import { apiKeyOf, bearerOf } from '../server-context.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  link: string;
  kind: 'signup' | 'invite' | 'recovery' | 'email_change';
}

/** "Sends" a mail: the local backend keeps it in auth.outbox for people and tests to read. */
export async function queueMail(tx: Sql, mail: OutboxMail): Promise<void> {
  await tx.query(
    'insert into auth.outbox (to_email, subject, body, link, kind) values ($1, $2, $3, $4, $5)',
    [mail.to, mail.subject, mail.body, mail.link, mail.kind],
  );
}

interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  kind: string;
  created_at: string;
}

/** The `?to=` filter; a value Postgres could not even hold (NUL) or absurdly long matches nothing. */
function recipientFilter(url: URL): { to: string | null; matchesNothing: boolean } {
  const to = url.searchParams.get('to');
  if (to === null || to === '') return { to: null, matchesNothing: false };
  return { to, matchesNothing: to.length > 320 || to.includes('\u0000') };
}

async function listMail(engine: Engine, url: URL): Promise<OutboxRow[]> {
  const { to, matchesNothing } = recipientFilter(url);
  if (matchesNothing) return [];
  const result = await engine.query<OutboxRow>(
    `select id, to_email as "to", subject, body, link, kind, created_at::text as created_at
       from auth.outbox
      where $1::text is null or lower(to_email) = lower($1::text)
      order by id desc
      limit 200`,
    [to],
  );
  return result.rows;
}

export const outboxPaths = new Set([
  '/outbox',
  '/outbox.json',
  '/auth/v1/outbox',
  '/auth/v1/outbox.json',
]);

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);
const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The outbox shows recovery codes, so it is kept to this machine and to whoever holds a
 * key: a request from a loopback address, naming a loopback host (a DNS name rebound to
 * 127.0.0.1 by a web page is refused), with the service role key or the outbox key the
 * server made at start (`?key=`, in the link `npm start` prints). It sends no CORS
 * headers, so a page in the browser cannot read it either way.
 */
export async function serveOutbox(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  let host = '';
  try {
    host = new URL(`http://${req.headers.host ?? ''}`).hostname;
  } catch {
    // no usable Host header: refused below
  }
  if (!loopbackAddresses.has(req.socket.remoteAddress ?? '') || !loopbackHosts.has(host)) {
    return sendJson(res, 403, { message: 'The outbox answers on this machine only' });
  }
  const { serviceRoleKey, outboxKey } = ctx.config;
  const keyed =
    sameSecret(url.searchParams.get('key'), outboxKey) ||
    sameSecret(apiKeyOf(req), serviceRoleKey) ||
    sameSecret(bearerOf(req), serviceRoleKey);
  if (!keyed) {
    return sendJson(res, 401, {
      message: 'The outbox needs the service role key, or the outbox link printed at start',
    });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendJson(res, 405, { message: 'The outbox is read-only' });
  }
  if (url.pathname.endsWith('.json')) return outboxJson(ctx.engine, res, url);
  return outboxPage(ctx.engine, res, url);
}

/** GET /outbox.json?to=address — newest first. */
async function outboxJson(engine: Engine, res: ServerResponse, url: URL): Promise<void> {
  sendJson(res, 200, await listMail(engine, url));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** GET /outbox — a page a developer opens to click recovery and email-change links. */
async function outboxPage(engine: Engine, res: ServerResponse, url: URL): Promise<void> {
  const mails = await listMail(engine, url);
  const items = mails
    .map(
      (m) => `<li><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</p>
<pre>${escapeHtml(m.body)}</pre>
${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ''}</li>`,
    )
    .join('\n');
  sendHtml(
    res,
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
li{list-style:none;border-bottom:1px solid #ccc;padding:1rem 0}.meta{color:#666}pre{white-space:pre-wrap}</style>
</head><body><h1>Local outbox</h1><p>Mail the local auth server would have sent, newest first.</p>
${mails.length === 0 ? '<p>No messages yet.</p>' : `<ul>${items}</ul>`}</body></html>`,
  );
}
