import { expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { NotFoundPage } from './not-found-page.tsx';

it('says the page is missing and offers the four ways out', () => {
  renderWithProviders(<NotFoundPage />, { route: '/no/such/page' });
  expect(
    screen.getByRole('heading', { level: 1, name: '404: Page not found' }),
  ).toBeInTheDocument();
  expect(screen.getByText('We did not find a page matching that URL')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Learning dashboard' })).toHaveAttribute(
    'href',
    '/learn',
  );
  expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');
});

it('goes back in history', async () => {
  const { user, router } = renderWithProviders(<NotFoundPage />, { route: '/friends' });
  await router.navigate('/missing');
  await user.click(await screen.findByRole('button', { name: 'Go Back' }));
  expect(router.state.location.pathname).toBe('/friends');
});
