import { shownLazily } from '../lazy/shown-lazily.tsx';

/**
 * The form, loaded when first shown: this package loads with every signed-in page, and the
 * form would bring the form library and zod with it (README, "What the first load costs").
 */
export const NewPasswordForm = shownLazily(
  () => import('./NewPasswordForm.tsx').then((module) => module.NewPasswordForm),
  'NewPasswordForm',
);
