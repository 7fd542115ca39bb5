import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '@phrasebook/ui/test';
import { RemoteUnavailablePanel } from './remote-unavailable-panel.tsx';

it('names the unavailable area and retries on request', async () => {
  const onRetry = vi.fn();
  const { user } = renderWithProviders(
    <RemoteUnavailablePanel
      area="Friends"
      onRetry={onRetry}
      error={new Error('Failed to get manifest')}
    />,
  );
  expect(
    screen.getByRole('heading', { name: 'Friends is unavailable right now' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Failed to get manifest')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
