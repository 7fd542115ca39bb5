import { useMemo, useState } from 'react';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  CATCH_UP_CAP_MESSAGE,
  CATCH_UP_MAX_DAYS,
  catchUpCapForDays,
  catchUpForecast,
  formatShortDate,
  isCatchUpCap,
  parseCatchUp,
  type CatchUpOffer as Offer,
  type DayString,
} from '@phrasebook/domain';
import {
  useDeclineCatchUpPlanMutation,
  useStartCatchUpPlanMutation,
} from '../../api/catch-up-plan.ts';
import { CatchUpForecastTable } from './catch-up-forecast-table.tsx';

type PlanBy = 'days' | 'cap';

const DAYS_MESSAGE = `A plan lasts from 1 to ${CATCH_UP_MAX_DAYS} days`;

interface CatchUpOfferProps {
  lang: string;
  dayString: DayString;
  /** review_day_setup's answer holding the offer. */
  setup: Record<string, unknown>;
}

/**
 * The offer after a break (docs/product.md §4 "A plan after a break"): the learner picks a
 * number of days or a daily cap and sees the plan day by day before accepting it.
 */
export default function CatchUpOffer({ lang, dayString, setup }: CatchUpOfferProps) {
  const offer = useMemo(() => parseCatchUp(setup).offer, [setup]);
  if (!offer) return null;
  return <OfferForm lang={lang} dayString={dayString} offer={offer} />;
}

function OfferForm({
  lang,
  dayString,
  offer,
}: {
  lang: string;
  dayString: DayString;
  offer: Offer;
}) {
  const [planBy, setPlanBy] = useState<PlanBy>('days');
  const [days, setDays] = useState<number | string>(5);
  const [cap, setCap] = useState<number | string>(() => catchUpCapForDays(offer, dayString, 5));
  const start = useStartCatchUpPlanMutation();
  const decline = useDeclineCatchUpPlanMutation();
  // A date, not 'N days ago': counted in review days it read one more than the deck page's
  // 'Last review 11 d ago', counted in hours.
  const lastReview = formatShortDate(`${offer.lastReviewDay}T00:00:00Z`, undefined, 'UTC');

  const daysValid =
    typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= CATCH_UP_MAX_DAYS;
  const capValid = typeof cap === 'number' && isCatchUpCap(cap);
  const dailyCap =
    planBy === 'days'
      ? daysValid
        ? catchUpCapForDays(offer, dayString, days)
        : null
      : capValid
        ? cap
        : null;
  const forecast = useMemo(
    () => (dailyCap === null ? null : catchUpForecast(offer, dayString, dailyCap)),
    [offer, dayString, dailyCap],
  );
  const tooLong = forecast !== null && !forecast.finishes;

  const onStart = () => {
    if (dailyCap === null || !forecast?.finishes) return;
    start.mutate({ lang, daySession: dayString, dailyCap, plannedDays: forecast.days.length });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          Catch up after a break
        </Title>
        <Text>
          Your last review was on {lastReview}, and {offer.dueCount} cards are due. A plan spreads
          them over the next days, the cards you are most likely to have forgotten first; new cards
          wait until you have caught up.
        </Text>
        <SegmentedControl
          aria-label="Plan by"
          value={planBy}
          onChange={(value) => setPlanBy(value as PlanBy)}
          data={[
            { value: 'days', label: 'Number of days' },
            { value: 'cap', label: 'Daily cap' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {planBy === 'days' ? (
          <NumberInput
            label="Days"
            description="How many days to catch up over"
            value={days}
            onChange={setDays}
            allowDecimal={false}
            error={daysValid ? undefined : DAYS_MESSAGE}
            maw={240}
          />
        ) : (
          <NumberInput
            label="Cards a day"
            description="The most cards the plan gives you each day"
            value={cap}
            onChange={setCap}
            allowDecimal={false}
            error={capValid ? undefined : CATCH_UP_CAP_MESSAGE}
            maw={240}
          />
        )}
        {forecast && dailyCap !== null ? (
          <Stack gap="xs">
            <Text fw={500}>
              {tooLong
                ? `At ${cardsADay(dailyCap)} the backlog would last more than a year: pick more cards a day.`
                : planSummary(dailyCap, forecast.days.length, planBy === 'days' ? days : null)}
            </Text>
            {tooLong ? null : <CatchUpForecastTable days={forecast.days} />}
          </Stack>
        ) : null}
        <Group>
          <Button onClick={onStart} loading={start.isPending} disabled={!forecast?.finishes}>
            Start the plan
          </Button>
          <Button
            variant="default"
            onClick={() => decline.mutate({ lang, daySession: dayString })}
            loading={decline.isPending}
          >
            Not now
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const cardsADay = (cap: number) => `${cap} ${cap === 1 ? 'card' : 'cards'} a day`;
const daysLabel = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * The plan in a line. Caps are whole cards, so a chosen number of days may not be met
 * exactly: the fewest cards a day that fit may finish sooner, which is said rather than
 * left to contradict the field.
 */
function planSummary(cap: number, planDays: number, chosenDays: number | string | null) {
  const plan = `${cardsADay(cap)} for ${daysLabel(planDays)}, cards falling due meanwhile included`;
  if (typeof chosenDays !== 'number' || planDays >= chosenDays) return plan;
  return `${plan}: the fewest a day that catch up within ${daysLabel(chosenDays)}`;
}
