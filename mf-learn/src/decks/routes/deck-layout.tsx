import { Outlet, useParams } from 'react-router';
import { isLanguageCode, languageName } from '@phrasebook/domain';
import { ErrorPanel, PageContainer, PageFrame } from '@phrasebook/ui';

/** docs/product.md §8 "Language not found", with the code given and the first-3-characters hint. */
function languageNotFoundText(code: string): string {
  const base =
    'This language was not found in the database. Please double check the language code in your URL or report a bug to an admin.';
  const hint =
    code.length > 3 ? ` Language codes have 3 characters: did you mean "${code.slice(0, 3)}"?` : '';
  return `${base} (code: "${code}")${hint}`;
}

/** /learn/:lang: the deck's title '<language> Deck' above the deck's sub-screens. */
export default function DeckLayout() {
  const lang = useParams().lang ?? '';
  // docs/product.md §5: a language route code must be 3 characters to load.
  if (lang.length !== 3 || !isLanguageCode(lang)) {
    return (
      <PageContainer>
        <ErrorPanel text={languageNotFoundText(lang)} />
      </PageContainer>
    );
  }
  return (
    <PageFrame title={`${languageName(lang)} Deck`}>
      <Outlet />
    </PageFrame>
  );
}
