import { atom, useAtomValue } from 'jotai';
import { appStore } from '@phrasebook/data';
import { daySession, isLanguageCode, type DayString } from '@phrasebook/domain';

/**
 * The review day of each deck whose review screens are open. docs/product.md §9: the day
 * rolls over at 04:00, but a session keeps the day it was opened on (begun at 03:59, it
 * still posts to that day at 04:01). Fixed by the first review screen's loader, released
 * when the learner leaves the review screens (review-layout.tsx).
 */
const openedReviewDaysAtom = atom<Readonly<Record<string, DayString>>>({});

/** The deck's review day, fixing it now if its review screens were not open. */
export function fixReviewDay(lang: string): DayString {
  const opened = appStore.get(openedReviewDaysAtom)[lang];
  if (opened) return opened;
  const today = daySession(new Date());
  appStore.set(openedReviewDaysAtom, (days) => ({ ...days, [lang]: today }));
  return today;
}

/** Forgets the deck's fixed day: the next visit starts from the clock again. */
export function releaseReviewDay(lang: string): void {
  appStore.set(openedReviewDaysAtom, ({ [lang]: _released, ...others }) => others);
}

/** The fixed review day of the deck on screen (its loader fixed it). */
export function useReviewDay(lang: string): DayString {
  return useAtomValue(openedReviewDaysAtom)[lang] ?? daySession(new Date());
}

/** docs/product.md §5: a language route code must be 3 characters (and known) to load. */
export const isReviewableLanguage = (lang: string) => lang.length === 3 && isLanguageCode(lang);
