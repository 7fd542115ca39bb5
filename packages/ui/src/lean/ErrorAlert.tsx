import classes from './lean.module.css';

export interface ErrorAlertProps {
  /** The failed call's message; nothing renders while it is null or empty. */
  message: string | null;
  /** @default 'That did not work' */
  title?: string;
}

/**
 * FormErrorAlert without Mantine: a failed call's message at the top of its form, announced
 * as an alert, in Mantine's light red Alert look.
 */
export function ErrorAlert({ message, title = 'That did not work' }: ErrorAlertProps) {
  if (!message) return null;
  return (
    <div className={classes.alert} role="alert">
      <span className={classes.alertIcon}>
        {/* Tabler's alert-circle, the icon FormErrorAlert shows. */}
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden
          focusable="false"
        >
          <path d="M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0M12 8v4M12 16h.01" />
        </svg>
      </span>
      <div className={classes.alertBody}>
        <div className={classes.alertTitle}>{title}</div>
        <div className={classes.alertMessage}>{message}</div>
      </div>
    </div>
  );
}
ErrorAlert.displayName = 'ErrorAlert';
