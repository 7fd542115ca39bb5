// Runs inline right after #root (inlineScriptPlugin): draws the kept screen whose styles
// kept-screen-styles-boot.js added. It is a picture until the app's first render replaces it
// (React clears a root's earlier content): inert, so nothing in it can be clicked, focused or
// read out, and laid out as if its children were #root's own.
(function () {
  var html = window.phrasebookKeptScreen;
  if (!html) return;
  delete window.phrasebookKeptScreen;
  var root = document.getElementById('root');
  root.innerHTML = '<div data-kept-screen inert style="display: contents">' + html + '</div>';
})();
