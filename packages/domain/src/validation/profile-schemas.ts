// zod/mini, like fields.ts: /profile validates its form at first paint.
import * as z from 'zod/mini';
import { choiceField, languageCodeField, requiredText, usernameField } from './fields.ts';
import { messages } from './messages.ts';
import { languageLevels } from './account-choices.ts';

/** One languages-known entry (docs/product.md §3, §5). */
export const languageKnownSchema = z.object({
  lang: languageCodeField(messages.selectLanguage),
  level: choiceField(languageLevels),
});
export type LanguageKnown = z.output<typeof languageKnownSchema>;

/** The languages-known list: at least one entry (docs/product.md §5). */
export const languagesKnownSchema = z
  .array(languageKnownSchema, { error: messages.addLanguageKnown })
  .check(z.minLength(1, { error: messages.addLanguageKnown }));

/** Profile form used by getting-started and the profile page. */
export const profileSchema = z.object({
  username: usernameField,
  languages_known: languagesKnownSchema,
});
export type ProfileValues = z.output<typeof profileSchema>;

/** Profile search term: non-empty after trimming (docs/product.md §5). */
export const profileSearchTermSchema = requiredText();
