import { TextField, type TextFieldProps } from '@phrasebook/ui/lean';

/** The email field of the lean account forms: same label, type and autocomplete everywhere. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  return <TextField label="Email" type="email" autoComplete="email" required {...props} />;
}
