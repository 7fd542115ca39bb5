import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { languageName, suggestedLanguageCode } from '@phrasebook/domain';
import { ErrorPanel, PageContainer } from '@phrasebook/ui';

/** docs/product.md §8 "Language not found". */
export const LANGUAGE_NOT_FOUND =
  'This language was not found in the database. Please double check the language code in your URL or report a bug to an admin.';

/** docs/product.md §8 "Deck not found". */
export const DECK_NOT_FOUND =
  "This deck was not found in your profile. Perhaps it's just a bad URL?";

/** docs/product.md §8, the same in both panels: the code given and, when longer, the 3-character hint. */
function CodeDetails({ code }: { code: string }) {
  const suggestion = suggestedLanguageCode(code);
  return (
    <Stack gap={4}>
      <Text size="sm">Language code in the URL: &quot;{code}&quot;</Text>
      {suggestion ? (
        <Text size="sm">
          Language codes have 3 characters. Did you mean &quot;{suggestion}&quot; (its first 3
          characters)?
        </Text>
      ) : null}
    </Stack>
  );
}

/** An unknown or malformed language code in a /learn/{lang} address. */
export function LanguageNotFound({ code }: { code: string }) {
  const suggestion = suggestedLanguageCode(code);
  return (
    <PageContainer>
      <ErrorPanel text={LANGUAGE_NOT_FOUND}>
        <Stack gap="sm">
          <CodeDetails code={code} />
          {suggestion ? (
            <Button
              component={Link}
              to={`/learn/${suggestion}`}
              variant="light"
              size="xs"
              w="fit-content"
            >
              Open /learn/{suggestion}
            </Button>
          ) : null}
        </Stack>
      </ErrorPanel>
    </PageContainer>
  );
}

/** A known language I have no deck in: offers to start one. */
export function DeckNotFound({ code }: { code: string }) {
  return (
    <ErrorPanel text={DECK_NOT_FOUND}>
      <Stack gap="sm">
        <CodeDetails code={code} />
        <Button
          component={Link}
          to={`/learn/add-deck?lang=${code}`}
          variant="light"
          size="xs"
          w="fit-content"
        >
          Start a {languageName(code)} deck
        </Button>
      </Stack>
    </ErrorPanel>
  );
}
