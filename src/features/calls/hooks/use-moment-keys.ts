import { type RefObject, useEffect, useRef } from 'react';
import { isShortcut } from '../../../components/recording/keys';
import { jumpTarget, type Moment } from '../model/timing';

/**
 * `]` and `[` (listed in the shortcuts dialog) jump to the next and previous marked moment: the
 * recording is moved there (playing on if it was) and `onJump` brings its turn into view. From the
 * recording's current moment when there is one, else from the last moment jumped to. Not while
 * typing in a field, in a dialog, or with a modifier; J/K, C/W/S, Space and the arrows are other
 * keys, so nothing else on the call page takes these.
 */
export function useMomentKeys(
  moments: readonly Moment[],
  audioRef: RefObject<HTMLAudioElement | null>,
  onJump: (moment: Moment | null, index: number, dir: 1 | -1) => void,
): void {
  const latest = useRef({ moments, onJump });
  const lastAt = useRef(-Infinity);
  useEffect(() => {
    latest.current = { moments, onJump };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== ']' && e.key !== '[') || !isShortcut(e)) return;
      const { moments: list, onJump: jump } = latest.current;
      if (list.length === 0) return;
      e.preventDefault();
      const audio = audioRef.current;
      const playable = audio !== null && audio.readyState >= 1;
      const now = playable ? audio.currentTime * 1000 : lastAt.current;
      const dir = e.key === ']' ? 1 : -1;
      const index = jumpTarget(list, now, dir);
      const moment = list[index];
      if (!moment) {
        jump(null, -1, dir);
        return;
      }
      lastAt.current = moment.atMs;
      if (playable)
        audio.currentTime = Math.min(moment.atMs / 1000, Number.isFinite(audio.duration) ? audio.duration : Infinity);
      jump(moment, index, dir);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [audioRef]);
}
