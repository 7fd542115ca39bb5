import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The username field of the profile forms, with sign-up's label, hint and autocomplete
 * (docs/product.md §5: 3 to 20 characters). Pass the form's input props.
 */
export function UsernameInput(props: Omit<TextInputProps, 'label'>) {
  return (
    <TextInput
      label="Username"
      description="3 to 20 characters; friends find you by it"
      autoComplete="username"
      required
      {...props}
    />
  );
}
