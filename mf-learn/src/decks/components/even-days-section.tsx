import { useState } from 'react';
import { Chip, Group, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { evenDaysQuery } from '../api/even-days-query.ts';
import { withQueuedSettings, type DeckSettingsPatch } from '../state/deck-settings-outbox.ts';
import { useDeckSettingsSave } from '../state/deck-settings-save.ts';
import { QueuedSettingStatus } from './queued-setting-status.tsx';

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
 * intervals, and the weekdays that get less work. Saved as soon as it is changed, or kept
 * until it can be.
 */
export function EvenDaysSection({ uid, lang }: { uid: string; lang: string }) {
  const { data: settings } = useQuery(evenDaysQuery(uid, lang));
  const save = useDeckSettingsSave(uid, lang);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The learner's last choice, saved or waiting to be, and the one on its way.
  const chosen = withQueuedSettings(
    { balance_load: settings?.balanceLoad ?? false, easy_days: settings?.easyDays ?? [] },
    save.queue,
    lang,
  );
  const balanceLoad = save.trying?.balance_load ?? chosen.balance_load;
  const easyDays = save.trying?.easy_days ?? chosen.easy_days;
  const pending = save.trying !== null;
  const saveDays = (patch: DeckSettingsPatch, savedToast: string) => {
    setRefusal(null);
    save.save(patch, savedToast, { onRefused: (error) => setRefusal(error.message) });
  };

  return (
    <Stack gap="sm">
      <Switch
        label="Even out my days"
        description="Each card comes back a day or two before or after its exact day, on the day with the fewest cards due, so no day is much busier than the others. Off, every card comes back on the day its chance of recall falls to your desired retention."
        checked={balanceLoad}
        disabled={settings === undefined || pending}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          saveDays({ balance_load: on }, on ? 'Even days turned on' : 'Even days turned off');
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
              saveDays({ easy_days: values.map(Number).sort((a, b) => a - b) }, 'Easy days saved')
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
                    pending || (!easyDays.includes(day) && easyDays.length >= MAX_EASY_DAYS)
                  }
                >
                  {short}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      ) : null}
      <QueuedSettingStatus
        uid={uid}
        queue={save.queue}
        entries={save.waitingFor(['balance_load', 'easy_days'])}
        removeLabel="Discard the even days not saved yet"
      />
      {refusal ? (
        <Text size="sm" c="red" role="alert">
          Could not save: {refusal}
        </Text>
      ) : null}
    </Stack>
  );
}
