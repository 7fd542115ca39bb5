export { NewPasswordForm } from './lazy-new-password-form.tsx';
export type { NewPasswordFormProps } from './NewPasswordForm.tsx';
