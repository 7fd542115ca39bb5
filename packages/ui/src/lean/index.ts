// Mantine-free components for screens that must load before Mantine does (the shell's /login).
// Import only from React and CSS here: the whole point is what this entry does not pull in.
import './theme-variables.css';
import './lean-base.css';

export { AuthFrame, type AuthFrameProps } from './AuthFrame.tsx';
export { Button, type ButtonProps } from './Button.tsx';
export { ErrorAlert, type ErrorAlertProps } from './ErrorAlert.tsx';
export { Notice, type NoticeProps } from './Notice.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
export { Stack, type StackProps } from './Stack.tsx';
export { Text, type TextProps } from './Text.tsx';
export { TextField, type TextFieldProps } from './TextField.tsx';
export { linkClassName } from './link.ts';
