import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { UseFieldArrayReturn } from 'react-hook-form';
import type { ProfileValues } from '../fields-model';
import type { RowActions } from './field-row';
import type { ScrollTarget } from './virtual-rows';

type FieldArray = UseFieldArrayReturn<ProfileValues, 'fields'>;

/**
 * A long list scrolls to the row first (VirtualRows) and draws it after: its key is focused once it
 * is in the page, looked for at each frame for 2 s. It was focused two frames after the scroll, a
 * guess at when the row is drawn; the e2e suite once found the added row unfocused on a busy machine.
 */
function focusKeySoon(index: number) {
  const until = performance.now() + 2000;
  const attempt = () => {
    const key = document.getElementById(`field-key-${index}`);
    if (key) key.focus();
    else if (performance.now() < until) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * What the rows' buttons do, and where the keyboard goes after: a moved row's button keeps the
 * focus, a removed row's goes to the row now in its place, an added row's key is focused. In a
 * long (`virtual`) list, an added row and a row to `reveal` are scrolled to first.
 */
export function useRowActions(fieldArray: FieldArray, virtual: boolean, reveal: { index: number } | null | undefined) {
  const { fields } = fieldArray;
  // A row just added to a long list: scrolled to at the end of the list.
  const [added, setAdded] = useState<ScrollTarget | null>(null);
  const focusAfter = useRef<string | null>(null);

  // The row callbacks stay the same functions for the editor's life (memoised rows keep
  // skipping renders); they reach the field array as it is now through this ref.
  const arrayRef = useRef(fieldArray);
  useLayoutEffect(() => {
    arrayRef.current = fieldArray;
  });
  const actions = useMemo<RowActions>(
    () => ({
      move: (from, to) => {
        arrayRef.current.move(from, to);
        focusAfter.current = `field-${to < from ? 'up' : 'down'}-${to}`;
      },
      remove: (i) => {
        const count = arrayRef.current.fields.length;
        arrayRef.current.remove(i);
        focusAfter.current = `field-remove-${Math.min(i, count - 2)}`;
      },
    }),
    [],
  );

  const revealTarget = useMemo<ScrollTarget | null>(
    () => (reveal ? { index: reveal.index, align: 'center' } : null),
    [reveal],
  );
  useEffect(() => {
    if (reveal) focusKeySoon(reveal.index);
  }, [reveal]);

  // After a move or remove the row's buttons are elsewhere: keep the keyboard where it was.
  useEffect(() => {
    const id = focusAfter.current;
    if (!id) return;
    focusAfter.current = null;
    const el = document.getElementById(id);
    (el instanceof HTMLButtonElement && !el.disabled ? el : document.getElementById('profile-add-field'))?.focus();
  }, [fields]);

  const add = () => {
    fieldArray.append({ key: '', value: '' }, { shouldFocus: !virtual });
    if (virtual) {
      setAdded({ index: fields.length, align: 'end' });
      focusKeySoon(fields.length);
    }
  };

  return { actions, add, scrollTargets: [revealTarget, added] };
}
