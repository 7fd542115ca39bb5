import { daySession, type DayString } from '@phrasebook/domain';

/** Today's review day in the time zone on my profile, as the database counts days (docs/product.md §9). */
export function todayFor(profile: { time_zone?: string | null } | null | undefined): DayString {
  return daySession(new Date(), profile?.time_zone ?? undefined);
}
