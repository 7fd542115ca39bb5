import { expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '@phrasebook/ui/test';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';
import { RequestRemovalPage } from './request-removal-page.tsx';
import { removalRequestMailto } from '../components/removal/removal-request-email.ts';

it('lists every kind of data kept, with who can see it', () => {
  renderWithProviders(<PrivacyPolicyPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  const table = screen.getByRole('table');
  for (const kind of [
    'email address',
    'username, avatar',
    'Decks',
    'review score',
    'Chat messages',
    'Error reports',
  ]) {
    expect(within(table).getByText(new RegExp(kind))).toBeInTheDocument();
  }
  expect(screen.getAllByRole('link', { name: 'privacy@phrasebook.app' })[0]).toHaveAttribute(
    'href',
    'mailto:privacy@phrasebook.app',
  );
});

it('validates the removal form before preparing the email', async () => {
  const { user } = renderWithProviders(<RequestRemovalPage />);
  await user.click(screen.getByRole('button', { name: 'Write the request email' }));
  expect(await screen.findByText('Email is required to be a real email')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Only some of my data' }));
  await user.type(
    screen.getByRole('textbox', { name: /Email address on your account/ }),
    'ana@example.com',
  );
  await user.click(screen.getByRole('button', { name: 'Write the request email' }));
  expect(await screen.findByText('Required')).toBeInTheDocument();
});

it('writes the request as an email to the privacy address', () => {
  const href = removalRequestMailto({
    email: 'ana@example.com',
    scope: 'some',
    details: 'My chats with Bo',
  });
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe('privacy@phrasebook.app');
  expect(url.searchParams.get('subject')).toBe('Remove some of my Phrasebook data');
  expect(url.searchParams.get('body')).toContain('My chats with Bo');
  expect(url.searchParams.get('body')).toContain('ana@example.com');
  expect(href).not.toContain('+');
});
