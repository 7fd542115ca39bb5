/**
 * Starts fetching the remote whose area holds `path`, with the code that mounts remotes
 * (its own chunk, which a signed-out page has not loaded yet): at start-up beside the stored
 * session being read, and on /login beside the sign-in request (`providers: false`, the form
 * stays on screen), so the page a visitor is headed to is loading before the router gets
 * there (docs/performance.md, "Round trips").
 */
export function warmAreaOf(path: string, options?: { providers: boolean }): void {
  // A destination may carry a search (/learn/deu/search?query=…); areas match the path alone.
  const { pathname } = new URL(path, window.location.origin);
  void import(/* webpackChunkName: "remote-area" */ './mount-remote-area.ts')
    .then(({ warmRemoteArea }) => warmRemoteArea(pathname, options))
    .catch(() => {
      // The navigation loads it again and shows what failed.
    });
}
