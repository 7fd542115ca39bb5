import { useEffect } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import {
  currentQueryData,
  deckSummaries,
  ownProfileQuery,
  useSignedInUser,
} from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { deckThemeFor, defaultDeckTheme, languageName } from '@phrasebook/domain';
import { Box, Button } from '@mantine/core';
import { deckThemeVars, PageContainer, PageHeader } from '@phrasebook/ui';
import { DeckNotFound, LanguageNotFound } from '../components/missing-deck.tsx';
import { reviewOutbox } from '../state/review-outbox.ts';
import { isReviewableLanguage, useFixedReviewDay } from '../state/review-day.ts';

export const loader = signedInLoader(async ({ queryClient, user, params }) => {
  const lang = params.lang ?? '';
  if (!isReviewableLanguage(lang)) return;
  await currentQueryData(queryClient, ownProfileQuery(user.id));
});

/**
 * /learn/:lang/review and its session: 'Review <language> cards' with a way back (to the deck,
 * or from the session to its setup). While these screens are open the review day stays fixed,
 * and unsent reviews are being sent.
 */
export default function ReviewLayout() {
  const lang = useParams().lang ?? '';
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  const inSession = /\/review\/go\/?$/.test(useLocation().pathname);

  useEffect(() => reviewOutbox.start(user.id), [user.id]);
  useFixedReviewDay(lang, profile?.time_zone ?? undefined);

  if (!isReviewableLanguage(lang)) {
    return (
      <PageContainer>
        <LanguageNotFound code={lang} />
      </PageContainer>
    );
  }
  const hasDeck = profile?.decks_array.some((deck) => deck.lang === lang) ?? false;
  const decks = deckSummaries(profile);
  const deck = decks.find((d) => d.lang === lang);
  const theme = deck ? deckThemeFor(deck, decks) : defaultDeckTheme;
  // A review is of one deck: its buttons and focus rings take the deck's hue, as the deck's
  // pages in mf-learn do (DeckThemeScope), not the app's violet.
  return (
    <Box data-deck-theme={theme.name} style={deckThemeVars(theme)}>
      <PageContainer>
        <PageHeader
          title={`Review ${languageName(lang)} cards`}
          actions={
            <Button
              component={Link}
              to={inSession ? `/learn/${lang}/review` : `/learn/${lang}`}
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              {inSession ? 'Back to setup' : 'Back to deck'}
            </Button>
          }
        />
        {hasDeck ? <Outlet /> : <DeckNotFound code={lang} />}
      </PageContainer>
    </Box>
  );
}
