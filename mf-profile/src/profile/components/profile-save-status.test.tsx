import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider as JotaiProvider } from 'jotai';
import { appStore } from '@phrasebook/data';
import { renderWithProviders, screen, waitFor } from '@phrasebook/ui/test';
import { profileOutbox, type QueuedProfileSave } from '../state/profile-outbox.ts';
import { ProfileSaveStatus } from './profile-save-status.tsx';
import { WAITING_FOR_NETWORK } from './waiting-for-network.tsx';

const uid = 'me';
const fields = {
  username: 'sofia_r',
  languages_known: [{ lang: 'spa', level: 'fluent' as const }],
};
const later = { ...fields, username: 'sofia_2' };

const queued = (state: Partial<QueuedProfileSave>): QueuedProfileSave[] => [
  { id: 'e1', uid, fields, attempts: 0, ...state },
  { id: 'e2', uid, fields: later, attempts: 0 },
];

function renderStatus(queue: QueuedProfileSave[]) {
  appStore.set(profileOutbox.atom(uid), queue);
  const onWaiting = vi.fn();
  const rendered = renderWithProviders(
    <JotaiProvider store={appStore}>
      <ProfileSaveStatus uid={uid} onWaiting={onWaiting} />
    </JotaiProvider>,
  );
  return { ...rendered, onWaiting };
}

describe('ProfileSaveStatus', () => {
  // Sending is the outbox's (packages/data); here only what the form is told and shows.
  beforeEach(() => {
    vi.spyOn(profileOutbox, 'start').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    appStore.set(profileOutbox.atom(uid), []);
  });

  it('tells the form the newest save that waits, and says it waits for the network offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { onWaiting } = renderStatus(queued({ attempts: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_FOR_NETWORK);
    expect(onWaiting).toHaveBeenLastCalledWith(later);
    expect(profileOutbox.start).toHaveBeenCalledWith(uid);
  });

  it('says it saves while the outbox sends it', () => {
    renderStatus(queued({ attempts: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
  });

  it('says why a try failed; Retry sends at once, Remove gives up on every save that waits', async () => {
    const retryNow = vi.spyOn(profileOutbox, 'retryNow').mockImplementation(() => {});
    const { user, onWaiting } = renderStatus(
      queued({ attempts: 1, lastError: 'Service Unavailable' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved yet: Service Unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retryNow).toHaveBeenCalledWith(uid);
    await user.click(
      screen.getByRole('button', { name: 'Discard the profile changes not saved yet' }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(appStore.get(profileOutbox.atom(uid))).toEqual([]);
    expect(onWaiting).toHaveBeenLastCalledWith(null);
  });
});
