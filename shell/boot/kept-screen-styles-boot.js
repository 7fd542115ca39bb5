// Runs inline in <head> before the app (inlineScriptPlugin writes it into index.html): when the
// signed-in user comes back to a page they left, its screen as they left it is drawn before the
// app has started (kept by shell/src/app/offline/kept-screens.ts, docs/offline.md). This part
// adds the styles it was drawn with, render-blocking, which a script may ask only before <body>
// is parsed: an unstyled copy must never be painted, so a browser that cannot block rendering
// for them draws none. kept-screen-boot.js draws it. The keys are those of @phrasebook/data: the
// session and the kept screens; a week is the kept query cache's longest age too. Rendering
// waits for those styles a second at most: kept, they load from the HTTP cache at once, and a
// copy that cannot be drawn sooner is worth less than the loading screen the app draws instead
// (told by the event, as it may have started meanwhile).
(function () {
  var MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
  var STYLES_PATIENCE_MS = 1000;
  function dropKeptScreen() {
    window.phrasebookKeptScreen = null;
    var kept = document.querySelectorAll('[data-kept-screen]');
    for (var i = 0; i < kept.length; i++) kept[i].remove();
    window.dispatchEvent(new Event('phrasebook-kept-screen-dropped'));
  }
  try {
    if (!('blocking' in HTMLLinkElement.prototype)) return;
    var storage = window.localStorage;
    var session = JSON.parse(storage.getItem('phrasebook-auth-token') || 'null');
    var user = session && session.user && session.user.id;
    var kept = JSON.parse(storage.getItem('phrasebook-kept-screens') || 'null');
    if (!user || !kept || kept.user !== user) return;
    var screen = null;
    var path = window.location.pathname + window.location.search;
    for (var i = 0; i < kept.screens.length; i++) {
      if (kept.screens[i].path === path) screen = kept.screens[i];
    }
    if (!screen || !(Date.now() - screen.at < MAX_AGE_MS)) return;
    var loading = 0;
    for (var j = 0; j < screen.styles.length; j++) {
      var style = screen.styles[j];
      var element;
      if (style.href) {
        loading++;
        element = document.createElement('link');
        element.rel = 'stylesheet';
        element.onload = function () {
          loading--;
        };
        // A stylesheet gone since (a remote shipped anew, its old files removed): no copy at all.
        element.onerror = dropKeptScreen;
        if (style.crossOrigin !== null) element.setAttribute('crossorigin', style.crossOrigin);
        // The fragment leaves the cached file's address as it is, but keeps the apps' CSS
        // loaders, which skip a stylesheet already linked, from taking this copy for theirs.
        element.href = style.href + '#kept-screen';
      } else {
        element = document.createElement('style');
        element.textContent = style.css;
      }
      element.setAttribute('blocking', 'render');
      element.setAttribute('data-kept-screen', '');
      document.head.appendChild(element);
    }
    window.phrasebookKeptScreen = screen;
    setTimeout(function () {
      if (loading > 0) dropKeptScreen();
    }, STYLES_PATIENCE_MS);
  } catch {
    // Storage blocked or a copy unreadable: the page starts as a first visit does.
  }
})();
