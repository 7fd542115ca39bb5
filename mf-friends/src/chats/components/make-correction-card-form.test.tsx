import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { sentenceTranslationsQuery } from '../api/sentence-translations-query.ts';
import MakeCorrectionCardForm from './make-correction-card-form.tsx';

function setup(onSubmit = vi.fn(() => Promise.resolve()), onCancel = vi.fn()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(sentenceTranslationsQuery('spa', 'Yo estoy cansado').queryKey, []);
  const rendered = renderWithProviders(
    <MakeCorrectionCardForm
      correctionId="c1"
      sentence="Yo estoy cansado"
      deckLangs={['spa']}
      knownLangs={['spa', 'deu']}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />,
    { queryClient },
  );
  return { ...rendered, onSubmit, onCancel };
}

describe('MakeCorrectionCardForm', () => {
  // Its deck's focus showed the deck alone: at the log's end, 'Add card' stayed below the fold.
  it('brings the whole form into view as it opens', () => {
    const shown = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    setup();
    expect(shown.mock.contexts).toContain(screen.getByRole('form', { name: 'Make it a card' }));
    expect(shown).toHaveBeenCalledWith({ block: 'nearest' });
    shown.mockRestore();
  });

  it('leaves on Escape, as on Cancel', async () => {
    const { user, onCancel } = setup();
    await user.click(screen.getByRole('textbox', { name: /^Translation/ }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('asks for a translation, then adds the card with the one written', async () => {
    const { user, onSubmit } = setup();
    // The translation's language starts on a language I know other than the deck's.
    expect(screen.getByRole('combobox', { name: 'Translation language' })).toHaveValue('deu');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(screen.getByText('Please enter a translation')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Translation/ }), ' Ich bin müde ');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(onSubmit).toHaveBeenCalledWith({
      correctionId: 'c1',
      lang: 'spa',
      translationLang: 'deu',
      translationText: 'Ich bin müde',
    });
  });

  it("shows the server's refusal above the form", async () => {
    const { user } = setup(vi.fn(() => Promise.reject(new Error('You have no Spanish deck'))));
    await user.type(screen.getByRole('textbox', { name: /Translation/ }), 'I am tired');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no Spanish deck');
  });
});
