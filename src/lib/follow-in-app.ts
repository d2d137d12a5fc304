import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router';

/**
 * A plain left click on a same-origin link inside `e.currentTarget`: followed by the router, as a
 * router Link would be; any other click (modified, middle, another origin) is the browser's. For
 * plain `<a href>` lists, which cost far less to draw than a router Link each (a Link renders
 * again on every move of the address).
 */
export function followInApp(e: MouseEvent, navigate: NavigateFunction) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const link = e.target instanceof Element ? e.target.closest('a') : null;
  const href = link?.getAttribute('href');
  if (!link || link.target || !href || !href.startsWith('/') || href.startsWith('//')) return;
  e.preventDefault();
  void navigate(href);
}
