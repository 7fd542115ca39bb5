import { Chip, Group, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@phrasebook/ui';
import { evenDaysQuery } from '../api/even-days-query.ts';
import { useUpdateDeckMutation } from '../api/update-deck.ts';

/** ISO weekdays, Monday first, as user_deck.easy_days stores them. */
const WEEKDAYS = [
  [1, 'Mon', 'Monday'],
  [2, 'Tue', 'Tuesday'],
  [3, 'Wed', 'Wednesday'],
  [4, 'Thu', 'Thursday'],
  [5, 'Fri', 'Friday'],
  [6, 'Sat', 'Saturday'],
  [7, 'Sun', 'Sunday'],
] as const;

/** Easy days leave at least one ordinary day (the database's easy_days_weekdays check). */
const MAX_EASY_DAYS = 6;

/**
 * Deck settings' "Even days" (docs/scheduling.md "Even days"): fuzz and balance the deck's
 * intervals, and the weekdays that get less work. Saved as soon as it is changed.
 */
export function EvenDaysSection({ uid, lang }: { uid: string; lang: string }) {
  const { data: settings } = useQuery(evenDaysQuery(uid, lang));
  const update = useUpdateDeckMutation();
  const pending = update.isPending ? update.variables.patch : null;
  const balanceLoad = pending?.balance_load ?? settings?.balanceLoad ?? false;
  const easyDays = pending?.easy_days ?? settings?.easyDays ?? [];

  return (
    <Stack gap="sm">
      <Switch
        label="Even out my days"
        description="Each card comes back a day or two before or after its exact day, on the day with the fewest cards due, so no day is much busier than the others. Off, every card comes back on the day its chance of recall falls to your desired retention."
        checked={balanceLoad}
        disabled={settings === undefined || update.isPending}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          update.mutate(
            { uid, lang, patch: { balance_load: on } },
            { onSuccess: () => toast.success(on ? 'Even days turned on' : 'Even days turned off') },
          );
        }}
      />
      {balanceLoad ? (
        <Stack gap={6}>
          <Text fw={500} size="sm" id="easy-days-label">
            Easy days
          </Text>
          <Text size="xs" c="dimmed" id="easy-days-help">
            Days of your week that get fewer reviews, about two thirds of another day's.
          </Text>
          <Chip.Group
            multiple
            value={easyDays.map(String)}
            onChange={(values) =>
              update.mutate(
                { uid, lang, patch: { easy_days: values.map(Number).sort((a, b) => a - b) } },
                { onSuccess: () => toast.success('Easy days saved') },
              )
            }
          >
            <Group
              gap="xs"
              role="group"
              aria-labelledby="easy-days-label"
              aria-describedby="easy-days-help"
            >
              {WEEKDAYS.map(([day, short, name]) => (
                <Chip
                  key={day}
                  value={String(day)}
                  size="sm"
                  aria-label={name}
                  disabled={
                    update.isPending ||
                    (!easyDays.includes(day) && easyDays.length >= MAX_EASY_DAYS)
                  }
                >
                  {short}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      ) : null}
      {update.error ? (
        <Text size="sm" c="red" role="alert">
          Could not save: {update.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}
