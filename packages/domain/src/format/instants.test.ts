import { expect, it } from 'vitest';
import { compareInstants, latestInstant } from './instants.ts';

it('compareInstants orders Postgres timestamps by instant, a whole second before its fractions', () => {
  const sorted = [
    '2026-12-05T09:48:35.004+00:00',
    '2026-12-05T09:48:35.000412+00:00',
    '2026-12-05T09:48:35+00:00',
    '2026-12-05T09:48:35.72+00:00',
    '2026-12-05T09:48:35.000411+00:00',
    '2026-12-05T10:48:34.9+01:00',
  ].sort(compareInstants);
  expect(sorted).toEqual([
    '2026-12-05T10:48:34.9+01:00',
    '2026-12-05T09:48:35+00:00',
    '2026-12-05T09:48:35.000411+00:00',
    '2026-12-05T09:48:35.000412+00:00',
    '2026-12-05T09:48:35.004+00:00',
    '2026-12-05T09:48:35.72+00:00',
  ]);
  // Text order puts the whole second last; this is the order the helper exists to avoid.
  expect('2026-12-05T09:48:35+00:00'.localeCompare('2026-12-05T09:48:35.004+00:00')).toBe(1);
  expect(compareInstants('2026-12-05T09:48:35.5Z', '2026-12-05T09:48:35.500+00:00')).toBe(0);
  expect(compareInstants(null, '2026-12-05T09:48:35Z')).toBeLessThan(0);
  expect(compareInstants(undefined, null)).toBe(0);
  // Unreadable counts as missing, so the order stays one order.
  expect(compareInstants('not a time', '2026-12-05T09:48:35Z')).toBeLessThan(0);
  expect(compareInstants('not a time', null)).toBe(0);
  expect(compareInstants('2026-12-05T09:48:35.9999999Z', '2026-12-05T09:48:35.999999Z')).toBe(0);
});

it('latestInstant picks the latest by instant, never a missing or unreadable one', () => {
  expect(
    latestInstant([
      '2026-12-05T09:48:35.004+00:00',
      null,
      '2026-12-05T09:48:35+00:00',
      'not a time',
      '2026-12-05T10:48:35.0041+01:00',
      undefined,
    ]),
  ).toBe('2026-12-05T10:48:35.0041+01:00');
  expect(latestInstant([])).toBeNull();
  expect(latestInstant([null, 'not a time', undefined])).toBeNull();
});
