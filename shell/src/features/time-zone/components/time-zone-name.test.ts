import { describe, expect, it } from 'vitest';
import { timeZoneName } from './time-zone-name.ts';

describe('timeZoneName', () => {
  it('names a zone by its city, as people say it', () => {
    expect(timeZoneName('Asia/Tokyo')).toBe('Tokyo');
    expect(timeZoneName('America/Los_Angeles')).toBe('Los Angeles');
    expect(timeZoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZoneName('UTC')).toBe('UTC');
  });

  it('names a renamed city as it is called now, whichever name the browser reports', () => {
    expect(timeZoneName('Asia/Calcutta')).toBe('Kolkata');
    expect(timeZoneName('Asia/Kolkata')).toBe('Kolkata');
    expect(timeZoneName('Europe/Kiev')).toBe('Kyiv');
    expect(timeZoneName('Asia/Saigon')).toBe('Ho Chi Minh');
  });
});
