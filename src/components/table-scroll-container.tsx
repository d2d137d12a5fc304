import type { ReactNode } from 'react';
import { ScrollX } from './scroll-x';

/**
 * What Mantine's Table module imports as Table.ScrollContainer (build/redirects.ts).
 * A static property, so every page with a table would load Mantine's ScrollArea for it (see
 * docs/performance.md, row "Tables scroll in a plain overflow box"). The app scrolls tables with
 * ScrollX; this keeps Table.ScrollContainer working the same way.
 */
export function TableScrollContainer({ minWidth, children }: { minWidth: number | string; children?: ReactNode }) {
  return <ScrollX minWidth={typeof minWidth === 'number' ? minWidth : 0}>{children}</ScrollX>;
}
