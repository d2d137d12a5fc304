import { createContext, useContext } from 'react';

/** Playing the call's recording from a line of its transcript or from a moment (ms). */
export type CallPlay = { fromTurn: (index: number) => void; at: (ms: number) => void };

/**
 * How the call page plays its recording; null until the recording can be played. Given by context
 * rather than handed down through the regions: when the recording arrives, only what plays from it
 * (the transcript's lines, the marked moments, the comments' moments) is drawn again, not the
 * regions around them (see docs/performance.md, row "The recording's play given by context").
 */
export const CallPlayContext = createContext<CallPlay | null>(null);

export const useCallPlay = (): CallPlay | null => useContext(CallPlayContext);
