// Runs inline right after #root (inlineScriptPlugin): draws the kept screen whose styles
// kept-screen-styles-boot.js added. It is a picture until the app's first render replaces it
// (React clears a root's earlier content): inert, so nothing in it can be clicked, focused or
// read out, and laid out as if its children were #root's own, with the custom properties <html>
// had. What is read out meanwhile is what the loading screen says, from a status beside it.
// Once it is replaced, its styles go: the app's own are in place by then. A start that never
// draws (its code failed to load) does not leave it standing.
(function () {
  var screen = window.phrasebookKeptScreen;
  if (!screen) return;
  window.phrasebookKeptScreen = null;
  var root = document.getElementById('root');
  var copy = document.createElement('div');
  copy.setAttribute('data-kept-screen', '');
  copy.setAttribute('inert', '');
  copy.setAttribute('style', 'display: contents;' + (screen.htmlStyle || ''));
  copy.innerHTML = screen.html;
  var status = document.createElement('p');
  status.setAttribute('data-kept-screen', '');
  status.setAttribute('role', 'status');
  status.setAttribute('style', 'position: fixed; margin: 0; clip-path: inset(50%);');
  status.textContent = 'Loading';
  root.append(copy, status);
  function removeStyles() {
    var styles = document.head.querySelectorAll('[data-kept-screen]');
    for (var i = 0; i < styles.length; i++) styles[i].remove();
  }
  var replaced = new MutationObserver(function () {
    if (copy.parentNode) return;
    replaced.disconnect();
    removeStyles();
  });
  replaced.observe(root, { childList: true });
  setTimeout(function () {
    copy.remove();
    status.remove();
  }, 10000);
})();
