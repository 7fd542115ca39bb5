import { AlertBox } from './alert-box.tsx';
import './theme.ts';

export interface ErrorAlertProps {
  /** The failed call's message; nothing renders while it is null or empty. */
  message: string | null;
  /** @default 'That did not work' */
  title?: string;
  /** The alert-circle icon before the title. @default true */
  withIcon?: boolean;
}

/**
 * FormErrorAlert without Mantine: a failed call's message at the top of its form, announced
 * as an alert, in Mantine's light red Alert look.
 */
export function ErrorAlert({
  message,
  title = 'That did not work',
  withIcon = true,
}: ErrorAlertProps) {
  if (!message) return null;
  return (
    <AlertBox role="alert" icon={withIcon ? 'alert-circle' : undefined} title={title}>
      {message}
    </AlertBox>
  );
}
ErrorAlert.displayName = 'ErrorAlert';
