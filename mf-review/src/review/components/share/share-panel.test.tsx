import { screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { beforeAll, expect, it, vi } from 'vitest';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { friendsToAskQuery, type FriendToAsk } from '@phrasebook/data/recordings';
import { createTestQueryClient, renderWithProviders } from '@phrasebook/ui/test';
import { SharePanel } from './share-panel.tsx';

beforeAll(useUnreachableBackend);

const uid = '00000000-0000-4000-8000-000000000001';
const text = 'Spanish · 24 cards · 21 recalled · 12-day streak';
const friend = (n: number, username: string): FriendToAsk => ({
  uid: `00000000-0000-4000-8000-00000000010${n}`,
  username,
  languagesKnown: [],
});

function renderPanel(friends?: FriendToAsk[]) {
  const queryClient = createTestQueryClient();
  if (friends) queryClient.setQueryData(friendsToAskQuery(uid).queryKey, friends);
  return renderWithProviders(<SharePanel uid={uid} text={text} onSent={() => undefined} />, {
    queryClient,
  });
}

it('shows the line as it will be shared and copies it', async () => {
  const { user } = renderPanel([]);
  // After render: user-event puts a clipboard of its own on the page as it sets up.
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  expect(screen.getByTestId('day-summary')).toHaveTextContent(text);
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(text);
});

it('offers each friend by name, in order', async () => {
  renderPanel([friend(2, 'zoe'), friend(1, 'ben')]);
  const group = screen.getByRole('group', { name: 'Send to a friend' });
  expect(
    within(group)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['ben', 'zoe']);
});

it('says when there is no friend to send to', () => {
  renderPanel([]);
  expect(screen.getByText('Once you have friends, you can send them your day.')).toBeVisible();
});

it('shows why a message could not be sent, and keeps the choice open', async () => {
  const { user } = renderPanel([friend(1, 'ben')]);
  await user.click(screen.getByRole('button', { name: 'ben' }));
  const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
  expect(alert).toHaveTextContent('Could not send');
  expect(screen.getByRole('button', { name: 'ben' })).toBeEnabled();
});

it('offline, says the friends come with the network and Copy works now', async () => {
  onlineManager.setOnline(false);
  try {
    renderPanel();
    expect(
      await screen.findByText('Your friends show once you are back online; Copy works now.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  } finally {
    onlineManager.setOnline(true);
  }
});
