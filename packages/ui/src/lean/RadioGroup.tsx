import { useId, type CSSProperties, type ReactNode } from 'react';
import lean from './field.module.css';
import classes from './radio-group.module.css';
import './theme.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A dimmed line under the label. @default undefined */
  description?: ReactNode;
  /**
   * The option's own look: `--radio-color` (checked fill), `--radio-border-color` and
   * `--radio-border-width` restyle its circle. @default undefined
   */
  style?: CSSProperties;
}

export interface RadioGroupProps {
  /** Names the group (its visible label). */
  label: ReactNode;
  options: readonly RadioOption[];
  /** The chosen value; '' when none is. */
  value: string;
  onChange: (value: string) => void;
  /** Shows the red asterisk and sets aria-required. @default false */
  required?: boolean;
  /** Validation message under the options. @default undefined */
  error?: ReactNode;
  /** A column (Mantine's Stack, gap xs) or a wrapping row (Group). @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** The row's gap. @default 'md' */
  gap?: 'md' | 'lg';
}

/** Radio.Group with a Stack of Radios (size sm) as Mantine draws them, without Mantine. */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  required = false,
  error,
  orientation = 'vertical',
  gap = 'md',
}: RadioGroupProps) {
  const id = useId();
  const invalid = error != null && error !== false && error !== '';
  return (
    <div className={`${lean.field} ${classes.group}`} data-error={invalid || undefined}>
      <div className={lean.label} id={`${id}-label`}>
        {label}
        {required ? (
          <span className={lean.asterisk} aria-hidden>
            {' *'}
          </span>
        ) : null}
      </div>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      >
        <div className={classes.radioStack} data-orientation={orientation} data-gap={gap}>
          {options.map((option) => {
            const optionId = `${id}-${option.value}`;
            return (
              <div key={option.value} className={classes.radio} style={option.style}>
                <span className={classes.radioInner}>
                  <input
                    className={classes.radioInput}
                    type="radio"
                    id={optionId}
                    name={id}
                    value={option.value}
                    checked={option.value === value}
                    onChange={() => onChange(option.value)}
                    aria-describedby={option.description ? `${optionId}-description` : undefined}
                  />
                  <svg className={classes.radioDot} viewBox="0 0 5 5" aria-hidden focusable="false">
                    <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
                  </svg>
                </span>
                <span className={classes.radioText}>
                  <label className={classes.radioLabel} htmlFor={optionId}>
                    {option.label}
                  </label>
                  {option.description ? (
                    <span className={classes.radioDescription} id={`${optionId}-description`}>
                      {option.description}
                    </span>
                  ) : null}
                </span>
              </div>
            );
          })}
        </div>
      </div>
      {invalid ? (
        // Right under the options, and the radios keep their colour: Radio.Group's error look.
        <p className={lean.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
RadioGroup.displayName = 'RadioGroup';
