import type { ServerResponse } from 'node:http';
import type { Engine, Sql } from '../engine/types.ts';
import { sendHtml, sendJson } from '../http/respond.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  link: string;
  kind: 'recovery' | 'email_change';
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

/** GET /outbox.json?to=address — newest first. */
export async function outboxJson(engine: Engine, res: ServerResponse, url: URL): Promise<void> {
  sendJson(res, 200, await listMail(engine, url));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** GET /outbox — a page a developer opens to click recovery and email-change links. */
export async function outboxPage(engine: Engine, res: ServerResponse, url: URL): Promise<void> {
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
