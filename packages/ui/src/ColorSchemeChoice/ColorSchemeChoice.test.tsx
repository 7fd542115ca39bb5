import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ColorSchemeChoice } from './ColorSchemeChoice.tsx';

it('starts on dark and switches the document to the chosen scheme', async () => {
  const { user } = renderWithProviders(<ColorSchemeChoice />);
  expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Light' }));
  expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
});

it('keeps names for screen readers when labels are hidden', () => {
  renderWithProviders(<ColorSchemeChoice withLabels={false} />);
  expect(screen.getByRole('radio', { name: 'System' })).toBeInTheDocument();
});
