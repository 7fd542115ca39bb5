import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { useUnreachableBackend } from '@phrasebook/data/testing';

beforeAll(useUnreachableBackend);

describe('ForgotPasswordPage', () => {
  it('asks for a real email before sending anything', async () => {
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText(/^Email/), 'sofia@');
    await user.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    expect(await screen.findByText('Email is required to be a real email')).toBeInTheDocument();
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
  });

  it('shows the error of a failed call instead of pretending it was sent', async () => {
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText(/^Email/), 'sofia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send the link');
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
  });
});
