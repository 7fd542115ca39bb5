import { describe, expect, it } from 'vitest';
import {
  hasCodePoints,
  isCount,
  isFiniteNumber,
  isListOf,
  isOffsetDateTime,
  isRecord,
  isUuid,
  isWholeNumber,
} from './json-guards.ts';

describe('JSON guards', () => {
  it('reads objects, never arrays or null', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('{}')).toBe(false);
  });

  it('checks every element of a list, holes included', () => {
    const isString = (value: unknown): value is string => typeof value === 'string';
    expect(isListOf(['a', 'b'], isString)).toBe(true);
    expect(isListOf([], isString)).toBe(true);
    expect(isListOf(['a', 1], isString)).toBe(false);
    // eslint-disable-next-line no-sparse-arrays -- a hole is an undefined element
    expect(isListOf(['a', , 'b'], isString)).toBe(false);
    expect(isListOf('ab', isString)).toBe(false);
  });

  it('takes finite numbers and safe whole numbers', () => {
    expect(isFiniteNumber(1.5)).toBe(true);
    for (const value of [NaN, Infinity, -Infinity, '1', null]) {
      expect(isFiniteNumber(value)).toBe(false);
    }
    expect(isWholeNumber(-3)).toBe(true);
    expect(isWholeNumber(2 ** 53 - 1)).toBe(true);
    for (const value of [1.5, 2 ** 53, NaN, '1']) expect(isWholeNumber(value)).toBe(false);
    expect(isCount(0)).toBe(true);
    expect(isCount(-1)).toBe(false);
  });

  it('counts characters in code points', () => {
    expect(hasCodePoints('spa', 3)).toBe(true);
    expect(hasCodePoints('😀ab', 3)).toBe(true);
    expect(hasCodePoints('😀😀', 3)).toBe(false);
    expect(hasCodePoints('sp', 3)).toBe(false);
    expect(hasCodePoints(['s', 'p', 'a'], 3)).toBe(false);
  });

  it('takes RFC 9562 uuids only', () => {
    expect(isUuid('00000000-0000-4000-8000-000000000001')).toBe(true);
    expect(isUuid('AAAAAAAA-AAAA-4AAA-BAAA-AAAAAAAAAAAA')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isUuid('ffffffff-ffff-ffff-ffff-ffffffffffff')).toBe(true);
    // Version 0 and 9, variant c, the max id in capitals, anything around it.
    for (const value of [
      '00000000-0000-0000-0000-000000000001',
      'aaaaaaaa-aaaa-9aaa-8aaa-aaaaaaaaaaaa',
      'aaaaaaaa-aaaa-4aaa-caaa-aaaaaaaaaaaa',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      ' 00000000-0000-4000-8000-000000000001',
      'nope',
      1,
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });

  it('takes dates and times with seconds and an offset on real calendar days', () => {
    for (const value of [
      '2026-11-24T10:00:00.000Z',
      '2026-11-24T10:00:00Z',
      '2026-11-24T10:00:00.5-23:59',
      '2024-02-29T10:00:00+01:00',
      '2000-02-29T10:00:00Z',
    ]) {
      expect(isOffsetDateTime(value), value).toBe(true);
    }
    for (const value of [
      '2026-11-24T10:00Z',
      '2026-11-24T10:00:00',
      '2026-11-24T10:00:00+0100',
      '2026-11-24T24:00:00Z',
      '2026-11-24t10:00:00z',
      '2026-11-24 10:00:00Z',
      '2026-02-29T10:00:00Z',
      '1900-02-29T10:00:00Z',
      '2026-04-31T10:00:00Z',
      '2026-00-10T10:00:00Z',
      Date.now(),
    ]) {
      expect(isOffsetDateTime(value), String(value)).toBe(false);
    }
  });
});
