import { useId, type CSSProperties, type ReactNode } from 'react';
import classes from './field.module.css';

/** What TextField and PasswordField add to a native input's props. */
export interface FieldOwnProps {
  /** Visible label, and the input's accessible name; without it, give an `aria-label`. */
  label?: ReactNode;
  /** Validation message under the input; marks the input invalid. @default undefined */
  error?: ReactNode;
  /**
   * Shows the red asterisk and sets aria-required. Not the native `required`: the browser's
   * own validation bubbles would compete with the form's messages. @default false
   */
  required?: boolean;
  /** A dimmed hint between the label and the input, read as its description. @default undefined */
  description?: ReactNode;
  /** Styles of the whole field, e.g. its flex or width in a row (Mantine's `style`). */
  rootStyle?: CSSProperties;
}

interface FieldInput {
  id?: string;
  label?: ReactNode;
  rootStyle?: CSSProperties;
  /** @default 'sm' */
  size?: 'sm' | 'lg';
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * The ids and ARIA attributes that tie an input to its label, hint and error message: `input`
 * goes on the control, `frame` on the FieldFrame around it.
 */
export function useField({
  id: idProp,
  label,
  error,
  description,
  required,
  'aria-describedby': describedBy,
  className,
  rootStyle,
  size,
}: FieldInput) {
  const generated = useId();
  const id = idProp ?? generated;
  const invalid = error != null && error !== false && error !== '';
  const errorId = `${id}-error`;
  const descriptionId = description ? `${id}-description` : undefined;
  return {
    frame: {
      htmlFor: id,
      label,
      required,
      error,
      errorId,
      invalid,
      description,
      descriptionId,
      rootStyle,
      size,
    },
    input: {
      id,
      className: className ? `${classes.input} ${className}` : classes.input,
      'aria-invalid': invalid || undefined,
      'aria-required': required || undefined,
      'aria-describedby':
        [describedBy, descriptionId, invalid ? errorId : undefined].filter(Boolean).join(' ') ||
        undefined,
    },
  };
}

/** Label above, the input (with any adornment) in the middle, the error message below. */
export function FieldFrame({
  htmlFor,
  label,
  required,
  error,
  errorId,
  invalid,
  description,
  descriptionId,
  rootStyle,
  size,
  children,
}: {
  htmlFor: string;
  label?: ReactNode;
  rootStyle?: CSSProperties;
  size?: 'sm' | 'lg';
  required?: boolean;
  error?: ReactNode;
  errorId: string;
  invalid: boolean;
  description?: ReactNode;
  descriptionId?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={classes.field}
      data-error={invalid || undefined}
      data-size={size === 'lg' ? size : undefined}
      style={rootStyle}
    >
      {label != null ? (
        <label className={classes.label} htmlFor={htmlFor}>
          {label}
          {required ? (
            <span className={classes.asterisk} aria-hidden>
              {' *'}
            </span>
          ) : null}
        </label>
      ) : null}
      {description ? (
        <p className={classes.description} id={descriptionId}>
          {description}
        </p>
      ) : null}
      <div className={classes.control}>{children}</div>
      {invalid ? (
        <p className={classes.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
