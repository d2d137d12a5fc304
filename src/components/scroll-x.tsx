import { Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Scrolls its content sideways when the screen is narrower than `minWidth`: a plain overflow box.
 * Mantine's Table.ScrollContainer draws its own scrollbars with ScrollArea, which every page with a
 * table would load (see docs/performance.md, row "Tables scroll in a plain overflow box"). A phone
 * hides overlay scrollbars until touched, so while the box is narrower than its content a line
 * above it says that it scrolls.
 */
export function ScrollX({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // Read before the first paint, so that the line comes with the table: measured a frame later,
  // it would push the table down once it was on screen.
  useLayoutEffect(() => {
    if (box.current) setWidth(box.current.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {width > 0 && width < minWidth && (
        <Text size="xs" c="dimmed" mb={4}>
          Scroll sideways for more columns <span aria-hidden="true">→</span>
        </Text>
      )}
      {/* Positioned, so that it also clips what is positioned inside it (visually hidden text, for
          one), which would otherwise widen the page. */}
      <div ref={box} style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}>
        <div style={{ minWidth }}>{children}</div>
      </div>
    </>
  );
}
