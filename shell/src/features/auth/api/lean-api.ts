/**
 * What the lean account forms (/login, /signup, /forgot-password) call, loaded together on the
 * first sign of intent so the screens themselves stay small.
 */
export { signInWithPassword } from './sign-in.ts';
export { signUp } from './sign-up.ts';
export { requestPasswordReset } from './request-password-reset.ts';
export { resendConfirmation } from './resend-confirmation.ts';
export { destinationAfterOnboarding, gettingStartedPath, toAuthFormError } from '@phrasebook/data';
