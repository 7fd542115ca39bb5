import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import ChangeEmailPage from './change-email-page.tsx';
import { useUnreachableBackend } from '@phrasebook/data/testing';

beforeAll(useUnreachableBackend);

describe('ChangeEmailPage', () => {
  it("asks for a real new address with the spec's message", async () => {
    const { user } = renderWithProviders(<ChangeEmailPage />, { route: '/profile/change-email' });
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Enter a new email')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New email/), 'maria@');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Enter a new email')).toBeInTheDocument();
  });
});
