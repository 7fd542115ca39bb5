import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorPanel } from '@phrasebook/ui';

// docs/product.md §8: the code given, and a hint to use its first 3 characters when longer.
function codeDetails(code: string): string {
  const hint =
    code.length > 3 ? ` Language codes have 3 characters: did you mean "${code.slice(0, 3)}"?` : '';
  return ` (code: "${code}")${hint}`;
}

/** docs/product.md §8 "Language not found". */
export function LanguageNotFound({ code }: { code: string }) {
  return (
    <ErrorPanel
      text={`This language was not found in the database. Please double check the language code in your URL or report a bug to an admin.${codeDetails(code)}`}
    >
      <Group>
        <Button component={Link} to="/learn" variant="default">
          Learning Home
        </Button>
      </Group>
    </ErrorPanel>
  );
}

/** docs/product.md §8 "Deck not found", with a way to start one. */
export function DeckNotFound({ code }: { code: string }) {
  return (
    <ErrorPanel
      text={`This deck was not found in your profile. Perhaps it's just a bad URL?${codeDetails(code)}`}
    >
      <Group>
        <Button component={Link} to={`/learn/add-deck?lang=${encodeURIComponent(code)}`}>
          Start a deck
        </Button>
        <Button component={Link} to="/learn" variant="default">
          Learning Home
        </Button>
      </Group>
    </ErrorPanel>
  );
}
