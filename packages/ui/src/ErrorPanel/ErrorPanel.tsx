import type { ReactNode } from 'react';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeError, UNKNOWN_ERROR_TEXT } from './describe-error.ts';
import classes from './error-panel.module.css';

export interface ErrorPanelProps {
  /** The headline. @default 'An unknown error has occurred (sorry)' */
  text?: ReactNode;
  /** The thrown value; its HTTP status, cause and message are shown when present. @default undefined */
  error?: unknown;
  /** Actions under the details, e.g. a retry button. @default undefined */
  children?: ReactNode;
}

/** Explains a failure in place: headline, then status, message and cause of the error. */
export function ErrorPanel({ text = UNKNOWN_ERROR_TEXT, error, children }: ErrorPanelProps) {
  const { message, status, statusText, cause } = describeError(error);
  // Callers often build the headline from the message ('Error: …'); don't say it twice.
  const showMessage = message && !(typeof text === 'string' && text.includes(message));
  return (
    <Alert
      variant="light"
      color="red"
      radius="md"
      title={text}
      icon={<IconAlertTriangle aria-hidden />}
      styles={{ title: { fontSize: 'var(--mantine-font-size-md)' } }}
    >
      <Stack gap="xs">
        {status !== undefined ? (
          <Text size="sm">
            HTTP status:{' '}
            <code className={classes.code}>{statusText ? `${status} ${statusText}` : status}</code>
          </Text>
        ) : null}
        {showMessage ? <Text size="sm">{message}</Text> : null}
        {cause ? (
          <Text size="sm" c="dimmed">
            Cause: {cause}
          </Text>
        ) : null}
        {children ? (
          <Group gap="sm" mt="xs">
            {children}
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
ErrorPanel.displayName = 'ErrorPanel';
