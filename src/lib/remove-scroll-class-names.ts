/**
 * `RemoveScroll.classNames` of react-remove-scroll: the one thing Mantine's AppShell header, aside
 * and footer take from it (a class that keeps them in place while a dialog locks the page's
 * scrolling). Importing it there brought the scroll lock and its helpers into the code every page
 * shares; build/redirects.ts points that import here, and only dialogs load the scroll lock.
 * remove-scroll-class-names.test.ts checks the names against the library's.
 */
export const RemoveScroll = {
  classNames: { zeroRight: 'right-scroll-bar-position', fullWidth: 'width-before-scroll-bar' },
} as const;
