import { describe, expect, test } from 'vitest';
import { FilterSyntaxError, matchesFilters, parseFilter } from '../src/realtime/postgres-filter.ts';

const row = { id: 7, name: 'cellar door', active: true, score: 2.5, owner: 'b9c3', note: null };
const matches = (filter: string) => matchesFilters(parseFilter(filter), row);

describe('postgres_changes filters', () => {
  test('each operator compares numbers as numbers and text as text', () => {
    expect(matches('id=eq.7')).toBe(true);
    expect(matches('id=eq.07')).toBe(true);
    expect(matches('id=neq.7')).toBe(false);
    expect(matches('id=lt.10')).toBe(true);
    expect(matches('id=lt.7')).toBe(false);
    expect(matches('id=lte.7')).toBe(true);
    expect(matches('id=gt.6')).toBe(true);
    expect(matches('score=gte.2.5')).toBe(true);
    expect(matches('score=gt.10')).toBe(false);
    expect(matches('name=eq.cellar door')).toBe(true);
    expect(matches('name=gt.a')).toBe(true);
    expect(matches('active=eq.true')).toBe(true);
    expect(matches('active=eq.f')).toBe(false);
  });

  test('in takes a list, with quoted values holding commas and spaces', () => {
    expect(matches('id=in.(1,7,9)')).toBe(true);
    expect(matches('id=in.(1,2)')).toBe(false);
    expect(matches('name=in.(attic,"cellar door")')).toBe(true);
    expect(parseFilter('name=in.("a,b",c)')[0]?.values).toEqual(['a,b', 'c']);
  });

  test('null never matches, as in SQL; several filters are ANDed', () => {
    expect(matches('note=eq.null')).toBe(false);
    expect(matches('note=neq.x')).toBe(false);
    expect(matches('id=eq.7,owner=eq.b9c3')).toBe(true);
    expect(matches('id=eq.7,owner=eq.other')).toBe(false);
    expect(matchesFilters(parseFilter('id=eq.7'), null)).toBe(false);
  });

  test('malformed filters and unknown operators are refused', () => {
    expect(() => parseFilter('id')).toThrow(FilterSyntaxError);
    expect(() => parseFilter('id=like.x')).toThrow(FilterSyntaxError);
    expect(() => parseFilter('id=in.1,2')).toThrow(FilterSyntaxError);
  });
});
