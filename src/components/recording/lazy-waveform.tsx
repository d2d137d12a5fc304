import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { WaveformProps } from './waveform';

// The waveform, its drawing and its Worker load only when a recording is shown.
const WaveformChunk = lazy(() => import('./waveform').then((m) => ({ default: m.Waveform })));

export function LazyWaveform(props: WaveformProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 72} aria-label={props.label} role="img" aria-busy="true" />}>
      <WaveformChunk {...props} />
    </Suspense>
  );
}
