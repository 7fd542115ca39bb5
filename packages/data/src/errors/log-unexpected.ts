import { logClientError } from './client-error-log.ts';

/**
 * Records an error the user could not have caused (docs/product.md §8), with the action and its input as
 * context; `logClientError` masks every password field before anything leaves the browser.
 */
export function logUnexpected(action: string, error: unknown, input?: unknown): void {
  void logClientError(error, { action, input: input ?? null });
}
