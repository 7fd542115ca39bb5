import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, useField, type FieldOwnProps } from './field.tsx';
import lean from './field.module.css';
import classes from './select-field.module.css';
import './theme.ts';

export interface SelectOption {
  value: string;
  label: string;
  /** Offered but not choosable. @default false */
  disabled?: boolean;
}

/** Options under a heading (an `<optgroup>`). */
export interface SelectOptionGroup {
  group: string;
  items: readonly SelectOption[];
}

export interface SelectFieldProps
  extends FieldOwnProps, Omit<ComponentPropsWithRef<'select'>, 'required' | 'children'> {
  options: readonly (SelectOption | SelectOptionGroup)[];
}

function Option({ option }: { option: SelectOption }) {
  return (
    <option value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  );
}

// Mantine ComboboxChevron's drawing (15×15 grid, filled).
const chevron =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/**
 * A labelled native select with Mantine NativeSelect's look: the phone's own picker on touch
 * screens. Other props go to the `<select>`.
 */
export function SelectField({
  label,
  error,
  required = false,
  description,
  id,
  className,
  options,
  rootStyle,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
  const field = useField({
    id,
    label,
    error,
    description,
    required,
    rootStyle,
    'aria-describedby': describedBy,
    className: className ? `${classes.select} ${className}` : classes.select,
  });
  return (
    <FieldFrame {...field.frame}>
      <select {...selectProps} {...field.input}>
        {options.map((option) =>
          'group' in option ? (
            <optgroup key={option.group} label={option.group}>
              {option.items.map((item) => (
                <Option key={item.value} option={item} />
              ))}
            </optgroup>
          ) : (
            <Option key={option.value} option={option} />
          ),
        )}
      </select>
      <span className={`${lean.toggleSlot} ${classes.chevronSlot}`} aria-hidden>
        <svg className={classes.chevron} viewBox="0 0 15 15" focusable="false">
          <path d={chevron} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      </span>
    </FieldFrame>
  );
}
SelectField.displayName = 'SelectField';
