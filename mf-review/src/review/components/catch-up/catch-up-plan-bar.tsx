import { useMemo } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { catchUpPlanDay, parseCatchUp, type DayString } from '@phrasebook/domain';
import { useEndCatchUpPlanMutation } from '../../api/catch-up-plan.ts';

interface CatchUpPlanBarProps {
  lang: string;
  dayString: DayString;
  /** review_day_setup's answer holding the open plan. */
  setup: Record<string, unknown>;
}

/** "Catch-up plan: day 2 of 5 · End plan" above today's set while a plan runs. */
export default function CatchUpPlanBar({ lang, dayString, setup }: CatchUpPlanBarProps) {
  const plan = useMemo(() => parseCatchUp(setup).plan, [setup]);
  const end = useEndCatchUpPlanMutation();
  if (!plan) return null;
  const capped = plan.dueCount > plan.dailyCap;
  return (
    <Alert variant="light" color="blue" title={catchUpPlanDay(plan, dayString)}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">
          {capped
            ? `Today: ${plan.dailyCap} of the ${plan.dueCount} cards due, the least remembered first. New cards wait until the plan ends.`
            : `Today's ${plan.dueCount} due cards fit in the plan's ${plan.dailyCap} a day: you catch up today.`}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => end.mutate({ lang, daySession: dayString })}
          loading={end.isPending}
        >
          End plan
        </Button>
      </Group>
    </Alert>
  );
}
