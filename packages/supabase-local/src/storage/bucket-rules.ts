import type { Sql } from '../engine/types.ts';
import { type MimeType, parseMimeType } from './mime-type.ts';
import { notFoundBucket, StorageError } from './storage-error.ts';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

/** A timestamp as storage-api writes it (JavaScript's ISO form: UTC, milliseconds, `Z`). */
const isoTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`;

/** Columns of storage.buckets as storage-api returns them. */
export const BUCKET_COLUMNS = `id, name, owner, public, file_size_limit, allowed_mime_types,
  ${isoTime('created_at')}, ${isoTime('updated_at')}`;

/**
 * Bucket settings are read with the server's own rights, as storage-api does: uploading
 * into a bucket needs policies on objects, not on buckets.
 */
export async function loadBucket(sql: Sql, id: string): Promise<BucketRow> {
  const { rows } = await sql.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
    [id],
  );
  const bucket = rows[0];
  if (!bucket) throw notFoundBucket();
  return bucket;
}

/**
 * The upload's content type, parsed strictly, if the bucket takes it: `image/*` matches
 * every image type; parameters such as `;charset=UTF-8` do not take part.
 */
export function checkMimeType(bucket: BucketRow, contentType: string): MimeType {
  const mime = parseMimeType(contentType);
  const allowed = bucket.allowed_mime_types;
  const ok =
    mime !== null &&
    (!allowed ||
      allowed.length === 0 ||
      allowed.some((entry) => {
        const [allowedType, allowedSub] = entry.trim().toLowerCase().split('/');
        return allowedType === mime.type && (allowedSub === '*' || allowedSub === mime.subtype);
      }));
  if (!ok) {
    throw new StorageError(415, 'invalid_mime_type', `mime type ${contentType} is not supported`);
  }
  return mime;
}

/** storage-api's units: KB, MB and GB are powers of 1000; KiB, MiB and GiB of 1024. */
const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** storage-js accepts `fileSizeLimit` as bytes or as text like `'1MB'`. */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|kib|mib|gib)?\s*$/i.exec(value);
    if (match) {
      const unit = SIZE_UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1;
      return Math.floor(Number(match[1]) * unit);
    }
  }
  throw new StorageError(400, 'Invalid Input', 'the requested file_size_limit is invalid');
}
