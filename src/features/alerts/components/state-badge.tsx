import { Badge } from '@mantine/core';

/**
 * The colours of a definition's state. Filled, with white text, in both schemes: teal.9 is
 * 5.0:1 and gray.7 8.2:1 against white text (green.9, the obvious pick, is 4.37:1 and fails AA;
 * the light variant tinted with the text's own hue read 1:1). Checked in state-badge.test.tsx.
 */
export const STATE_COLOURS = { enabled: 'teal.9', disabled: 'gray.7' } as const;

/**
 * "Enabled" or "Disabled" as text, never colour alone; whole, never cut to "Enab…" by a
 * narrow table column.
 */
export function StateBadge({ enabled }: { enabled: boolean }) {
  return (
    <Badge
      variant="filled"
      color={enabled ? STATE_COLOURS.enabled : STATE_COLOURS.disabled}
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {enabled ? 'Enabled' : 'Disabled'}
    </Badge>
  );
}
