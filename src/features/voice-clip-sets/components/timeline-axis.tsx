import { Box, Text } from '@mantine/core';
import { formatDurationMs } from '../../../lib/format';
import { type View, axisTicks, msToPx, tickLabelAlign } from '../model/timeline-view';

const TICK_SHIFT = { start: 'none', center: 'translateX(-50%)', end: 'translateX(-100%)' } as const;

/** The time axis's tick labels under the track (hidden from screen readers: each clip says its times). */
export function TimelineAxis({ view, width }: { view: View; width: number }) {
  return (
    <Box pos="relative" h={18} aria-hidden="true" style={{ overflow: 'hidden' }}>
      {axisTicks(view, width).map((t) => {
        const x = msToPx(t, view, width);
        const align = tickLabelAlign(x, width);
        return (
          <Text
            key={t}
            size="xs"
            c="dimmed"
            pos="absolute"
            top={0}
            data-tick
            style={{ left: Math.max(0, Math.min(width, x)), transform: TICK_SHIFT[align], whiteSpace: 'nowrap' }}
          >
            {formatDurationMs(t).replace(/^0:/, '')}
          </Text>
        );
      })}
    </Box>
  );
}
