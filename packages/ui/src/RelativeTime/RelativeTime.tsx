import { useEffect, useState } from 'react';
import { Text, type TextProps } from '@mantine/core';
import { Tooltip } from '../Tooltip/index.ts';
import { formatRelativeTime, toDate, type DateLike } from '@phrasebook/domain';

export interface RelativeTimeProps extends Omit<TextProps, 'children'> {
  /** The moment to describe. */
  date: DateLike;
  /** Fixed "now" (stories, tests); without it the text refreshes every minute. @default undefined */
  now?: DateLike;
}

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** "5 min ago" in the spec's short units (docs/product.md §9), with the full date in a tooltip. */
export function RelativeTime({ date, now, size = 'sm', c = 'dimmed', ...rest }: RelativeTimeProps) {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (now !== undefined) return undefined;
    const timer = window.setInterval(() => setTick(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [now]);
  const moment = toDate(date);
  const full = fullDate.format(moment);
  return (
    <Tooltip label={full}>
      <Text
        component="time"
        dateTime={moment.toISOString()}
        title={full}
        size={size}
        c={c}
        {...rest}
      >
        {formatRelativeTime(moment, now ?? tick)}
      </Text>
    </Tooltip>
  );
}
RelativeTime.displayName = 'RelativeTime';
