// Blocking, before the first frame (a file: the CSP forbids inline scripts): the stored colour scheme
// (src/lib/color-scheme.ts), then the locale data warmed while the app downloads (src/lib/format.ts
// says why). Kept short: every page loads it.
{
  let stored = null;
  try {
    stored = localStorage.getItem('cm.colorScheme');
  } catch {
    /* storage blocked: the system's scheme */
  }
  const dark =
    stored === 'dark' || (stored !== 'light' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  try {
    new Intl.NumberFormat().format(0);
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(0);
  } catch {
    /* no Intl: format.ts fails where it is used */
  }
}
