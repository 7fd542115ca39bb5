import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PhrasebookLogo } from './PhrasebookLogo.tsx';

it('shows the name beside the mark', () => {
  renderWithProviders(<PhrasebookLogo />);
  expect(screen.getByText('Phrasebook')).toBeInTheDocument();
});

it('names the bare mark for assistive technology', () => {
  renderWithProviders(<PhrasebookLogo withWordmark={false} size={24} />);
  const mark = screen.getByRole('img', { name: 'Phrasebook' });
  expect(mark.querySelector('svg')).toHaveAttribute('width', '24');
});
