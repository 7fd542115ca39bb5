import { describe, expect, it } from 'vitest';
import { timeZoneName } from './time-zone-name.ts';

describe('timeZoneName', () => {
  it('names a zone by its city, as people say it', () => {
    expect(timeZoneName('Asia/Tokyo')).toBe('Tokyo');
    expect(timeZoneName('America/Los_Angeles')).toBe('Los Angeles');
    expect(timeZoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZoneName('UTC')).toBe('UTC');
  });
});
