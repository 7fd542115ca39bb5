import { useAtom } from 'jotai';
import { storedAtom } from '@phrasebook/data';

/** How a learner answers recall cards in one deck (docs/product.md §4 "The recall face"). */
export interface RecallPreferences {
  /** Type the answer before the reveal, which then compares it word by word. */
  typeAnswer: boolean;
  /** Offer 'Listen' before the reveal, as a hint. */
  listenFirst: boolean;
}

const defaults: RecallPreferences = { typeAnswer: false, listenFirst: false };

const isPreferences = (value: unknown): value is RecallPreferences =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecallPreferences).typeAnswer === 'boolean' &&
  typeof (value as RecallPreferences).listenFirst === 'boolean';

const preferenceAtoms = new Map<string, ReturnType<typeof createPreferencesAtom>>();

function createPreferencesAtom(lang: string) {
  return storedAtom<RecallPreferences>(`phrasebook:recall-preferences:${lang}`, (stored) => {
    try {
      const value: unknown = JSON.parse(stored ?? 'null');
      return isPreferences(value) ? value : defaults;
    } catch {
      return defaults;
    }
  });
}

/** The deck's recall preferences, remembered in this browser, and their setter. */
export function useRecallPreferences(lang: string) {
  let preferencesAtom = preferenceAtoms.get(lang);
  if (!preferencesAtom) {
    preferencesAtom = createPreferencesAtom(lang);
    preferenceAtoms.set(lang, preferencesAtom);
  }
  return useAtom(preferencesAtom);
}
