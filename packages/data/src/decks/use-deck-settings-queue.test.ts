// @vitest-environment jsdom
import { createElement, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { appStore } from '../client/data-providers.tsx';
import { outboxStorageKey } from '../outbox/waiting-writes.ts';
import { loadDeckSettingsQueue, useDeckSettingsQueue } from './use-deck-settings-queue.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const entry = { id: 'e1', uid: 'me', lang: 'ita', patch: { archived: true }, attempts: 1 };

// In a .ts file, as this package's tests are: no JSX.
function Waiting({ uid }: { uid: string }) {
  const queue = useDeckSettingsQueue(uid);
  return createElement('p', null, queue.map((queued) => queued.id).join(',') || 'nothing');
}

const inApp = (uid: string) =>
  createElement(
    Provider,
    { store: appStore },
    createElement(Suspense, { fallback: createElement('p', null, 'loading') }, waiting(uid)),
  );

const waiting = (uid: string): ReactNode => createElement(Waiting, { uid });

// One module for the file: the reader, once loaded, stays so (as on a page).
describe('useDeckSettingsQueue', () => {
  it('shows nothing at once while nothing waits', () => {
    render(inApp('me'));
    expect(screen.getByText('nothing')).toBeTruthy();
  });

  it('waits for the reader while an earlier visit left a save, then shows it', async () => {
    localStorage.setItem(outboxStorageKey('deck-settings', 'me'), JSON.stringify([entry]));
    // In act, so React's retry of the waiting screen is run before the check.
    await act(async () => {
      render(inApp('me'));
      await loadDeckSettingsQueue();
    });
    expect(screen.getByText('e1')).toBeTruthy();
  });

  it("follows the queue once loaded, another user's apart", async () => {
    const module = await loadDeckSettingsQueue();
    render(inApp('other'));
    expect(screen.getByText('nothing')).toBeTruthy();
    act(() => appStore.set(module!.deckSettingsQueue('other'), [{ ...entry, uid: 'other' }]));
    expect(screen.getByText('e1')).toBeTruthy();
  });
});
