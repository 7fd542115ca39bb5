import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '@phrasebook/ui/test';
import { CopyLinkButton } from './copy-link-button.tsx';

it('copies the given address', async () => {
  // user-event stands in for the browser's clipboard.
  const { user } = renderWithProviders(<CopyLinkButton url="https://example.com/x" />);
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await navigator.clipboard.readText()).toBe('https://example.com/x');
});
