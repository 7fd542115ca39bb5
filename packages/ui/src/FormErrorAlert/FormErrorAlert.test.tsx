import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { FormErrorAlert } from './FormErrorAlert.tsx';

it('announces the server message as an alert with a default title', () => {
  renderWithProviders(<FormErrorAlert message="Invalid login credentials" />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('That did not work');
  expect(alert).toHaveTextContent('Invalid login credentials');
});

it('renders nothing without a message', () => {
  renderWithProviders(<FormErrorAlert message={null} />);
  expect(screen.queryByRole('alert')).toBeNull();
});
