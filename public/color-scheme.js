// Runs before the page is drawn (a blocking script, not inline: the CSP forbids inline
// scripts), so a stored colour scheme shows from the first frame instead of flashing the
// other one until the app starts. The key and values are those of src/lib/color-scheme.ts.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('cm.colorScheme');
  } catch (e) {
    // Storage may be blocked; the system's scheme applies.
  }
  var dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
})();
