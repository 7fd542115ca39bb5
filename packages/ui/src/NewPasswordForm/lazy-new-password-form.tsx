import { shownLazily } from '../lazy/shown-lazily.tsx';

/**
 * The form, loaded when first shown: this package loads with every signed-in page, and the
 * form would bring the form library and zod with it (docs/performance.md).
 */
export const NewPasswordForm = shownLazily(
  () => import('./NewPasswordForm.tsx').then((module) => module.NewPasswordForm),
  'NewPasswordForm',
);
