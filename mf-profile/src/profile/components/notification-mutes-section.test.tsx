import { beforeAll, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, createTestQueryClient } from '@phrasebook/ui/test';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { notificationMutesQuery } from '../api/notification-mutes-query.ts';
import { NotificationMutesSection } from './notification-mutes-section.tsx';

beforeAll(useUnreachableBackend);

const uid = '6f1c2a9e-3b7d-4c55-9a0e-2d8f4b1c7e90';

it('has a switch per type, on unless muted', () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(notificationMutesQuery(uid).queryKey, ['recordings']);
  renderWithProviders(<NotificationMutesSection uid={uid} />, { queryClient });
  const switches = screen.getAllByRole('switch');
  expect(switches.map((each) => each.textContent)).toEqual([
    expect.stringMatching(/^Friends/),
    expect.stringMatching(/^Recommendations/),
    expect.stringMatching(/^Card requests/),
    expect.stringMatching(/^Recordings/),
    expect.stringMatching(/^Shared streaks/),
    expect.stringMatching(/^Corrections/),
  ]);
  expect(screen.getByRole('switch', { name: 'Recordings' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  expect(screen.getByRole('switch', { name: 'Friends' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('switch', { name: 'Friends' })).toHaveAccessibleDescription(
    'Invitations, and invitations accepted',
  );
});

it('shows the switches disabled until the mutes are read', () => {
  renderWithProviders(<NotificationMutesSection uid={uid} />, {
    queryClient: createTestQueryClient(),
  });
  expect(screen.getByRole('group', { name: 'Notify me of' })).toHaveAttribute('aria-busy', 'true');
  const switches = screen.getAllByRole('switch');
  expect(switches).toHaveLength(6);
  for (const each of switches) expect(each).toHaveAttribute('aria-disabled', 'true');
});

it('says so when the mutes cannot be read', async () => {
  // The server refuses the read (an answer postgrest-js does not retry).
  vi.stubGlobal('fetch', async () =>
    Response.json({ code: '42501', message: 'permission denied' }, { status: 403 }),
  );
  try {
    renderWithProviders(<NotificationMutesSection uid={uid} />, {
      queryClient: createTestQueryClient(),
    });
    expect(await screen.findByText('Could not load your notification settings')).toBeVisible();
    expect(screen.getByText('permission denied')).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
  } finally {
    vi.unstubAllGlobals();
  }
});
