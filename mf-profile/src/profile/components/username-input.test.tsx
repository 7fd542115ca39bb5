import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '@phrasebook/ui/test';
import { UsernameInput } from './username-input.tsx';

it('is the username field with its length hint and its error', () => {
  renderWithProviders(<UsernameInput error="That username is taken" />);
  const input = screen.getByRole('textbox', { name: /Username/ });
  expect(input).toHaveAttribute('autocomplete', 'username');
  expect(input).toHaveAccessibleDescription(/3 to 20 characters/);
  expect(screen.getByText('That username is taken')).toBeInTheDocument();
});
