import path from 'node:path';
import { startTestServer, type TestServer } from './harness.ts';

/** The REST conformance schema: authors, books, tags, owner-only notes, views, functions. */
export const restSchemaDir = path.join(import.meta.dirname, 'fixtures', 'rest-schema');

export function startRestServer(): Promise<TestServer> {
  return startTestServer({ migrationsDir: restSchemaDir });
}

/** A raw request to /rest/v1 with the given key as apikey and bearer. */
export async function restFetch(
  server: TestServer,
  pathAndQuery: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; token?: string } = {},
): Promise<{ status: number; headers: Headers; text: string; json: unknown }> {
  const token = init.token ?? server.anonKey;
  const response = await fetch(`${server.url}/rest/v1${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: callers check `text` and `status`.
  }
  return { status: response.status, headers: response.headers, text, json };
}
