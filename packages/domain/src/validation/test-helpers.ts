import type { z } from 'zod';

/** Messages of a failed parse keyed by dotted path, for compact assertions. */
export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    byPath[key] ??= issue.message;
  }
  return byPath;
}
