import { languageLevels } from '@phrasebook/domain/account-choices';
import type { LanguageKnownDraft } from './languages-known-errors.ts';

const levelLabels: Record<string, string> = {
  fluent: 'Fluent',
  proficient: 'Proficient',
  beginner: 'Beginner',
};

/** The level select's options, in the spec's order. */
export const levelOptions = languageLevels.map((level) => ({
  value: level,
  label: levelLabels[level] ?? level,
}));

const placeholderOption = { value: '', label: 'Choose a language…', disabled: true };

/**
 * The language select's options for row `index`: each language may appear once, so those
 * chosen in other rows are offered but disabled. The list comes from the caller: the lean
 * /signup imports it zod-free, the Mantine field from the shared @phrasebook/domain, so
 * neither bundles a second copy.
 */
export function languageChoices(
  languages: readonly { value: string; label: string }[],
  rows: readonly LanguageKnownDraft[],
  index: number,
) {
  const own = rows[index]?.lang;
  const taken = new Set(rows.map((row) => row.lang));
  return [
    placeholderOption,
    ...languages.map((option) => ({
      ...option,
      disabled: option.value !== own && taken.has(option.value),
    })),
  ];
}
