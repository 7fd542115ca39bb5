/**
 * Reloads the page. The error screens' one way to do it, and the seam their tests replace: a
 * page's `location` cannot be redefined, in jsdom's window as in a browser's.
 */
export function reloadPage() {
  window.location.reload();
}
