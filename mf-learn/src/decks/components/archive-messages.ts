import { languageName } from '@phrasebook/domain';

/** Toast once a deck is archived. */
export const deckArchivedMessage = (lang: string) => `Your ${languageName(lang)} deck is archived`;

/** Toast once a deck is back among the active ones. */
export const deckRestoredMessage = (lang: string) => `Your ${languageName(lang)} deck is back`;
