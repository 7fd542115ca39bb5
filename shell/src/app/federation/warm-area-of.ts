/**
 * Starts fetching the remote whose area holds `pathname`, with the code that mounts remotes
 * (its own chunk, which a signed-out page has not loaded yet): at start-up beside the stored
 * session being read, and on /login beside the sign-in request (`providers: false`, the form
 * stays on screen), so the page a visitor is headed to is loading before the router gets
 * there (docs/performance.md, "Round trips").
 */
export function warmAreaOf(pathname: string, options?: { providers: boolean }): void {
  void import(/* webpackChunkName: "remote-area" */ './mount-remote-area.ts')
    .then(({ warmRemoteArea }) => warmRemoteArea(pathname, options))
    .catch(() => {
      // The navigation loads it again and shows what failed.
    });
}
