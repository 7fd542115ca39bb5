import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { fakeSupabase } from '../../shared/api/fake-supabase.ts';
import { DeckLibrarySummary } from './deck-library-summary.tsx';
import type * as DataExports from '@phrasebook/data';

const backend = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('@phrasebook/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataExports>()),
  getSupabase: () => backend.client,
}));

const uid = '00000000-0000-4000-8000-000000000001';
const phrase = (id: string, text: string) => ({
  id,
  lang: 'spa',
  text,
  tags: [],
  created_at: '2026-11-01T00:00:00Z',
  added_by: null,
  translations: [{ id: `${id}-eng`, lang: 'eng', text: `${text} (en)` }],
});

afterEach(() => {
  backend.client = null;
});

it('reads the language as docs/product.md §7 says, and links to its library and what is not in the deck', async () => {
  const { client, seen } = fakeSupabase({
    language_plus: {
      lang: 'spa',
      name: 'Spanish',
      tags: [],
      phrases: [phrase('p1', 'Hola'), phrase('p2', 'Adiós'), phrase('p3', 'Gracias')],
    },
    user_deck_plus: {
      lang: 'spa',
      desired_retention: 0.9,
      cards: [
        { phrase_id: 'p1', status: 'active', last_reviewed_at: null, retrievability_now: null },
      ],
    },
  });
  backend.client = client;
  renderWithProviders(<DeckLibrarySummary lang="spa" uid={uid} />);

  expect(
    await screen.findByRole('link', { name: '3 phrases in the Spanish library' }),
  ).toHaveAttribute('href', '/learn/spa/library');
  expect(await screen.findByRole('link', { name: '2 not in your deck yet' })).toHaveAttribute(
    'href',
    '/learn/spa/library?filter=not_in_deck',
  );
  // "Language": language_plus by lang, with its phrases (meta_phrase_info) and their
  // translations (phrase_translation), in one read.
  const language = seen.find((read) => read.table === 'language_plus');
  expect(language?.filters).toEqual({ lang: 'spa' });
  expect(language?.columns).toMatch(
    /phrases:meta_phrase_info\(.*translations:phrase_translation\(/,
  );
});
