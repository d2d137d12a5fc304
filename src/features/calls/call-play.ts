import { createContext, useContext } from 'react';

/** Playing the call's recording from a line of its transcript or from a moment (ms). */
export type CallPlay = { fromTurn: (index: number) => void; at: (ms: number) => void };

/**
 * How the call page plays its recording; null until the recording can be played. Given by context
 * rather than handed down through the regions: when the recording arrives, only what plays from it
 * (the transcript's lines, the marked moments, the comments' moments) is drawn again, not the
 * regions around them.
 *
 * Measured with `CallBodyBelow` memoised (call-body.tsx), on a call of 5,000 turns at 1x
 * (`TIMING_CPU=1 node scripts/bench-timing.mjs`, 8 runs each, taking turns): runs with a task over
 * 50 ms between the turns arriving and the waveform's marks drawn, 4 of 8 (52-58 ms) -> 1 of 8.
 */
export const CallPlayContext = createContext<CallPlay | null>(null);

export const useCallPlay = (): CallPlay | null => useContext(CallPlayContext);
