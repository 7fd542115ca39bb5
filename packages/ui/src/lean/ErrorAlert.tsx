import { AlertBox } from './alert-box.tsx';
import './theme.ts';

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
    <AlertBox role="alert" icon="alert-circle" title={title}>
      {message}
    </AlertBox>
  );
}
ErrorAlert.displayName = 'ErrorAlert';
