import { expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '@phrasebook/ui/test';
import type { DeckSummary } from '@phrasebook/data';
import { languageName } from '@phrasebook/domain';
import { SidebarDeckList } from './sidebar-decks.tsx';

const deck = (
  lang: string,
  created_at: string,
  overrides: Partial<DeckSummary> = {},
): DeckSummary => ({
  lang,
  created_at,
  archived: false,
  daily_review_goal: 15,
  learning_goal: 'moving',
  theme: null,
  count_cards: 0,
  count_active: 0,
  count_skipped: 0,
  count_learned: 0,
  count_recall_active: 0,
  most_recent_review_at: null,
  count_reviews_7d: 0,
  language_name: languageName(lang),
  ...overrides,
});

const decks = [
  deck('spa', '2026-01-01T00:00:00Z', { most_recent_review_at: '2026-03-01T00:00:00Z' }),
  deck('fra', '2026-02-01T00:00:00Z', { most_recent_review_at: '2026-03-05T00:00:00Z' }),
  deck('tam', '2026-02-10T00:00:00Z', { archived: true }),
  deck('deu', '2026-03-02T00:00:00Z'),
];

it('lists active decks most recently used first and marks the open one', () => {
  renderWithProviders(<SidebarDeckList decks={decks} collapsed={false} />, {
    route: '/learn/spa/library',
  });
  const nav = screen.getByRole('navigation', { name: 'My decks' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['French', 'German', 'Spanish']);
  expect(within(nav).getByRole('link', { name: 'Spanish' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(nav).getByRole('link', { name: 'French' })).toHaveAttribute('href', '/learn/fra');
});

it('keeps the names when collapsed to icons, and hides when there is no deck', () => {
  const { unmount } = renderWithProviders(<SidebarDeckList decks={decks} collapsed />);
  expect(screen.getByRole('link', { name: 'German' })).toBeInTheDocument();
  unmount();
  renderWithProviders(<SidebarDeckList decks={[decks[2]!]} collapsed={false} />);
  expect(screen.queryByRole('navigation', { name: 'My decks' })).toBeNull();
});
