import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { RelativeTime } from './RelativeTime.tsx';

const now = new Date('2026-11-21T12:00:00Z');

it('says how long ago in short units, with the exact moment machine-readable', () => {
  renderWithProviders(<RelativeTime date="2026-11-21T09:00:00Z" now={now} />);
  const time = screen.getByText('3 hr ago');
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('datetime', '2026-11-21T09:00:00.000Z');
  expect(time.getAttribute('title')).toMatch(/2026/);
});

it('shows the full date in a tooltip on hover', async () => {
  const { user } = renderWithProviders(
    <RelativeTime date={new Date('2025-10-01T00:00:00Z')} now={now} />,
  );
  const time = screen.getByText('1 yr ago');
  await user.hover(time);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(/2025/);
});
