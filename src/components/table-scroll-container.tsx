import type { ReactNode } from 'react';
import { ScrollX } from './scroll-x';

/**
 * What Mantine's Table module imports as Table.ScrollContainer (build/redirects.ts).
 * A static property, so every page with a table loaded Mantine's ScrollArea (5.4 kB gzip) for
 * it. The app scrolls tables with ScrollX; this keeps Table.ScrollContainer working the same way.
 */
export function TableScrollContainer({ minWidth, children }: { minWidth: number | string; children?: ReactNode }) {
  return <ScrollX minWidth={typeof minWidth === 'number' ? minWidth : 0}>{children}</ScrollX>;
}
