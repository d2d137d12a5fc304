// Runs before the page is drawn: a blocking script, not inline (the CSP forbids inline scripts).
{
  // A stored colour scheme shows from the first frame instead of flashing the other one until the
  // app starts. The key and values are those of src/lib/color-scheme.ts.
  let stored = null;
  try {
    stored = localStorage.getItem('cm.colorScheme');
  } catch {
    // Storage may be blocked; the system's scheme applies.
  }
  const dark =
    stored === 'dark' || (stored !== 'light' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');

  // The first number or date format of a page load starts the browser's locale data (ICU): 30-60 ms
  // of main thread, in one piece, that src/lib/format.ts would otherwise pay after the app's code has
  // arrived, as a long task between the first paint and the page being usable. Here it is paid while
  // the app's code is still downloading, when the main thread has nothing else to do. The formats the
  // app then builds take a millisecond or two each.
  try {
    new Intl.NumberFormat().format(0);
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(0);
  } catch {
    // No Intl here: src/lib/format.ts fails the same way, where it is used.
  }
}
