/**
 * Mantine's AppShell header, navbar, aside and footer each render a resize handle, which draws
 * nothing unless the shell is given `resize` (this app's shell is not resizable). The handle and
 * its pointer and keyboard logic would be in the code every page shares; build/redirects.ts points
 * their import here (see docs/performance.md, row "AppShell's resize handle redirected to an empty
 * component"). A shell made resizable must remove that redirect.
 */
export function AppShellResizeHandle(): null {
  return null;
}
