import type { TestServer } from './harness.ts';

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  kind: string;
  created_at: string;
}

export async function outboxFor(server: TestServer, to: string): Promise<OutboxEntry[]> {
  const res = await fetch(`${server.url}/outbox.json?to=${encodeURIComponent(to)}`, {
    headers: { apikey: server.serviceRoleKey },
  });
  if (!res.ok) throw new Error(`outbox.json answered ${res.status}`);
  return (await res.json()) as OutboxEntry[];
}

/** Opens a mail link without following the redirect; returns where it points and its fragment. */
export async function openLink(
  link: string,
): Promise<{ status: number; location: string; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const hash = location.includes('#') ? location.slice(location.indexOf('#') + 1) : '';
  return { status: res.status, location, fragment: new URLSearchParams(hash) };
}

/** The 6-digit code printed in a mail body. */
export function codeIn(body: string): string {
  const match = /code: (\d{6})/.exec(body);
  if (!match?.[1]) throw new Error(`no code in mail: ${body}`);
  return match[1];
}

/** A raw auth request with the anon key, as supabase-js would send it. */
export async function authFetch(
  server: TestServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    apikey: server.anonKey,
    authorization: `Bearer ${init.token ?? server.anonKey}`,
    'x-supabase-api-version': '2024-01-01',
    ...init.headers,
  };
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json;charset=UTF-8';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  return fetch(`${server.url}/auth/v1${path}`, { method: init.method ?? 'GET', headers, body });
}
