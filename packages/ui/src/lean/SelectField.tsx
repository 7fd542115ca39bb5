import type { ComponentPropsWithRef } from 'react';
import { IconSelector } from '@tabler/icons-react';
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
        <IconSelector className={classes.chevron} aria-hidden />
      </span>
    </FieldFrame>
  );
}
SelectField.displayName = 'SelectField';
