// Runs before the page is drawn (a blocking script, not inline: the CSP forbids inline
// scripts), so a stored colour scheme shows from the first frame instead of flashing the
// other one until the app starts. The key and values are those of src/lib/color-scheme.ts.
{
  let stored = null;
  try {
    stored = localStorage.getItem('cm.colorScheme');
  } catch {
    // Storage may be blocked; the system's scheme applies.
  }
  const dark =
    stored === 'dark' || (stored !== 'light' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
}
