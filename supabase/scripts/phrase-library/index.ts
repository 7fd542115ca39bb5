import { french } from './french.ts';
import { german } from './german.ts';
import { hindi } from './hindi.ts';
import { japanese } from './japanese.ts';
import { spanish } from './spanish.ts';
import { tamil } from './tamil.ts';
import type { LibraryLanguage } from './types.ts';

export type { LibraryLanguage, LibraryPhrase } from './types.ts';

/** The seeded phrase library by language code; every phrase has an English translation. */
export const phraseLibrary: Readonly<Record<string, LibraryLanguage>> = {
  spa: spanish,
  fra: french,
  deu: german,
  hin: hindi,
  jpn: japanese,
  tam: tamil,
};
