import { useState } from 'react';
import type * as languages from '@phrasebook/domain/languages';

export type LanguageList = typeof languages;

let loading: Promise<LanguageList> | undefined;

/**
 * The language names (a few kB) for /signup's language selects, fetched on the first sign of
 * intent (`load`: a pointer entering the form, a touch, a focus) rather than with the page:
 * until then the selects show only their placeholder, which is all a closed select shows.
 */
export function useLanguageListOnIntent() {
  const [list, setList] = useState<LanguageList | null>(null);
  const load = () => {
    if (list) return;
    loading ??= import('@phrasebook/domain/languages');
    // A failed fetch is tried again on the next intent.
    loading.then(setList, () => (loading = undefined));
  };
  return { list, load };
}
