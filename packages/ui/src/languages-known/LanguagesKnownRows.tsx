import { useDeferredValue } from 'react';
import type { LanguageOption } from '@phrasebook/domain/languages';
import { Button } from '../lean/Button.tsx';
import { IconButton } from '../lean/IconButton.tsx';
import { SelectField } from '../lean/SelectField.tsx';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { languageChoices, levelOptions } from './languages-known-choices.ts';
import { errorsAfterLanguagesChange, type LanguageKnownDraft } from './languages-known-errors.ts';
import classes from './languages-known-rows.module.css';

/** What the rows read from @phrasebook/domain/languages, which the caller imports. */
export interface LanguageList {
  languageOptions: readonly LanguageOption[];
  languageName: (code: string) => string;
}

const noOptions: readonly LanguageOption[] = [];

export interface LanguagesKnownRowsProps {
  /**
   * The languages to offer; null while they load, when the select offers only its prompt.
   * /signup loads them once the page has settled, so its first load leaves out the 190 names.
   */
  languages: LanguageList | null;
  value: LanguageKnownDraft[];
  /** The form's errors, keyed 'languages_known' and 'languages_known.{i}.lang|level'. */
  errors: Record<string, string | undefined>;
  /** The new rows, and the errors that still hold once they replace `value`. */
  onChange: (next: LanguageKnownDraft[], errors: Record<string, string | undefined>) => void;
}

/**
 * The languages-known list (docs/product.md §3, §5) of /signup and the profile, built from the
 * lean kit: add a language, change its level, remove one; the last one cannot be removed.
 */
export function LanguagesKnownRows({
  languages,
  value,
  errors,
  onChange,
}: LanguagesKnownRowsProps) {
  const change = (next: LanguageKnownDraft[]) =>
    onChange(next, errorsAfterLanguagesChange(errors, value, next) as typeof errors);
  const update = (index: number, patch: Partial<LanguageKnownDraft>) =>
    change(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const listError = errors.languages_known;
  // The first paint offers only the chosen languages; the other 190-odd options, most of the
  // page's elements, follow in a deferred render (docs/performance.md).
  const allOptions = languages?.languageOptions ?? noOptions;
  const shownOptions = useDeferredValue(
    allOptions,
    allOptions.filter((option) => value.some((row) => row.lang === option.value)),
  );

  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={listError ? 'languages-known-error' : undefined}
    >
      <legend className={classes.legend}>Languages you know</legend>
      <div className={classes.rows}>
        {value.map((row, index) => {
          const name =
            row.lang && languages ? languages.languageName(row.lang) : `language ${index + 1}`;
          return (
            <div key={index} className={classes.row}>
              <div className={classes.language}>
                <SelectField
                  label="Language"
                  aria-label={`Language ${index + 1}`}
                  options={languageChoices(shownOptions, value, index)}
                  value={row.lang}
                  onChange={(event) => update(index, { lang: event.currentTarget.value })}
                  error={errors[`languages_known.${index}.lang`]}
                />
              </div>
              <div className={classes.levelAndRemove}>
                <div className={classes.level}>
                  <SelectField
                    label="Level"
                    aria-label={`Level ${index + 1}`}
                    options={levelOptions}
                    value={row.level}
                    onChange={(event) => update(index, { level: event.currentTarget.value })}
                    error={errors[`languages_known.${index}.level`]}
                  />
                </div>
                <IconButton
                  color="red"
                  className={classes.remove}
                  onClick={() => change(value.filter((_, i) => i !== index))}
                  disabled={value.length <= 1}
                  aria-label={`Remove ${name}`}
                >
                  <IconTrash size={18} aria-hidden />
                </IconButton>
              </div>
            </div>
          );
        })}
        {listError ? (
          <p id="languages-known-error" className={classes.listError} role="alert">
            {listError}
          </p>
        ) : null}
        <div className={classes.add}>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => change([...value, { lang: '', level: 'beginner' }])}
          >
            Add a language
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
