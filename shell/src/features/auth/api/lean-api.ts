/**
 * What the lean account forms (/login, /forgot-password) call, loaded together on the first
 * sign of intent so the screens themselves stay small.
 */
export { signInWithPassword } from './sign-in.ts';
export { requestPasswordReset } from './request-password-reset.ts';
export { toAuthFormError } from '@phrasebook/data';
