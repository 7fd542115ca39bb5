import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckKeys, getSupabase, reviewKeys } from '@phrasebook/data';
import type { DayString } from '@phrasebook/domain';

interface OfDay {
  lang: string;
  daySession: DayString;
}

/** Today's set changes with the plan: read it again, and the deck screens that tell of it. */
function useRefreshSetup() {
  const queryClient = useQueryClient();
  return ({ lang, daySession }: OfDay) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.setup(lang, daySession) }),
      queryClient.invalidateQueries({ queryKey: deckKeys.all }),
    ]);
}

/** Accepts a catch-up plan (docs/product.md §4 "A plan after a break"). */
export function useStartCatchUpPlanMutation() {
  const refresh = useRefreshSetup();
  return useMutation({
    mutationFn: async ({
      lang,
      daySession,
      dailyCap,
      plannedDays,
    }: OfDay & { dailyCap: number; plannedDays: number }) => {
      const { data, error } = await getSupabase().rpc('start_catch_up_plan', {
        lang,
        day_session: daySession,
        daily_cap: dailyCap,
        planned_days: plannedDays,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (_plan, day) => refresh(day),
    meta: { errorToast: 'Could not start the plan' },
  });
}

/** Ends the deck's plan: from the next day not started, the spec's day again. */
export function useEndCatchUpPlanMutation() {
  const refresh = useRefreshSetup();
  return useMutation({
    mutationFn: async ({ lang, daySession }: OfDay) => {
      const { error } = await getSupabase().rpc('end_catch_up_plan', {
        lang,
        day_session: daySession,
      });
      if (error) throw error;
    },
    onSuccess: (_none, day) => refresh(day),
    meta: { errorToast: 'Could not end the plan' },
  });
}

/** Declines the offer for today: it is not made again today. */
export function useDeclineCatchUpPlanMutation() {
  const refresh = useRefreshSetup();
  return useMutation({
    mutationFn: async ({ lang, daySession }: OfDay) => {
      const { error } = await getSupabase().rpc('decline_catch_up_plan', {
        lang,
        day_session: daySession,
      });
      if (error) throw error;
    },
    onSuccess: (_none, day) => refresh(day),
    meta: { errorToast: 'Could not decline the plan' },
  });
}
