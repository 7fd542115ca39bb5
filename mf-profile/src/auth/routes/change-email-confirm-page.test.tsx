import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import ChangeEmailConfirmPage from './change-email-confirm-page.tsx';
import { useUnreachableBackend } from '@phrasebook/data/testing';

beforeAll(useUnreachableBackend);
afterEach(() => window.history.replaceState(null, '', '/'));

describe('ChangeEmailConfirmPage', () => {
  it('shows error and error_description from the URL hash', async () => {
    window.history.replaceState(
      null,
      '',
      '/profile/change-email-confirm#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    renderWithProviders(<ChangeEmailConfirmPage />, { route: '/profile/change-email-confirm' });
    const description = await screen.findByText('Email link is invalid or has expired');
    expect(description.closest('[role="alert"]')).toHaveTextContent('access_denied');
    expect(screen.queryByText('Email confirmed')).not.toBeInTheDocument();
  });
});
