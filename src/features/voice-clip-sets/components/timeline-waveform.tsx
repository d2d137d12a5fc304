import { Skeleton } from '@mantine/core';
import type { RefObject } from 'react';
import { LazyWaveform } from '../../../components/recording/lazy-waveform';
import type { WaveformProps } from '../../../components/recording/waveform';
import type { View } from '../model/timeline-view';
import type { PanelSourceState } from './player-panel';

/** The waveform under the timeline, and the place kept for it while the recording downloads. */
const WAVEFORM_HEIGHT = 56;

/**
 * The set's recording under the timeline, on the timeline's time axis (`view`): a click on it
 * seeks (`onSeek`, in ms). While the recording downloads, a placeholder of the same height.
 */
export function TimelineWaveform({
  source,
  audioRef,
  view,
  onSeek,
  onDrawn,
}: {
  source: PanelSourceState;
  audioRef: RefObject<HTMLAudioElement | null>;
  view: View;
  onSeek: (ms: number) => void;
  onDrawn: WaveformProps['onDrawn'];
}) {
  if (source === null) return null;
  if (source === 'loading') return <Skeleton height={WAVEFORM_HEIGHT} aria-hidden />;
  return (
    <LazyWaveform
      blob={source.blob}
      cacheKey={source.cacheKey}
      label={source.label}
      audioRef={audioRef}
      view={view}
      height={WAVEFORM_HEIGHT}
      onSeek={onSeek}
      onDrawn={onDrawn}
    />
  );
}
