import { Link } from 'react-router';
import { Button, Group } from '@mantine/core';
import { LanguageCodePanel } from '@phrasebook/ui';

/** docs/product.md §8 "Language not found", with the way back to the decks. */
export function LanguageNotFound({ code }: { code: string }) {
  return (
    <LanguageCodePanel problem="language" code={code}>
      <Group>
        <Button component={Link} to="/learn" variant="default">
          Learning Home
        </Button>
      </Group>
    </LanguageCodePanel>
  );
}

/** docs/product.md §8 "Deck not found", with a way to start one. */
export function DeckNotFound({ code }: { code: string }) {
  return (
    <LanguageCodePanel problem="deck" code={code}>
      <Group>
        <Button component={Link} to={`/learn/add-deck?lang=${encodeURIComponent(code)}`}>
          Start a deck
        </Button>
        <Button component={Link} to="/learn" variant="default">
          Learning Home
        </Button>
      </Group>
    </LanguageCodePanel>
  );
}
