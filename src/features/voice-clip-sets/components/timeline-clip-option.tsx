import type { Clip } from '../../../contract';
import { canvasColorCss } from '../../../lib/theme-colors';
import { clipSummary, timelineOptionId, turnLabel } from '../model/clip-text';
import { type ClipModel, FLAG_DURATION_MISMATCH } from '../model/timeline';
import { type View, msToPx } from '../model/timeline-view';
import { LANE_HEIGHT, TRACK_PAD } from '../model/timeline-canvas';

function clipStyle(model: ClipModel, i: number, view: View, width: number, selected: boolean, playing: boolean) {
  const x0 = msToPx(model.starts[i] ?? 0, view, width);
  const x1 = msToPx(model.ends[i] ?? 0, view, width);
  const lane = model.lanes[i] ?? 0;
  const bg = canvasColorCss(
    playing ? 'playing' : selected ? 'selected' : (model.flags[i] ?? 0) & FLAG_DURATION_MISMATCH ? 'mismatch' : 'clip',
  );
  return {
    position: 'absolute' as const,
    left: x0,
    width: Math.max(2, x1 - x0),
    top: TRACK_PAD + lane * LANE_HEIGHT + 3,
    height: LANE_HEIGHT - 6,
    background: bg,
    color: '#fff',
    outline: selected ? '3px solid #f08c00' : undefined,
    outlineOffset: 1,
    zIndex: selected ? 2 : 1,
    overflow: 'hidden',
    whiteSpace: 'nowrap' as const,
    fontSize: 12,
    lineHeight: `${LANE_HEIGHT - 6}px`,
    paddingInline: 3,
    borderRadius: 3,
    cursor: 'pointer',
  };
}

type Props = {
  idPrefix: string;
  clips: readonly Clip[];
  model: ClipModel;
  view: View;
  width: number;
  index: number;
  selected: boolean;
  playing: boolean;
};

/** One clip on the track as an option of the timeline's listbox, labelled where it is wide enough. */
export function TimelineClipOption({ idPrefix, clips, model, view, width, index: i, selected, playing }: Props) {
  const wide = msToPx(model.ends[i] ?? 0, view, width) - msToPx(model.starts[i] ?? 0, view, width) >= 16;
  return (
    <div
      id={timelineOptionId(idPrefix, i)}
      role="option"
      aria-selected={selected}
      aria-setsize={model.count}
      aria-posinset={i + 1}
      aria-label={clipSummary(clips[i], i, model.flags[i] ?? 0)}
      style={clipStyle(model, i, view, width, selected, playing)}
    >
      {wide ? turnLabel(clips[i], i) : null}
    </div>
  );
}
