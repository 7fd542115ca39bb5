import { useParams } from 'react-router';
import { signedInLoader } from '@phrasebook/platform';
import { ensureLibraryData } from '../api/library-data.ts';
import { LibraryBrowser } from '../components/library-browser.tsx';
import { SectionTitle } from '../components/section-title.tsx';

export const loader = signedInLoader(({ queryClient, user, params }) =>
  ensureLibraryData(queryClient, user.id, params.lang),
);

/** /learn/:lang/library (search: text, tags, filter): every phrase of the language. */
export default function LibraryPage() {
  const lang = useParams().lang ?? '';
  return (
    <>
      <SectionTitle title="Library" />
      <LibraryBrowser lang={lang} />
    </>
  );
}
