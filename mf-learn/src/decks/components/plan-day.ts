import { daysBetween, type DayString } from '@phrasebook/domain';
import type { OpenPlan } from '../api/open-plans-query.ts';

/** 'Catch-up plan, day 2 of 4': a plan that runs past its planned days counts on. */
export function planDayHeading(plan: OpenPlan, today: DayString): string {
  const day = daysBetween(plan.started_on, today) + 1;
  return `Catch-up plan, day ${day} of ${Math.max(day, plan.planned_days)}`;
}
