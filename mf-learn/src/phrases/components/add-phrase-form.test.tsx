import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { AddPhraseForm, PHRASE_WAITING } from './add-phrase-form.tsx';

beforeAll(useUnreachableBackend);
afterEach(() => onlineManager.setOnline(true));

describe('AddPhraseForm', () => {
  it('says an add made offline waits for the network', async () => {
    const { user } = renderWithProviders(
      <AddPhraseForm lang="spa" languagesKnown={['eng']} index={[]} onAdded={vi.fn()} />,
    );
    await user.type(screen.getByRole('textbox', { name: /^Phrase in Spanish/ }), 'Hasta pronto');
    await user.type(screen.getByRole('textbox', { name: /^Translation/ }), 'See you soon');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    onlineManager.setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Add phrase' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PHRASE_WAITING);
  });
});
