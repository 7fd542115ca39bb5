// Runs inline in <head> before the app (inlineScriptPlugin writes it into index.html): when the
// signed-in user comes back to a page they left, its screen as they left it is drawn before the
// app has started (kept by shell/src/app/offline/kept-screens.ts, docs/offline.md). This part
// adds the styles it was drawn with, render-blocking, which a script may ask only before <body>
// is parsed: an unstyled copy must never be painted, so a browser that cannot block rendering
// for them draws none. kept-screen-boot.js draws it. The keys are those of @phrasebook/data: the
// session and the kept screens; a week is the kept query cache's longest age too.
(function () {
  var MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
  function dropKeptScreen() {
    window.phrasebookKeptScreen = null;
    var drawn = document.querySelector('#root > [data-kept-screen]');
    if (drawn) drawn.remove();
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
    for (var j = 0; j < screen.styles.length; j++) {
      var style = screen.styles[j];
      var element;
      if (style.href) {
        element = document.createElement('link');
        element.rel = 'stylesheet';
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
  } catch {
    // Storage blocked or a copy unreadable: the page starts as a first visit does.
  }
})();
