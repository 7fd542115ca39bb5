import { useDeferredValue, useMemo } from 'react';
import { Slider, Stack, Text } from '@mantine/core';
import {
  DESIRED_RETENTION_MAX,
  DESIRED_RETENTION_MIN,
  daySession,
  dailyWorkload,
  type CardHistory,
} from '@phrasebook/domain';

const percent = (value: number) => `${Math.round(value * 100)} %`;

/** The desired retention, with what it costs in reviews a day for the deck's cards. */
export function RetentionField({
  value,
  onChange,
  parameters,
  histories,
}: {
  value: number;
  onChange: (value: number) => void;
  parameters: readonly number[] | null;
  histories: readonly CardHistory[];
}) {
  // The estimate simulates a year of reviews; it follows the slider without holding it back.
  const retention = useDeferredValue(value);
  const workload = useMemo(
    () => dailyWorkload(histories, { parameters, desiredRetention: retention }, daySession()),
    [histories, parameters, retention],
  );
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm" id="retention-label">
        Desired retention: {percent(value)}
      </Text>
      <Text size="sm" c="dimmed" id="retention-help">
        How likely you should be to remember a card when it comes back. Higher means more reviews
        and less forgetting; lower, the opposite. 90 % suits most learners.
      </Text>
      <Slider
        thumbLabel="Desired retention"
        aria-describedby="retention-help"
        min={DESIRED_RETENTION_MIN}
        max={DESIRED_RETENTION_MAX}
        step={0.01}
        value={value}
        onChange={onChange}
        label={percent}
        marks={[0.7, 0.8, 0.9].map((mark) => ({ value: mark, label: percent(mark) }))}
        mb="lg"
        color="var(--mantine-primary-color-filled)"
      />
      <Text size="sm" aria-live="polite">
        {histories.length === 0
          ? 'Once you have reviewed cards in this deck, this shows how many reviews a day they will need.'
          : `About ${workload.toFixed(1)} reviews a day over the next year for the ${histories.length} cards you have reviewed.`}
      </Text>
    </Stack>
  );
}
