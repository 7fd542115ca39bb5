import { expect, it } from 'vitest';
import { formatIntervalDays, spokenIntervalDays } from './interval.ts';

it('writes intervals in short units', () => {
  expect([0, 1, 3, 16, 30, 45, 200, 366, 548, 4000].map(formatIntervalDays)).toEqual([
    '1 d',
    '1 d',
    '3 d',
    '16 d',
    '30 d',
    '1 mo',
    '7 mo',
    '1 yr',
    '1.5 yr',
    '11 yr',
  ]);
});

it('says the same intervals in words', () => {
  expect([1, 3, 45, 366, 548].map(spokenIntervalDays)).toEqual([
    '1 day',
    '3 days',
    '1 month',
    '1 year',
    '1.5 years',
  ]);
});
