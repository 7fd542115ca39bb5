import { describe, expect, it } from 'vitest';
import {
  addTagSchema,
  addPhraseSchema,
  bulkAddSchema,
  newBulkAddSchema,
  newPhraseSchema,
  newRequestSchema,
  newTranslationSchema,
  recommendPhraseSchema,
} from './phrase-schemas.ts';
import { fieldErrorsOf } from './field-errors.ts';

describe('bulkAddSchema', () => {
  it('needs at least one phrase', () => {
    expect(fieldErrorsOf(bulkAddSchema, { phrases: [] })).toEqual({
      phrases: 'Please add at least one phrase',
    });
    expect(fieldErrorsOf(bulkAddSchema, {})).toEqual({ phrases: 'Please add at least one phrase' });
  });

  it('checks each phrase and each translation', () => {
    const issues = fieldErrorsOf(bulkAddSchema, {
      phrases: [
        { phrase_text: ' ', translations: [] },
        { phrase_text: 'Hola', translations: [{ lang: 'en', text: '' }] },
      ],
    });
    expect(issues).toEqual({
      'phrases.0.phrase_text': 'Please enter a phrase',
      'phrases.0.translations': 'Please add at least one translation',
      'phrases.1.translations.0.lang': 'Provide a language for the translation',
      'phrases.1.translations.0.text': 'Please enter a translation',
    });
  });

  it('refuses a translation a phrase already lists, as the database does', () => {
    expect(
      fieldErrorsOf(bulkAddSchema, {
        phrases: [
          {
            phrase_text: 'Hola',
            translations: [
              { lang: 'eng', text: 'Hello' },
              { lang: 'fra', text: 'Hello' },
              { lang: 'eng', text: ' Hello ' },
            ],
          },
          { phrase_text: 'Adiós', translations: [{ lang: 'eng', text: 'Hello' }] },
        ],
      }),
    ).toEqual({ 'phrases.0.translations.2.text': 'This phrase already has this translation' });
    const held = [{ lang: 'eng', text: 'Hello' }];
    expect(fieldErrorsOf(newTranslationSchema(held), { lang: 'eng', text: 'Hello ' })).toEqual({
      text: 'This phrase already has this translation',
    });
    expect(fieldErrorsOf(newTranslationSchema(held), { lang: 'fra', text: 'Hello' })).toEqual({});
  });

  it('keeps a phrase and a translation to the 1,000 characters the database holds', () => {
    const long = 'a'.repeat(1001);
    expect(
      fieldErrorsOf(bulkAddSchema, {
        phrases: [{ phrase_text: long, translations: [{ lang: 'eng', text: long }] }],
      }),
    ).toEqual({
      'phrases.0.phrase_text': 'A phrase can be at most 1,000 characters',
      'phrases.0.translations.0.text': 'A translation can be at most 1,000 characters',
    });
    // Counted as the database's char_length counts: an emoji is one character, not two.
    const emoji = '🙂'.repeat(1000);
    expect(
      fieldErrorsOf(bulkAddSchema, {
        phrases: [{ phrase_text: emoji, translations: [{ lang: 'eng', text: emoji }] }],
      }),
    ).toEqual({});
    expect(fieldErrorsOf(newRequestSchema, { prompt: '🙂'.repeat(280) })).toEqual({});
    expect(fieldErrorsOf(newRequestSchema, { prompt: '🙂'.repeat(281) })).toEqual({
      prompt: 'Your prompt must be less than 280 characters.',
    });
    // Trimmed first: what is stored is what counts.
    const full = ` ${'a'.repeat(1000)} `;
    expect(
      fieldErrorsOf(addPhraseSchema, {
        phrase_text: full,
        translation_lang: 'eng',
        translation_text: full,
      }),
    ).toEqual({});
    expect(
      fieldErrorsOf(addPhraseSchema, {
        phrase_text: long,
        translation_lang: 'eng',
        translation_text: long,
      }),
    ).toEqual({
      phrase_text: 'A phrase can be at most 1,000 characters',
      translation_text: 'A translation can be at most 1,000 characters',
    });
  });

  it('accepts and trims a valid batch', () => {
    const parsed = bulkAddSchema.parse({
      phrases: [{ phrase_text: ' Hola ', translations: [{ lang: 'eng', text: ' Hello ' }] }],
    });
    expect(parsed.phrases[0]).toEqual({
      phrase_text: 'Hola',
      translations: [{ lang: 'eng', text: 'Hello' }],
    });
  });
});

describe('newBulkAddSchema', () => {
  it('refuses a phrase the library has, and one an earlier row has, case and spacing aside', () => {
    const schema = newBulkAddSchema((text) => text === 'Bon dia!');
    const row = (phrase_text: string) => ({
      phrase_text,
      translations: [{ lang: 'eng', text: 'Hi' }],
    });
    expect(
      fieldErrorsOf(schema, {
        phrases: [row('Bon dia!'), row('Bona tarda'), row('bona  tarda'), row('Bona nit')],
      }),
    ).toEqual({
      'phrases.0.phrase_text':
        'This phrase is already in the library: remove this row, and add it to your deck from the library',
      'phrases.2.phrase_text': 'This phrase is already in a row above',
    });
  });

  it('refuses a phrase waiting to be added', () => {
    const schema = newBulkAddSchema(
      () => false,
      (text) => text === 'Bona nit',
    );
    const row = { phrase_text: 'Bona nit', translations: [{ lang: 'eng', text: 'Good night' }] };
    expect(fieldErrorsOf(schema, { phrases: [row] })).toEqual({
      'phrases.0.phrase_text': 'This phrase is already waiting to be added',
    });
  });
});

describe('newPhraseSchema', () => {
  const values = {
    phrase_text: 'Bona nit',
    translation_lang: 'eng',
    translation_text: 'Good night',
  };
  it('refuses a phrase the library has, and one waiting to be added', () => {
    expect(
      fieldErrorsOf(
        newPhraseSchema((text) => text === 'Bona nit'),
        values,
      ),
    ).toEqual({
      phrase_text: 'This phrase is already in the library: open it below to add it to your deck',
    });
    expect(
      fieldErrorsOf(
        newPhraseSchema(
          () => false,
          (text) => text === 'Bona nit',
        ),
        values,
      ),
    ).toEqual({ phrase_text: 'This phrase is already waiting to be added' });
    expect(
      fieldErrorsOf(
        newPhraseSchema(() => false),
        values,
      ),
    ).toEqual({});
  });
});

describe('addPhraseSchema and recommendPhraseSchema', () => {
  for (const [name, schema] of [
    ['add phrase', addPhraseSchema],
    ['recommend phrase', recommendPhraseSchema],
  ] as const) {
    it(`${name}: requires all three fields`, () => {
      expect(fieldErrorsOf(schema, {})).toEqual({
        phrase_text: 'Required',
        translation_lang: 'Provide a language for the translation',
        translation_text: 'Required',
      });
      expect(
        fieldErrorsOf(schema, {
          phrase_text: 'Bonjour',
          translation_lang: 'english',
          translation_text: 'Hello',
        }),
      ).toEqual({
        translation_lang: 'Provide a language for the translation',
      });
      expect(
        schema.safeParse({
          phrase_text: 'Bonjour',
          translation_lang: 'eng',
          translation_text: 'Hello',
        }).success,
      ).toBe(true);
    });
  }
});

describe('newRequestSchema', () => {
  it('takes prompts of 10 to 280 characters', () => {
    expect(fieldErrorsOf(newRequestSchema, { prompt: 'too short' })).toEqual({
      prompt: 'Your prompt must be at least 10 characters.',
    });
    expect(fieldErrorsOf(newRequestSchema, { prompt: 'x'.repeat(281) })).toEqual({
      prompt: 'Your prompt must be less than 280 characters.',
    });
    expect(newRequestSchema.safeParse({ prompt: 'x'.repeat(10) }).success).toBe(true);
    expect(newRequestSchema.safeParse({ prompt: 'x'.repeat(280) }).success).toBe(true);
  });
});

describe('addTagSchema', () => {
  it('trims, and takes 1 to 40 characters as the database does', () => {
    expect(fieldErrorsOf(addTagSchema, { name: '   ' })).toEqual({ name: 'Please enter a tag' });
    expect(fieldErrorsOf(addTagSchema, { name: 'x'.repeat(41) })).toEqual({
      name: 'A tag has at most 40 characters',
    });
    expect(addTagSchema.parse({ name: `  ${'x'.repeat(40)}  ` })).toEqual({ name: 'x'.repeat(40) });
  });
});
