import type { ReactNode } from 'react';

/** One row being edited: `lang` is '' until chosen. */
export interface LanguageKnownDraft {
  lang: string;
  level: string;
}

/**
 * Form errors left once the list changed from `previous` to `next`: an edited cell and the
 * list as a whole lose theirs; adding or removing a row renumbers the rows, so every row
 * error goes.
 */
export function errorsAfterLanguagesChange(
  errors: Record<string, ReactNode>,
  previous: LanguageKnownDraft[],
  next: LanguageKnownDraft[],
  path = 'languages_known',
): Record<string, ReactNode> {
  const renumbered = previous.length !== next.length;
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => {
      if (key === path) return false;
      const cell = new RegExp(`^${path}\\.(\\d+)\\.(lang|level)$`).exec(key);
      if (!cell) return true;
      if (renumbered) return false;
      const index = Number(cell[1]);
      const field = cell[2] as keyof LanguageKnownDraft;
      return previous[index]?.[field] === next[index]?.[field];
    }),
  );
}
