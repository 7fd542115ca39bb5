import { Link } from 'react-router';
import { languageName, suggestedLanguageCode, withArticle } from '@phrasebook/domain';
import { Button } from '@mantine/core';
import { LanguageCodePanel, PageContainer } from '@phrasebook/ui';

/** An unknown or malformed language code in a /learn/{lang} address. */
export function LanguageNotFound({ code }: { code: string }) {
  const suggestion = suggestedLanguageCode(code);
  return (
    <PageContainer>
      <LanguageCodePanel problem="language" code={code}>
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
      </LanguageCodePanel>
    </PageContainer>
  );
}

/** A known language I have no deck in: offers to start one. */
export function DeckNotFound({ code }: { code: string }) {
  return (
    <LanguageCodePanel problem="deck" code={code}>
      <Button
        component={Link}
        to={`/learn/add-deck?lang=${code}`}
        variant="light"
        size="xs"
        w="fit-content"
      >
        Start {withArticle(languageName(code))} deck
      </Button>
    </LanguageCodePanel>
  );
}
