import { Button, Group, Text, Title } from '@mantine/core';
import { formatDurationMs } from '../../../lib/format';
import { fitView, type ClipModel } from '../model/timeline';
import { type View, zoomToRange } from '../model/timeline-view';

type ToolbarProps = {
  model: ClipModel;
  view: View;
  zoomedIn: boolean;
  range: { a: number; b: number } | null;
  onView: (v: View) => void;
  onRange: (r: null) => void;
  zoom: (factor: number) => void;
  pan: (fraction: number) => void;
  onHelp: () => void;
};

/** The timeline's heading and zoom/pan buttons. */
export function ZoomToolbar({ model, view, zoomedIn, range, onView, onRange, zoom, pan, onHelp }: ToolbarProps) {
  return (
    <>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          Timeline
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onHelp} aria-keyshortcuts="?">
          Keyboard shortcuts
        </Button>
      </Group>
      <Group gap="xs" wrap="wrap" role="toolbar" aria-label="Zoom and pan">
        <Button size="xs" variant="default" onClick={() => onView(fitView(model))} disabled={!zoomedIn}>
          Fit
        </Button>
        <Button size="xs" variant="default" onClick={() => zoom(2)} aria-keyshortcuts="+">
          Zoom in
        </Button>
        <Button size="xs" variant="default" onClick={() => zoom(0.5)} disabled={!zoomedIn} aria-keyshortcuts="-">
          Zoom out
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!range}
          onClick={() => {
            if (range) onView(zoomToRange(range.a, range.b, model.domain));
            onRange(null);
          }}
        >
          Zoom to selection
        </Button>
        <Button size="xs" variant="default" onClick={() => pan(-0.5)} disabled={view.start <= model.domain.start}>
          Pan left
        </Button>
        <Button size="xs" variant="default" onClick={() => pan(0.5)} disabled={view.end >= model.domain.end}>
          Pan right
        </Button>
        <Text size="xs" c="dimmed" aria-live="polite">
          Showing {formatDurationMs(view.start)} – {formatDurationMs(view.end)}
        </Text>
      </Group>
    </>
  );
}
