/**
 * Calls `catchUp` when the tab becomes visible again or the network returns: a hidden tab's
 * socket can be dead for a while without knowing it, so the view reads at once instead of
 * waiting for the socket to notice (docs/architecture.md, live views). Returns the undo.
 */
export function onCatchUpTriggers(catchUp: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') catchUp();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', catchUp);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', catchUp);
  };
}
