import type { z } from 'zod';

/**
 * The first message of a failed parse for each field, keyed by dotted path ('' when the input
 * is fine): what a form shows under each input.
 */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    byPath[key] ??= issue.message;
  }
  return byPath;
}
