import { useEffect } from 'react';
import { dialogHoldsKeys } from '../../../components/dialog-keys';

/** Keys typed into these belong to them, not to the viewer's shortcuts. */
const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
const activates = (t: EventTarget | null) =>
  t instanceof HTMLElement && (/^(BUTTON|A|SUMMARY)$/.test(t.tagName) || t.getAttribute('role') === 'button');

export type ViewerKeyActions = {
  /** Space: play or pause the selected clip (only once the recording is ready). */
  toggle: () => void;
  /** Enter in the transcript list: play the selected clip. */
  playSelected: () => void;
  /** Arrows, Home and End: select the clip `by` away, or the first/last. */
  move: (by: number) => void;
  moveTo: (where: 'first' | 'last') => void;
  toggleLoop: () => void;
  zoom: (factor: number) => void;
  pan: (fraction: number) => void;
  fit: () => void;
};

/**
 * The clip viewer's keyboard shortcuts, on the document while the viewer is shown. Off while
 * the app's shortcuts dialog (`paused`) or any other dialog has the keys, and for keys typed
 * into a field. `ready`: the recording can play.
 */
export function useViewerKeys({
  paused,
  ready,
  actions,
}: {
  paused: boolean;
  ready: boolean;
  actions: ViewerKeyActions;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target) || paused) return;
      if (dialogHoldsKeys()) return;
      const inList = e.target instanceof HTMLElement && e.target.getAttribute('role') === 'listbox';
      const act = (fn: () => void) => {
        e.preventDefault();
        fn();
      };
      switch (e.key) {
        case ' ':
          if (!activates(e.target) && ready) act(actions.toggle);
          break;
        case 'ArrowLeft':
        case 'ArrowRight':
          act(() => actions.move(e.key === 'ArrowLeft' ? -1 : 1));
          break;
        case 'ArrowUp':
        case 'ArrowDown':
          if (inList) act(() => actions.move(e.key === 'ArrowUp' ? -1 : 1));
          break;
        case 'Home':
        case 'End':
          if (inList) act(() => actions.moveTo(e.key === 'Home' ? 'first' : 'last'));
          break;
        case 'Enter':
          if (inList && ready) act(actions.playSelected);
          break;
        case 'l':
        case 'L':
          act(actions.toggleLoop);
          break;
        case '+':
        case '=':
          act(() => actions.zoom(2));
          break;
        case '-':
        case '_':
          act(() => actions.zoom(0.5));
          break;
        case '0':
          act(actions.fit);
          break;
        case '[':
        case ']':
          act(() => actions.pan(e.key === '[' ? -0.5 : 0.5));
          break;
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [paused, ready, actions]);
}
