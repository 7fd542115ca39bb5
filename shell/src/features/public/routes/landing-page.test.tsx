import { expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { LandingContent } from '../components/landing/landing-content.tsx';
import { standaloneDestination } from '../standalone-launch.ts';

it('explains the product and leads to sign-up, log-in and the policies', () => {
  renderWithProviders(<LandingContent />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Learn the phrases you will actually say',
  );
  expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
  expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(screen.getByRole('link', { name: 'Request data removal' })).toHaveAttribute(
    'href',
    '/request-removal',
  );
});

it('sends installed-app launches to the app once the session is known', () => {
  expect(standaloneDestination('loading')).toBeNull();
  expect(standaloneDestination('signed-in')).toBe('/learn');
  expect(standaloneDestination('signed-out')).toBe('/login');
});
