import type { CSSProperties } from 'react';
import classes from './progress-bar.module.css';

export interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  'aria-label': string;
  /** Its thickness: 5 or 12 px, as Mantine's Progress sm and lg. */
  size: 'sm' | 'lg';
}

/** How far today's session is, as Mantine's Progress draws it (radius xl). */
export function ProgressBar({ value, size, 'aria-label': label }: ProgressBarProps) {
  const rounded = Math.round(value);
  return (
    <div className={classes.track} data-size={size}>
      <div
        className={classes.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}%`}
        style={{ '--progress': `${value}%` } as CSSProperties}
      />
    </div>
  );
}
