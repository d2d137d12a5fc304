import { Badge, VisuallyHidden } from '@mantine/core';

/**
 * A call's label or red flag. A red flag is told apart by more than colour: a visible flag
 * mark, and words for a screen reader.
 */
export function LabelBadge({ label, redFlag }: { label: string; redFlag: boolean }) {
  return (
    <Badge
      variant="light"
      // Explicit shades: Mantine's light variant text falls below 4.5:1 on its own background.
      bg={redFlag ? 'red.0' : 'gray.1'}
      c={redFlag ? 'red.9' : 'dark.7'}
      tt="none"
      radius="sm"
      // A long label is cut to the space there is (the whole of it in the title and for a screen
      // reader); `relative` keeps the hidden words inside the badge, where they would otherwise
      // sit at the end of the uncut text, thousands of pixels to the right, and widen the page.
      pos="relative"
      maw="100%"
      title={redFlag ? `Red flag: ${label}` : `Label: ${label}`}
    >
      {redFlag && <span aria-hidden="true">⚑ </span>}
      {label}
      <VisuallyHidden>{redFlag ? ' (red flag)' : ' (label)'}</VisuallyHidden>
    </Badge>
  );
}
