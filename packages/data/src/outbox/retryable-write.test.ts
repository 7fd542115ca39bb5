import { describe, expect, it } from 'vitest';
import { isRetryableWrite, WriteRefusedError, writeFailure } from './retryable-write.ts';

describe('isRetryableWrite', () => {
  it('tries again after no answer, an expired session, throttling or a server fault', () => {
    for (const status of [0, 401, 408, 429, 500, 502, 503]) {
      expect(isRetryableWrite(status, undefined)).toBe(true);
    }
  });

  it("never repeats the database's refusals, whatever status carries them", () => {
    for (const [status, code] of [
      [400, 'P0001'],
      [500, 'P0001'],
      [400, '22023'],
      [409, '23505'],
      [403, '42501'],
    ] as const) {
      expect(isRetryableWrite(status, code)).toBe(false);
    }
    expect(isRetryableWrite(400, 'PGRST100')).toBe(false);
  });
});

describe('writeFailure', () => {
  it('is a WriteRefusedError for a refusal, a plain error otherwise, each with its code', () => {
    const refused = writeFailure(409, { message: 'duplicate key', code: '23505' });
    expect(refused).toBeInstanceOf(WriteRefusedError);
    expect(refused).toMatchObject({ message: 'duplicate key', code: '23505' });
    const fault = writeFailure(503, { message: 'unavailable', code: '' });
    expect(fault).not.toBeInstanceOf(WriteRefusedError);
    expect(fault).toMatchObject({ message: 'unavailable', code: '' });
  });

  it("says that the server did not answer, not the browser's 'TypeError: Failed to fetch'", () => {
    const lost = writeFailure(0, { message: 'TypeError: Failed to fetch', code: '' });
    expect(lost.message).toBe('The server did not answer');
    expect(lost).not.toBeInstanceOf(WriteRefusedError);
  });
});
