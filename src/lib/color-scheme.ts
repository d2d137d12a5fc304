import { localStorageColorSchemeManager } from '@mantine/core';
import { useSyncExternalStore } from 'react';

/**
 * Where the person's colour scheme choice is kept ('light', 'dark' or 'auto' for the system's).
 * public/before-paint.js reads the same key before the page is drawn.
 */
export const COLOR_SCHEME_KEY = 'cm.colorScheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

const ATTR = 'data-mantine-color-scheme';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ATTR] });
  return () => observer.disconnect();
}

const current = (): 'light' | 'dark' => (document.documentElement.getAttribute(ATTR) === 'dark' ? 'dark' : 'light');

/**
 * The scheme in effect, also when "system" follows a change of the system's setting (Mantine
 * then changes only the document's attribute, without a render): drawings redraw with it.
 */
export function useSchemeInEffect(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, current, () => 'light');
}
