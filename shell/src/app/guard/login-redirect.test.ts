import { expect, it } from 'vitest';
import { isGettingStarted, loginRedirectPath } from './login-redirect.ts';

it('keeps the whole original address, search included, in redirectedFrom', () => {
  const to = loginRedirectPath({ pathname: '/learn/fra/search', search: '?text=a b&tags=x' });
  const url = new URL(to, 'http://app.test');
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('redirectedFrom')).toBe('/learn/fra/search?text=a b&tags=x');
});

it('recognises /getting-started with or without a trailing slash only', () => {
  expect(isGettingStarted('/getting-started')).toBe(true);
  expect(isGettingStarted('/getting-started/')).toBe(true);
  expect(isGettingStarted('/getting-started-now')).toBe(false);
  expect(isGettingStarted('/learn')).toBe(false);
});
