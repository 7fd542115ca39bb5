import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '@phrasebook/ui/test';
import { PageFrame } from './page-frame.tsx';

it('shows the title, subtitle and content', () => {
  renderWithProviders(
    <PageFrame title="Learning Home" subtitle="Which deck are we studying today?">
      <p>Decks</p>
    </PageFrame>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Learning Home' })).toBeInTheDocument();
  expect(screen.getByText('Which deck are we studying today?')).toBeInTheDocument();
  expect(screen.getByText('Decks')).toBeInTheDocument();
});
