import { describe, expect, it } from 'vitest';
import { isRecordingUrl, recordingCacheKey } from './offline-recordings.ts';

describe('offline recordings', () => {
  const signed =
    'http://127.0.0.1:54321/storage/v1/object/sign/recordings/u/p/r.webm?token=abc#t=0.1,2';
  it('recognises signed recording URLs, not avatars or other buckets', () => {
    expect(isRecordingUrl(new URL(signed))).toBe(true);
    expect(
      isRecordingUrl(new URL('http://127.0.0.1:54321/storage/v1/object/public/avatars/u/a.png')),
    ).toBe(false);
  });
  it('keeps one copy per file, whatever the token', () => {
    expect(recordingCacheKey(signed)).toBe(
      'http://127.0.0.1:54321/storage/v1/object/sign/recordings/u/p/r.webm',
    );
    expect(recordingCacheKey(signed.replace('abc', 'xyz'))).toBe(recordingCacheKey(signed));
  });
});
