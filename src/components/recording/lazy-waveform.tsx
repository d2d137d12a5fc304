import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { WaveformProps } from './waveform';

// The waveform, its drawing and its Worker load only where a recording is shown.
let chunk: Promise<typeof import('./waveform')> | null = null;
const load = () => (chunk ??= import('./waveform'));

/** Starts loading the waveform's code while a recording downloads, so neither waits on the other. */
export const preloadWaveform = (): void => void load();

const WaveformChunk = lazy(() => load().then((m) => ({ default: m.Waveform })));

/** The waveform's height unless told otherwise; what stands in for it keeps this place. */
export const WAVEFORM_HEIGHT = 72;

export function LazyWaveform(props: WaveformProps) {
  const height = props.height ?? WAVEFORM_HEIGHT;
  return (
    <Suspense fallback={<Skeleton height={height} aria-label={props.label} role="img" aria-busy="true" />}>
      <WaveformChunk {...props} height={height} />
    </Suspense>
  );
}
