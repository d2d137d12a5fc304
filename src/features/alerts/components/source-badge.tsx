import { Badge } from '@mantine/core';
import { sourceTitle } from '../model/catalogue';

/**
 * Which source a condition reads, beside its name. Filled gray.7 with white text (8.2:1) in both
 * schemes: the light variant is translucent and its contrast depends on what lies below it.
 * Checked in state-badge.test.tsx.
 */
export function SourceBadge({ source }: { source: string }) {
  return (
    <Badge size="xs" variant="filled" color="gray.7" style={{ flexShrink: 0 }}>
      {sourceTitle(source)}
    </Badge>
  );
}
