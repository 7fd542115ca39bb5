import { describe, expect, it } from 'vitest';
import { libraryCountLabel } from './library-count.ts';

describe('libraryCountLabel', () => {
  it('counts the whole library when nothing narrows it', () => {
    expect(libraryCountLabel({ shown: 42, total: 42, narrowed: false })).toBe('42 phrases');
    expect(libraryCountLabel({ shown: 1, total: 1, narrowed: false })).toBe('1 phrase');
  });

  it('follows a search, a tag or a filter, even when it keeps every phrase', () => {
    expect(libraryCountLabel({ shown: 0, total: 42, narrowed: true })).toBe('0 of 42 phrases');
    expect(libraryCountLabel({ shown: 3, total: 42, narrowed: true })).toBe('3 of 42 phrases');
    expect(libraryCountLabel({ shown: 42, total: 42, narrowed: true })).toBe('42 of 42 phrases');
    expect(libraryCountLabel({ shown: 1, total: 1, narrowed: true })).toBe('1 of 1 phrase');
  });
});
