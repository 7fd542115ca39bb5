export type { UserProfile, PublicProfile } from './profile-types.ts';
export { accountKeys } from './account-keys.ts';
export { safeRedirectPath } from './safe-redirect.ts';
export {
  destinationAfterOnboarding,
  gettingStartedPath,
  referrerUid,
} from './onboarding-destination.ts';
export { toAuthFormError, type AuthFormError } from './auth-error.ts';
export {
  toProfileFormError,
  USERNAME_TAKEN_MESSAGE,
  type ProfileFormError,
} from './profile-error.ts';
export { useSignUpMutation, type SignUpInput, type SignUpResult } from './sign-up.ts';
export { signInWithPassword, type SignInInput } from './sign-in.ts';
export {
  requestPasswordReset,
  useUpdatePasswordMutation,
  SET_NEW_PASSWORD_PATH,
} from './password-recovery.ts';
export { useChangeEmailMutation, CHANGE_EMAIL_CONFIRM_PATH } from './change-email.ts';
export { currentUserQuery } from './current-user-query.ts';
export { publicProfileQuery } from './public-profile-query.ts';
export {
  useCreateProfileMutation,
  useUpdateProfileMutation,
  type ProfileFields,
} from './profile-mutations.ts';
export {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  AVATAR_NOT_AN_IMAGE,
  AVATAR_TOO_LARGE,
  avatarFileProblem,
} from './avatar-file.ts';
export {
  useUploadAvatarMutation,
  AvatarFileError,
  type UploadAvatarInput,
} from './avatar-upload.ts';
export { useSessionWatch, verifySession, SESSION_CHECK_INTERVAL_MS } from './session-watch.ts';
export { storeSavedProfile } from './profile-cache.ts';
export {
  parseAuthRedirectHash,
  hasAuthRedirectError,
  readAuthRedirectResult,
  useAuthRedirectResult,
  type AuthRedirectResult,
} from './auth-redirect-result.ts';
