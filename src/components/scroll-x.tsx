import type { ReactNode } from 'react';

/**
 * Scrolls its content sideways when the screen is narrower than `minWidth`: a plain overflow box.
 * Mantine's Table.ScrollContainer draws its own scrollbars with ScrollArea (about 5 kB gzip), and
 * every page with a table paid for it.
 */
export function ScrollX({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    // Positioned, so that it also clips what is positioned inside it (visually hidden text, for one),
    // which would otherwise widen the page.
    <div style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
