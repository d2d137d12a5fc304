import { Box, Text } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Clip } from '../../../contract';
import { countOf } from '../../../lib/format';
import { timelineOptionId } from '../model/clip-text';
import { type ClipModel, visibleClips } from '../model/timeline';
import type { View } from '../model/timeline-view';
import { useCanvasColors } from '../../../lib/theme-colors';
import { prepareCanvas } from '../../../lib/canvas';
import { drawTimeline, trackHeight } from '../model/timeline-canvas';
import { TimelineAxis } from './timeline-axis';
import { TimelineClipOption } from './timeline-clip-option';
import { useTrackDrag, useTrackWheel } from '../hooks/use-track-pointer';

/** Above this many clips in view the clips are painted on the canvas, not made DOM elements. */
export const DOM_CLIP_CAP = 150;

type Range = { a: number; b: number };

type Props = {
  idPrefix: string;
  clips: readonly Clip[];
  model: ClipModel;
  view: View;
  onViewChange: (v: View) => void;
  selected: number;
  playingIndex: number | null;
  onSelect: (index: number) => void;
  range: Range | null;
  onRangeChange: (r: Range | null) => void;
  /** Drawn right under the track, on the same time axis (the recording's waveform). */
  below?: ReactNode;
};

/**
 * One time axis with every clip at start_ms..end_ms. A listbox with aria-activedescendant:
 * focus stays on the track, the selected clip is always in the DOM (even when the clips in
 * view are painted on the canvas), and the other clips in view are DOM options only while
 * there are few enough of them to keep the DOM small.
 */
export function ClipTimeline(props: Props) {
  const { idPrefix, clips, model, view, selected, playingIndex, range } = props;
  const { ref: sizeRef, width } = useElementSize();
  const height = trackHeight(model);
  const { inView, asDom, domClips } = useDomClips(model, view, selected, playingIndex);
  const canvasRef = useTimelineCanvas(model, view, width, height, { drawClips: !asDom, range });
  const trackRef = useTrackWheel(model, view, props.onViewChange);
  // One ref that stays the same: a new callback ref each render made the size observer observe
  // again, report the same size as a new object and render the track again, 30 times a second.
  const boxRef = useMergedRef(trackRef, sizeRef);
  const pointer = useTrackDrag(model, view, width, props.onSelect, props.onRangeChange);
  const [focused, setFocused] = useState(false);

  return (
    <Box>
      <Box
        ref={boxRef}
        role="listbox"
        aria-label="Clip timeline"
        aria-orientation="horizontal"
        aria-describedby={`${idPrefix}-timeline-help`}
        // Only a clip that is drawn: none before the track has its width (the first drawing).
        aria-activedescendant={
          width > 0 && selected >= 0 && domClips.includes(selected) ? timelineOptionId(idPrefix, selected) : undefined
        }
        tabIndex={0}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        {...pointer}
        style={{
          position: 'relative',
          height,
          background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          overflow: 'hidden',
          outline: focused ? '2px solid var(--mantine-color-blue-8)' : undefined,
          outlineOffset: 2,
          touchAction: 'pan-y',
          userSelect: 'none',
        }}
      >
        <canvas ref={canvasRef} aria-hidden="true" style={{ position: 'absolute', inset: 0, width: '100%', height }} />
        {width > 0 &&
          domClips.map((i) => (
            <TimelineClipOption
              key={i}
              {...{ idPrefix, clips, model, view, width }}
              index={i}
              selected={i === selected}
              playing={i === playingIndex}
            />
          ))}
      </Box>
      {props.below}
      <TimelineAxis view={view} width={width} />
      <Text id={`${idPrefix}-timeline-help`} size="xs" c="dimmed">
        {asDom
          ? `${countOf(inView.length, 'clip', 'clips')} in view.`
          : `More than ${DOM_CLIP_CAP} clips in view: zoom in to label them.`}{' '}
        Arrow keys move between clips, Home and End go to the first and last, Enter plays. Drag across the timeline to
        pick a range to zoom to; Ctrl + wheel zooms, Shift + wheel pans.
      </Text>
    </Box>
  );
}

/**
 * The clips in view and which of them are DOM options: all of them while there are at most DOM_CLIP_CAP, and
 * always the selected and the playing one.
 */
function useDomClips(model: ClipModel, view: View, selected: number, playingIndex: number | null) {
  const inView = useMemo(() => visibleClips(model, view, DOM_CLIP_CAP + 1), [model, view]);
  const asDom = inView.length <= DOM_CLIP_CAP;
  const domClips = useMemo(() => {
    const set = new Set(asDom ? inView : []);
    if (selected >= 0 && Number.isFinite(model.starts[selected] ?? NaN)) set.add(selected);
    if (playingIndex !== null) set.add(playingIndex);
    return [...set];
  }, [asDom, inView, selected, playingIndex, model]);
  return { inView, asDom, domClips };
}

/** The track's canvas (drawTimeline), which paints the clips too where they are not DOM options. */
function useTimelineCanvas(
  model: ClipModel,
  view: View,
  width: number,
  height: number,
  { drawClips, range }: { drawClips: boolean; range: Range | null },
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const colors = useCanvasColors();
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width <= 0) return;
    const ctx = prepareCanvas(canvas, width, height);
    if (ctx) drawTimeline(ctx, model, view, width, { drawClips, range, colors });
  }, [model, view, width, height, drawClips, range, colors]);
  return canvasRef;
}
