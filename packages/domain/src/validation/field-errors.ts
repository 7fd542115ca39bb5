import { safeParse, type $ZodType } from 'zod/v4/core';

/**
 * The first message of a failed parse for each field, keyed by dotted path ('' when the input
 * is fine): what a form shows under each input.
 */
export function fieldErrorsOf(schema: $ZodType, input: unknown): Record<string, string> {
  // Takes classic and mini schemas alike.
  const result = safeParse(schema, input);
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    byPath[key] ??= issue.message;
  }
  return byPath;
}
