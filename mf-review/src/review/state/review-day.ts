import { useLayoutEffect, useRef } from 'react';
import { atom, useAtomValue } from 'jotai';
import { appStore } from '@phrasebook/data';
import { daySession, isLanguageCode, type DayString } from '@phrasebook/domain';

/**
 * The review day of each deck whose review screens are open. docs/product.md §9: the day
 * rolls over at 04:00 in the profile's time zone, the one clock the database counts days by
 * (docs/offline.md), but a session keeps the day it was opened on (begun at 03:59, it still
 * posts to that day at 04:01, and a change of time zone meanwhile does not move it). Fixed while
 * the deck's review screens show (review-layout.tsx).
 */
const openedReviewDaysAtom = atom<Readonly<Record<string, DayString>>>({});

/**
 * The deck's review day: the one its open review screens fixed, else today's. Only reads, so
 * loaders may call it: they also run when a link is merely hovered (docs/architecture.md).
 */
export function reviewDayOf(lang: string, timeZone: string | undefined): DayString {
  return appStore.get(openedReviewDaysAtom)[lang] ?? daySession(new Date(), timeZone);
}

/**
 * Fixes the deck's review day from the moment its review screens show until the learner
 * leaves them (the next visit starts from the clock again).
 */
export function useFixedReviewDay(lang: string, timeZone: string | undefined): void {
  // Read once, when the screens show: a later change of zone leaves the open session's day be.
  const zone = useRef(timeZone);
  useLayoutEffect(() => {
    const day = reviewDayOf(lang, zone.current);
    appStore.set(openedReviewDaysAtom, (days) => ({ ...days, [lang]: day }));
    return () => appStore.set(openedReviewDaysAtom, ({ [lang]: _left, ...others }) => others);
  }, [lang]);
}

/** The review day of the deck on screen, fixed by `useFixedReviewDay` once it shows. */
export function useReviewDay(lang: string, timeZone: string | undefined): DayString {
  return useAtomValue(openedReviewDaysAtom)[lang] ?? daySession(new Date(), timeZone);
}

/** docs/product.md §5: a language route code must be 3 characters (and known) to load. */
export const isReviewableLanguage = (lang: string) => lang.length === 3 && isLanguageCode(lang);
