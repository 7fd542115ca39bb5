import { languageName, languageOptions } from '@phrasebook/domain';
import { SelectField, type SelectFieldProps } from '../lean/SelectField.tsx';

export interface LanguageSelectProps extends Omit<SelectFieldProps, 'options'> {
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
  const options =
    first.length === 0
      ? languageOptions
      : [
          { group: 'Languages you know', items: first },
          {
            group: 'All languages',
            items: languageOptions.filter((option) => !preferred.includes(option.value)),
          },
        ];
  return <SelectField options={options} {...rest} />;
}
LanguageSelect.displayName = 'LanguageSelect';
