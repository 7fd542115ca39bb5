import path from 'node:path';
import { invalidKey, invalidRequest } from './storage-error.ts';

// Control characters (NUL included) have no place in a key or a file name.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Object names are stored exactly as storage-js sends them (after URL decoding) and also
 * name a file under `<dataDir>/storage/<bucket>/`, so anything that could step out of that
 * folder is refused, as storage-api refuses odd keys.
 */
export function validateObjectKey(key: string): string {
  if (key.length === 0 || key.length > 1024) throw invalidKey(key);
  if (key.startsWith('/') || key.endsWith('/') || key.includes('//')) throw invalidKey(key);
  if (key.includes('\\') || CONTROL_CHARACTERS.test(key)) throw invalidKey(key);
  for (const segment of key.split('/')) {
    if (segment === '.' || segment === '..') throw invalidKey(key);
  }
  return key;
}

// No leading dot: `<dataDir>/storage/.tmp` holds uploads that are not committed yet.
const BUCKET_ID = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}$/;

export function validateBucketId(raw: string): string {
  if (!BUCKET_ID.test(raw)) {
    throw invalidRequest('Bucket name invalid');
  }
  return raw;
}

/** Absolute path of an object's bytes; re-checked to lie inside the bucket folder. */
export function objectFilePath(storageRoot: string, bucket: string, key: string): string {
  const bucketDir = path.resolve(storageRoot, validateBucketId(bucket));
  const file = path.resolve(bucketDir, ...validateObjectKey(key).split('/'));
  if (!file.startsWith(bucketDir + path.sep)) throw invalidKey(key);
  return file;
}

/** Splits `bucket/rest/of/key` (already URL-decoded) into its bucket and key. */
export function splitBucketAndKey(rest: string): { bucket: string; key: string } {
  const slash = rest.indexOf('/');
  if (slash <= 0) throw invalidRequest('Missing object path');
  return {
    bucket: validateBucketId(rest.slice(0, slash)),
    key: validateObjectKey(rest.slice(slash + 1)),
  };
}
