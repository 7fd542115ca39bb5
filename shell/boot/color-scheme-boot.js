// Runs inline in <head> before the app (inlineScriptPlugin writes it into index.html): applies
// the stored light / dark / system choice (key 'phrasebook-color-scheme', dark by default) so
// the first paint already has the right scheme instead of flashing while the bundle loads.
// Mirrors Mantine's colour scheme manager.
(function () {
  var scheme = 'dark';
  try {
    var stored = window.localStorage.getItem('phrasebook-color-scheme');
    if (stored === 'light' || stored === 'dark') scheme = stored;
    else if (stored === 'auto')
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    // Storage can be blocked (private modes); the default stands.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
