import { languageLevels } from '@phrasebook/domain';
import type { LanguageKnownDraft } from '@phrasebook/ui/languages-known';

const emptyRow: LanguageKnownDraft = { lang: '', level: 'fluent' };

/** Languages-known rows from stored data, keeping only well-formed entries. */
export function draftLanguages(value: unknown): LanguageKnownDraft[] {
  if (!Array.isArray(value)) return [emptyRow];
  const rows = value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { lang, level } = entry as Record<string, unknown>;
    if (typeof lang !== 'string') return [];
    const known =
      typeof level === 'string' && (languageLevels as readonly string[]).includes(level);
    return [{ lang, level: known ? (level as string) : 'fluent' }];
  });
  return rows.length > 0 ? rows : [emptyRow];
}

/**
 * Getting-started starts from what the user typed at sign-up (kept in their metadata), so a
 * profile the database could not create, say for a taken username, needs one fix, not a redo.
 */
export function draftFromMetadata(metadata: Record<string, unknown> | undefined) {
  const username = typeof metadata?.['username'] === 'string' ? metadata['username'] : '';
  return { username, languages_known: draftLanguages(metadata?.['languages_known']) };
}
