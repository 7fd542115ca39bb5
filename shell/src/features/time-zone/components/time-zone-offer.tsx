import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { browserTimeZone } from '@phrasebook/data';
import { useTimeZoneMutation } from '../api/use-time-zone-mutation.ts';
import { timeZoneName } from './time-zone-name.ts';
import { declinedTimeZone, declineTimeZone } from '../declined-time-zone.ts';
import { sameTimeZone } from '../same-time-zone.ts';

/**
 * Review days follow the profile's time zone, on every screen and in the database
 * (docs/offline.md). When this browser is in another zone, offer once to switch: a traveller
 * decides, and a session already open keeps its day either way. Declining is remembered for that
 * zone; a later trip to another zone asks again.
 */
export function TimeZoneOffer({ uid, profileZone }: { uid: string; profileZone: string }) {
  const here = browserTimeZone();
  const [declined, setDeclined] = useState(() => declinedTimeZone(uid));
  const change = useTimeZoneMutation(uid);
  const offer = useRef<HTMLDivElement>(null);
  // Answered, the offer goes and would take the focus with it to the page's body (or had, its
  // button disabled while saving): the page's main region, where the offer was, has it instead.
  const handFocusOn = () => {
    const focused = document.activeElement;
    if (focused === document.body || offer.current?.contains(focused)) {
      offer.current?.closest('main')?.focus({ preventScroll: true });
    }
  };
  const sameClock = useMemo(() => !here || sameTimeZone(here, profileZone), [here, profileZone]);
  if (!here || sameClock || declined === here || change.isSuccess) return null;

  const keep = () => {
    handFocusOn();
    declineTimeZone(uid, here);
    setDeclined(here);
  };
  // A region named by its question, not an alert: it comes with the page, as part of what is
  // read, and an alert would cut into the page's own heading as the page loads.
  return (
    <Alert
      ref={offer}
      role="region"
      color="blue"
      variant="light"
      title={`You seem to be in ${timeZoneName(here)} time. Use it for your review days?`}
      mb="md"
    >
      <Group gap="sm">
        <Button
          size="xs"
          loading={change.isPending}
          onClick={() => change.mutate(here, { onSuccess: handFocusOn })}
        >
          Use {timeZoneName(here)} time
        </Button>
        <Button size="xs" variant="default" onClick={keep} disabled={change.isPending}>
          Keep {timeZoneName(profileZone)} time
        </Button>
      </Group>
    </Alert>
  );
}
