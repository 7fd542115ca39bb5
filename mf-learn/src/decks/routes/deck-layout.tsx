import { useSuspenseQuery } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { deckSummaries, ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { deckThemeFor, defaultDeckTheme, isLanguageCode, languageName } from '@phrasebook/domain';
import { Anchor } from '@mantine/core';
import { PageContainer, PageHeader } from '@phrasebook/ui';
import { DeckThemeScope } from '../components/deck-theme-scope.tsx';
import { DeckMenu } from '../components/deck-menu.tsx';
import { DeckNotFound, LanguageNotFound } from '../components/deck-not-found.tsx';
import { deckAreaTitle, needsOwnDeck } from '../components/deck-routes.ts';

export const loader = signedInLoader(({ queryClient, user }) =>
  queryClient.ensureQueryData(ownProfileQuery(user.id)),
);

/**
 * /learn/:lang and everything under it: the title '<language> Deck' (docs/product.md §2; a
 * request's page, and the library and a phrase opened without that deck, are titled for what
 * they show) in the deck's colours, the deck menu, and the two not-found panels of
 * docs/product.md §8.
 */
export default function DeckLayout() {
  const lang = useParams().lang ?? '';
  const { pathname } = useLocation();
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  // docs/product.md §5: a language route code must be 3 characters to load.
  if (!isLanguageCode(lang)) return <LanguageNotFound code={lang} />;

  const decks = deckSummaries(profile);
  const deck = decks.find((d) => d.lang === lang);
  const theme = deck ? deckThemeFor(deck, decks) : defaultDeckTheme;
  const onDeckHome = pathname.replace(/\/+$/, '') === `/learn/${lang}`;
  return (
    <DeckThemeScope theme={theme}>
      <PageContainer>
        <PageHeader
          title={deckAreaTitle(pathname, lang, languageName(lang), Boolean(deck))}
          actions={deck ? <DeckMenu lang={lang} /> : undefined}
        />
        {onDeckHome || !deck ? null : (
          <Anchor component={Link} to={`/learn/${lang}`} size="sm" display="inline-block" mb="md">
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to the
            deck
          </Anchor>
        )}
        {!deck && needsOwnDeck(pathname, lang) ? <DeckNotFound code={lang} /> : <Outlet />}
      </PageContainer>
    </DeckThemeScope>
  );
}
