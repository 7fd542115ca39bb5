import { Notifications } from '@mantine/notifications';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ownProfileQuery } from '@phrasebook/data';
import type * as DataExports from '@phrasebook/data';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { createTestQueryClient, renderWithProviders, screen } from '@phrasebook/ui/test';
import { friendsQuery } from '../../shared/api/friends-query.ts';
import { phraseSearchQuery } from '../api/phrase-search-query.ts';
import RecommendPage from './recommend-page.tsx';

const asked = vi.hoisted(() => vi.fn(async (_request: unknown) => undefined));
vi.mock('@phrasebook/data/recordings', () => ({ askToRecord: asked }));
vi.mock('@phrasebook/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataExports>()),
  useSignedInUser: () => ({ id: 'me' }),
}));

beforeAll(useUnreachableBackend);

type Profile = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof ownProfileQuery>['queryFn']>>>
>;

function seededClient() {
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, staleTime: Infinity },
  });
  queryClient.setQueryData(friendsQuery('me').queryKey, [
    {
      uid: 'ben-uid',
      username: 'ben',
      avatar_path: null,
      languages_known: [{ lang: 'eng', level: 'fluent' }],
      relation: 'friends',
      since: '2026-12-01T00:00:00Z',
    },
  ]);
  queryClient.setQueryData(ownProfileQuery('me').queryKey, {
    uid: 'me',
    languages_known: [{ lang: 'spa', level: 'fluent' }],
    decks_array: [],
  } as unknown as Profile);
  queryClient.setQueryData(phraseSearchQuery(['spa'], 'Buenas').queryKey, [
    {
      id: 'p1',
      lang: 'spa',
      text: 'Buenas noches',
      created_at: '2026-12-01T00:00:00Z',
      translations: [],
    },
  ]);
  return queryClient;
}

describe('RecommendPage', () => {
  it('asks the friend to record the chosen phrase, once, with a toast', async () => {
    const { user } = renderWithProviders(
      <>
        <RecommendPage />
        <Notifications />
      </>,
      {
        route: '/friends/chats/ben-uid/recommend',
        path: '/friends/chats/:friendId/recommend',
        queryClient: seededClient(),
      },
    );
    expect(
      screen.queryByRole('button', { name: 'Ask ben to record this' }),
    ).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Search phrases' }), 'Buenas');
    await user.click(await screen.findByRole('option', { name: /Buenas noches/ }));
    const ask = screen.getByRole('button', { name: 'Ask ben to record this' });
    expect(screen.getByRole('button', { name: 'Send recommendation' })).toBeInTheDocument();
    await user.click(ask);
    expect(asked).toHaveBeenCalledWith({
      myUid: 'me',
      friendUid: 'ben-uid',
      phraseId: 'p1',
      lang: 'spa',
    });
    expect(await screen.findByText('Asked ben to record this')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask ben to record this' })).toBeDisabled();
  });
});
