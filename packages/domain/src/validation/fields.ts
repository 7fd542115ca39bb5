// zod/mini, the one dialect of every schema: its builds weigh less than zod's classic ones on
// the screens that validate (docs/architecture.md, "Forms").
import * as z from 'zod/mini';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

/**
 * zod calls this for a type mismatch: a value that is absent reads "Required",
 * anything else of the wrong type reads "Invalid input" (docs/product.md §5 generic messages).
 */
export function missingOrInvalid(issue: { input?: unknown }): string {
  const { input } = issue;
  return input === undefined || input === null || input === ''
    ? messages.required
    : messages.invalid;
}

/**
 * Characters as the database's char_length counts them: code points, so an emoji is one
 * character where String's length counts two.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** At most `max` characters, counted as the database counts them. */
export const atMostCharacters = (max: number, error: string) =>
  z.refine<string>((text) => characterCount(text) <= max, { error });

/** At least `min` characters, counted as the database counts them. */
export const atLeastCharacters = (min: number, error: string) =>
  z.refine<string>((text) => characterCount(text) >= min, { error });

/**
 * A trimmed, non-empty string. `message` is shown when it is missing or blank;
 * a non-string value reads "Invalid input".
 */
export function requiredText(message: string = messages.required) {
  return z
    .string({
      error: (issue) =>
        missingOrInvalid(issue) === messages.required ? message : messages.invalid,
    })
    .check(z.trim(), z.minLength(1, { error: message }));
}

/** A 3-character language code; `message` covers absent and malformed values alike. */
export function languageCodeField(message: string = messages.selectLanguage) {
  return z
    .string({ error: message })
    .check(z.trim(), z.length(limits.languageCodeLength, { error: message }));
}

/** One of `values`; absent reads "Required", anything else "Invalid input" unless `message` is given. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  values: T,
  message?: string,
) {
  return z.enum(values, { error: (issue) => message ?? missingOrInvalid(issue) });
}

/** A real-looking email address, trimmed; one message for absent and malformed. */
export function emailField(message: string = messages.realEmail) {
  return z.pipe(z.string({ error: message }).check(z.trim()), z.email({ error: message }));
}

/**
 * Controls, format characters (zero-width, direction overrides), and every space but U+0020:
 * a name with them looks like another's. The database refuses the same set
 * (`username_visible_characters`).
 */
const visibleUsername =
  /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]*$/u;

/**
 * Username of 3 to 20 characters after trimming and Unicode normalisation (NFC, as the
 * database stores it) (docs/product.md §5, §9).
 */
export const usernameField = z
  .string({ error: missingOrInvalid })
  .check(
    z.trim(),
    z.normalize('NFC'),
    atLeastCharacters(limits.usernameMin, messages.usernameTooShort),
    atMostCharacters(limits.usernameMax, messages.usernameTooLong),
    z.regex(visibleUsername, { error: messages.usernameInvisible }),
  );

/** A new password: at least 8 characters, not trimmed (spaces are legitimate). */
export const newPasswordField = z
  .string({ error: missingOrInvalid })
  .check(z.minLength(limits.passwordMin, { error: messages.passwordTooShort }));

/**
 * A UUID in the 8-4-4-4-12 hex form. Deliberately not zod's RFC-strict
 * `z.uuid()`: Postgres accepts any hex digits there, and seeded ids such as
 * 00000000-0000-0000-0000-000000000001 must pass.
 */
export const uuidField = z.guid({ error: messages.invalid });
