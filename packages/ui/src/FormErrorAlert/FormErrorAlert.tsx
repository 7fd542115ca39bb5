import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * A failed call's message from the server, shown at the top of the form it belongs to;
 * renders nothing while `message` is null. `title` @default 'That did not work'
 */
export function FormErrorAlert({
  message,
  title = 'That did not work',
}: {
  message: string | null;
  title?: string;
}) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
    >
      {message}
    </Alert>
  );
}

FormErrorAlert.displayName = 'FormErrorAlert';
