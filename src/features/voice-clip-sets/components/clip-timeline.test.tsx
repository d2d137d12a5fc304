import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Clip } from '../../../contract';
import { renderWithProviders } from '../../../test/render';
import { buildClipModel } from '../model/timeline';
import { ClipTimeline } from './clip-timeline';

const clips: Clip[] = [0, 1, 2].map((i) => ({
  turn_index: i,
  start_ms: i * 1000,
  end_ms: i * 1000 + 900,
  duration_ms: 900,
}));
const noop = () => {};

function timeline(selected: number) {
  return (
    <ClipTimeline
      idPrefix="t"
      clips={clips}
      model={buildClipModel(clips, { totalDurationMs: 3000 })}
      view={{ start: 0, end: 3000 }}
      onViewChange={noop}
      selected={selected}
      playingIndex={null}
      onSelect={noop}
      range={null}
      onRangeChange={noop}
    />
  );
}

describe('ClipTimeline', () => {
  it('observes its track once, however often it is drawn again', () => {
    // A new callback ref on each render made the size observer observe the track again; its report
    // set state and drew the track again, about 30 times a second on a page left open.
    const observe = vi.spyOn(window.ResizeObserver.prototype, 'observe');
    const { rerender } = renderWithProviders(timeline(0));
    const first = observe.mock.calls.length;
    expect(first).toBeGreaterThan(0);
    for (const selected of [1, 2, 0]) rerender(timeline(selected));
    expect(observe.mock.calls.length).toBe(first);
    observe.mockRestore();
  });

  it('names as active only a clip that is on the page (none before the track has a width)', () => {
    // jsdom lays nothing out: the track's width stays 0, as in the browser's first drawing.
    renderWithProviders(timeline(1));
    const track = screen.getByRole('listbox', { name: 'Clip timeline' });
    const active = track.getAttribute('aria-activedescendant');
    if (active !== null) expect(document.getElementById(active)).not.toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
