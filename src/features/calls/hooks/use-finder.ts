import { useEffect, useState } from 'react';

export type Finder = typeof import('../model/transcript-finder');

let loaded: Finder | null = null;
const load = async () => (loaded ??= await import('../model/transcript-finder'));

/** The find module once `wanted` (something typed into the find field); null until it has loaded. */
export function useFinder(wanted: boolean): Finder | null {
  const [finder, setFinder] = useState(loaded);
  useEffect(() => {
    if (!wanted || finder) return;
    let live = true;
    void load().then((m) => live && setFinder(m));
    return () => {
      live = false;
    };
  }, [wanted, finder]);
  return finder;
}
