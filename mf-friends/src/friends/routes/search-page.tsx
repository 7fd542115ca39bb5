import { Suspense } from 'react';
import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { friendsQuery } from '../../shared/api/friends-query.ts';
import { friendSearchSchema, searchParamsToObject } from '@phrasebook/domain';
import { searchProfilesQuery } from '../api/search-profiles-query.ts';
import { SearchForm } from '../components/search-form.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { ResultsPending } from '../components/results-pending.tsx';

/** The search the URL holds (docs/product.md §2: search `query` and `lang`). */
function searchOf(params: URLSearchParams) {
  const { query, lang } = friendSearchSchema.parse(searchParamsToObject(params));
  return { term: query?.trim() ?? '', lang };
}

export const loader = signedInLoader(async ({ queryClient, user, request }) => {
  const { term, lang } = searchOf(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(friendsQuery(user.id)),
    term ? queryClient.ensureQueryData(searchProfilesQuery(user.id, term, lang)) : null,
  ]);
});

/** /friends/search: find people by username, each with the relationship action that fits. */
export default function SearchPage() {
  const me = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const { term, lang } = searchOf(params);
  const { data: friends } = useSuspenseQuery(friendsQuery(me.id));

  return (
    <Stack gap="lg">
      <SearchForm
        initial={{ query: term, lang: lang ?? '' }}
        onSearch={({ query, lang: language }) =>
          setParams(language ? { query, lang: language } : { query })
        }
      />
      {term ? (
        <Suspense fallback={<ResultsPending />}>
          <SearchResults myUid={me.id} term={term} lang={lang} friends={friends} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
