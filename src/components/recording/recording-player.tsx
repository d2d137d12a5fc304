import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { type RefObject, useCallback, useEffect, useMemo, useState } from 'react';
import { activatesOnSpace, isShortcut } from './keys';
import { LazyWaveform, WAVEFORM_HEIGHT } from './lazy-waveform';
import { PlaybackSpeed, usePlaybackRate } from './playback-speed';
import { useObjectUrl } from './use-object-url';
import type { WaveformMark } from './waveform-marks';

export const SKIP_SECONDS = 5;

const clock = (seconds: number) => {
  if (!Number.isFinite(seconds)) return '–:––';
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};

/** Play from `seconds`, keeping within the recording. */
export function playFrom(audio: HTMLAudioElement, seconds: number) {
  const go = () => {
    audio.currentTime = Math.max(0, Math.min(seconds, audio.duration || seconds));
    void audio.play().catch(() => undefined);
  };
  if (audio.readyState >= 1) go();
  else audio.addEventListener('loadedmetadata', go, { once: true });
}

type Props = {
  /** Null while the recording downloads: the player is shown, disabled, in the place it will take. */
  blob: Blob | null;
  cacheKey: string;
  /** Accessible name of the waveform image. */
  waveformLabel: string;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Space and the arrow keys drive this player while it is on the page. */
  keyboard?: boolean;
  /** Moments marked on the waveform (the page lists them as buttons as well). */
  marks?: readonly WaveformMark[];
  /** A click on a mark; plays from the mark when absent. */
  onMark?: (atMs: number) => void;
};

/**
 * A recording with its waveform: play/pause (Space), skip back and forward 5 s (arrow keys),
 * click or drag on the waveform to seek, and the remembered playback speed.
 */
export function RecordingPlayer({ blob, cacheKey, waveformLabel, audioRef, keyboard = true, marks, onMark }: Props) {
  const src = useObjectUrl(blob);
  const [rate, setRate] = usePlaybackRate(audioRef, src);
  const { playing, time, error, toggle, skip } = usePlayer(audioRef, src);
  usePlayerKeys(keyboard, toggle, skip);

  // Kept while only the marks change (a timing threshold typed, a comment added): the controls'
  // components are not drawn again for it.
  const controls = useMemo(
    () => (
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Button onClick={toggle} disabled={!src} aria-keyshortcuts="Space" w={90}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button variant="default" onClick={() => skip(-SKIP_SECONDS)} disabled={!src} aria-keyshortcuts="ArrowLeft">
          Back 5 s
        </Button>
        <Button variant="default" onClick={() => skip(SKIP_SECONDS)} disabled={!src} aria-keyshortcuts="ArrowRight">
          Forward 5 s
        </Button>
        <Text size="sm" ff="monospace" mb={6}>
          {clock(time.at)} / {clock(time.duration)}
        </Text>
        <PlaybackSpeed value={rate} onChange={setRate} />
      </Group>
    ),
    [toggle, skip, src, playing, time, rate, setRate],
  );

  return (
    <Stack gap="xs">
      {blob ? (
        <LazyWaveform
          blob={blob}
          cacheKey={cacheKey}
          label={waveformLabel}
          audioRef={audioRef}
          onSeek={(ms) => {
            const audio = audioRef.current;
            if (audio) audio.currentTime = ms / 1000;
          }}
          marks={marks}
          onMark={
            onMark ??
            ((ms) => {
              if (audioRef.current) playFrom(audioRef.current, ms / 1000);
            })
          }
        />
      ) : (
        <Group gap="xs" h={WAVEFORM_HEIGHT} role="status">
          <Loader size="xs" />
          <Text size="sm">Loading the recording…</Text>
        </Group>
      )}
      {controls}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
      <audio ref={audioRef} src={src ?? undefined} preload="auto" data-testid="call-audio" />
    </Stack>
  );
}

/** The audio element's state as the controls show it, and what they do to it. */
function usePlayer(audioRef: RefObject<HTMLAudioElement | null>, src: string | null) {
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState({ at: 0, duration: NaN });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    // Whole seconds only: the clock re-renders once a second, not on every timeupdate.
    const onTime = () =>
      setTime((t) => {
        const at = Math.floor(audio.currentTime);
        return at === t.at && audio.duration === t.duration ? t : { at, duration: audio.duration };
      });
    const onError = () => setError('The browser could not play this recording.');
    const off = new AbortController();
    const listeners: [string, () => void][] = [
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['durationchange', onTime],
      ['error', onError],
    ];
    for (const [type, listener] of listeners) audio.addEventListener(type, listener, { signal: off.signal });
    return () => off.abort();
  }, [audioRef]);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || !src) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    setError(null);
    audio.play().catch((e: unknown) => {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      setError(
        e instanceof Error
          ? `The browser could not play the recording: ${e.message}`
          : 'The browser could not play the recording.',
      );
    });
  }, [audioRef, src]);
  const skip = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio || !src) return;
      const end = Number.isFinite(audio.duration) ? audio.duration : Infinity;
      audio.currentTime = Math.max(0, Math.min(audio.currentTime + seconds, end));
    },
    [audioRef, src],
  );
  return { playing, time, error, toggle, skip };
}

/** Space plays and pauses, the arrow keys skip, while the player is on the page (and `on`). */
function usePlayerKeys(on: boolean, toggle: () => void, skip: (seconds: number) => void) {
  useEffect(() => {
    if (!on) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      if (e.key === ' ' && !activatesOnSpace(e.target)) {
        e.preventDefault();
        toggle();
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        e.preventDefault();
        skip(e.key === 'ArrowLeft' ? -SKIP_SECONDS : SKIP_SECONDS);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
}
