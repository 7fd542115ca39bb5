import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '@phrasebook/ui/test';
import { deckCardsQuery, type DeckCard } from '../../shared/api/deck-cards-query.ts';
import { ReviewSetLinks } from './review-set-links.tsx';

const uid = '00000000-0000-4000-8000-000000000001';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const card = (phrase_id: string, fields: Partial<DeckCard>): DeckCard => ({
  phrase_id,
  status: 'active',
  last_reviewed_at: null,
  retrievability_now: null,
  ...fields,
});

it('links every review set of docs/product.md §4 but the status counts to the library, named by count and label', () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(deckCardsQuery(uid, 'spa').queryKey, [
    card('due', { last_reviewed_at: daysAgo(30), retrievability_now: 0.8 }),
    card('recent', { last_reviewed_at: daysAgo(1), retrievability_now: 0.97 }),
    card('fresh', {}),
    card('learned', { status: 'learned', last_reviewed_at: daysAgo(40) }),
    card('skipped', { status: 'skipped' }),
  ]);
  renderWithProviders(<ReviewSetLinks lang="spa" uid={uid} />, { queryClient });

  const sets = within(screen.getByRole('region', { name: 'Review sets' }));
  const links = sets.getAllByRole('link');
  expect(
    links.map((link) => [link.textContent, link.getAttribute('href')?.replace('/learn/spa/', '')]),
  ).toEqual([
    ['1Due today', 'library?filter=today_active'],
    ['1Reviewed in the last 7 days', 'library?filter=reviewed_last_7d'],
    ['1Active, never reviewed', 'library?filter=unreviewed_active'],
    ['5All my cards', 'library?filter=all'],
    ['3Reviewed before', 'library?filter=reviewed'],
    ['4Reviewed, learned or skipped', 'library?filter=reviewed_or_inactive'],
  ]);
});
