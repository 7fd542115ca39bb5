export { matchesTokens, normalizeSearchText, searchTokens } from './search-text.ts';
export {
  DEFAULT_LIBRARY_FILTER,
  filterLibrary,
  indexLibrary,
  libraryFilterLabels,
  translationsForReader,
} from './library-filter.ts';
export type {
  IndexedPhrase,
  LibraryCard,
  LibraryContext,
  LibraryPhrase,
  LibraryQuery,
} from './library-filter.ts';
export { isSamePhrase, samePhraseIn, similarPhrases } from './similar-phrases.ts';
