import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The username field of sign-up and the profile forms: same label, hint and autocomplete
 * everywhere (docs/product.md §5: 3 to 20 characters). Pass the form's input props.
 */
export function UsernameInput(props: TextInputProps) {
  return (
    <TextInput
      label="Username"
      description="3 to 20 characters; friends find you by it"
      autoComplete="username"
      withAsterisk
      {...props}
    />
  );
}

UsernameInput.displayName = 'UsernameInput';
