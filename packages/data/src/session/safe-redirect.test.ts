import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps in-app paths with their search and hash', () => {
    expect(safeRedirectPath('/learn/spa/review?x=1#top')).toBe('/learn/spa/review?x=1#top');
  });

  it('falls back when missing', () => {
    expect(safeRedirectPath(null)).toBe('/learn');
    expect(safeRedirectPath('', '/friends')).toBe('/friends');
  });

  it.each([
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    'learn',
    '/\t/evil.test',
    'javascript:alert(1)',
  ])('refuses %j, which could leave the app', (value) => {
    expect(safeRedirectPath(value)).toBe('/learn');
  });
});
