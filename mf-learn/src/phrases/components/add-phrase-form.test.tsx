import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Provider as JotaiProvider } from 'jotai';
import { appStore } from '@phrasebook/data';
import type * as DataExports from '@phrasebook/data';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { renderWithProviders, screen, within } from '@phrasebook/ui/test';
import { waitingForNetwork } from '../../shared/components/outbox-entry-status.tsx';
import { AddPhraseForm } from './add-phrase-form.tsx';
import { PendingPhrases } from './pending-phrases.tsx';

vi.mock('@phrasebook/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataExports>()),
  useSignedInUser: () => ({ id: 'me' }),
}));

beforeAll(useUnreachableBackend);
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('AddPhraseForm', () => {
  it('keeps a phrase it cannot send in the outbox, says it waits for the network, and is ready for the next', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderWithProviders(
      // The app's store, as the app's providers give it (the outbox keeps its queues there).
      <JotaiProvider store={appStore}>
        <AddPhraseForm lang="spa" languagesKnown={['eng']} index={[]} onAdded={vi.fn()} />
        <PendingPhrases uid="me" lang="spa" />
      </JotaiProvider>,
    );
    const phrase = screen.getByRole('textbox', { name: /^Phrase in Spanish/ });
    await user.type(phrase, 'Hasta pronto');
    await user.type(screen.getByRole('textbox', { name: /^Translation/ }), 'See you soon');
    await user.click(screen.getByRole('button', { name: 'Add phrase' }));

    const waiting = await screen.findByRole('region', { name: 'Waiting to be added (1)' });
    expect(within(waiting).getByText('Hasta pronto')).toBeVisible();
    expect(within(waiting).getByText(waitingForNetwork('added'))).toBeVisible();
    expect(phrase).toHaveValue('');
    expect(JSON.parse(window.localStorage.getItem('phrasebook:phrase-outbox:me') ?? '[]')).toEqual([
      expect.objectContaining({
        lang: 'spa',
        phrase_text: 'Hasta pronto',
        translation_lang: 'eng',
        translation_text: 'See you soon',
      }),
    ]);
  });
});
