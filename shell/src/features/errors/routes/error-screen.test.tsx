import { expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { ErrorScreen } from './error-screen.tsx';
import { errorHeadline } from '../components/error-headline.ts';
import { reloadPage } from '../components/reload-page.ts';

vi.mock('../components/reload-page.ts', () => ({ reloadPage: vi.fn() }));

function Broken(): never {
  throw new Error('Deck data is corrupt');
}

it('shows the route error and reloads on request', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderWithProviders(<div />, {
    route: '/broken',
    routes: [{ path: '/broken', element: <Broken />, errorElement: <ErrorScreen /> }],
  });
  expect(await screen.findByText('Error: Deck data is corrupt')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refresh the page' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
  vi.restoreAllMocks();
});

it('words the headline for every kind of thrown value', () => {
  expect(errorHeadline(new Error('boom'))).toBe('Error: boom');
  expect(errorHeadline({ status: 500, statusText: 'Internal Server Error' })).toBe(
    'Error: 500 Internal Server Error',
  );
  expect(errorHeadline(undefined)).toBe('Error: An unknown error has occurred (sorry)');
});
