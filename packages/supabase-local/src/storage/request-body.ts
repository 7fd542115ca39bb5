import type { IncomingMessage } from 'node:http';
import { readBody, readJson } from '../http/body.ts';
import { invalidRequest, tooLarge } from './storage-error.ts';

/** Largest request body the storage API reads, whatever the bucket allows (Supabase's default global limit). */
export const GLOBAL_UPLOAD_LIMIT = 50 * 1024 * 1024;

/** A JSON object body (`{}` when empty); errors reading it are mapped by the router. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parsed = (await readJson(req, 1024 * 1024)) ?? {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidRequest('Body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

const MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadedFile {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  /** Custom metadata: the `metadata` form field, or the `x-metadata` header (base64 JSON). */
  userMetadata: Record<string, unknown> | null;
}

/**
 * The two encodings storage-js uses: multipart form data (Blob/File/FormData: the file is
 * the part named '' and its own type wins; `cacheControl` is a field) or a raw body with
 * `content-type` and `cache-control: max-age=N` headers.
 */
export async function readUpload(req: IncomingMessage, limit: number): Promise<UploadedFile> {
  const headerType = req.headers['content-type'] ?? '';
  if (headerType.toLowerCase().startsWith('multipart/form-data')) {
    // Boundaries and the other fields add to the body: the limit applies to the file part.
    const body = await readBody(req, limit + MULTIPART_OVERHEAD);
    return readMultipart(body, headerType, limit);
  }
  const body = await readBody(req, limit);
  const header = req.headers['x-metadata'];
  return {
    bytes: body,
    contentType: headerType || 'text/plain;charset=UTF-8',
    cacheControl: normalizeCacheControl(req.headers['cache-control']),
    userMetadata:
      typeof header === 'string' ? userMetadataOf(Buffer.from(header, 'base64').toString()) : null,
  };
}

/** Custom metadata must be a JSON object. */
function userMetadataOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // Refused below.
  }
  throw invalidRequest('metadata must be a JSON object');
}

async function readMultipart(
  body: Buffer,
  headerType: string,
  limit: number,
): Promise<UploadedFile> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': headerType },
    }).formData();
  } catch {
    throw invalidRequest('Malformed multipart body');
  }
  let file: Blob | null = null;
  for (const [, value] of form) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw invalidRequest('No file in the multipart body');
  if (file.size > limit) throw tooLarge();
  const cacheField = form.get('cacheControl');
  const metadataField = form.get('metadata');
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    contentType: file.type || 'text/plain;charset=UTF-8',
    cacheControl: normalizeCacheControl(typeof cacheField === 'string' ? cacheField : undefined),
    userMetadata: typeof metadataField === 'string' ? userMetadataOf(metadataField) : null,
  };
}

/** storage-js sends `max-age=3600` as a header and `3600` as a form field; both store `max-age=3600`. */
function normalizeCacheControl(value: string | undefined): string {
  if (!value) return 'no-cache';
  return /^\d+$/.test(value.trim()) ? `max-age=${value.trim()}` : value.trim();
}
