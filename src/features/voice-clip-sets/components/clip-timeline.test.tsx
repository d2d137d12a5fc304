import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Clip } from '../../../contract';
import { renderWithProviders } from '../../../test/render';
import { buildClipModel } from '../timeline';
import { ClipTimeline } from './clip-timeline';

const clips: Clip[] = [0, 1, 2].map((i) => ({
  turn_index: i,
  start_ms: i * 1000,
  end_ms: i * 1000 + 900,
  duration_ms: 900,
}));
const noop = () => {};

describe('ClipTimeline', () => {
  it('names as active only a clip that is on the page (none before the track has a width)', () => {
    // jsdom lays nothing out: the track's width stays 0, as in the browser's first drawing.
    renderWithProviders(
      <ClipTimeline
        idPrefix="t"
        clips={clips}
        model={buildClipModel(clips, { totalDurationMs: 3000 })}
        view={{ start: 0, end: 3000 }}
        onViewChange={noop}
        selected={1}
        playingIndex={null}
        onSelect={noop}
        range={null}
        onRangeChange={noop}
      />,
    );
    const track = screen.getByRole('listbox', { name: 'Clip timeline' });
    const active = track.getAttribute('aria-activedescendant');
    if (active !== null) expect(document.getElementById(active)).not.toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
