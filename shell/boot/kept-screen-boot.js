// Runs inline right after #root (inlineScriptPlugin): draws the kept screen whose styles
// kept-screen-styles-boot.js added. It is a picture until the app's first render replaces it
// (React clears a root's earlier content): inert, so nothing in it can be clicked, focused or
// read out, and laid out as if its children were #root's own, with the custom properties <html>
// had. What is read out meanwhile is what the loading screen says, from a status beside it.
// Once it is replaced, its styles go: the app's own are in place by then. A start that never
// draws (its code failed to load) does not leave it standing. Meanwhile each stylesheet the app
// links as its code loads would restyle the whole copy (Mantine's match :root), so it is parked
// under a media query that matches nothing: it loads as before, and applies in the frame that
// draws the app's own screen (docs/offline.md).
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
  var parked = [];
  var linked = new MutationObserver(function (records) {
    if (!copy.parentNode) return;
    for (var i = 0; i < records.length; i++) {
      var added = records[i].addedNodes;
      for (var j = 0; j < added.length; j++) {
        var node = added[j];
        if (node.nodeName !== 'STYLE' && !(node.nodeName === 'LINK' && node.rel === 'stylesheet'))
          continue;
        parked.push([node, node.getAttribute('media')]);
        node.setAttribute('media', 'not all');
      }
    }
  });
  linked.observe(document.head, { childList: true });
  function removeStyles() {
    var styles = document.head.querySelectorAll('[data-kept-screen]');
    for (var i = 0; i < styles.length; i++) styles[i].remove();
  }
  var replaced = new MutationObserver(function () {
    if (copy.parentNode) return;
    replaced.disconnect();
    linked.disconnect();
    for (var i = 0; i < parked.length; i++) {
      if (parked[i][1] === null) parked[i][0].removeAttribute('media');
      else parked[i][0].setAttribute('media', parked[i][1]);
    }
    removeStyles();
  });
  replaced.observe(root, { childList: true });
  setTimeout(function () {
    copy.remove();
    status.remove();
  }, 10000);
})();
