import { useEffect, useState } from 'react';

/** The time now (ms), read again every `everyMs`: for what changes with the clock (a snooze ending). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
