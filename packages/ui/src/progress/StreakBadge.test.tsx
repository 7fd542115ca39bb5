import { expect, it } from 'vitest';
import { renderWithProviders, screen } from '../test/render.tsx';
import { StreakBadge } from './StreakBadge.tsx';

it('says the streak in days, with the longest when given', () => {
  renderWithProviders(<StreakBadge current={12} longest={30} />);
  const badge = screen.getByRole('img', { name: 'Streak: 12 days, longest 30 days' });
  expect(badge).toHaveTextContent('12 days · best 30');
});

it('counts one day and no days in words that fit', () => {
  const { unmount } = renderWithProviders(<StreakBadge current={1} />);
  expect(screen.getByRole('img', { name: 'Streak: 1 day' })).toHaveTextContent('1 day');
  unmount();
  renderWithProviders(<StreakBadge current={0} longest={0} />);
  expect(screen.getByRole('img', { name: 'Streak: 0 days, longest 0 days' })).toBeInTheDocument();
});
