import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { useElementMap } from '../../../components/use-element-map';
import type { ProfileValues } from '../model/fields-model';
import type { RowActions, RowControl } from '../components/field-row';
import type { ScrollTarget } from '../components/virtual-rows';

type FieldArray = UseFieldArrayReturn<ProfileValues, 'fields'>;

/**
 * A row's key asked for the focus before the row is drawn (a long list scrolls to it first and
 * draws it after) takes it when it arrives, if within this long (ms): a row drawn later, as the
 * person scrolls, does not take the focus from wherever it is then.
 */
const FOCUS_WAIT_MS = 2000;

const controlId = (what: RowControl, index: number) => `${what}-${index}`;

/**
 * What the rows' buttons do, and where the keyboard goes after: a moved row's button keeps the
 * focus, a removed row's goes to the row now in its place, an added row's key is focused. In a
 * long (`virtual`) list, an added row and a row to `reveal` are scrolled to first. The rows'
 * controls reach the hook through `actions.controlRef`, the Add button through `addRef`.
 */
export function useRowActions(fieldArray: FieldArray, virtual: boolean, reveal: { index: number } | null | undefined) {
  const { fields } = fieldArray;
  // A row just added to a long list: scrolled to at the end of the list.
  const [added, setAdded] = useState<ScrollTarget | null>(null);
  // The control to focus once the rows are drawn again after a move or remove (null: Add field).
  const focusAfter = useRef<string | null | undefined>(undefined);
  const keyWanted = useRef<{ id: string; until: number } | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const controls = useElementMap<string>((id, el) => {
    const wanted = keyWanted.current;
    if (wanted?.id !== id) return;
    keyWanted.current = null;
    if (performance.now() < wanted.until) el.focus();
  });

  // The row callbacks stay the same functions for the editor's life (memoised rows keep
  // skipping renders); they reach the field array as it is now through this ref.
  const arrayRef = useRef(fieldArray);
  useLayoutEffect(() => {
    arrayRef.current = fieldArray;
  });
  const actions = useMemo<RowActions>(
    () => ({
      move: (from, to) => {
        const last = arrayRef.current.fields.length - 1;
        arrayRef.current.move(from, to);
        // The moved row's button, unless it is now disabled (the row reached an end).
        const up = to < from;
        focusAfter.current = (up ? to > 0 : to < last) ? controlId(up ? 'up' : 'down', to) : null;
      },
      remove: (i) => {
        const count = arrayRef.current.fields.length;
        arrayRef.current.remove(i);
        focusAfter.current = count > 1 ? controlId('remove', Math.min(i, count - 2)) : null;
      },
      controlRef: (what, index) => controls.refFor(controlId(what, index)),
    }),
    [controls],
  );

  /** Focuses row `index`'s key now if it is drawn, else as soon as it is. */
  const focusKey = (index: number) => {
    const id = controlId('key', index);
    const key = controls.get(id);
    if (key) key.focus();
    else keyWanted.current = { id, until: performance.now() + FOCUS_WAIT_MS };
  };

  const revealTarget = useMemo<ScrollTarget | null>(
    () => (reveal ? { index: reveal.index, align: 'center' } : null),
    [reveal],
  );
  useEffect(() => {
    if (reveal) focusKey(reveal.index);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each new request, once
  }, [reveal]);

  // After a move or remove the row's buttons are elsewhere: keep the keyboard where it was.
  useEffect(() => {
    const id = focusAfter.current;
    if (id === undefined) return;
    focusAfter.current = undefined;
    ((id === null ? null : controls.get(id)) ?? addRef.current)?.focus();
  }, [fields, controls]);

  const add = () => {
    fieldArray.append({ key: '', value: '' }, { shouldFocus: !virtual });
    if (virtual) {
      setAdded({ index: fields.length, align: 'end' });
      focusKey(fields.length);
    }
  };

  return { actions, add, addRef, scrollTargets: [revealTarget, added] };
}
