import { expect, it } from 'vitest';
import { sameZoneName } from '@phrasebook/data';
import { sameTimeZone } from './same-time-zone.ts';

it('a renamed zone is the same zone under its old name', () => {
  expect(sameZoneName('Asia/Kolkata', 'Asia/Calcutta')).toBe(true);
  expect(sameZoneName('Europe/Kyiv', 'Europe/Kiev')).toBe(true);
  expect(sameZoneName('Asia/Kolkata', 'Asia/Colombo')).toBe(false);
  expect(sameZoneName('Not/AZone', 'Asia/Kolkata')).toBe(false);
  expect(sameZoneName('Not/AZone', 'Not/Another')).toBe(false);
});

it('zones that keep the same clock all year give the same review days', () => {
  const december = Date.UTC(2026, 11, 5);
  expect(sameTimeZone('Asia/Calcutta', 'Asia/Kolkata', december)).toBe(true);
  // Another name, one clock: summer time on the same days.
  expect(sameTimeZone('Europe/Paris', 'Europe/Berlin', december)).toBe(true);
  // The same offset in December, but London keeps summer time and Abidjan does not.
  expect(sameTimeZone('Europe/London', 'Africa/Abidjan', december)).toBe(false);
  expect(sameTimeZone('America/New_York', 'America/Toronto', december)).toBe(true);
  expect(sameTimeZone('America/New_York', 'America/Chicago', december)).toBe(false);
  expect(sameTimeZone('Not/AZone', 'Asia/Kolkata', december)).toBe(false);
});
