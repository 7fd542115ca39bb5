import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

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
  return atomWithStorage<RecallPreferences>(
    `phrasebook:recall-preferences:${lang}`,
    defaults,
    {
      getItem(key, initial) {
        try {
          const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
          return isPreferences(stored) ? stored : initial;
        } catch {
          return initial;
        }
      },
      setItem: (key, value) => window.localStorage.setItem(key, JSON.stringify(value)),
      removeItem: (key) => window.localStorage.removeItem(key),
    },
    { getOnInit: true },
  );
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
