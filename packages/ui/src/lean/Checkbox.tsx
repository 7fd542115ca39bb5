import { useId, type ChangeEvent, type ReactNode } from 'react';
import { IconCheck, IconMinus } from '@tabler/icons-react';
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
        {indeterminate ? (
          <IconMinus className={classes.icon} stroke={3} aria-hidden />
        ) : (
          <IconCheck className={classes.icon} stroke={3} aria-hidden />
        )}
      </span>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
