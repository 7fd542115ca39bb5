export { NewPasswordForm, type NewPasswordFormProps } from './NewPasswordForm.tsx';
