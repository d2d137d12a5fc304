import { useState } from 'react';
import { fitView, type ClipModel } from '../model/timeline';
import { ensureVisible, panView, spanOf, type View, zoomView } from '../model/timeline-view';
import { createClipSelection } from '../model/clip-selection';

/**
 * The clip viewer's place in the set: the selected clip (a ClipSelection, read where it is shown)
 * and the window of time on screen. Selecting moves the view (same zoom) to the clip; zooming
 * keeps the selected clip in place when it is in view. A new model (a refetch that changed the
 * clips) starts from the whole set.
 */
export function useClipView(model: ClipModel) {
  const [view, setView] = useState<View>(() => fitView(model));
  const [selection, setSelection] = useState(() => createClipSelection(0));

  const [seenModel, setSeenModel] = useState(model);
  if (seenModel !== model) {
    setSeenModel(model);
    setView(fitView(model));
    setSelection(createClipSelection(Math.min(selection.get(), Math.max(0, model.count - 1))));
  }

  /** Selecting from anywhere: the timeline follows (same zoom), the transcript list scrolls itself. */
  const select = (i: number) => {
    if (i < 0 || i >= model.count) return;
    selection.set(i);
    const s = model.starts[i] ?? NaN;
    const e = model.ends[i] ?? NaN;
    if (Number.isFinite(s)) setView((v) => ensureVisible(v, s, e, model.domain));
  };

  const zoom = (factor: number) =>
    setView((v) => {
      const s = model.starts[selection.get()] ?? NaN;
      // Zoom around the selected clip when it is in view, else around the middle.
      const anchor = Number.isFinite(s) && s >= v.start && s <= v.end ? s : (v.start + v.end) / 2;
      return zoomView(v, factor, anchor, model.domain);
    });
  const pan = (fraction: number) => setView((v) => panView(v, spanOf(v) * fraction, model.domain));
  const fit = () => setView(fitView(model));
  const zoomedIn = spanOf(view) < spanOf(model.domain) - 1;

  return { view, setView, selection, select, zoom, pan, fit, zoomedIn };
}
