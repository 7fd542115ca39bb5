// Runs inline in <head> before the app (inlineScriptPlugin writes it into index.html): tells the
// offline app's service worker, as early as a page can, that a page is loading, so that its
// fetching ahead waits until the page has settled (docs/offline.md). A broadcast reaches an
// installing worker too, with no registration to look up first. The channel, the message and
// the page's id are those of shell/src/app/offline/page-load-signals.ts.
(function () {
  try {
    var channel = new BroadcastChannel('phrasebook-page-loads');
    channel.postMessage({ type: 'loading', page: String(performance.timeOrigin) });
    channel.close();
  } catch {
    // No BroadcastChannel: the worker's downloads simply do not wait.
  }
})();
