import { useId, type ChangeEvent, type ReactNode } from 'react';
import classes from './checkbox.module.css';
import './theme.ts';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Some but not all of what it stands for are checked: a dash, and `aria-checked="mixed"`. */
  indeterminate?: boolean;
  /** @default 'sm' */
  size?: 'xs' | 'sm';
  value?: string;
}

/** A labelled checkbox as Mantine's Checkbox draws it (filled, with its check and dash icons). */
export function Checkbox({
  label,
  checked,
  onChange,
  indeterminate = false,
  size = 'sm',
  value,
}: CheckboxProps) {
  const id = useId();
  return (
    <div className={classes.root} data-size={size}>
      <span className={classes.inner}>
        <input
          className={classes.input}
          type="checkbox"
          id={id}
          value={value}
          checked={checked}
          onChange={onChange}
          ref={(input) => {
            if (input) input.indeterminate = indeterminate;
          }}
          data-indeterminate={indeterminate || undefined}
        />
        <svg className={classes.icon} viewBox={indeterminate ? '0 0 32 6' : '0 0 10 7'} aria-hidden>
          {indeterminate ? (
            <rect width="32" height="6" rx="3" fill="currentColor" />
          ) : (
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          )}
        </svg>
      </span>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
