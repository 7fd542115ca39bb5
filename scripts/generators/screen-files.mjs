import { camelCase, pascalCase, sentenceCase } from './names.mjs';

/**
 * The files of a new screen `screen` in `feature` at URL `urlPath`: its query, its route module
 * (loader and suspense read), the view it renders and the view's test.
 * @returns {Record<string, string>} file (from the remote's src/) → text
 */
export function screenFiles(feature, screen, urlPath) {
  const Name = pascalCase(screen);
  const name = camelCase(screen);
  const title = sentenceCase(screen);
  return {
    [`${feature}/api/${screen}-query.ts`]: `import { queryOptions } from '@tanstack/react-query';
import { getSupabase, userScope } from '@phrasebook/data';

/**
 * Keys of what ${title} reads. Under \`userScope\`, so signing out drops them; move the factory to
 * packages/data/src/query-keys.ts once another app must refresh it (docs/architecture.md).
 */
export const ${name}Keys = {
  all: [...userScope, '${screen}'] as const,
  detail: (uid: string) => [...${name}Keys.all, uid] as const,
};

/** What ${title} shows: for a start, the signed-in user's username. */
export function ${name}Query(uid: string) {
  return queryOptions({
    queryKey: ${name}Keys.detail(uid),
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('user_profile')
        .select('username')
        .eq('uid', uid)
        .maybeSingle();
      if (error) throw error;
      return { username: data?.username ?? null };
    },
  });
}
`,
    [`${feature}/routes/${screen}-page.tsx`]: `import { useSuspenseQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { PageContainer, PageHeader } from '@phrasebook/ui';
import { ${name}Query } from '../api/${screen}-query.ts';
import { ${Name}View } from '../components/${screen}-view.tsx';

export const loader = signedInLoader(({ queryClient, user }) =>
  queryClient.ensureQueryData(${name}Query(user.id)),
);

/** /${urlPath}: ${title}. */
export default function ${Name}Page() {
  const user = useSignedInUser();
  const { data } = useSuspenseQuery(${name}Query(user.id));
  return (
    <PageContainer>
      <PageHeader title="${title}" />
      <${Name}View username={data.username} />
    </PageContainer>
  );
}
`,
    [`${feature}/components/${screen}-view.tsx`]: `import { Text } from '@mantine/core';

export interface ${Name}ViewProps {
  /** The signed-in user's username; null before they have a profile. */
  username: string | null;
}

/** What ${title} draws from its data. */
export function ${Name}View({ username }: ${Name}ViewProps) {
  return <Text>{username ? \`Signed in as \${username}\` : 'No profile yet'}</Text>;
}
`,
    [`${feature}/components/${screen}-view.test.tsx`]: `import { expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { ${Name}View } from './${screen}-view.tsx';

it('shows whose screen it is', () => {
  renderWithProviders(<${Name}View username="sam" />);
  expect(screen.getByText('Signed in as sam')).toBeInTheDocument();
});

it('says when there is no profile yet', () => {
  renderWithProviders(<${Name}View username={null} />);
  expect(screen.getByText('No profile yet')).toBeInTheDocument();
});
`,
  };
}

/** The route-table entry of the screen, for the remote's src/routes/index.ts. */
export function routeEntry(feature, screen, urlPath) {
  return `    { path: '${urlPath}', screen: () => import('../${feature}/routes/${screen}-page.tsx') },\n`;
}
