import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { languageName, languageOptions } from '@phrasebook/domain';

export interface LanguageSelectProps extends Omit<NativeSelectProps, 'data'> {
  /** Codes offered first, in their own group (the languages the user knows). @default [] */
  preferred?: readonly string[];
}

/**
 * A native select over every language, the preferred ones first: quick with a keyboard,
 * and the phone's own picker on touch screens. Used wherever a translation's language is
 * chosen (add phrase, answer a request, bulk add).
 */
export function LanguageSelect({ preferred = [], ...rest }: LanguageSelectProps) {
  const first = preferred.map((value) => ({ value, label: languageName(value) }));
  const data =
    first.length === 0
      ? [...languageOptions]
      : [
          { group: 'Languages you know', items: first },
          {
            group: 'All languages',
            items: languageOptions.filter((option) => !preferred.includes(option.value)),
          },
        ];
  return <NativeSelect data={data} {...rest} />;
}
