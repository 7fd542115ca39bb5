/**
 * An absolute address inside this app, for links the auth server mails out (recovery,
 * email change): they must come back to the origin the user is on, local or deployed.
 */
export function appUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
