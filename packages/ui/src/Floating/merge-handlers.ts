type Props = Record<string, unknown>;

/**
 * Props to give an element a wrapper does not render itself (a menu's target, a tooltip's
 * child): the added ones, with each event handler (`on…`) the element already had run first.
 */
export function mergeHandlers(own: Props, added: Props): Props {
  const merged: Props = { ...added };
  for (const [key, handler] of Object.entries(added)) {
    const existing = own[key];
    if (/^on[A-Z]/.test(key) && typeof existing === 'function' && typeof handler === 'function') {
      merged[key] = (...args: unknown[]) => {
        existing(...args);
        handler(...args);
      };
    }
  }
  return merged;
}
