import { Alert, Button, Slider, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@phrasebook/data';
import { DESIRED_RETENTION_MAX, DESIRED_RETENTION_MIN, type CardHistory } from '@phrasebook/domain';
import { useParams } from 'react-router';
import { deckReviewTimesQuery } from '../api/deck-review-times-query.ts';
import { RetentionCurve } from './retention-curve.tsx';
import { useWorkloadCurve } from './retention-workload.ts';

const percent = (value: number) => `${Math.round(value * 100)} %`;

/**
 * The desired retention, with its price: the learner's own reviews and minutes a day at every
 * retention the slider offers, their choice marked. No retention is recommended: the curve
 * is theirs to read (docs/scheduling.md, "The retention dial").
 */
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
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm" id="retention-label">
        Desired retention: {percent(value)}
      </Text>
      <Text size="sm" c="dimmed" id="retention-help">
        How likely you should be to remember a card when it comes back. Higher means more reviews
        and less forgetting; lower, the opposite.
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
      {histories.length === 0 ? (
        <Text size="sm">
          Once you have reviewed cards in this deck, this shows how many reviews and minutes a day
          they will need at each retention.
        </Text>
      ) : (
        <DeckWorkload value={value} parameters={parameters} histories={histories} />
      )}
    </Stack>
  );
}

function DeckWorkload({
  value,
  parameters,
  histories,
}: {
  value: number;
  parameters: readonly number[] | null;
  histories: readonly CardHistory[];
}) {
  // Read here, as the section's props are the schedule's own (schedule-section.tsx).
  const lang = useParams().lang ?? '';
  const times = useQuery(deckReviewTimesQuery(useSignedInUser().id, lang));
  const curve = useWorkloadCurve(histories, parameters);
  if (times.error) {
    return (
      <Alert color="red" title="Could not read your time on this deck's cards">
        <Button variant="default" size="xs" mt="xs" onClick={() => void times.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <RetentionCurve
      points={curve.points}
      progress={curve.progress}
      times={times.data}
      chosen={value}
      cards={histories.length}
    />
  );
}
