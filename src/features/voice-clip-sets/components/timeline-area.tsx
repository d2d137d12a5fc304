import { Stack } from '@mantine/core';
import { type ComponentProps, type ReactNode, useState } from 'react';
import type { Clip } from '../../../contract';
import { openShortcuts } from '../../../lib/shortcuts';
import type { ClipModel } from '../model/timeline';
import { type ClipSelection, useSelected } from '../model/clip-selection';
import { ClipTimeline } from './clip-timeline';
import { OverviewStrip } from './overview-strip';
import type { useClipView } from '../hooks/use-clip-view';
import { ZoomToolbar } from './zoom-toolbar';

/**
 * The timeline with its zoom and pan buttons, the overview strip of a long or zoomed-in set,
 * and `below` it (the recording's waveform). A range dragged on the timeline is its own state.
 */
export function TimelineArea({
  idPrefix,
  clips,
  model,
  place,
  playingIndex,
  onSelect,
  below,
}: {
  idPrefix: string;
  clips: readonly Clip[];
  model: ClipModel;
  /** The selection and the view (useClipView). */
  place: ReturnType<typeof useClipView>;
  playingIndex: number | null;
  onSelect: (index: number) => void;
  below: ReactNode;
}) {
  const { view, setView, selection, zoom, pan, zoomedIn } = place;
  const [range, setRange] = useState<{ a: number; b: number } | null>(null);
  return (
    <Stack gap="xs">
      <ZoomToolbar
        model={model}
        view={view}
        zoomedIn={zoomedIn}
        range={range}
        onView={setView}
        onRange={setRange}
        zoom={zoom}
        pan={pan}
        onHelp={openShortcuts}
      />
      {(clips.length > 50 || zoomedIn) && <OverviewStrip model={model} view={view} onViewChange={setView} />}
      <SelectedTimeline
        selection={selection}
        idPrefix={idPrefix}
        clips={clips}
        model={model}
        view={view}
        onViewChange={setView}
        playingIndex={playingIndex}
        onSelect={onSelect}
        range={range}
        onRangeChange={setRange}
        below={below}
      />
    </Stack>
  );
}

/** The track, reading the selection itself: a move renders it, not the toolbar above. */
function SelectedTimeline({
  selection,
  ...props
}: Omit<ComponentProps<typeof ClipTimeline>, 'selected'> & { selection: ClipSelection }) {
  return <ClipTimeline {...props} selected={useSelected(selection)} />;
}
