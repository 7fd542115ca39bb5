import type { ServerResponse } from 'node:http';

/** A body that is already text (JSON PostgreSQL made, HTML), with its length. */
export function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
  withBody = true,
): void {
  const payload = withBody ? body : '';
  res.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(payload)) });
  res.end(payload);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendText(res, status, JSON.stringify(body), {
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  });
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  sendText(res, status, html, { 'Content-Type': 'text/html; charset=utf-8' });
}

export function redirect(res: ServerResponse, location: string, status = 303): void {
  sendText(res, status, '', { Location: location });
}
