import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { SetNewPasswordPage } from './set-new-password-page.tsx';
import { useUnreachableBackend } from '@phrasebook/data/testing';

beforeAll(useUnreachableBackend);
afterEach(() => window.history.replaceState(null, '', '/'));

describe('SetNewPasswordPage', () => {
  it("says an expired link has expired, with the server's words, and offers a new one", async () => {
    window.history.replaceState(
      null,
      '',
      '/set-new-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    renderWithProviders(<SetNewPasswordPage />, { route: '/set-new-password' });
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Email link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeInTheDocument();
  });

  it('treats a visit without a recovery session as an unusable link', async () => {
    window.history.replaceState(null, '', '/set-new-password');
    renderWithProviders(<SetNewPasswordPage />, { route: '/set-new-password' });
    expect(
      await screen.findByRole('heading', { name: 'This link is invalid or has expired' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
  });
});
