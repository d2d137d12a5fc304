import { useLayoutEffect, useRef, useState } from 'react';

/** Whether a typed value is still on its way into the tree (a store: read it with useSyncExternalStore). */
export type TypingFlag = { get(): boolean; subscribe(listener: () => void): () => void };

function typingFlag() {
  let on = false;
  const listeners = new Set<() => void>();
  return {
    get: () => on,
    set(next: boolean) {
      if (next === on) return;
      on = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The values typed into a tree's fields, which reach the tree as transitions (ValueEditor):
 * `asked` counts them, `drawn` is how many of them the tree on screen has. Until the two are the
 * same, `typing` is on (the preview dims: its answer is not for what the fields show) and a save
 * waits (`settled`).
 */
export function useTypedValues() {
  const asked = useRef(0);
  const [drawn, setDrawn] = useState(0);
  const waiting = useRef<(() => void)[]>([]);
  const [typing] = useState(typingFlag);
  useLayoutEffect(() => {
    if (drawn !== asked.current) return;
    typing.set(false);
    for (const done of waiting.current.splice(0)) done();
  });
  return {
    typing: typing as TypingFlag,
    /** A value was typed: called in the transition that gives it to the tree. */
    arrive() {
      setDrawn(++asked.current);
      typing.set(true);
    },
    /** Resolves once the tree on screen has every value typed. */
    settled: () =>
      drawn === asked.current ? Promise.resolve() : new Promise<void>((done) => waiting.current.push(done)),
  };
}
