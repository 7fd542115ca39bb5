import { useId, type CSSProperties, type ReactNode } from 'react';
import classes from './segmented-control.module.css';
import './theme.ts';

export interface SegmentedControlProps<Value extends string> {
  data: readonly { value: Value; label: ReactNode }[];
  value: Value;
  onChange: (value: Value) => void;
  /** @default 'sm' */
  size?: 'xs' | 'sm';
  /** @default false */
  disabled?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * One choice among a few, as Mantine's SegmentedControl draws it: a radio group whose checked
 * option is a raised segment. Arrow keys move the choice, as in any radio group.
 */
export function SegmentedControl<Value extends string>({
  data,
  value,
  onChange,
  size = 'sm',
  disabled = false,
  className,
  ...rest
}: SegmentedControlProps<Value>) {
  const name = useId();
  return (
    <div
      {...rest}
      role="radiogroup"
      className={className ? `${classes.root} ${className}` : classes.root}
      data-size={size}
      data-disabled={disabled || undefined}
    >
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        const active = item.value === value;
        return (
          <div key={item.value} className={classes.control} data-active={active || undefined}>
            <input
              className={classes.input}
              type="radio"
              id={id}
              name={name}
              value={item.value}
              checked={active}
              disabled={disabled}
              onChange={() => onChange(item.value)}
            />
            <label
              className={classes.label}
              htmlFor={id}
              data-active={active || undefined}
              data-disabled={disabled || undefined}
            >
              {item.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
