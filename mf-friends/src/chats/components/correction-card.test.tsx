import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ownProfileQuery } from '@phrasebook/data';
import { renderWithProviders, screen, waitFor, within } from '@phrasebook/ui/test';
import { cardedCorrectionsQuery } from '../api/carded-corrections-query.ts';
import type { ChatMessage } from '../api/chat-messages-query.ts';
import { sentenceTranslationsQuery } from '../api/sentence-translations-query.ts';
import { CorrectionCard, deckLangsFor } from './correction-card.tsx';

const me = 'a0000000-0000-4000-8000-000000000001';
const ben = { username: 'ben', languages_known: [{ lang: 'spa', level: 'fluent' }] };

const correction: ChatMessage = {
  id: 'c0000000-0000-4000-8000-000000000001',
  sender_uid: 'b0000000-0000-4000-8000-000000000002',
  recipient_uid: me,
  created_at: '2026-12-05T10:00:00Z',
  message_type: 'correction',
  lang: null,
  message: 'Yo estoy cansado hoy',
  phrase_id: null,
  request_id: null,
  related_message_id: 'o0000000-0000-4000-8000-000000000001',
  recording_id: null,
  phrase: null,
  request: null,
};

/** A cache that holds what the card reads, never fetching (no backend in unit tests). */
function seeded(carded = new Map<string, { phraseId: string; lang: string }>()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  queryClient.setQueryData(cardedCorrectionsQuery(me).queryKey, carded);
  queryClient.setQueryData(ownProfileQuery(me).queryKey, {
    languages_known: [{ lang: 'eng', level: 'fluent' }],
    decks_array: [
      { lang: 'fra', archived: false },
      { lang: 'spa', archived: false },
    ],
  } as never);
  queryClient.setQueryData(sentenceTranslationsQuery('spa', 'Yo estoy cansado hoy').queryKey, [
    { id: 't1', lang: 'eng', text: 'I am tired today' },
  ]);
  return queryClient;
}

/** The correction as its recipient sees it (Ben wrote it), unless told otherwise. */
function renderCard({
  message = correction,
  mine = false,
  queryClient = seeded(),
}: { message?: ChatMessage; mine?: boolean; queryClient?: QueryClient } = {}) {
  return renderWithProviders(
    <CorrectionCard
      message={message}
      original="Yo soy cansado hoy"
      mine={mine}
      myUid={me}
      friend={ben}
    />,
    { queryClient },
  );
}

describe('CorrectionCard', () => {
  it('marks the inserted and deleted words, named for screen readers', async () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Correction' });
    expect(within(card).getByText('ben suggested a correction of your message')).toBeVisible();
    const inserted = await within(card).findByRole('insertion');
    expect(inserted).toHaveTextContent('inserted: estoy');
    expect(within(card).getByRole('deletion')).toHaveTextContent('deleted: soy');
    // The replaced word and its replacement a space apart, not run together.
    expect(inserted.parentElement).toHaveTextContent('Yo deleted: soy inserted: estoy cansado hoy');
    expect(within(card).getByRole('button', { name: 'Make it a card' })).toBeVisible();
  });

  it('offers no card to the friend who wrote it', async () => {
    renderCard({ mine: true });
    expect(screen.getByText("You suggested a correction of ben's message")).toBeVisible();
    await screen.findByRole('insertion');
    expect(screen.queryByRole('button', { name: 'Make it a card' })).toBeNull();
  });

  it('opens the card form on the deck of the language the friend speaks, with the library translation to pick', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Make it a card' }));
    const form = await screen.findByRole('form', { name: 'Make it a card' });
    expect(within(form).getByRole('combobox', { name: 'Deck' })).toHaveValue('spa');
    await user.click(
      within(form).getByRole('button', { name: 'Use the translation: I am tired today (English)' }),
    );
    expect(within(form).getByRole('textbox', { name: /Translation/ })).toHaveValue(
      'I am tired today',
    );
  });

  it('checks the translation before the card is asked for', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Make it a card' }));
    const form = await screen.findByRole('form', { name: 'Make it a card' });
    const add = within(form).getByRole('button', { name: 'Add card' });
    await user.click(add);
    expect(within(form).getByText('Please enter a translation')).toBeVisible();
    await user.click(within(form).getByRole('textbox', { name: /Translation/ }));
    await user.paste('t'.repeat(1001));
    await user.click(add);
    expect(within(form).getByText('A translation can be at most 1,000 characters')).toBeVisible();
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Translation/ })).toHaveFocus(),
    );
  });

  // The form's Cancel took the focus with it to the page's body, a keyboard user to its top.
  it('gives the focus back to "Make it a card" when the form is cancelled', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Make it a card' }));
    const form = await screen.findByRole('form', { name: 'Make it a card' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Make it a card' })).toHaveFocus();
  });

  it('says a correction too long for a card is, rather than offering one', () => {
    renderCard({ message: { ...correction, message: 'palabra '.repeat(126) } });
    expect(
      screen.getByText(
        "A card's phrase can be at most 1,000 characters: this correction is longer",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Make it a card' })).toBeNull();
  });

  it('links the card once it is made', () => {
    renderCard({
      queryClient: seeded(new Map([[correction.id, { phraseId: 'p1', lang: 'spa' }]])),
    });
    expect(screen.getByRole('link', { name: 'Spanish deck' })).toHaveAttribute(
      'href',
      '/learn/spa/p1',
    );
    expect(screen.queryByRole('button', { name: 'Make it a card' })).toBeNull();
  });
});

describe('deckLangsFor', () => {
  it('puts the decks the friend knows best first and leaves archived decks out', () => {
    const friend = {
      languages_known: [
        { lang: 'fra', level: 'beginner' },
        { lang: 'ita', level: 'fluent' },
      ],
    };
    expect(
      deckLangsFor(
        [
          { lang: 'deu', archived: false },
          { lang: 'fra', archived: false },
          { lang: 'ita', archived: false },
          { lang: 'spa', archived: true },
        ],
        friend,
      ),
    ).toEqual(['ita', 'fra', 'deu']);
  });
});
