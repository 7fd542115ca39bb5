/**
 * The in-app path to return to after signing in, or `fallback` when `value` is missing or
 * could leave the app: only same-origin absolute paths are honoured ('/learn?x=1#y'), never
 * protocol-relative ('//evil.test') or full URLs, so `redirectedFrom` cannot be used to send a
 * user elsewhere.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/learn'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  // Browsers treat tabs and newlines inside URLs as absent, so '/\t/evil.test' is '//evil.test'.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return value;
}
