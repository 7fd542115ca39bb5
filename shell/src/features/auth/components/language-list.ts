import { useEffect, useState } from 'react';
import { pageSettled } from '@phrasebook/data/page-settled';
import type { LanguageList } from '@phrasebook/ui/languages-known';

const RETRY_MS = 3000;

/**
 * The languages /signup offers, loaded once the page has settled (the visitor's first move,
 * key or touch, or 3 s): the languages field sits at the end of the form, so nobody reaches
 * it before then, and the first load leaves out the 190 names (docs/performance.md). A failed
 * download is tried again every 3 s; until then the field offers only its prompt.
 */
export function useLanguageList(): LanguageList | null {
  const [languages, setLanguages] = useState<LanguageList | null>(null);
  useEffect(() => {
    let live = true;
    let retry: number | undefined;
    const load = () =>
      import('@phrasebook/domain/languages').then(
        ({ languageName, languageOptions }) => {
          if (live) setLanguages({ languageName, languageOptions });
        },
        () => {
          if (live) retry = window.setTimeout(load, RETRY_MS);
        },
      );
    void pageSettled().then(load);
    return () => {
      live = false;
      window.clearTimeout(retry);
    };
  }, []);
  return languages;
}
