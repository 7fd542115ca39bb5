import { useParams } from 'react-router';
import { signedInLoader } from '@phrasebook/platform';
import { ensureLibraryData } from '../api/library-data.ts';
import { LibraryBrowser } from '../components/library-browser.tsx';
import { SectionTitle } from '../components/section-title.tsx';

export const loader = signedInLoader(({ queryClient, user, params }) =>
  ensureLibraryData(queryClient, user.id, params.lang),
);

/** /learn/:lang/search (search: text, tags, filter): find a phrase, or add it when it is missing. */
export default function SearchPage() {
  const lang = useParams().lang ?? '';
  return (
    <>
      <SectionTitle title="Search phrases" />
      <LibraryBrowser lang={lang} searchFirst />
    </>
  );
}
