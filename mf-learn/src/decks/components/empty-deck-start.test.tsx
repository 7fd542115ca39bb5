import { expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { EmptyDeckStart } from './empty-deck-start.tsx';

it('leads an empty deck to its first phrases: one, several, or from the library', () => {
  renderWithProviders(<EmptyDeckStart lang="spa" />);

  expect(screen.getByRole('heading', { name: 'Add your first phrases' })).toBeVisible();
  expect(screen.getByText(/Your Spanish deck has no cards yet/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Add a phrase' })).toHaveAttribute(
    'href',
    '/learn/spa/add-phrase',
  );
  expect(screen.getByRole('link', { name: 'Add several at once' })).toHaveAttribute(
    'href',
    '/learn/spa/bulk-add',
  );
  expect(screen.getByRole('link', { name: 'Browse the library' })).toHaveAttribute(
    'href',
    '/learn/spa/library',
  );
});
