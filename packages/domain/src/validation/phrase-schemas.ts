import * as z from 'zod/mini';
import { atLeastCharacters, atMostCharacters, languageCodeField, requiredText } from './fields.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { isSamePhrase } from '../library/similar-phrases.ts';

// As long as the database keeps them (phrase_text_at_most_1000, translation_text_at_most_1000).
const phraseText = (message?: string) =>
  requiredText(message).check(atMostCharacters(limits.phraseTextMax, messages.phraseTooLong));
const translationText = (message?: string) =>
  requiredText(message).check(
    atMostCharacters(limits.translationTextMax, messages.translationTooLong),
  );

/** One translation inside a bulk-add phrase (docs/product.md §5). */
export const translationSchema = z.object({
  lang: languageCodeField(messages.translationLanguage),
  text: translationText(messages.enterTranslation),
});
export type TranslationValues = z.output<typeof translationSchema>;

/**
 * True when `translations` already hold `candidate`: the same language and the same trimmed
 * text, as the database's translation_once_per_phrase compares them.
 */
export function holdsTranslation(
  translations: readonly { lang: string; text: string }[],
  candidate: { lang: string; text: string },
): boolean {
  const text = candidate.text.trim();
  return translations.some((held) => held.lang === candidate.lang && held.text.trim() === text);
}

/** A translation added to a phrase that already has `held`: the phrase page's form. */
export const newTranslationSchema = (held: readonly { lang: string; text: string }[]) =>
  translationSchema.check(
    z.refine((candidate) => !holdsTranslation(held, candidate), {
      error: messages.translationTwice,
      path: ['text'],
    }),
  );

/** One phrase with its translations (docs/product.md §3 "phrase entry", §5 bulk add). */
export const phraseEntrySchema = z.object({
  phrase_text: phraseText(messages.enterPhrase),
  translations: z.array(translationSchema, { error: messages.addTranslation }).check(
    z.minLength(1, { error: messages.addTranslation }),
    z.superRefine((translations, ctx) => {
      translations.forEach((translation, at) => {
        if (holdsTranslation(translations.slice(0, at), translation)) {
          ctx.addIssue({
            code: 'custom',
            message: messages.translationTwice,
            path: [at, 'text'],
            input: translation.text,
          });
        }
      });
    }),
  ),
});
export type PhraseEntryValues = z.output<typeof phraseEntrySchema>;

/** Bulk-add form (docs/product.md §5). */
export const bulkAddSchema = z.object({
  phrases: z
    .array(phraseEntrySchema, { error: messages.addPhrase })
    .check(z.minLength(1, { error: messages.addPhrase })),
});
export type BulkAddValues = z.output<typeof bulkAddSchema>;

/** Whether the learner's outbox holds a phrase of this text, not in the library yet. */
type Waiting = (text: string) => boolean;
const nothingWaits: Waiting = () => false;

/**
 * The bulk-add form: a row whose phrase the library already has (`inLibrary`), or one waiting to
 * be added (`waiting`), or an earlier row has, is refused, as the add-phrase page refuses one
 * (docs/product.md §5).
 */
export const newBulkAddSchema = (
  inLibrary: (text: string) => boolean,
  waiting: Waiting = nothingWaits,
) =>
  bulkAddSchema.check(
    z.superRefine(({ phrases }, ctx) => {
      phrases.forEach(({ phrase_text: text }, at) => {
        const message = inLibrary(text)
          ? messages.phraseInLibraryBulk
          : waiting(text)
            ? messages.phraseWaiting
            : phrases.slice(0, at).some((earlier) => isSamePhrase(earlier.phrase_text, text))
              ? messages.phraseStagedTwice
              : null;
        if (message)
          ctx.addIssue({
            code: 'custom',
            message,
            path: ['phrases', at, 'phrase_text'],
            input: text,
          });
      });
    }),
  );

/** Add-phrase form (docs/product.md §5). */
export const addPhraseSchema = z.object({
  phrase_text: phraseText(),
  translation_lang: languageCodeField(messages.translationLanguage),
  translation_text: translationText(),
});
export type AddPhraseValues = z.output<typeof addPhraseSchema>;

/** 'Make it a card' on a friend's correction: the deck and my translation (docs/product.md). */
export const correctionCardSchema = z.object({
  lang: languageCodeField(messages.addDeckLanguage),
  translation_lang: languageCodeField(messages.translationLanguage),
  translation_text: translationText(messages.enterTranslation),
});
export type CorrectionCardValues = z.output<typeof correctionCardSchema>;

/**
 * The add-phrase page's form: a phrase the library already has (`inLibrary`), or one already
 * waiting to be added (`waiting`), is refused, so a learner does not add a second copy to
 * review (docs/product.md §5).
 */
export const newPhraseSchema = (
  inLibrary: (text: string) => boolean,
  waiting: Waiting = nothingWaits,
) =>
  addPhraseSchema.check(
    z.refine((values) => !inLibrary(values.phrase_text), {
      error: messages.phraseInLibrary,
      path: ['phrase_text'],
    }),
    z.refine((values) => !waiting(values.phrase_text), {
      error: messages.phraseWaiting,
      path: ['phrase_text'],
    }),
  );

/** Recommend-phrase form, sent to a friend in chat (docs/product.md §5). */
export const recommendPhraseSchema = addPhraseSchema;
export type RecommendPhraseValues = AddPhraseValues;

/** New phrase request: a prompt of 10 to 280 characters (docs/product.md §5, §9). */
export const newRequestSchema = z.object({
  prompt: z
    .string({ error: messages.promptTooShort })
    .check(
      z.trim(),
      atLeastCharacters(limits.requestPromptMin, messages.promptTooShort),
      atMostCharacters(limits.requestPromptMax, messages.promptTooLong),
    ),
});
export type NewRequestValues = z.output<typeof newRequestSchema>;

/** A tag added to a phrase: trimmed, 1 to 40 characters (the database's tag_name_1_to_40). */
export const addTagSchema = z.object({
  name: requiredText(messages.enterTag).check(
    atMostCharacters(limits.tagNameMax, messages.tagTooLong),
  ),
});
