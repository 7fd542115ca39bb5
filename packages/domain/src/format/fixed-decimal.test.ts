import { describe, expect, it } from 'vitest';
import { aboutTenths, toFixedDecimal, toTenthsOrUnder } from './fixed-decimal.ts';

describe('toFixedDecimal', () => {
  it('rounds to 2 places by default, half away from zero', () => {
    expect(toFixedDecimal(1.005)).toBe('1.01');
    expect(toFixedDecimal(1.004)).toBe('1.00');
    expect(toFixedDecimal(2.675)).toBe('2.68');
    expect(toFixedDecimal(0.125)).toBe('0.13');
    expect(toFixedDecimal(3)).toBe('3.00');
    expect(toFixedDecimal(0.9)).toBe('0.90');
  });

  it('handles negatives symmetrically and never prints -0', () => {
    expect(toFixedDecimal(-1.005)).toBe('-1.01');
    expect(toFixedDecimal(-2.5, 0)).toBe('-3');
    expect(toFixedDecimal(-0.001)).toBe('0.00');
    expect(toFixedDecimal(-0)).toBe('0.00');
  });

  it('honours other place counts', () => {
    expect(toFixedDecimal(1.23456, 4)).toBe('1.2346');
    expect(toFixedDecimal(2.5, 0)).toBe('3');
    expect(toFixedDecimal(1234.5678, 1)).toBe('1234.6');
  });

  it('copes with exponent notation at both ends', () => {
    expect(toFixedDecimal(1e-7)).toBe('0.00');
    expect(toFixedDecimal(5e-3)).toBe('0.01');
    expect(toFixedDecimal(1e21)).toBe('1e+21');
    expect(toFixedDecimal(123456789.125)).toBe('123456789.13');
  });

  it('returns an empty string for NaN, infinities and missing values', () => {
    expect(toFixedDecimal(Number.NaN)).toBe('');
    expect(toFixedDecimal(Number.POSITIVE_INFINITY)).toBe('');
    expect(toFixedDecimal(null)).toBe('');
    expect(toFixedDecimal(undefined)).toBe('');
  });

  it('rejects an invalid number of places', () => {
    expect(() => toFixedDecimal(1, -1)).toThrow(RangeError);
    expect(() => toFixedDecimal(1, 1.5)).toThrow(RangeError);
  });
});

describe('toTenthsOrUnder', () => {
  it('never reads a positive amount as 0.0', () => {
    expect(toTenthsOrUnder(0.04)).toBe('under 0.1');
    expect(toTenthsOrUnder(0.05)).toBe('0.1');
    expect(toTenthsOrUnder(0)).toBe('0.0');
    expect(toTenthsOrUnder(4.56)).toBe('4.6');
    expect(aboutTenths(0.04)).toBe('Under 0.1');
    expect(aboutTenths(4.56)).toBe('About 4.6');
  });
});
