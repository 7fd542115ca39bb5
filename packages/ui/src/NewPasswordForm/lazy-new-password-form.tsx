import { Suspense, lazy } from 'react';
import type { NewPasswordFormProps } from './NewPasswordForm.tsx';

const Form = lazy(() =>
  import('./NewPasswordForm.tsx').then((module) => ({ default: module.NewPasswordForm })),
);

/**
 * The form, loaded when first shown: this package loads with every signed-in page, and the
 * form would bring the form library and zod with it (README, "What the first load costs").
 */
export function NewPasswordForm(props: NewPasswordFormProps) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}

NewPasswordForm.displayName = 'NewPasswordForm';
