/**
 * The tree-shaken shared packages this tab must load whole, kept in sessionStorage so the
 * request survives the reload that applies it (see shared-needs-plugin.ts) and ends with the
 * tab: the next session tries the trimmed copies again.
 */
const storageKey = 'phrasebook-full-shared-copies';
const requestEvent = 'phrasebook:full-shared-copy';

export function fullCopyRequested(pkgName: string): boolean {
  try {
    return (sessionStorage.getItem(storageKey) ?? '').split(' ').includes(pkgName);
  } catch {
    return false;
  }
}

/** Whether the tab now holds the request: without storage no reload could carry it. */
export function requestFullCopy(pkgName: string): boolean {
  if (fullCopyRequested(pkgName)) return true;
  try {
    const requested = sessionStorage.getItem(storageKey);
    sessionStorage.setItem(storageKey, requested ? `${requested} ${pkgName}` : pkgName);
    // For what must follow the whole copy, such as Mantine's whole styles (packages/ui's
    // UiProviders/whole-mantine-styles.ts).
    window.dispatchEvent(new CustomEvent(requestEvent, { detail: pkgName }));
    return true;
  } catch {
    return false;
  }
}
