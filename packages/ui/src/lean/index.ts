// Mantine-free components: for screens that must load before Mantine does (the shell's /login),
// and for the controls signed-in screens use that Mantine's trimmed copy no longer holds
// (SegmentedControl, Checkbox, RadioGroup, PasswordField), each bundled by the apps using it.
// Import only from React and CSS here: the whole point is what this entry does not pull in.

export { AuthFrame, type AuthFrameProps } from './AuthFrame.tsx';
export { Button, type ButtonProps } from './Button.tsx';
export { ErrorAlert, type ErrorAlertProps } from './ErrorAlert.tsx';
export { Notice, type NoticeProps } from './Notice.tsx';
export { PageHeader, type PageHeaderProps } from './PageHeader.tsx';
export { Paper, type PaperProps } from './Paper.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
export { Stack, type StackProps } from './Stack.tsx';
export { Text, type TextProps } from './Text.tsx';
export { TextField, type TextFieldProps } from './TextField.tsx';
export { linkClassName } from './link.ts';
export { ButtonContent, buttonLook, type ButtonLookProps } from './button-look.tsx';
export { ColorSchemeSwitch } from './ColorSchemeSwitch.tsx';
export { Logo, type LogoProps } from './Logo.tsx';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup.tsx';
export { TextArea, type TextAreaProps } from './TextArea.tsx';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
  type SelectOptionGroup,
} from './SelectField.tsx';
export { IconButton, type IconButtonProps } from './IconButton.tsx';
export { SegmentedControl, type SegmentedControlProps } from './SegmentedControl.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox.tsx';
