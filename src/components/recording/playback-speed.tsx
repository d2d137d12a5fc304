import { NativeSelect } from '@mantine/core';
import { type RefObject, useEffect, useSyncExternalStore } from 'react';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const STORAGE_KEY = 'cm.playbackRate';
const listeners = new Set<() => void>();

function read(): number {
  try {
    const v = Number(localStorage.getItem(STORAGE_KEY));
    return (SPEEDS as readonly number[]).includes(v) ? v : 1;
  } catch {
    return 1;
  }
}

function subscribe(fn: () => void) {
  listeners.add(fn);
  // Another tab's choice applies here too.
  const onStorage = (e: StorageEvent) => e.key === STORAGE_KEY && fn();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(fn);
    window.removeEventListener('storage', onStorage);
  };
}

function write(rate: number) {
  try {
    localStorage.setItem(STORAGE_KEY, String(rate));
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  for (const fn of listeners) fn();
}

/**
 * The playback speed, remembered on this device across calls and clip sets, applied to
 * `audioRef` with the pitch kept (a faster voice, not a higher one).
 */
export function usePlaybackRate(audioRef: RefObject<HTMLAudioElement | null>, src: string | null) {
  const rate = useSyncExternalStore(subscribe, read, () => 1);
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.preservesPitch = true;
    // A new source resets playbackRate to the default rate: set both.
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [audioRef, rate, src]);
  return [rate, write] as const;
}

export function PlaybackSpeed({ value, onChange }: { value: number; onChange: (rate: number) => void }) {
  return (
    <NativeSelect
      label="Playback speed"
      size="xs"
      w={110}
      data={SPEEDS.map((s) => ({ value: String(s), label: `${s}×` }))}
      value={String(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
    />
  );
}
