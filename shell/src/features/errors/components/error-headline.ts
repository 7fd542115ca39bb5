import { describeError, UNKNOWN_ERROR_TEXT } from '@phrasebook/ui/describe-error';

/** Text of the error screen's headline: 'Error: <message>' (docs/product.md §2). */
export function errorHeadline(error: unknown): string {
  const { message, status, statusText } = describeError(error);
  const detail =
    message ?? (status !== undefined ? [status, statusText].filter(Boolean).join(' ') : undefined);
  return `Error: ${detail ?? UNKNOWN_ERROR_TEXT}`;
}
