import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RouteLoading } from './route-loading.tsx';

beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('offline, says "Loading" for a moment, then that the page waits for the network', async () => {
  render(<RouteLoading />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(await screen.findByText('You are offline')).toBeInTheDocument();
  expect(screen.getByRole('status')).not.toHaveTextContent('Loading');
});

it('says so at once when that moment has passed behind the kept screen', async () => {
  render(<RouteLoading waited />);
  expect(screen.getByRole('status')).not.toHaveTextContent('Loading');
  expect(await screen.findByText('You are offline')).toBeInTheDocument();
});

it('online, says "Loading" however long it waits', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  render(<RouteLoading waited />);
  await act(() => vi.advanceTimersByTimeAsync(5000));
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
});
