/** One library phrase: its text, an English translation and topic tags. */
export type LibraryPhrase = readonly [text: string, english: string, tags: readonly string[]];

export interface LibraryLanguage {
  /** Username of the demo user credited as author (a speaker of the language), or null. */
  author: string | null;
  phrases: readonly LibraryPhrase[];
}
