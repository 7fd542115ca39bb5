import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

it('is a named progress bar with its percentage', () => {
  render(<ProgressBar value={100 / 3} size="sm" aria-label="Cards reviewed today" />);
  const bar = screen.getByRole('progressbar', { name: 'Cards reviewed today' });
  expect(bar).toHaveAttribute('aria-valuenow', '33');
  expect(bar).toHaveAttribute('aria-valuetext', '33%');
});
