import type { IncomingMessage } from 'node:http';
import { invalidRequest, tooLarge } from './storage-error.ts';

/** Largest request body the storage API reads, whatever the bucket allows (Supabase's default global limit). */
export const GLOBAL_UPLOAD_LIMIT = 50 * 1024 * 1024;

/**
 * Reads the whole body, refusing it with 413 once it passes `limit`. The rest of an
 * oversized body is still drained (up to a hard cap) so that the client, which is still
 * sending, gets the error response instead of a reset connection.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) {
      over = true;
      if (size > limit + GLOBAL_UPLOAD_LIMIT) {
        req.destroy();
        break;
      }
      continue;
    }
    chunks.push(buf);
  }
  if (over) throw tooLarge();
  return Buffer.concat(chunks);
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readBody(req, 1024 * 1024);
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw invalidRequest('Body is not valid JSON');
  }
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
  return {
    bytes: body,
    contentType: headerType || 'text/plain;charset=UTF-8',
    cacheControl: normalizeCacheControl(req.headers['cache-control']),
  };
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
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    contentType: file.type || 'text/plain;charset=UTF-8',
    cacheControl: normalizeCacheControl(typeof cacheField === 'string' ? cacheField : undefined),
  };
}

/** storage-js sends `max-age=3600` as a header and `3600` as a form field; both store `max-age=3600`. */
function normalizeCacheControl(value: string | undefined): string {
  if (!value) return 'no-cache';
  return /^\d+$/.test(value.trim()) ? `max-age=${value.trim()}` : value.trim();
}
